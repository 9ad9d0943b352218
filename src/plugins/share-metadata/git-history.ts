/**
 * How much git history the checkout has, which decides whether pages show
 * "Last updated on" and the sitemap has `lastmod` (docusaurus.config.ts).
 *
 * Docusaurus dates each page by the last commit that touched its file. In a
 * shallow clone (CI's usual `--depth 1`) every file's last commit is the one
 * commit there is, so every page would claim to have changed on that day;
 * with no repository at all there are no dates. Both build without dates
 * rather than with wrong ones.
 */
import { execFileSync } from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

export function gitHistory(dir: string): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return shallow === 'false' ? 'full' : 'shallow';
  } catch {
    return 'none';
  }
}
