/**
 * A package.xml pasted into the search box, handed to the planner page the plan card opens
 * (src/search/answer/answer.ts), so the reader doesn't paste it again. The card keeps the text in
 * sessionStorage while it shows, and links to the planner's box (HANDOFF_HASH: a hash, since the
 * search modal's links keep a path and a hash only); the planner takes the text once, only when
 * opened by that link and only into an empty box (src/elements/JobPlanner). Storage that is off,
 * full or holds something else loses nothing: the box stays as it was, and the reader pastes.
 */
const KEY = 'metaferry:planner-input';

/** The planner box's id, which the plan card's link targets: the planner takes a handoff only when opened by it. */
export const HANDOFF_ANCHOR = 'plan-box';
export const HANDOFF_HASH = `#${HANDOFF_ANCHOR}`;

/** Keeps the text the card planned for the planner page; a failure keeps nothing. */
export function handOffToPlanner(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage off or full: the planner's box stays empty, and the reader pastes.
  }
}

/**
 * The text handed over, once (it is removed as it is read), when `hash` is the card link's and the
 * text is at most `limit` characters; else null.
 */
export function takePlannerHandoff(hash: string, limit: number): string | null {
  if (hash !== HANDOFF_HASH) return null;
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text !== null && text.trim() !== '' && text.length <= limit ? text : null;
  } catch {
    return null;
  }
}
