/**
 * The parts of DocSearch 3.9's markup this override reaches into, named once:
 * the accessibility repair (./a11yRepair.ts), the error screen's placement
 * (./useSearchFailed.ts, ./index.tsx) and the shortcuts (./shortcuts.ts) use
 * them, and tests/unit/theme-overrides.test.ts checks that each still appears
 * in @docsearch/react's shipped bundle, so an upgrade that renames one fails
 * there instead of silently undoing a repair.
 */

/** The version of @docsearch/react (and @docsearch/css) this override was written against. */
export const DOCSEARCH_VERSION = '3.9.0';

/** DocSearch's class names and roles, as its bundle writes them. */
export const DOCSEARCH = {
  /** The backdrop around the dialog; carries autocomplete's root props, `role="button"` and `tabindex="0"`. */
  container: 'DocSearch-Container',
  /** Where DocSearch renders its results; our error screen goes in it. */
  dropdown: 'DocSearch-Dropdown',
  /** The search input. */
  input: 'DocSearch-Input',
  /** On `<body>` while the modal is open. */
  activeBody: 'DocSearch--active',
  /** The role of each hit list (autocomplete's getListProps). */
  listRole: 'listbox',
} as const;

/** The attributes DocSearch puts on the backdrop that the repair removes. */
export const BACKDROP_ATTRIBUTES = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-owns',
  'aria-labelledby',
] as const;

/** An item id (`docsearch-<source>-item-<n>`, from autocomplete's getItemProps) and the list id it implies. */
export const ITEM_ID_SUFFIX = /-item-\d+$/;
export const LIST_ID_SUFFIX = '-list';
