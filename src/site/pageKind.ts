/**
 * What a page is for, which decides how it ranks against pages that match as
 * well: product docs answer readers' questions; hubs (the landing page and
 * each sidebar category's overview) sum up the pages they link to, which
 * answer better; the FAQ answers them briefly
 * and links to the doc with the detail; blog posts tell a story around them;
 * contributors' pages (the content-elements reference) are for people who
 * write the docs. Set at index build time (records.ts), from the plugin a page
 * comes from and a doc's `search_kind` front matter.
 */
export type PageKind = 'docs' | 'hub' | 'faq' | 'blog' | 'contributors';
