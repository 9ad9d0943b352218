/**
 * What a page-feedback answer is, how it is kept in the browser and what
 * leaves it: the data-layer event (never the comment's text) and the
 * beacon's JSON body. Pure functions, tested in __tests__/answer.test.ts.
 */

export const REASONS = [
  { value: 'inaccurate', label: 'Inaccurate' },
  { value: 'hard-to-follow', label: 'Hard to follow' },
  { value: 'missing-information', label: 'Missing information' },
  { value: 'does-not-match-product', label: "Doesn't match the product" },
  { value: 'other', label: 'Other' },
] as const;
export type Reason = (typeof REASONS)[number]['value'];

export const COMMENT_MAX = 1000;
export const FEEDBACK_EVENT = 'page_feedback';

export interface Answer {
  helpful: boolean;
  /** Only after No. */
  reason: Reason | null;
  /** Only after No; may be empty. */
  comment: string;
}

/** One answer per page per browser. */
export function storageKey(permalink: string): string {
  return `page-feedback:${permalink}`;
}

const isReason = (value: unknown): value is Reason => REASONS.some((r) => r.value === value);

/** The stored answer, or null when there is none or it isn't one (a corrupt value is ignored). */
export function parseStoredAnswer(raw: string | null): Answer | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { helpful, reason, comment } = value as Record<string, unknown>;
  if (typeof helpful !== 'boolean') return null;
  if (helpful) return { helpful, reason: null, comment: '' };
  if (!isReason(reason) || typeof comment !== 'string' || comment.length > COMMENT_MAX) return null;
  return { helpful, reason, comment };
}

export interface FeedbackEvent {
  event: typeof FEEDBACK_EVENT;
  page_path: string;
  helpful: boolean;
  reason: Reason | null;
  comment_length: number;
}

export function dataLayerEvent(permalink: string, answer: Answer): FeedbackEvent {
  return {
    event: FEEDBACK_EVENT,
    page_path: permalink,
    helpful: answer.helpful,
    reason: answer.reason,
    comment_length: answer.comment.length,
  };
}

export interface BeaconBody {
  page: string;
  helpful: boolean;
  reason: Reason | null;
  comment: string;
  siteVersion: string;
}

export function beaconBody(permalink: string, answer: Answer, siteVersion: string): BeaconBody {
  return {
    page: permalink,
    helpful: answer.helpful,
    reason: answer.reason,
    comment: answer.comment,
    siteVersion,
  };
}
