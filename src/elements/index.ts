/**
 * Every MDX element a page may use, each with its one home (issue 23):
 * `src/elements/<Name>/` holds the component (`index.tsx`), its Markdown form
 * (`markdown.ts`, which the page's twin, llms-full.txt and its search records
 * read; src/site/markdown/convert.ts calls it) and, when it renders
 * catalogue data, the data it is handed at build time (`data.ts`, read by
 * ./remark-data.ts).
 *
 * `<Fact>`, `<ErrorEntries>`, `<ErrorText>`, `<MetadataTypes>` and `<DependencyOrder>` have no
 * component and no Markdown form: their remark transforms (`remark.ts`) write
 * Markdown nodes into the page, and the one content chain
 * (src/site/content-remark.ts) runs them for the HTML and for the Markdown
 * alike (issue 43).
 *
 * A page that uses an element missing from `markdownForms` (and not written
 * by the content chain) fails the build, naming the page, the element and its
 * line: add the element's home and its entries here in the same change.
 */
import { markdown as atAGlance } from './AtAGlance/markdown';
import { data as atAGlanceData } from './AtAGlance/data';
import { builtinElements } from './builtin';
import { markdown as componentCatalogue } from './ComponentCatalogue/markdown';
import { data as componentCatalogueData } from './ComponentCatalogue/data';
import { markdown as errorTools } from './ErrorTools/markdown';
import { data as errorToolsData } from './ErrorTools/data';
import { markdown as jobAnatomy } from './JobAnatomy/markdown';
import { markdown as jobPlanner } from './JobPlanner/markdown';
import { data as jobPlannerData } from './JobPlanner/data';
import { markdown as sectionFilter } from './SectionFilter/markdown';
import { markdown as runTimeline } from './RunTimeline/markdown';
import type { ElementData, ElementMapping } from './types';

/** Element name → its Markdown form. */
export const markdownForms: Readonly<Record<string, ElementMapping>> = {
  AtAGlance: atAGlance,
  ComponentCatalogue: componentCatalogue,
  ErrorTools: errorTools,
  JobAnatomy: jobAnatomy,
  JobPlanner: jobPlanner,
  SectionFilter: sectionFilter,
  RunTimeline: runTimeline,
  ...builtinElements,
};

/** Element name → the data it is handed at build time, from its attributes. */
export const elementData: Readonly<Record<string, ElementData>> = {
  AtAGlance: atAGlanceData,
  ComponentCatalogue: componentCatalogueData,
  ErrorTools: errorToolsData,
  JobPlanner: jobPlannerData,
};
