/**
 * The Markdown form of every JSX element a page may use. A page that uses an
 * element missing here fails the build (see convert.ts): add the element's
 * mapping in the same change that adds the element.
 *
 * Data-driven components read the data they render (src/data/components.ts,
 * the diagrams' text.ts), so a twin says what the page shows. Links are
 * written as site paths; the converter then points them at twins.
 */
import {
  baselinePermissions,
  categoryLabels,
  componentPath,
  components,
  dependencyOrder,
  getComponent,
  isStep,
  limitText,
  mechanismLabels,
  metadataTypeReference,
  type ComponentEntry,
} from '../../data/components';
import { factIsLinked, facts, isFactId } from '../../data/salesforce-facts';
import * as jobAnatomy from '../../components/diagrams/JobAnatomy/text';
import * as runTimeline from '../../components/diagrams/RunTimeline/text';
import type { Heading, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ElementContext, ElementMapping } from './convert';

const AUTHORIZE = '/start/how-to-authorize-an-organization/#before-you-begin';

/** Text for a table cell or list item: one line, with `|` escaped. */
function cell(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
}

const code = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');
/** Metadata API types in code, each linked to its page in Salesforce's reference, as At a glance links them. */
const types = (items: readonly string[]) =>
  items
    .map((item) => {
      const reference = metadataTypeReference[item];
      return reference ? `[\`${item}\`](${reference})` : `\`${item}\``;
    })
    .join(', ');
const linkTo = (entry: ComponentEntry) => `[${entry.title}](${componentPath(entry.slug)})`;

/** The rows of src/components/AtAGlance, in its order and with its wording. */
export function atAGlance(entry: ComponentEntry): string {
  const metadataTypes = (() => {
    if (entry.mechanism === 'pipeline') return "The types of the job's steps.";
    if (entry.mechanism === 'execute-anonymous')
      return 'None. The step runs a script; it deploys no metadata.';
    if (entry.anyMetadataType) {
      return entry.metadataTypes.length === 0
        ? 'Any type the Metadata API deploys.'
        : `Any type the Metadata API deploys, for example: ${types(entry.metadataTypes)}`;
    }
    return types(entry.metadataTypes);
  })();
  const fields = (() => {
    if (entry.fields.length > 0) return code(entry.fields);
    if (entry.mechanism === 'pipeline') return "Those of the job's steps.";
    if (entry.anyMetadataType) return 'Each selected component, whole.';
    return 'None.';
  })();
  const permissions =
    entry.permissions.length === 0
      ? `[Baseline permissions only](${AUTHORIZE}) (${baselinePermissions.join(', ')})`
      : `${entry.permissions.join(', ')}, in addition to the [baseline permissions](${AUTHORIZE}). ` +
        'The Permissions section below says when each one applies.';
  const runsAfter = !isStep(entry)
    ? 'Not a step: it starts a whole job, whose steps keep their order.'
    : entry.runAfter.length === 0
      ? 'Nothing. It can be the first step of a job.'
      : entry.runAfter.map((slug) => linkTo(getComponent(slug))).join(', ');
  const validateOnly = entry.validateOnly
    ? 'Yes'
    : entry.mechanism === 'execute-anonymous'
      ? 'No. Anonymous Apex has no check-only mode, so the step shows as Not validated.'
      : entry.mechanism === 'package-install'
        ? 'No. A package install has no check-only mode, so the step shows as Not validated.'
        : 'No';
  const rows: [string, string][] = [
    ['Category', `[${categoryLabels[entry.category]}](/supported-components/?category=${entry.category})`],
    ['Metadata API types', metadataTypes],
    ['Fields and elements', fields],
    ['Runs through', mechanismLabels[entry.mechanism]],
    ['Permissions needed', permissions],
    ['Runs after', runsAfter],
    ['Validate only', validateOnly],
    ['Deletes components', entry.deletes ? 'Yes, through `destructiveChanges.xml`' : 'No'],
  ];
  const list = rows.map(([term, value]) => `- **${term}:** ${value}`);
  list.push(
    '- **Limits:**',
    ...entry.limits.map((limit) =>
      typeof limit === 'string'
        ? `  - ${limit}`
        : `  - ${limitText(limit)} ([Salesforce source](${limit.source}))`,
    ),
  );
  return ['**At a glance**', list.join('\n')].join('\n\n');
}

/** A catalogue row's types, in At a glance's terms (the cards' bare "any" would mislead for Apex and CI/CD). */
function typesCell(entry: ComponentEntry): string {
  if (entry.mechanism === 'pipeline') return "Those of the job's steps";
  if (entry.mechanism === 'execute-anonymous') return 'None (runs Apex)';
  if (entry.anyMetadataType) {
    return entry.metadataTypes.length > 0 ? `Any, for example ${code(entry.metadataTypes)}` : 'Any';
  }
  return code(entry.metadataTypes);
}

