import type { LlmsOptions } from '../src/plugins/markdown-twins/generated';
import { llmsInstallText } from '../packages/docs-mcp/install';
import { product } from './product';

/**
 * llms.txt (issue 11, llmstxt.org): the summary under its H1, and the
 * section of each sidebar doc that sits outside a category (the categories
 * name their own sections). src/plugins/markdown-twins reads this module
 * itself: plugin options are serialized into every page's main.js.
 */
export const llms: LlmsOptions & { searchPath: string } = {
  productName: product.name,
  summary:
    `${product.name} is a web application that copies Salesforce metadata from a source org into one or more ` +
    'target orgs through jobs made of ordered steps, each step copying one component type. These docs explain ' +
    'how to set up and run jobs, the terms they use, every supported component type with its Metadata API ' +
    'types, permissions and limits, and known problems with their fixes. Every page is also served as ' +
    'Markdown: add .md to its address without the trailing slash, or ask for text/markdown.',
  sectionOf: {
    intro: 'Getting started',
    faq: 'FAQ and known issues',
    'known-issues': 'FAQ and known issues',
    'markdown-page': 'Optional',
  },
  optional: 'Optional',
  // How to add the docs MCP server (issue 17) to an assistant.
  details: llmsInstallText,
  // Gets a twin that points at llms.txt.
  searchPath: '/search/',
};
