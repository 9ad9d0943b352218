/**
 * What a type is, in Salesforce's words (issue 51): the noun phrase its own page says it represents
 * (./guide/represents.json; ./guide/settings-reads.json for an organization settings type) and the
 * names Setup, Help or the product give the thing (./guide/setup-names.json; a settings type's Setup
 * page, ./guide/settings-setup-names.json). The resolver reads the
 * same rows to name a type from a reader's words (./described.ts); the every-type page and the
 * settings-type page write them under each entry, so a search for "presence status" or "quantity
 * schedules" reaches the entry too, and its twin tells an assistant what the type is.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_REPRESENTS, GUIDE_SETTINGS_READS, GUIDE_SETUP_NAMES, SETTINGS_PAGE_NAMES } from './guide';
import { nameWords, words } from './words';

export interface AboutLink {
  readonly text: string;
  /** Salesforce's page that gives it. */
  readonly page: string;
}

export interface About {
  /** What the type's page says it represents, when a page was read for it. */
  readonly represents: AboutLink | null;
  /** Other names Salesforce's pages give the thing, each once, none the type's own name in words. */
  readonly names: readonly AboutLink[];
}

let byType: Map<string, { represents: AboutLink | null; names: AboutLink[] }> | undefined;

/** The same words, whatever their case and punctuation. */
const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

function table() {
  if (byType) return byType;
  byType = new Map();
  const entry = (type: string) => {
    let row = byType?.get(type);
    if (!row) {
      row = { represents: null, names: [] };
      byType?.set(type, row);
    }
    return row;
  };
  for (const row of GUIDE_REPRESENTS) entry(row.type).represents ??= { text: row.represents, page: row.page };
  for (const row of GUIDE_SETTINGS_READS)
    if (row.represents && row.page) entry(row.member).represents ??= { text: row.represents, page: row.page };
  const setupNames = [
    ...GUIDE_SETUP_NAMES,
    ...SETTINGS_PAGE_NAMES.map(({ member, name, page, read }) => ({ type: member, name, page, read })),
  ];
  for (const row of setupNames) {
    const about = entry(row.type);
    // A name that says only the type's own name ("Named Credential" for `NamedCredential`), or what
    // the page already said, tells the reader nothing new.
    if (sameText(row.name, nameWords(row.type).join(' '))) continue;
    if (about.represents && sameText(row.name, about.represents.text)) continue;
    if (about.names.some((name) => sameText(name.text, row.name))) continue;
    about.names.push({ text: row.name, page: row.page });
  }
  return byType;
}

/** What Salesforce's pages say the type (a registry type or an organization settings type) is. */
export function aboutType(name: string): About {
  return table().get(name) ?? { represents: null, names: [] };
}
