import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The page-actions menu wraps two theme components (src/theme/DocItem/Content,
 * src/theme/BlogPostItem/Header/Title) and floats before the title they
 * render. These checks fail when @docusaurus/theme-classic changes the markup
 * that placement relies on, so the wrappers are revisited on upgrade
 * (tests/e2e/page-actions.spec.ts checks the result in the browser).
 */
const THEME = path.resolve(__dirname, '../../../../node_modules/@docusaurus/theme-classic/lib/theme');
const source = (file: string) => readFileSync(path.join(THEME, file), 'utf8');

test('DocItem/Content opens its .markdown container with the title in a <header><h1>', () => {
  const content = source('DocItem/Content/index.js');
  expect(content).toMatch(
    /<div className=\{clsx\(ThemeClassNames\.docs\.docMarkdown, 'markdown'\)\}>\s*\{syntheticTitle && \(\s*<header>\s*<Heading as="h1">\{syntheticTitle\}<\/Heading>\s*<\/header>\s*\)\}\s*<MDXContent>/,
  );
});

test("BlogPostItem/Header/Title renders the post page's H1, and the header renders Title first", () => {
  const title = source('BlogPostItem/Header/Title/index.js');
  expect(title).toContain("const TitleHeading = isBlogPostPage ? 'h1' : 'h2';");
  const header = source('BlogPostItem/Header/index.js');
  expect(header).toMatch(/<header>\s*<BlogPostItemHeaderTitle \/>/);
});

test('the theme version is the one these checks were written for', () => {
  const pkg = JSON.parse(readFileSync(path.join(THEME, '../../package.json'), 'utf8')) as { version: string };
  expect(pkg.version).toBe('3.7.0');
});
