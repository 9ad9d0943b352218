/**
 * Every Salesforce error the site names, once (issue 24). The entries live
 * in ./entries by where they arise; this module puts them in one list,
 * checks the ids are unique, and answers lookups.
 *
 * Readers: the `<ErrorEntries>` and `<ErrorText>` elements (src/elements),
 * which render them into /errors/, the catalogue pages, the guides and the
 * known issues; the paste box and the search modal's error match (through
 * ./match/); the docs MCP server's `explain_error`; `npm run bench:errors`.
 */
import { entries as connect } from './entries/connect';
import { entries as deploy } from './entries/deploy';
import { entries as steps } from './entries/steps';
import { entries as tests } from './entries/tests';
import type { ErrorPattern } from './match';
import type { ErrorArea, ErrorEntry } from './types';

export * from './types';

/** Every entry, in the order /errors/ lists them within a group. */
export const errors: readonly ErrorEntry[] = [...connect, ...tests, ...steps, ...deploy];

const byId = new Map<string, ErrorEntry>();
for (const entry of errors) {
  if (byId.has(entry.id)) throw new Error(`Two error entries have the id "${entry.id}"`);
  byId.set(entry.id, entry);
}

export function getError(id: string): ErrorEntry | undefined {
  return byId.get(id);
}

/** The group headings of /errors/, in order (an entry's first area). */
export const areaTitles: Readonly<Record<ErrorArea, string>> = {
  connect: 'Connecting an org',
  permissions: "The authorizing user's permissions",
  tests: 'Apex tests and code coverage',
  references: 'Components missing in the target org',
  rules: 'Rules of a component type',
  'package-xml': 'package.xml and zip files',
  packages: 'Managed packages and package installs',
  apex: 'Anonymous Apex',
  limits: 'API and request limits',
  platform: 'Locks and unexpected failures',
};

export { ERRORS_ROUTE } from './route';

export function errorsInArea(area: ErrorArea): ErrorEntry[] {
  return errors.filter((entry) => entry.areas[0] === area);
}

export function errorsOfStep(slug: string): ErrorEntry[] {
  return errors.filter((entry) => entry.steps.includes(slug));
}

/** What the matcher (./match/) reads of each entry that has a text or a code. */
export function errorPatterns(): ErrorPattern[] {
  return errors.flatMap((entry) => {
    const texts = [entry.message, ...(entry.variants ?? [])].filter((t): t is string => t !== null);
    return texts.length > 0 || entry.code
      ? [{ id: entry.id, ...(entry.code ? { code: entry.code } : {}), texts }]
      : [];
  });
}
