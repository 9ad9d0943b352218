/**
 * For unit tests that render what the remark transforms render (error entries link docs pages by
 * their titles): hands ../docTitles.ts the built site's pages, as its manifest lists them (from the
 * site model, like the build's own hand-over). The build must exist: `npm test` makes it first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asManifest, MANIFEST_FILE } from '../../agents/manifest';
import { setDocPages } from '../docTitles';

const BUILD = path.resolve(__dirname, '../../../build');

export function setBuiltDocPages(): void {
  const file = path.join(BUILD, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error('build/ has no manifest: run `npx docusaurus build` first');
  const manifest = asManifest(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
  setDocPages(manifest.pages.map(({ route, title }) => ({ route, title })));
}
