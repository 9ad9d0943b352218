/**
 * The error entries of src/data/errors as Markdown nodes: the one rendering
 * that the page's HTML (./remark.ts), its twin and search records
 * (./markdown.ts) and the MCP server's text all come from.
 *
 * `<ErrorEntries step="page-layouts" />`  the entries a catalogue page lists;
 * `<ErrorEntries ids="a b" />`           chosen entries, in that order (guides);
 * `<ErrorEntries directory />`           every entry, grouped by where it arises (/errors/);
 * `<ErrorText id="a" />`                 an entry's text, inline, linked to its own page;
 * `<ErrorText id="a" code />`            its status code only.
 *
 * `errorPageNodes` is the body of an answer's own page, /errors/<anchor>/ (issue 54,
 * src/plugins/answer-pages).
 *
 * Each entry becomes a heading whose anchor is the entry's id (written as
 * `{#id}`, which Docusaurus's headings plugin and the twins' converter both
 * read), its text in a `text` code block, then cause, fix, the step's own
 * fix, related pages and Salesforce's page as the source.
 */
import type { Heading, InlineCode, Link, List, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { components, componentPath } from '../../data/components';
import {
  areaTitles,
  ERRORS_ROUTE,
  errorAreas,
  errorsInArea,
  errors,
  errorsOfStep,
  getError,
} from '../../data/errors';
import { answerRoute } from '../../data/errors/route';
import type { ErrorEntry } from '../../data/errors/types';
import { SEEN_IN } from '../../data/errors/seen';
import { symptomAnchor, symptoms, type Symptom } from '../../data/errors/symptoms';
import { inlineNodes, labelled, link, list, strong, text, unindexed } from '../nodes';
import { docTitle } from '../../site/docTitles';

/**
 * The title of a docs page by its route, as the site model has it (../../site/docTitles.ts). The entries link pages by route;
 * the link text is the page's own title, so a renamed page renames its links.
 */
function pageTitle(route: string): string {
  const title = docTitle(route);
  if (!title) throw new Error(`an error entry links ${route}, which is no docs page`);
  return title;
}

/** Where the entry is shown, so the text can leave out a link to the page it is on. */
export interface RenderPlace {
  /** The page's route, to leave out links to itself. */
  readonly route?: string;
  /** The catalogue slug of the page listing the entry, for its `byStep` text. */
  readonly step?: string;
  /** On /errors/: every step's own fix and the pages that list the entry. */
  readonly directory?: boolean;
  /** For messages: the page's source file and line. */
  readonly place: string;
}

function sourceParagraph(entry: ErrorEntry): Paragraph {
  const { source } = entry;
  const link: Link = { type: 'link', url: source.url, children: [text(source.title)] };
  // Where the text itself was seen, when Salesforce's page documents only the code or the rule
  // (../../data/errors/seen.ts, or the source's own note of it).
  const seen = SEEN_IN[entry.id];
  const noted = /;\s*(?:and )?(the texts? as .+)$/i.exec(source.where)?.[1];
  const seenNodes: PhrasingContent[] = seen
    ? [
        text(' The text as seen in '),
        { type: 'link', url: seen.url, children: [text(seen.title)] },
        text('.'),
      ]
    : noted
      ? [text(` ${noted.charAt(0).toUpperCase()}${noted.slice(1).replace(/\.?$/, '.')}`)]
      : entry.message !== null
        ? // Said, not left for the reader to assume: the text above rests on no page the site can link.
          [
            text(
              ' No public page we can link shows this text either: match on the names in it, not the wording.',
            ),
          ]
        : [];
  const note =
    source.confirms === 'text'
      ? '.'
      : source.confirms === 'code'
        ? ', which documents the status code; Salesforce documents no full text for this message.'
        : ', which states the rule; Salesforce documents no text for this message.';
  // Searched for, a source's title matches every query about Salesforce's docs: the twin keeps it, the index does not.
  return {
    type: 'paragraph',
    data: { unindexed: 'related' },
    children: [
      strong('Source:'),
      text(' '),
      link,
      text(note),
      ...(source.confirms === 'text' ? [] : seenNodes),
    ],
  };
}

function codeList(values: readonly string[]): PhrasingContent[] {
  return values.flatMap((value, index): PhrasingContent[] => [
    ...(index > 0 ? [text('; ')] : []),
    { type: 'inlineCode', value } satisfies InlineCode,
  ]);
}

/** One entry, as a heading of `depth` and its body. */
export function entryNodes(entry: ErrorEntry, depth: Heading['depth'], where: RenderPlace): RootContent[] {
  const nodes: RootContent[] = [
    {
      type: 'heading',
      depth,
      children: [text(`${entry.title} {#${entry.id}}`)],
      // Away from /errors/, an entry is indexed at its home only (mdast's HeadingData, ../nodes.ts).
      ...(where.directory ? {} : { data: { unindexed: 'indexed-at-home' } }),
    },
  ];
  const shown = entry.example ?? entry.message;
  if (shown !== null) {
    // The text as a line of code, not a code block: a block is the theme's CodeBlock component, whose
    // buttons and wrappers, 94 times over, made the directory's hydration the page's longest task.
    // Left out of the search index, as code blocks are: a pasted error finds its entry through the
    // index's error texts (src/search/engine/search.ts).
    nodes.push({
      type: 'paragraph',
      data: { unindexed: 'related' },
      children: [strong("Salesforce's text:"), text(' '), { type: 'inlineCode', value: shown }],
    });
  } else {
    nodes.push({
      type: 'paragraph',
      children: [
        strong("No public page shows Salesforce's text for this error."),
        text(' Look for this in it: '),
        ...inlineNodes(entry.lookFor ?? '', where.place),
      ],
    });
  }
  if (entry.example && entry.message !== null && where.directory) {
    nodes.push(labelled('Salesforce writes:', codeList([entry.message])));
  }
  if (entry.code && !(shown ?? '').startsWith(entry.code))
    nodes.push(labelled('Code:', codeList([entry.code])));
  if (entry.variants?.length) nodes.push(labelled('Also reads:', codeList(entry.variants)));
  nodes.push(labelled('Cause:', inlineNodes(entry.cause, where.place)));
  nodes.push(labelled('Fix:', inlineNodes(entry.fix, where.place)));
  const byStep = entry.byStep ?? {};
  if (where.step && byStep[where.step]) {
    nodes.push(labelled('In this step:', inlineNodes(byStep[where.step] as string, where.place)));
  } else if (where.directory && Object.keys(byStep).length > 0) {
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: Object.entries(byStep).map(([slug, fix]) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                url: componentPath(slug),
                children: [text(components.find((c) => c.slug === slug)?.title ?? slug)],
              },
              text(': '),
              ...inlineNodes(fix, where.place),
            ],
          },
        ],
      })),
    };
    nodes.push({ type: 'paragraph', children: [strong('In each step:')] }, list);
  }
  const pages = [
    ...(where.directory ? entry.steps.map((slug) => componentPath(slug)) : []),
    ...entry.related,
  ].filter((route, index, all) => all.indexOf(route) === index && route !== where.route);
  if (pages.length > 0) {
    nodes.push(
      unindexed(
        labelled(
          'See also:',
          pages.flatMap((route, index): PhrasingContent[] => [
            ...(index > 0 ? [text(', ')] : []),
            { type: 'link', url: route, children: [text(pageTitle(route))] },
          ]),
        ),
      ),
    );
  }
  nodes.push(sourceParagraph(entry));
  return nodes;
}

