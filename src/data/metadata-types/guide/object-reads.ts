/**
 * The reads of the objects of a type's name (`object-reads.json`): on 2026-12-02, for each of the 347
 * registry types whose own page states no need (276, `requirement-reads.json` `none`) or wasn't found
 * (71, `not-found`), the object of the same name was looked for in the Object Reference, the Tooling API and the industry
 * guides' object pages, and its access rules read whole (three helpers, one or two searches each).
 * What they found that a deploy needs is in `requirements.json` (basis `object`, by ../README.md's rule);
 * this is the record of what was read and when, for `npm run type-facts` and the tests. Kept apart
 * from ./index.ts, which the browser's answer chunk imports: no page of the site needs it.
 */
import objectReadsJson from './object-reads.json';
import { oneOf } from './one-of';

export type ObjectSeen = 'rules' | 'none' | 'not-found';

export interface GuideObjectRead {
  readonly type: string;
  /** The object's page, null when none of that name was found. */
  readonly page: string | null;
  /** What the page says: access rules, none, or no page of the object found. */
  readonly seen: ObjectSeen;
  readonly read: string;
}

export const GUIDE_OBJECT_READS: readonly GuideObjectRead[] = objectReadsJson.map((row) => ({
  ...row,
  seen: oneOf(row.seen, ['rules', 'none', 'not-found'] as const, `${row.type} object seen`),
}));
