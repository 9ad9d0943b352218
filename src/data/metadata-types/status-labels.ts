/**
 * A type's statuses and the words the pages use for them (issue 38): apart
 * from ./status.ts so that the every-type page's filter (a browser chunk)
 * takes the words without the registry.
 *
 * - `copied`: a Metadata API type; a step copies it, and nothing we know of must be on first.
 * - `copied-with-prerequisites`: a step copies it once the target has what its page names: a feature
 *   or setting turned on, a user permission, a license.
 * - `not-copyable`: a Setup feature the Metadata API doesn't carry: change it in Setup in each org; or
 *   a type Salesforce's page takes out of deploys (../removed.ts), which no step copies.
 * - `unknown`: the words name no type or feature we know.
 */
export type TypeStatus = 'copied' | 'copied-with-prerequisites' | 'not-copyable' | 'unknown';

/** In the words readers search with ("is Flow supported"). */
export const STATUS_LABELS: Readonly<Record<TypeStatus, string>> = {
  copied: 'Supported',
  'copied-with-prerequisites': 'Supported once the target has what it needs',
  'not-copyable': 'Not supported: change it in Setup',
  unknown: 'Unknown',
};

/** The choices of the every-type page's filter: each status a page entry can have. */
export const STATUS_CHOICES: readonly { value: TypeStatus; label: string }[] = [
  { value: 'copied', label: 'Supported' },
  { value: 'copied-with-prerequisites', label: 'Needs something first' },
  // Setup features, and the types Salesforce's page takes out of deploys.
  { value: 'not-copyable', label: 'Not supported' },
];

/** How a requirement reads on the pages, by its kind (./prerequisites.ts). */
export const REQUIREMENT_KIND_LABELS: Readonly<Record<'feature' | 'permission' | 'license', string>> = {
  feature: 'a feature or setting in the target',
  permission: 'a permission of the authorizing user',
  license: 'a license or edition of the target',
};

/** What the answer card says of a part only Salesforce Customer Support turns on: no admin sets it in Setup. */
export const SUPPORT_STATUS_LABEL = 'Not supported: Salesforce Customer Support turns it on';

/** What the answer card says of a settings field that can't go back to false once true (`when: 'off'`). */
export const ONE_WAY_STATUS_LABEL = 'Not supported: once on, it stays on';

/**
 * The status words of a feature no step copies: Setup's, Support's for a part only Support turns on,
 * or a one-way field's, which nothing turns off again.
 */
export const featureStatusLabel = (feature: {
  readonly support?: boolean;
  readonly when?: 'always' | 'off';
}) =>
  feature.support
    ? SUPPORT_STATUS_LABEL
    : feature.when === 'off'
      ? ONE_WAY_STATUS_LABEL
      : STATUS_LABELS['not-copyable'];

/**
 * The status words of a type Salesforce's page takes out of deploys (./removed.ts): the last API
 * version that carried it, or, for one its page says can't be used directly, who deploys it.
 */
export const removedStatusLabel = (removed: { readonly last: string | null }) =>
  removed.last
    ? `Not supported: removed after API ${removed.last}`
    : 'Not supported: only the Salesforce CLI deploys it';

/** What the answer card says of records of a standard object (../records.ts): not changed in Setup, as a feature no type carries is. */
export const RECORDS_STATUS_LABEL = 'Not supported: records move with a data tool';

/** What the answer card says of a type with a page of its own that the pinned registry doesn't list yet (../unlisted.ts). */
export const UNLISTED_STATUS_LABEL = 'Unknown: not in the type list these answers are checked against';

/**
 * What the answer card says of a name only the Metadata API's WSDL declares (../unlisted.ts,
 * `declared`): no page of its own was read, so no status.
 */
export const DECLARED_STATUS_LABEL = 'Unknown: declared in the Metadata API, no page of its own read';

/** What the answer card says of a base type (../unlisted.ts, `RoleOrTerritory`): a package.xml lists the types its page names. */
export const BASE_TYPE_STATUS_LABEL = 'Unknown: a base type, list the type you mean';

/** What the answer card says of a complex type several types' files hold (../unlisted.ts): it goes with the one that holds it. */
export const SHARED_PART_STATUS_LABEL = 'Copied with the type whose file holds it: list that type';
