/**
 * The settings members whose Setup page name wasn't found (`settings-setup-reads.json`, 2026-12-07):
 * with the names found (`settings-setup-names.json`, ./index.ts), every one of the 170 organization
 * settings members was looked for, two searches at most each. `api-words`: the page's name is only
 * the type's name in words (which the resolver reads already), with that page; `not-in-reach`: no
 * page found; `no-page-of-its-own`: the settings sit on a feature's many pages. The record of what
 * was read and when, for the tests; kept apart from ./index.ts, which the browser's answer chunk
 * imports: no page of the site needs it.
 */
import settingsSetupReadsJson from './settings-setup-reads.json';
import { oneOf } from './one-of';

export interface GuideSettingsSetupRead {
  readonly member: string;
  readonly page: string | null;
  readonly read: string;
  readonly seen: 'api-words' | 'not-in-reach' | 'no-page-of-its-own';
  /** The release or language of the copy read, when only that was in reach; `page` links the current English page. */
  readonly release?: string;
  readonly language?: string;
}

export const GUIDE_SETTINGS_SETUP_READS: readonly GuideSettingsSetupRead[] = settingsSetupReadsJson.map(
  (row) => ({
    ...row,
    seen: oneOf(row.seen, ['api-words', 'not-in-reach', 'no-page-of-its-own'] as const, `${row.member} seen`),
  }),
);
