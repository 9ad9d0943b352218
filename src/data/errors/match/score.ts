/**
 * Scoring one message against a line: a short message whole and in order (`exactRun`), a longer one
 * aligned allowing for missing and changed words (`closeRun`), a query cut short, a copied part of
 * a long message, and a line that says another word where the message has a rare one.
 */
import type { CompiledTemplates, Piece, Template } from './compile';
import { fill } from './fill';
import { nextPosition, type Token } from './tokens';
import type { LineMatch, Meter } from './types';

/** Share of a message's fixed-word weight a line must hold. */
export const MIN_SCORE = 0.6;
/** Fixed words a line must hold (all of them when the message has fewer). */
export const MIN_WORDS = 3;
/** Share of a message's fixed-word weight a query cut short (prefix mode) must hold. */
export const PREFIX_SHARE = 0.2;
/** What explaining all of a query (not only from its first matched word) adds to a match's score. */
export const WHOLE_QUERY_BONUS = 0.1;

/**
 * Whether the line says another word where the message has one of its rarer words (or, with
 * `anyWord`, any of its words: for a message found only in part) (issue 39: a line
 * whose words contradict the message is not that message). A fixed word the line lacks, right after
 * a word of the same piece of the message that it holds, with a word of the line's own in its place
 * (not a later word of the message, so not a word left out), whose weight is at least the message's
 * mean: "Too many DML rows" is not "Too many DML statements", while "in this organization" may stand
 * for "in this org", a common word. A word with the message word's first SAME_WORD_PREFIX letters, and
 * no more than MAX_OTHER_ENDING letters of its own after what the two share, is
 * that word misspelled.
 */
function replacesRareWord(
  template: Template,
  at: readonly number[],
  tokens: readonly Token[],
  weight: (word: string) => number,
  anyWord = false,
): boolean {
  const words = template.words;
  if (words.length === 0) return false;
  const mean = anyWord ? 0 : template.total / words.length;
  for (let i = 1; i < words.length; i++) {
    const before = at[i - 1] ?? -1;
    if ((at[i] ?? -1) >= 0 || before < 0 || template.wordPiece[i] !== template.wordPiece[i - 1]) continue;
    const next = tokens[before + 1];
    if (!next || words.includes(next.word) || /^\d+$/.test(next.word)) continue;
    // The same first letters are the same word spelled otherwise ("specific" for "specify").
    const word = words[i] as string;
    if (spelledOtherwise(next.word, word)) continue;
    if (weight(word) >= mean) return true;
  }
  return false;
}

/** Letters two words share at their start to count as one word spelled two ways. */
const SAME_WORD_PREFIX = 5;
/**
 * Letters a word spelled otherwise may have after what it shares with the message's word: a word
 * differs at its ending ("specific" for "specify"), while "CustomMetadata" is not "CustomField",
 * though both start with "custom".
 */
const MAX_OTHER_ENDING = 3;

/** Whether two words are one word spelled two ways: the same start, differing only at their ends. */
function spelledOtherwise(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared >= SAME_WORD_PREFIX && Math.max(a.length, b.length) - shared <= MAX_OTHER_ENDING;
}

/** Messages of at most this many fixed words must appear whole, their words side by side. */
export const SHORT_MESSAGE_WORDS = 4;
/** Words a name may take where a message has a placeholder (`Account.Region__c` is two). */
const MAX_NAME_WORDS = 12;

/**
 * The line positions of a short message's words, read as the message reads: words of one literal
 * piece on consecutive positions, one to MAX_NAME_WORDS positions apart across a placeholder.
 * Tries each position of the first word: at most the line's length times the message's words.
 */
function exactRun(
  template: Pick<Template, 'words' | 'wordPiece'>,
  positions: ReadonlyMap<string, readonly number[]>,
  meter: Meter,
): number[] | undefined {
  const [first, ...rest] = template.words;
  if (first === undefined) return undefined;
  const sets = rest.map((word) => positions.get(word) ?? []);
  if (sets.some((list) => list.length === 0)) return undefined;
  for (const start of positions.get(first) ?? []) {
    meter.steps += template.words.length;
    const run = [start];
    let ok = true;
    for (let j = 1; j < template.words.length && ok; j += 1) {
      const previous = run[j - 1] as number;
      const samePiece = template.wordPiece[j] === template.wordPiece[j - 1];
      const next = nextPosition(sets[j - 1] as readonly number[], previous);
      ok =
        next >= 0 &&
        (samePiece ? next === previous + 1 : next - previous - 1 <= MAX_NAME_WORDS && next > previous + 1);
      run.push(next);
    }
    if (ok) return run;
  }
  return undefined;
}