export interface EntriesProps {
  readonly step?: string;
  readonly ids?: string;
  readonly directory?: boolean;
}

/**
 * A symptom (../../data/errors/symptoms.ts) as the directory shows it: its heading, the words admins
 * describe it with, cause, fix, the page that explains it and Salesforce's page for the rule.
 */
function symptomNodes(symptom: Symptom, depth: Heading['depth'], where: RenderPlace): RootContent[] {
  const more: Link = { type: 'link', url: symptom.more, children: [text(pageTitle(symptom.more))] };
  return [
    { type: 'heading', depth, children: [text(`${symptom.title} {#${symptomAnchor(symptom.id)}}`)] },
    labelled('Described as:', [text(symptom.says.map((phrase) => `“${phrase}”`).join(', ') + '.')]),
    labelled('Cause:', inlineNodes(symptom.cause, where.place)),
    labelled('Fix:', inlineNodes(symptom.fix, where.place)),
    labelled('More:', [more, text('.')]),
    ...(symptom.source
      ? [
          {
            type: 'paragraph',
            data: { unindexed: 'related' },
            children: [
              strong('Source:'),
              text(' '),
              { type: 'link', url: symptom.source.url, children: [text(symptom.source.title)] },
              text(', which states the rule.'),
            ],
          } satisfies Paragraph,
        ]
      : []),
  ];
}

