import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { docTitle } from '../../src/site/docTitles';
import { setBuiltDocPages } from '../../src/site/__tests__/builtDocPages';

/**
 * An error entry links docs pages by route, and the link's text is the page's title as the site
 * model has it (src/site/docTitles.ts, handed over when the site model is computed). The built /errors/ page
 * shows it: every link to a docs page in an entry reads the title the built site gives that page.
 */
const BUILD = path.resolve(__dirname, '../../build');

test("the error entries' links to docs pages read those pages' titles, as the built site gives them", () => {
  setBuiltDocPages();
  const html = readFileSync(path.join(BUILD, 'errors/index.html'), 'utf8');
  // Each entry's "See also:" line: links to docs pages, each reading the page's own title.
  const lines = [...html.matchAll(/See also:<\/strong>(.*?)<\/p>/g)].map(([, line]) => line ?? '');
  expect(lines.length).toBeGreaterThan(20);
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');
  for (const line of lines)
    for (const [, route, title] of line.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g))
      expect(decode(title ?? ''), route).toBe(docTitle(route ?? ''));
});
