/**
 * Where a page's Markdown twin lives (issue 11): its path without the
 * trailing slash, plus `.md`; the home page's is `index.md`. The form the
 * llms.txt proposal and assistants look for.
 *
 * Shared by the build plugin (src/plugins/markdown-twins), the page-actions
 * menu in the browser and the nginx config, so all three agree.
 */
export function twinPath(pathname: string, baseUrl = '/'): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? pathname;
  if (path === baseUrl || path === baseUrl.replace(/\/$/, ''))
    return `${baseUrl.replace(/\/?$/, '/')}index.md`;
  return `${path.replace(/\/+$/, '')}.md`;
}
