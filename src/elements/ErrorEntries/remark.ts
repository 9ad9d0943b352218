/**
 * A remark plugin for every MDX source (it runs before Docusaurus's own, so
 * the headings it adds get their ids and join the table of contents): it
 * replaces each `<ErrorEntries … />` with the entries' headings and text, and
 * each `<ErrorText id="…" />` with the entry's text linked to its own page, from
 * src/data/errors (./nodes.ts has the rendering, shared with the twins).
 *
 * Why not a component: the entries are prose a page shows, its table of
 * contents lists and search indexes; done here, they are in the page's HTML
 * like any other text and the browser runs nothing. An unknown id, slug or
 * attribute fails the build, naming the file and line.
 */
import type { Paragraph, RootContent } from 'mdast';
import { asIslands, type CompiledFile, type IslandOptions } from '../StaticIsland/islands';
import { errorEntriesNodes, errorTextNode } from './nodes';
import { docRoute } from '../../site/docTitles';
import { readProps } from '../props';
import { replaceElements } from '../nodes';

interface FileLike extends CompiledFile {
  path?: string;
}

export default function remarkErrorEntries(options: IslandOptions = {}) {
  return replaceElements<FileLike>({
    ErrorEntries: (node, { place, sectionDepth }, file) => {
      if (node.type !== 'mdxJsxFlowElement') throw new Error('<ErrorEntries> goes on a line of its own');
      const props = readProps(node, place, { step: 'text', ids: 'text', directory: 'flag' });
      const page = file?.path ? docRoute(file.path) : undefined;
      const nodes = errorEntriesNodes(
        {
          ...(typeof props.step === 'string' ? { step: props.step } : {}),
          ...(typeof props.ids === 'string' ? { ids: props.ids } : {}),
          ...(props.directory === true ? { directory: true } : {}),
        },
        sectionDepth + 1,
        { place, ...(page ? { route: page } : {}) },
      );
      // The directory's entries are islands: in the HTML, not in the page's JavaScript (issue 41).
      if (props.directory !== true || !options.islands) return nodes;
      return asIslands(nodes, 'errors', file);
    },
    ErrorText: (node, { place }) => {
      const props = readProps(node, place, { id: 'text', code: 'flag' });
      const link = errorTextNode({
        ...(typeof props.id === 'string' ? { id: props.id } : {}),
        code: props.code === true,
      });
      return [
        node.type === 'mdxJsxFlowElement'
          ? ({ type: 'paragraph', children: [link] } satisfies Paragraph)
          : link,
      ] as RootContent[];
    },
  });
}
