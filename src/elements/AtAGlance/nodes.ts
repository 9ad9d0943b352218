/**
 * `<AtAGlance slug="…" />`: the summary near the top of every supported-component page, built
 * from the catalogue entry so it always agrees with the index page and the order of steps, as
 * Markdown nodes (issue 43). ./remark.ts writes them into the page; the content chain runs the same
 * transform for the page's twin, search records and the PDF, so every surface reads these nodes
 * and the browser runs nothing.
 *
 * A labelled `<aside>` with a definition list, not a section with an `<h2>`: a heading here would
 * appear in the table of contents and come before the page's own first `##`. The aside, the list,
 * its rows and a multi-part value are HTML elements (MDX JSX); a term and a one-line value are
 * paragraphs rendered as `<dt>` and `<dd>`. The twin reads the list as `- **Term:** value` items
 * (`dl` in ../builtin.ts). The class names are styled in ./styles.css.
 */
import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import {
  baselinePermissions,
  categoryLabels,
  componentPath,
  getComponent,
  isStep,
  limitText,
  mechanismLabels,
  metadataTypeReference,
  packageInstallRequestReference,
  type ComponentEntry,
} from '../../data/components';
import {
  ANY_TYPE,
  AUTHORIZE,
  fieldsSentence,
  HEADING,
  PACKAGE_INSTALL,
  PERMISSIONS_NOTE,
  ROWS,
  runsAfterSentence,
  typesSentence,
  validateOnlyText,
} from './text';
import { code, join, link, text } from '../nodes';

type Flow = MdxJsxFlowElement['children'][number];

function element(
  name: string,
  className: string | null,
  children: Flow[],
  label?: string,
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: [
      ...(className ? [{ type: 'mdxJsxAttribute' as const, name: 'className', value: className }] : []),
      ...(label ? [{ type: 'mdxJsxAttribute' as const, name: 'aria-label', value: label }] : []),
    ],
    children,
  };
}

/** A paragraph rendered as another element (`dt`, `dd`): its content, no `<p>` around it. */
function as(tagName: string, children: PhrasingContent[], className?: string): Paragraph {
  return {
    type: 'paragraph',
    children,
    data: { hName: tagName, ...(className ? { hProperties: { className: [className] } } : {}) },
  };
}

/** Each type in code, linked to its page in Salesforce's Metadata API Developer Guide when it has one. */
function typeList(types: readonly string[]): PhrasingContent[] {
  return join(
    types.map((type) => {
      const reference = metadataTypeReference[type];
      return reference ? [link(reference, [code(type)])] : [code(type)];
    }),
  );
}

function metadataTypesValue(entry: ComponentEntry): PhrasingContent[] {
  const sentence = typesSentence(entry);
  if (sentence) return [text(sentence)];
  if (entry.mechanism === 'package-install') {
    const { url, name } = packageInstallRequestReference;
    return [text(`${PACKAGE_INSTALL.before} `), link(url, [code(name)]), text(PACKAGE_INSTALL.after)];
  }
  if (entry.anyMetadataType) return [text(`${ANY_TYPE}, for example: `), ...typeList(entry.metadataTypes)];
  return typeList(entry.metadataTypes);
}

function runsAfterValue(entry: ComponentEntry): PhrasingContent[] {
  const sentence = runsAfterSentence(entry, isStep(entry));
  if (sentence) return [text(sentence)];
  return join(entry.runAfter.map((slug) => [link(componentPath(slug), [text(getComponent(slug).title)])]));
}

/** A list of one item per line (permissions, limits). */
function stack(items: PhrasingContent[][]): Flow {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    data: { hProperties: { className: ['at-a-glance__stack'] } },
    children: items.map((children) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children }],
    })),
  };
}

function permissionsValue(entry: ComponentEntry): Flow[] {
  if (entry.permissions.length === 0) {
    return [
      as('p', [
        link(AUTHORIZE, [text('Baseline permissions only')]),
        text(` (${baselinePermissions.join(', ')})`),
      ]),
    ];
  }
  return [
    stack(entry.permissions.map((permission) => [text(permission)])),
    as(
      'p',
      [
        text('In addition to the '),
        link(AUTHORIZE, [text('baseline permissions')]),
        text(`. ${PERMISSIONS_NOTE}`),
      ],
      'at-a-glance__note',
    ),
  ];
}

/** One row: the term and its value, a line of text or blocks. */
function row(term: string, value: PhrasingContent[] | Flow[], block = false): MdxJsxFlowElement {
  const dd = block ? element('dd', null, value as Flow[]) : as('dd', value as PhrasingContent[]);
  return element('div', 'at-a-glance__row', [as('dt', [text(term)]), dd]);
}

export function atAGlanceNodes(slug: string): RootContent[] {
  const entry = getComponent(slug);
  const fields =
    entry.fields.length > 0 ? join(entry.fields.map((f) => [code(f)])) : [text(fieldsSentence(entry))];
  const list = element('dl', 'at-a-glance__list', [
    row(ROWS.category, [
      link(`/supported-components/?category=${entry.category}`, [text(categoryLabels[entry.category])]),
    ]),
    row(ROWS.metadataTypes, metadataTypesValue(entry)),
    row(ROWS.fields, fields),
    row(ROWS.runsThrough, [text(mechanismLabels[entry.mechanism])]),
    row(ROWS.permissions, permissionsValue(entry), true),
    row(ROWS.runsAfter, runsAfterValue(entry)),
    row(ROWS.validateOnly, [text(validateOnlyText(entry))]),
    row(ROWS.deletes, entry.deletes ? [text('Yes, through '), code('destructiveChanges.xml')] : [text('No')]),
    row(
      ROWS.limits,
      [
        stack(
          entry.limits.map((limit) => [
            text(`${limitText(limit)} (`),
            link(limit.source, [text('Salesforce source')]),
            text(')'),
          ]),
        ),
      ],
      true,
    ),
  ]);
  return [
    element(
      'aside',
      'at-a-glance',
      [as('p', [{ type: 'strong', children: [text(HEADING)] }], 'at-a-glance__heading'), list],
      HEADING,
    ),
  ];
}
