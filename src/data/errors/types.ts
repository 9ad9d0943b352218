/**
 * The shape of one error the site names (issue 24). Every page that quotes a
 * Salesforce error, the /errors/ directory, the paste box, the search index,
 * the twins and the docs MCP server's `explain_error` read these entries:
 * an error's text is typed here once, never into a page.
 *
 * Plain data and types only: the browser's paste box imports the entries.
 */

/**
 * Where an error arises, in the order /errors/ lists its groups. An entry's
 * first area is the group it is listed under.
 */
export const errorAreas = [
  'connect',
  'permissions',
  'tests',
  'references',
  'rules',
  'package-xml',
  'packages',
  'apex',
  'limits',
  'platform',
] as const;

export type ErrorArea = (typeof errorAreas)[number];

/** How Salesforce's page backs the entry (written down for every entry, checked with the search tool). */
export interface ErrorSource {
  /** Salesforce's own page: https://developer.salesforce.com/… or https://help.salesforce.com/…, unversioned. */
  readonly url: string;
  /** The page's title, as Salesforce titles it. */
  readonly title: string;
  /**
   * What the page confirms:
   * - `text`: the message's text (or its fixed words) appears on the page;
   * - `code`: the status or OAuth error code appears on the page, with its meaning, not the whole text;
   * - `rule`: the page states the rule the error enforces; Salesforce documents no text for it.
   */
  readonly confirms: 'text' | 'code' | 'rule';
  /** Where on the page, in a few words ("StatusCode enum: UNABLE_TO_LOCK_ROW", "Usage: …"). */
  readonly where: string;
}

export interface ErrorEntry {
  /** Stable, kebab-case, unique: the entry's anchor on /errors/ and on every page that lists it. */
  readonly id: string;
  /** What went wrong, in the reader's words, sentence case, no final period: the entry's heading. */
  readonly title: string;
  /** Salesforce's status code (`UNABLE_TO_LOCK_ROW`) or OAuth error (`invalid_grant`) when the error has one. */
  readonly code?: string;
  /**
   * The message exactly as Salesforce (or its OAuth server, or its CLI) returns it, with `{name}`
   * placeholders for the parts that name components or hold numbers:
   * `In field: {field} - no CustomField named {object}.{field} found`.
   * `null` when no public page shows Salesforce's text (checked with the search tool): `lookFor` then says what to look for.
   */
  readonly message: string | null;
  /** The message with every placeholder filled, as a reader sees it (required when `message` has placeholders). */
  readonly example?: string;
  /** Other known texts of the same error, same placeholder syntax. */
  readonly variants?: readonly string[];
  /** When `message` is null: what the reader looks for in Salesforce's message (Markdown, inline). */
  readonly lookFor?: string;
  /** Where it arises; the first is the group /errors/ lists it under. */
  readonly areas: readonly [ErrorArea, ...ErrorArea[]];
  /** Catalogue slugs (`page-layouts`) whose "Common errors" section lists the entry; may be empty. */
  readonly steps: readonly string[];
  /** Why it happens (Markdown, inline: see ../prose.ts). */
  readonly cause: string;
  /** What to do, in Metaferry's terms: which step, option, order or permission (Markdown, inline). */
  readonly fix: string;
  /** What to do in one step type, when its options add to `fix` (slug → Markdown, inline); shown on that step's page and on /errors/. */
  readonly byStep?: Readonly<Record<string, string>>;
  readonly source: ErrorSource;
  /** Site routes that say more (`/start/order-of-steps/`), with their trailing slash. */
  readonly related: readonly string[];
  /** What admins call it or type when they look for it ("field missing", "lock error"). */
  readonly words: readonly string[];
}
