/**
 * What a plan says of an organization settings type a package.xml names otherwise than Salesforce's
 * page for `Settings` asks (../metadata-types/settings-name.ts): listed as a type of its own
 * (`<name>CaseSettings</name>`), or under `Settings` with its suffix (`<members>CaseSettings</members>`),
 * it names nothing Salesforce retrieves or deploys; the plan says what to write instead.
 *
 * Plain functions on the plan data's list of members (`PlanData.settingsMembers`): the browser's
 * plan imports it.
 */
import { settingsFileName } from '../metadata-types/settings-name';

/** `CaseSettings` → `Case`, when `Case` is an organization settings member; otherwise undefined. */
export function settingsMemberOf(name: string, members: readonly string[]): string | undefined {
  const member = settingsFileName(name);
  return member && member !== name && members.includes(member) ? member : undefined;
}

/** How Salesforce's page for `Settings` says a package.xml names organization settings: both warnings say it. */
const SETTINGS_RULE =
  "organization settings are members of `Settings`, written without the “Settings” suffix, as Salesforce's page for `Settings` says";

/** What a plan says of a settings type listed as a type of its own (`<name>CaseSettings</name>`). */
export function settingsAsTypeWarning(name: string, member: string): string {
  return `\`${name}\` isn't a type a package.xml lists: ${SETTINGS_RULE}: list \`${member}\` under \`Settings\`, or no step copies it.`;
}

/** More of them than this in one package.xml (a whole org's, listed type by type) are said in one warning. */
export const SETTINGS_AS_TYPES_APART = 3;

/**
 * What a plan says of many settings types listed as types, in one warning (a real manifest of a whole
 * org listed 113 of them, each a warning of its own): where they are, the first few, and what to write.
 */
export function settingsAsTypesWarning(
  listed: readonly { name: string; member: string; line: number }[],
): string {
  const first = listed.slice(0, SETTINGS_AS_TYPES_APART);
  const names = first.map((row) => `\`${row.name}\``).join(', ');
  const members = first.map((row) => `\`${row.member}\``).join(', ');
  const lines = listed.map((row) => row.line);
  return `Lines ${Math.min(...lines)} to ${Math.max(...lines)}: ${listed.length} organization settings types are listed as types (${names} and ${listed.length - first.length} more), which a package.xml doesn't list: ${SETTINGS_RULE}: list each under \`Settings\` (${members} …), or no step copies them.`;
}

/** What a plan says of a `Settings` member written with its suffix (`<members>CaseSettings</members>`). */
export function settingsSuffixWarning(written: string, member: string): string {
  return `\`Settings\` member \`${written}\` is written with the “Settings” suffix, which Salesforce's page for \`Settings\` leaves out of a package.xml: write \`${member}\`, or no setting of that name is found.`;
}