/** The nodes an `<ErrorEntries>` stands for; throws a message naming the problem. */
export function errorEntriesNodes(
  props: EntriesProps,
  depth: number,
  where: Omit<RenderPlace, 'step' | 'directory'>,
): RootContent[] {
  const level = (n: number) => Math.min(Math.max(n, 2), 6) as Heading['depth'];
  const modes = [props.step !== undefined, props.ids !== undefined, props.directory === true].filter(Boolean);
  if (modes.length !== 1)
    throw new Error('<ErrorEntries> takes exactly one of step="…", ids="…" or directory');
  if (props.directory) {
    return [
      ...errorAreas.flatMap((area) => {
        const entries = errorsInArea(area);
        if (entries.length === 0) return [];
        return [
          {
            type: 'heading',
            depth: level(depth),
            children: [text(`${areaTitles[area]} {#${area}}`)],
          } satisfies Heading,
          ...entries.flatMap((entry) => [
            ...entryNodes(entry, level(depth + 1), { ...where, directory: true }),
            ownPage(entry.id),
          ]),
        ];
      }),
      // Problems that show no error text, after the errors (issue 39).
      {
        type: 'heading',
        depth: level(depth),
        children: [text('Problems that show no error {#symptoms}')],
      } satisfies Heading,
      ...symptoms.flatMap((symptom) => [
        ...symptomNodes(symptom, level(depth + 1), { ...where, directory: true }),
        ownPage(symptomAnchor(symptom.id)),
      ]),
    ];
  }
  if (props.step !== undefined) {
    const slug = props.step;
    if (!components.some((c) => c.slug === slug))
      throw new Error(`<ErrorEntries step="${slug}">: no such catalogue slug`);
    const entries = errorsOfStep(slug);
    if (entries.length === 0) {
      throw new Error(`<ErrorEntries step="${slug}">: no error entry lists this step in src/data/errors`);
    }
    return entries.flatMap((entry) => entryNodes(entry, level(depth), { ...where, step: slug }));
  }
  const ids = (props.ids ?? '').split(/\s+/).filter(Boolean);
  if (ids.length === 0)
    throw new Error('<ErrorEntries ids="…">: give the entries\' ids, separated by spaces');
  return ids.flatMap((id) => {
    const entry = getError(id);
    if (!entry) throw new Error(`<ErrorEntries ids="…">: no error entry "${id}" in src/data/errors`);
    return entryNodes(entry, level(depth), where);
  });
}

