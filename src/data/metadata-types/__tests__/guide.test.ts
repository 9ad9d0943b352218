/** The guide's rows (issue 51): each names registry types, Salesforce's current page, the API version read and the day. */
import { expect, test } from '@playwright/test';
import { getMetadataType } from '../registry';
import {
  GUIDE_READS,
  GUIDE_REFERENCES,
  GUIDE_RELEASE,
  GUIDE_REPRESENTS,
  GUIDE_REQUIREMENT_READS,
  GUIDE_REQUIREMENTS,
} from '../guide';

const SALESFORCE = /^https:\/\/(developer|help)\.salesforce\.com\//;
const API = /^\d{2}\.0$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('every row of the guide names registry types and Salesforce page, API version and day it was read', () => {
  const rows = [
    ...GUIDE_REFERENCES.map((r) => ({ types: [r.from, r.to], ...r })),
    ...GUIDE_READS.map((r) => ({ types: [r.type], ...r })),
    ...GUIDE_REQUIREMENT_READS.map((r) => ({ types: [r.type], ...r })),
    ...GUIDE_REQUIREMENTS.map((r) => ({ types: [r.type], ...r })),
    ...GUIDE_REPRESENTS.map((r) => ({ types: [r.type], ...r })),
  ];
  expect(rows.length).toBeGreaterThan(1000);
  // Checked as plain conditions and reported at once: an expect() per field of 1,000 rows took 17 to
  // 27 s of the test's 30.
  const problems: string[] = [];
  for (const row of rows) {
    const where = `${row.types.join(' > ')} (${row.page})`;
    for (const type of row.types)
      if (!getMetadataType(type)) problems.push(`${where}: no registry type ${type}`);
    if (!SALESFORCE.test(row.page)) problems.push(`${where}: not a Salesforce page`);
    if (!API.test(row.api)) problems.push(`${where}: API version ${row.api}`);
    if (!DAY.test(row.read)) problems.push(`${where}: read on ${row.read}`);
    if (row.read > GUIDE_RELEASE.read) problems.push(`${where}: read after the release stamp`);
  }
  // A reference never names its own type: a component of the same file is no edge.
  for (const r of GUIDE_REFERENCES)
    if (r.from === r.to) problems.push(`${r.from}.${r.field} names its own type`);
  // What a type represents: a noun phrase, not a sentence copied from the page (eight words at most).
  for (const r of GUIDE_REPRESENTS)
    if (r.represents.split(/\s+/).length > 8)
      problems.push(`${r.type}: "${r.represents}" is over eight words`);
  expect(new Set(GUIDE_REPRESENTS.map((r) => r.type)).size).toBe(GUIDE_REPRESENTS.length);
  expect(problems).toEqual([]);
});