/** The catalogue as one table: what src/components/ComponentCatalogue lists, unfiltered. */
export function catalogueTable(): string {
  const rows = components.map(
    (entry) =>
      `| ${linkTo(entry)} | ${cell(categoryLabels[entry.category])} | ${cell(typesCell(entry))} | ${cell(
        entry.summary,
      )} |`,
  );
  return [
    `${components.length} component types.`,
    [
      '| Component type | Category | Metadata API types | What it copies |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  ].join('\n\n');
}

/** src/components/DependencyOrder as a table with its caption and note. */
export function dependencyTable(): string {
  const stages = dependencyOrder();
  const rows = stages.map((entries, index) => {
    const prerequisites = [...new Set(entries.flatMap((entry) => entry.runAfter))]
      .map(getComponent)
      .sort((a, b) => a.title.localeCompare(b.title, 'en'));
    return `| Stage ${index + 1} | ${entries.map(linkTo).join(', ')} | ${
      prerequisites.length === 0 ? 'Nothing' : prerequisites.map(linkTo).join(', ')
    } |`;
  });
  const notSteps = components.filter((entry) => !isStep(entry));
  const parts = [
    "Step types in dependency order. Put stage 1 first; each later stage runs after the component types in its Runs after column. Types in the same stage don't depend on each other, so their order is free.",
    ['| Stage | Component types | Runs after |', '| --- | --- | --- |', ...rows].join('\n'),
  ];
  if (notSteps.length > 0) {
    parts.push(
      `${notSteps.map(linkTo).join(', ')} ${
        notSteps.length === 1
          ? 'is not a step: it starts a whole job, so it has no stage.'
          : 'are not steps: they start whole jobs, so they have no stage.'
      }`,
    );
  }
  return parts.join('\n\n');
}

/** A diagram's text alternative, labelled as a diagram. */
function diagram({ TITLE, DESCRIPTION }: { TITLE: string; DESCRIPTION: string }): string {
  return `_Diagram: ${TITLE}._ ${DESCRIPTION}`;
}

/** A heading of its own followed by the element's content: tabs and details become sections. */
function section(context: ElementContext, label: string): RootContent[] {
  return [
    {
      type: 'heading',
      depth: context.headingDepth as Heading['depth'],
      children: [{ type: 'text', value: label }],
    },
    ...context.children(),
  ];
}

function slugProp(context: ElementContext): string {
  const slug = context.props.slug;
  if (typeof slug !== 'string') return context.fail('needs a slug="…" attribute');
  return slug;
}

export const elements: Readonly<Record<string, ElementMapping>> = {
  AtAGlance: (context) => atAGlance(getComponent(slugProp(context))),
  ComponentCatalogue: () => catalogueTable(),
  DependencyOrder: () => dependencyTable(),
  JobAnatomy: () => diagram(jobAnatomy),
  // Docusaurus moves <head> into the HTML head (robots, meta tags): page
  // metadata, not content a reader sees, so the twin has nothing to say.
  head: () => [],
  // The text src/plugins/remark-facts writes into the page, linked as it links it.
  Fact: (context) => {
    const { id, link } = context.props;
    if (typeof id !== 'string' || !isFactId(id)) {
      return context.fail(`id="${String(id)}" is not a fact in src/data/salesforce-facts.ts`);
    }
    const fact = facts[id];
    return factIsLinked(fact, typeof link === 'boolean' ? link : undefined)
      ? `[${fact.text}](${fact.source})`
      : fact.text;
  },
  RunTimeline: (context) => {
    const run = context.props.run ?? 'deploy';
    if (!runTimeline.isRunKind(run)) return context.fail('run="…" must be "deploy" or "validate"');
    return diagram(runTimeline.RUN_TEXT[run]);
  },
  // The tabs are read one after the other, each under its label.
  Tabs: (context) => context.children(),
  TabItem: (context) => {
    const label = context.props.label ?? context.props.value;
    if (typeof label !== 'string') return context.fail('needs a label="…" or value="…" attribute');
    return section(context, label);
  },
  // <details> becomes a section under its <summary>.
  details: (context) => {
    const children = context.node.children as RootContent[];
    const isSummary = (node: RootContent) =>
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'summary';
    const holder = children.find(
      (node) => isSummary(node) || (node.type === 'paragraph' && node.children.some(isSummary)),
    );
    const summary = holder && (isSummary(holder) ? holder : (holder as Paragraph).children.find(isSummary));
    if (!holder || !summary || !('children' in summary)) return context.fail('needs a <summary>');
    const label = context
      .convert(summary.children as RootContent[])
      .flatMap((node) => (node.type === 'paragraph' ? node.children : [node])) as PhrasingContent[];
    return [
      { type: 'heading', depth: context.headingDepth as Heading['depth'], children: label },
      ...context.convert(children.filter((node) => node !== holder)),
    ];
  },
  summary: (context) => context.fail('belongs inside <details>'),
};