/** What an `<ErrorText>` stands for: the entry's text (or code) as code, linked to its own page. */
export function errorTextNode(props: { id?: string; code?: boolean }): Link {
  const entry = props.id ? getError(props.id) : undefined;
  if (!entry) throw new Error(`<ErrorText id="${String(props.id)}">: no such entry in src/data/errors`);
  const value = props.code ? entry.code : (entry.example ?? entry.message);
  if (!value) {
    throw new Error(
      `<ErrorText id="${entry.id}"${props.code ? ' code' : ''}>: the entry has no ${props.code ? 'code' : 'text'} to show`,
    );
  }
  return { type: 'link', url: answerRoute(entry.id), children: [{ type: 'inlineCode', value }] };
}

/** The heading of an answer page's related answers, with its anchor for the page's HTML. */
function relatedHeading(label: string): Heading {
  return { type: 'heading', depth: 2, data: { hProperties: { id: 'related' } }, children: [text(label)] };
}

/** At most this many related answers on an answer's page. */
const RELATED_LIMIT = 6;

function answerList(items: readonly { title: string; route: string }[]): List {
  return list(items.map((item) => [link(item.route, item.title)]));
}

/** The directory's line under each answer: the address to cite for it alone. */
function ownPage(anchor: string): Paragraph {
  const route = answerRoute(anchor);
  return unindexed(labelled('Its own page:', [link(route, route)]));
}

/** Where the answer sits in the directory, linked by its anchor there. */
function inDirectory(anchor: string, group: { title: string; anchor: string }): Paragraph {
  return unindexed(
    labelled('In the directory:', [
      link(`${ERRORS_ROUTE}#${anchor}`, 'this entry'),
      text(', under '),
      link(`${ERRORS_ROUTE}#${group.anchor}`, group.title),
      text('.'),
    ]),
  );
}

/**
 * The related answers of an error: those that share a step with it, then the others of its group
 * on /errors/, in the directory's order, at most RELATED_LIMIT.
 */
function relatedErrors(entry: ErrorEntry): ErrorEntry[] {
  const others = errors.filter((other) => other.id !== entry.id);
  const sharing = others.filter((other) => other.steps.some((slug) => entry.steps.includes(slug)));
  const grouped = others.filter((other) => other.areas[0] === entry.areas[0] && !sharing.includes(other));
  return [...sharing, ...grouped].slice(0, RELATED_LIMIT);
}

/**
 * The body of one answer's own page (../../data/errors/pages.ts), under its title: the entry as the
 * directory shows it, where it sits in the directory, and its related answers.
 */
export function errorPageNodes(
  anchor: string,
  where: Omit<RenderPlace, 'step' | 'directory'>,
): RootContent[] {
  const entry = getError(anchor);
  if (entry) {
    const [, ...body] = entryNodes(entry, 2, { ...where, directory: true });
    const related = relatedErrors(entry);
    return [
      ...body,
      inDirectory(entry.id, { title: areaTitles[entry.areas[0]], anchor: entry.areas[0] }),
      ...(related.length > 0
        ? [
            relatedHeading('Related errors'),
            answerList(related.map((other) => ({ title: other.title, route: answerRoute(other.id) }))),
          ]
        : []),
    ];
  }
  const symptom = symptoms.find((candidate) => symptomAnchor(candidate.id) === anchor);
  if (!symptom) throw new Error(`an answer page's anchor "${anchor}": no error entry or symptom has it`);
  const [, ...body] = symptomNodes(symptom, 2, { ...where, directory: true });
  const page = symptom.more.replace(/#.*$/, '');
  // Related: the other problems its page explains, in the directory's order.
  const related = symptoms
    .filter((other) => other.id !== symptom.id && other.more.replace(/#.*$/, '') === page)
    .slice(0, RELATED_LIMIT);
  return [
    ...body,
    inDirectory(anchor, { title: 'Problems that show no error', anchor: 'symptoms' }),
    ...(related.length > 0
      ? [
          relatedHeading('Related problems'),
          answerList(
            related.map((other) => ({ title: other.title, route: answerRoute(symptomAnchor(other.id)) })),
          ),
        ]
      : []),
  ];
}
