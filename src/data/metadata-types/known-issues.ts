// cspell:ignore arent isnt dont cant (heading anchors drop the apostrophe)
/**
 * The known issues (docs/known-issues.mdx) that concern a Metadata API type,
 * by the type's name: the coverage page, the type's search record and the MCP
 * server's check_support list them among the type's notes. Each anchor is the
 * section's heading id on /docs/known-issues/; a unit test fails when a
 * heading moves or an anchor names no section.
 */
export interface KnownIssueLink {
  readonly anchor: string;
  readonly title: string;
}

const PROFILE_FIELDS: KnownIssueLink = {
  anchor: 'profile-permissions-for-new-fields-dont-arrive',
  title: "Profile permissions for new fields don't arrive",
};
const PRIVATE_FOLDERS: KnownIssueLink = {
  anchor: 'reports-in-private-folders-arent-offered',
  title: "Reports in private folders aren't offered",
};
const MANAGED: KnownIssueLink = {
  anchor: 'managed-package-components-cant-be-changed',
  title: "Managed package components can't be changed",
};
const ACTIVE_PAGE_DELETE: KnownIssueLink = {
  anchor: 'deleting-a-component-used-by-an-active-lightning-page-fails',
  title: 'Deleting a component used by an active Lightning page fails',
};

export const KNOWN_ISSUES_BY_TYPE: Readonly<Record<string, readonly KnownIssueLink[]>> = {
  Profile: [PROFILE_FIELDS],
  CustomField: [
    PROFILE_FIELDS,
    {
      anchor: 'field-history-tracking-fails-past-20-fields',
      title: 'Field history tracking fails past the field limit',
    },
    MANAGED,
  ],
  CustomObject: [MANAGED, ACTIVE_PAGE_DELETE],
  StandardValueSet: [
    {
      anchor: 'new-values-of-a-standard-picklist-are-missing',
      title: 'New values of a standard picklist are missing',
    },
  ],
  Flow: [
    {
      anchor: 'a-flow-arrives-as-a-new-version-or-inactive',
      title: 'A flow arrives as a new version, or inactive',
    },
  ],
  Layout: [
    {
      anchor: 'a-page-layout-fails-because-a-field-is-missing',
      title: 'A page layout fails because a field is missing',
    },
  ],
  Report: [PRIVATE_FOLDERS],
  CompactLayout: [
    {
      anchor: 'a-compact-layout-assignment-fails-because-the-compact-layout-is-missing',
      title: 'A compact layout assignment fails because the compact layout is missing',
    },
  ],
  FlexiPage: [
    {
      anchor: 'a-lightning-page-arrives-but-isnt-active',
      title: "A Lightning page arrives but isn't active",
    },
    ACTIVE_PAGE_DELETE,
  ],
  InstalledPackage: [MANAGED],
  DataCategoryGroup: [
    {
      anchor: 'copying-a-data-category-group-removes-the-targets-other-categories',
      title: "Copying a data category group removes the target's other categories",
    },
  ],
};
