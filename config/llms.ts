import { product } from './product';

/** What llms.txt says besides the pages (src/plugins/markdown-twins/generated.ts writes it). */
export interface LlmsOptions {
  productName: string;
  summary: string;
  /** The llms.txt section of each sidebar doc that sits outside a category. */
  sectionOf: Readonly<Record<string, string>>;
  /** The section of the errors' and symptoms' own pages, which sit in no sidebar (issue 54). */
  answers: string;
  /** Below the sections: the blog's posts. */
  optional: string;
  /** The search page's path: it gets a twin that points at llms.txt. */
  searchPath: string;
}

/**
 * llms.txt (issue 11, llmstxt.org): the summary under its H1, and the
 * section of each sidebar doc that sits outside a category (the categories
 * name their own sections). src/plugins/markdown-twins reads this module
 * itself (plugin options are serialized into every page's main.js) and adds
 * how to install the docs MCP server (src/agents/install.ts): config/
 * imports nothing from src/ or packages/.
 */
export const llms: LlmsOptions = {
  productName: product.name,
  summary:
    `${product.name} is a web application that copies Salesforce metadata from a source org into one or more ` +
    'target orgs through jobs made of ordered steps, each step copying one component type. These docs explain ' +
    'how to set up and run jobs, the terms they use, every supported component type with its Metadata API ' +
    'types, permissions and limits, and known problems with their fixes. Every page is also served as ' +
    'Markdown: add .md to its address without the trailing slash, or ask for text/markdown.',
  sectionOf: {
    intro: 'Getting started',
    faq: 'FAQ, errors and known issues',
    errors: 'FAQ, errors and known issues',
    'known-issues': 'FAQ, errors and known issues',
    'markdown-page': 'Optional',
  },
  answers: 'Each error and problem on its own page',
  optional: 'Optional',
  searchPath: '/search/',
};
