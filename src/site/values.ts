/**
 * Values a page states that belong to the build, not to the text (issue 28):
 * the site's own address and the docs MCP server's tarball. A page writes a
 * token where the value goes, in prose, inline code or a code block:
 *
 *   `%SITE_URL%`         the site's origin and base path, no trailing slash
 *                        (`https://docs.metaferry.example`)
 *   `%MCP_TARBALL_URL%`  the tarball's address on this site
 *   `%MCP_TARBALL%`      the tarball's file name (`metaferry-docs-mcp-0.1.0.tgz`)
 *
 * `remarkSiteValues` fills them in when the MDX compiles (before lean-prism
 * tokenizes the code), and the Markdown converter runs the same transform
 * (src/site/documents.ts), so the page, its twin, llms-full.txt and the
 * search records all name the address the site was built for, and the
 * version the build packs. An unknown `%NAME%` token in code is left alone
 * (`%PATH%` in a shell line), but a known one never survives a build:
 * tests/unit/build-output.test.ts checks.
 */
import type { Root, RootContent } from 'mdast';
import { TARBALL, tarballUrl } from '../agents/install';

export interface SiteValues {
  /** Origin plus base path, without a trailing slash. */
  siteUrl: string;
}

/** `siteConfig.url` and `baseUrl` → the values pages name. */
export function siteValues(url: string, baseUrl: string): SiteValues {
  return { siteUrl: `${url.replace(/\/$/, '')}${baseUrl}`.replace(/\/$/, '') };
}

export function fillValues(text: string, values: SiteValues): string {
  if (!text.includes('%')) return text;
  return text
    .replaceAll('%MCP_TARBALL_URL%', tarballUrl(values.siteUrl))
    .replaceAll('%MCP_TARBALL%', TARBALL)
    .replaceAll('%SITE_URL%', values.siteUrl);
}

/** Fills the tokens of every text, code and link of a tree, in place. */
export function fillTree(tree: Root, values: SiteValues): void {
  const stack: RootContent[] = [...tree.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if ('value' in node && typeof node.value === 'string' && node.type !== 'yaml') {
      node.value = fillValues(node.value, values);
    }
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      node.url = fillValues(node.url, values);
    }
    if ('children' in node) stack.push(...(node.children as RootContent[]));
  }
}

/** The remark plugin every MDX content plugin runs first (docusaurus.config.ts, REMARK_PLUGINS). */
export default function remarkSiteValues(values: SiteValues) {
  return (tree: Root): void => fillTree(tree, values);
}
