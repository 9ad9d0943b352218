/**
 * Organization settings types (`EncryptionKeySettings`, `AddressSettings`): each is a member of the
 * registry's one `Settings` type in a package.xml (`<members>EncryptionKey</members>`), with a page
 * of its own in the Metadata API Developer Guide that may say what a deploy of it needs first. The
 * ones whose page was read (./guide/settings-reads.json, ./guide/limit-reads.json) are the ones the
 * site names; their needs are rows of ./guide/requirements.json under their own names.
 *
 * Plain data: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_LIMIT_READS, GUIDE_REMOVED, GUIDE_SETTINGS_READS } from './guide';

export interface SettingsMember {
  /** The type's own name (`EncryptionKeySettings`). */
  readonly member: string;
  /** Its page in the Metadata API Developer Guide. */
  readonly page: string;
}

// How a package.xml names one (`Address`): ./settings-name.ts, which the browser's plan imports too.
export { settingsFileName } from './settings-name';

/**
 * Every settings type whose own page was read, by its name; a page that says it is no org setting is
 * left out. The ones whose page says the API no longer carries them (./removed.ts:
 * `AccountInsightsSettings`) are named too, so a reader who asks for one learns why no step copies it.
 */
export const SETTINGS_MEMBERS: ReadonlyMap<string, SettingsMember> = new Map(
  [
    ...GUIDE_SETTINGS_READS.filter((r) => r.orgSettings !== false),
    ...GUIDE_LIMIT_READS.filter((r) => r.member),
    ...GUIDE_REMOVED.filter((r) => r.settings).map((r) => ({ member: r.type, page: r.page })),
  ].flatMap((r) => (r.member && r.page ? [[r.member, { member: r.member, page: r.page }] as const] : [])),
);
