/** The guide's rows (issue 51): each names registry types, Salesforce's current page, the API version read and the day. */
import { expect, test } from '@playwright/test';
import { getMetadataType } from '../registry';
import {
  GUIDE_READS,
  GUIDE_REFERENCES,
  GUIDE_RELEASE,
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
  ];
  expect(rows.length).toBeGreaterThan(1000);
  for (const row of rows) {
    const where = `${row.types.join(' > ')} (${row.page})`;
    for (const type of row.types) expect(getMetadataType(type), where).toBeTruthy();
    expect(row.page, where).toMatch(SALESFORCE);
    expect(row.api, where).toMatch(API);
    expect(row.read, where).toMatch(DAY);
    expect(row.read <= GUIDE_RELEASE.read, where).toBe(true);
  }
  // A reference never names its own type: a component of the same file is no edge.
  for (const r of GUIDE_REFERENCES) expect(r.from, `${r.from}.${r.field}`).not.toBe(r.to);
});