/** Words of a long message that, side by side, match on their own (a copied sentence of it). */
export const FRAGMENT_WORDS = 6;
/** Share of the weight between a fragment's first and last words that must be there. */
const FRAGMENT_DENSITY = 0.85;

/** The weight of a message's words from the first matched one to the last. */
function spanWeight(
  template: Template,
  matchedAt: readonly number[],
  lastMatched: number,
  weight: (word: string) => number,
): number {
  const first = matchedAt.findIndex((at) => at >= 0);
  return template.words.slice(first, lastMatched + 1).reduce((sum, word) => sum + weight(word), 0);
}

/**
 * How many of the line's words stand where the message has placeholders: between two matched words
 * of different pieces, and after the last word when the message ends with a placeholder.
 */
function nameWords(template: Template, matchedAt: readonly number[], lineWords: number): number {
  let names = 0;
  let previous = -1;
  matchedAt.forEach((at, index) => {
    if (at < 0) return;
    if (previous >= 0 && template.wordPiece[index] !== template.wordPiece[previous]) {
      names += Math.min(at - (matchedAt[previous] as number) - 1, MAX_NAME_WORDS);
    }
    previous = index;
  });
  const endsWithName = !('literal' in (template.pieces[template.pieces.length - 1] as Piece));
  if (endsWithName && previous === template.words.length - 1) {
    names += Math.min(lineWords - 1 - (matchedAt[previous] as number), MAX_NAME_WORDS);
  }
  return names;
}

/** Starts tried for a longer message: the first positions of its first word found in the line. */
const MAX_STARTS = 8;
/** Rarest words of a longer message tried as where a copied part of it begins. */
const RARE_STARTS = 3;

/**
 * A longer message's words found in the line in its order, allowing for missing and changed words,
 * from the start that holds the most weight within a stretch the message could fill: its words twice
 * over, and MAX_NAME_WORDS per placeholder. Words strewn over a paragraph are not a message.
 */
function closeRun(
  template: Template,
  positions: ReadonlyMap<string, readonly number[]>,
  weight: (word: string) => number,
  meter: Meter,
): { at: number[]; got: number; count: number; last: number } {
  const placeholders = template.pieces.filter((piece) => !('literal' in piece)).length;
  const reach = template.words.length * 2 + placeholders * MAX_NAME_WORDS;
  const firstFound = template.words.findIndex((word) => positions.has(word));
  if (firstFound < 0) return { at: template.words.map(() => -1), got: 0, count: 0, last: -1 };
  // Where an alignment may begin: the message's first word the line holds, at its first positions;
  // and, for a part of the message copied without its start, its rarest words the line holds.
  const starts: { from: number; start: number }[] = (
    positions.get(template.words[firstFound] as string) ?? []
  )
    .slice(0, MAX_STARTS)
    .map((start) => ({ from: firstFound, start }));
  const rare = template.words
    .map((word, index) => ({ word, index }))
    .filter(({ word, index }) => index > firstFound && positions.has(word))
    .sort((a, b) => weight(b.word) - weight(a.word) || a.index - b.index)
    .slice(0, RARE_STARTS);
  for (const { word, index } of rare) {
    for (const start of (positions.get(word) ?? []).slice(0, 2)) starts.push({ from: index, start });
  }
  let best = { at: template.words.map(() => -1), got: 0, count: 0, last: -1 };
  for (const { from, start } of starts) {
    meter.steps += template.words.length;
    const at: number[] = [];
    let cursor = start - 1;
    let got = 0;
    let count = 0;
    let last = -1;
    // How far the next word may be from the last one found: a word or two more within a piece of
    // the message, a name across a placeholder, and as much again for each word not found between.
    let slack = 0;
    template.words.forEach((word, index) => {
      if (index < from) {
        at.push(-1);
        return;
      }
      if (index > from)
        slack += template.wordPiece[index] === template.wordPiece[index - 1] ? 3 : MAX_NAME_WORDS + 1;
      const found = nextPosition(positions.get(word) ?? [], cursor);
      const inReach = found >= 0 && found - start < reach && (last < 0 || found - cursor <= slack);
      at.push(inReach ? found : -1);
      if (inReach) {
        cursor = found;
        got += weight(word);
        count += 1;
        last = index;
        slack = 0;
      }
    });
    if (got > best.got) best = { at, got, count, last };
  }
  return best;
}

