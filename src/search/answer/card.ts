/**
 * What the answer card shows (./answer.ts reads a query into one): its kind, title, facts in inline
 * Markdown parts, the site's page and Salesforce's source; and the helpers that make a fact's parts.
 */
import type { InlinePart } from '@site/src/data/prose';

export type AnswerKind =
  'plan' | 'unreadable' | 'error' | 'type' | 'feature' | 'records' | 'symptom' | 'passage';

export interface AnswerLink {
  readonly title: string;
  readonly url: string;
}

/** One line of the card: a name ("Cause", "Status") and what it says. */
export interface AnswerFact {
  readonly name: string;
  readonly parts: readonly InlinePart[];
}

export interface Answer {
  readonly kind: AnswerKind;
  /** What the query was read as, shown above the title: "Error UNABLE_TO_LOCK_ROW", "Metadata type". */
  readonly label: string;
  readonly title: string;
  /** A word on how the query was read ("Read as RecordType, the nearest name"), else null. */
  readonly note: string | null;
  readonly facts: readonly AnswerFact[];
  /** For a passage, its sentence with the query's words between `<mark>` tags (HTML-escaped, as search hits are); else null. */
  readonly quote: string | null;
  /** The site's page with the whole answer. */
  readonly page: AnswerLink;
  /** Salesforce's page the answer rests on; null for Metaferry's own behavior. */
  readonly source: AnswerLink | null;
  /** For a package.xml the box read whole: the text its page (the planner) opens with (src/lib/plannerHandoff.ts). */
  readonly handoff?: string;
}

export const text = (value: string): InlinePart[] => [{ type: 'text', value }];
export const code = (value: string): InlinePart[] => [{ type: 'code', value }];
export const fact = (name: string, parts: readonly InlinePart[]): AnswerFact => ({ name, parts });
