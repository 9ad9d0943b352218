/**
 * How a package.xml names an organization settings type: as a member of the one `Settings` type,
 * without the “Settings” suffix (`AddressSettings` → `<members>Address</members>`). Salesforce's page
 * for `Settings`: “The member format when used in the package manifest is the component metadata type
 * name without the “Settings” suffix”
 * (https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_settings.htm).
 *
 * No data: the browser's plan imports it (../package-plan/settings-names.ts) as the answers do.
 */

/** `AddressSettings` → `Address`: the member a package.xml lists under `Settings`. */
export const settingsFileName = (member: string) => member.replace(/Settings$/, '');
