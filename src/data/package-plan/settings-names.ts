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

/** What a plan says of a settings type listed as a type of its own (`<name>CaseSettings</name>`). */
export function settingsAsTypeWarning(name: string, member: string): string {
  return `\`${name}\` isn't a type a package.xml lists: organization settings are members of \`Settings\`, written without the “Settings” suffix, as Salesforce's page for \`Settings\` says: list \`${member}\` under \`Settings\`, or no step copies it.`;
}

/** What a plan says of a `Settings` member written with its suffix (`<members>CaseSettings</members>`). */
export function settingsSuffixWarning(written: string, member: string): string {
  return `\`Settings\` member \`${written}\` is written with the “Settings” suffix, which Salesforce's page for \`Settings\` leaves out of a package.xml: write \`${member}\`, or no setting of that name is found.`;
}
