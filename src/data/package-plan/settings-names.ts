/**
 * How a package.xml names an organization settings type (`CaseSettings`): as a member of the one
 * `Settings` type, written without the “Settings” suffix (`<members>Case</members>`). Salesforce's
 * page for `Settings` says so: “The member format when used in the package manifest is the component
 * metadata type name without the “Settings” suffix”
 * (https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_settings.htm).
 * A manifest that lists `CaseSettings` as a type, or under `Settings` with its suffix, names nothing
 * Salesforce retrieves or deploys; the plan says what to write instead.
 *
 * Plain functions on the plan data's list of members (`PlanData.settingsMembers`): the browser's
 * plan imports it.
 */

/** `CaseSettings` → `Case`, when `Case` is an organization settings member; otherwise undefined. */
export function settingsMemberOf(name: string, members: readonly string[]): string | undefined {
  if (!name.endsWith('Settings')) return undefined;
  const member = name.slice(0, -'Settings'.length);
  return member && members.includes(member) ? member : undefined;
}

/** What a plan says of a settings type listed as a type of its own (`<name>CaseSettings</name>`). */
export function settingsAsTypeWarning(name: string, member: string): string {
  return `\`${name}\` isn't a type a package.xml lists: organization settings are members of \`Settings\`, written without the “Settings” suffix, as Salesforce's page for \`Settings\` says: list \`${member}\` under \`Settings\`, or no step copies it.`;
}

/** What a plan says of a `Settings` member written with its suffix (`<members>CaseSettings</members>`). */
export function settingsSuffixWarning(written: string, member: string): string {
  return `\`Settings\` member \`${written}\` is written with the “Settings” suffix, which Salesforce's page for \`Settings\` leaves out of a package.xml: write \`${member}\`, or no setting of that name is found.`;
}
