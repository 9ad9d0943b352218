/**
 * Each page's text, converted once per build (issue 23): the site model's
 * pages through the content chain the HTML gets (./content-remark.ts), then
 * the Markdown converter (./markdown/convert.ts), each remaining element
 * through its Markdown form (src/elements). The Markdown twins print these
 * documents; the search records are cut from the same documents
 * (src/plugins/search-index/sections.ts), so what an assistant reads and
 * what search finds are the same text, from one parse of each source.
 *
 * Memoized on the model, which is itself memoized per load: the twins and
 * the search index plugins, whichever asks first, share one conversion.
 */
import { readFile } from 'node:fs/promises';
import { markdownForms } from '../elements';
import { markdownTransforms } from './content-remark';
import { mdxToDocument, type PageDocument } from './markdown/convert';
import type { SiteModel, SitePage } from './model';
import type { SiteValues } from './values';

export type { PageDocument } from './markdown/convert';

const memo = new WeakMap<SiteModel, Promise<ReadonlyMap<string, PageDocument>>>();

/** One page's document; a page the converter cannot read fails the build with its file named. */
export async function pageDocument(page: SitePage, values: SiteValues): Promise<PageDocument> {
  const source = await readFile(page.file, 'utf8');
  const transform = markdownTransforms(values);
  try {
    return await mdxToDocument(source, {
      page: page.relativeFile,
      elements: markdownForms,
      removeContentTitle: page.removeContentTitle,
      // The content chain the HTML gets (./content-remark.ts), on the same parsed tree.
      transform: (tree) => transform(tree, { path: page.file }),
    });
  } catch (error) {
    if (error instanceof Error && error.message.includes(page.relativeFile)) throw error;
    throw new Error(`${page.relativeFile}: cannot read the page`, { cause: error });
  }
}

/** Every listed page's document, by route; `values` are the build's, the same for every caller of one load. */
export function siteDocuments(
  model: SiteModel,
  values: SiteValues,
): Promise<ReadonlyMap<string, PageDocument>> {
  let documents = memo.get(model);
  if (!documents) {
    documents = Promise.all(
      model.pages.map(async (page) => [page.route, await pageDocument(page, values)] as const),
    ).then((entries) => new Map(entries));
    memo.set(model, documents);
  }
  return documents;
}
