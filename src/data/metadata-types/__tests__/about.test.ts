/** What a type is, in Salesforce's words (issue 51): the rows the every-type and settings-type pages write. */
import { expect, test } from '@playwright/test';
import { aboutType } from '../about';
import { GUIDE_REPRESENTS, GUIDE_SETUP_NAMES } from '../guide';
import { metadataTypes } from '../registry';
import { SETTINGS_MEMBERS } from '../settings';
import { nameWords, words } from '../words';

test("a registry type's phrase is its page's, and a settings type's its own page's", () => {
  for (const row of GUIDE_REPRESENTS)
    expect(aboutType(row.type).represents, row.type).toEqual({ text: row.represents, page: row.page });
  const product = aboutType('ProductSettings').represents;
  expect(product?.text).toContain('quantity schedules');
  expect(product?.page).toBe(SETTINGS_MEMBERS.get('ProductSettings')?.page);
  expect(aboutType('NoSuchType')).toEqual({ represents: null, names: [] });
});

test("other names: each once, none the type's own name in words nor its page's phrase, each with its page", () => {
  let named = 0;
  for (const type of metadataTypes) {
    const { represents, names } = aboutType(type.name);
    const said = names.map((n) => words(n.text).join(' '));
    expect(new Set(said).size, type.name).toBe(said.length);
    expect(said, type.name).not.toContain(nameWords(type.name).join(' '));
    if (represents) expect(said, type.name).not.toContain(words(represents.text).join(' '));
    for (const n of names)
      expect(
        GUIDE_SETUP_NAMES.some((r) => r.type === type.name && r.name === n.text && r.page === n.page),
      ).toBe(true);
    named += names.length;
  }
  // Setup's names for 306 types (setup-names.json), less those that only spell the type's name.
  expect(named).toBeGreaterThan(300);
});
