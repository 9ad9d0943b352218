/**
 * Every MDX element a page may use, one entry each (issue 43): the one place
 * to register an element. Its home is `src/elements/<Name>/`.
 *
 * An element is one of two kinds:
 * - **Static**: a remark transform (`remark.ts`, usually over `nodes.ts`)
 *   writes Markdown nodes into the page. The content chain
 *   (src/site/content-remark.ts) runs it for the HTML and for the Markdown
 *   alike (twins, llms-full.txt, search records, the PDF, the MCP server's
 *   text), so the element is rendered once, for every surface. `headings`
 *   transforms run before Docusaurus's own, so the headings they add get ids
 *   and join the table of contents; `content` transforms run after them.
 * - **Component**: a React component (`index.tsx`, which the page imports),
 *   with its Markdown form (`markdown`, which src/site/markdown/convert.ts
 *   calls) and, when it renders catalogue data, the data it is handed at
 *   build time (`data`, read by ./remark-data.ts) so its JavaScript carries
 *   no catalogue. Keep this kind for what the reader interacts with, or for
 *   drawings whose Markdown form is their text alternative.
 *
 * The theme's and HTML's elements a page uses (`<Tabs>`, `<details>`, …)
 * have Markdown forms too (./builtin.ts). A page that uses an element this
 * registry lacks fails the build, naming the page, the element and its line.
 */
import type { Root } from 'mdast';
import remarkAtAGlance from './AtAGlance/remark';
import { builtinElements } from './builtin';
import { markdown as componentCatalogue } from './ComponentCatalogue/markdown';
import { data as componentCatalogueData } from './ComponentCatalogue/data';
import remarkDependencyOrder from './DependencyOrder/remark';
import remarkErrorEntries from './ErrorEntries/remark';
import { markdown as errorTools } from './ErrorTools/markdown';
import { data as errorToolsData } from './ErrorTools/data';
import remarkFacts from './Fact/remark';
import { markdown as jobAnatomy } from './JobAnatomy/markdown';
import { markdown as jobPlanner } from './JobPlanner/markdown';
import { data as jobPlannerData } from './JobPlanner/data';
import remarkMetadataTypes from './MetadataTypes/remark';
import remarkSettingsTypes from './SettingsTypes/remark';
import { markdown as runTimeline } from './RunTimeline/markdown';
import { markdown as sectionFilter } from './SectionFilter/markdown';
import type { CompiledFile, IslandOptions } from './StaticIsland/islands';
import type { ElementData, ElementMapping } from './types';

/** What a static element's transform does to a page's tree. */
export type ElementTransform = (tree: Root, file: CompiledFile & { path?: string }) => void;

export type ElementEntry =
  | {
      readonly kind: 'static';
      /** `headings`: before Docusaurus's own remark plugins, with the islands option (./StaticIsland). */
      readonly stage: 'headings' | 'content';
      readonly transform: (options: IslandOptions) => ElementTransform;
    }
  | {
      readonly kind: 'component';
      readonly markdown: ElementMapping;
      readonly data?: ElementData;
    };

const component = (markdown: ElementMapping, data?: ElementData): ElementEntry => ({
  kind: 'component',
  markdown,
  ...(data ? { data } : {}),
});

/** Element name → its entry, in the order the content chain runs the static ones. */
export const elements: Readonly<Record<string, ElementEntry>> = {
  // Static, before Docusaurus's own: they add headings. ErrorEntries' transform also writes <ErrorText>.
  ErrorEntries: { kind: 'static', stage: 'headings', transform: remarkErrorEntries },
  ErrorText: { kind: 'static', stage: 'headings', transform: remarkErrorEntries },
  MetadataTypes: { kind: 'static', stage: 'headings', transform: remarkMetadataTypes },
  SettingsTypes: { kind: 'static', stage: 'headings', transform: remarkSettingsTypes },
  // Static, after them.
  Fact: { kind: 'static', stage: 'content', transform: remarkFacts },
  DependencyOrder: { kind: 'static', stage: 'content', transform: remarkDependencyOrder },
  AtAGlance: { kind: 'static', stage: 'content', transform: remarkAtAGlance },
  // Components.
  ComponentCatalogue: component(componentCatalogue, componentCatalogueData),
  ErrorTools: component(errorTools, errorToolsData),
  JobAnatomy: component(jobAnatomy),
  JobPlanner: component(jobPlanner, jobPlannerData),
  RunTimeline: component(runTimeline),
  SectionFilter: component(sectionFilter),
};

/** The static elements' remark plugins of one stage, each once, in the registry's order. */
export function elementTransforms(
  stage: 'headings' | 'content',
): ((options: IslandOptions) => ElementTransform)[] {
  const plugins = Object.values(elements).flatMap((entry) =>
    entry.kind === 'static' && entry.stage === stage ? [entry.transform] : [],
  );
  return [...new Set(plugins)];
}

/** Element name → its Markdown form: the components' and the theme's and HTML's (./builtin.ts). */
export const markdownForms: Readonly<Record<string, ElementMapping>> = {
  ...Object.fromEntries(
    Object.entries(elements).flatMap(([name, entry]) =>
      entry.kind === 'component' ? [[name, entry.markdown] as const] : [],
    ),
  ),
  ...builtinElements,
};

/** Element name → the data it is handed at build time, from its attributes. */
export const elementData: Readonly<Record<string, ElementData>> = Object.fromEntries(
  Object.entries(elements).flatMap(([name, entry]) =>
    entry.kind === 'component' && entry.data ? [[name, entry.data] as const] : [],
  ),
);