/** What one line holds of what it says, in place. */
export interface LineWords {
  readonly line: string;
  readonly tokens: readonly Token[];
  /** Word → its positions in the line. */
  readonly positions: ReadonlyMap<string, number[]>;
  /** A query's start of a message (the search box), not a whole line. */
  readonly prefix: boolean;
  /** The templates the line's codes name (`namedByCode`). */
  readonly codes: ReadonlySet<number>;
  /** The status codes the line holds that some entry has (lower case), whatever they name. */
  readonly lineCodes: ReadonlySet<string>;
  readonly meter: Meter;
}

/** Scoring one template against a line: its match with the names filled in, or none. */
export function scoreTemplate(
  compiled: CompiledTemplates,
  index: number,
  words: LineWords,
): LineMatch | undefined {
  const { templates, weight } = compiled;
  const { line, tokens, positions, prefix, codes, lineCodes, meter } = words;
  const template = templates[index] as Template;
  const matchedAt: number[] = [];
  let got = 0;
  let count = 0;
  let lastMatched = -1;
  meter.steps += template.words.length;
  if (template.words.length <= SHORT_MESSAGE_WORDS) {
    // A short message is all its words, next to each other, names only where it has placeholders:
    // "invalid report type" is not in "the report type is invalid".
    const run = exactRun(template, positions, meter);
    if (run) {
      matchedAt.push(...run);
      got = template.total;
      count = run.length;
      lastMatched = run.length - 1;
    }
  } else {
    const run = closeRun(template, positions, weight, meter);
    matchedAt.push(...run.at);
    got = run.got;
    count = run.count;
    lastMatched = run.last;
  }
  let total = template.total;
  let queryShare = 1;
  // Of two messages that both explain a query, the one that explains more of all of it ranks first.
  let wholeShare = 0;
  if (prefix && count > 0) {
    // A query is part of a message (the search box keeps 64 characters): only the words
    // between its first and last matched ones count, and they must be most of what the query
    // holds from the first of them on (a tool's prefix, `Error  force-app/…`, may come before).
    const firstMatched = matchedAt.findIndex((at) => at >= 0);
    total = template.words.slice(firstMatched, lastMatched + 1).reduce((sum, word) => sum + weight(word), 0);
    const fromFirst = tokens.length - (matchedAt[firstMatched] ?? 0);
    // The more of the query the message explains, the better: "you can't" is in many messages.
    // Its words explain themselves, and so do the names where it has placeholders.
    const explained = count + nameWords(template, matchedAt, tokens.length);
    if (explained * 2 < fromFirst) return undefined;
    // The words found must be a real part of the message, not its commonest words ("field … is
    // not" is in a question as in many messages): PREFIX_SHARE of the whole message's weight.
    if (got < PREFIX_SHARE * template.total) return undefined;
    queryShare = Math.min(1, explained / fromFirst);
    wholeShare = Math.min(1, explained / tokens.length);
  }
  const textScore = total > 0 ? (got / total) * queryShare : 0;
  const enoughWords = count >= Math.min(MIN_WORDS, template.words.length);
  const hasCode = codes.has(index);
  // A long message copied in part (a reader selects a sentence of it): enough words, nearly all
  // of the stretch of the message between the first and the last of them.
  const fragment =
    !prefix &&
    count >= FRAGMENT_WORDS &&
    lastMatched >= 0 &&
    got >= FRAGMENT_DENSITY * spanWeight(template, matchedAt, lastMatched, weight);
  // A message found whole may say a common word its own way ("org" for "organization"), unless the
  // line carries a status code the message's entry doesn't have: that code says another error, so
  // the message must then be found word for word where it is found at all ("INVALID_TYPE: …use a
  // custom object, be sure to append the '__c'…" is not "No such column… use a custom field…").
  // A message found only in part may never say a word otherwise: it would be the tail another
  // message shares.
  const otherCode = [...lineCodes].some((code) => code !== template.code?.toLowerCase());
  const whole = textScore >= MIN_SCORE && enoughWords;
  const textMatch =
    (whole || fragment) &&
    (prefix || !replacesRareWord(template, matchedAt, tokens, weight, !whole || otherCode));
  if (!textMatch && !hasCode) return undefined;
  const score =
    Math.min(textMatch ? Math.max(textScore, fragment ? MIN_SCORE : 0) : 0.5, 1) +
    (hasCode ? 0.15 : 0) +
    WHOLE_QUERY_BONUS * wholeShare;
  return { id: template.id, score, parts: fill(template, line, tokens, matchedAt) };
}
