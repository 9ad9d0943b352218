/** A line's words, read once: the one tokenizer every part of the matcher uses. */
export interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

// One character class, one quantifier: linear, whatever the input.
const WORD = /[\p{L}\p{N}_]+/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ word: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The first position in `positions` (ascending) greater than `after`, or -1. */
export function nextPosition(positions: readonly number[], after: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((positions[mid] as number) <= after) low = mid + 1;
    else high = mid;
  }
  return low < positions.length ? (positions[low] as number) : -1;
}
