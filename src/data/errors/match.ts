/**
 * Finds the error entries a pasted line of text quotes (issue 24): the paste
 * box on /errors/, the search modal's error match and the docs MCP server's
 * `explain_error` all call this module, so they agree.
 *
 * How a line matches an entry. Each entry's message (and variants) is split
 * into its fixed words and its `{placeholders}`. A line matches when it holds
 * enough of the fixed words, in the message's order: their weight (rarer
 * words across all messages weigh more) must reach MIN_SCORE of the whole,
 * and at least MIN_WORDS of them (all of them for shorter messages) must be
 * there. A status code (`UNABLE_TO_LOCK_ROW`) in the line adds to the score
 * of the entries that carry it, and alone is enough for them, unless several
 * entries share it and the line says what went wrong in other words, or the
 * line's own message after the code (OWN_MESSAGE_WORDS words or more) holds
 * less than half of the entry's (for a shared code: any word that isn't the
 * entry's): a generic code such as FIELD_INTEGRITY_EXCEPTION beside another
 * message is another error. A
 * message printed after its code (`CODE: text`) is matched by its text, with
 * or without the code. Nothing else
 * counts: a line that shares a few words with a message is not an error of
 * that kind, and is reported as matching nothing.
 *
 * Time: linear in the input. Lines are cut with indexOf, words are read by
 * one pass of a regular expression with a single character class (no
 * backtracking), each line's words go into a map once, and an entry is
 * aligned only when the bag of its words already reaches the threshold, by
 * walking its fixed words once with a binary search in the line's positions
 * of each word. No pattern is built from the input.
 *
 * Plain functions over plain data: the browser, the worker, Node and the MCP
 * server's bundle import it.
 */

/** What the matcher needs of an entry. */
export interface ErrorPattern {
  readonly id: string;
  readonly code?: string;
  /** The message first, then its variants; `null` messages are left out by the caller. */
  readonly texts: readonly string[];
}

/** A piece of a message as the reader's line fills it: `value` pieces are names taken from the line. */
export interface MessagePart {
  readonly text: string;
  readonly value: boolean;
}

export interface LineMatch {
  readonly id: string;
  /** 0 to 1 (more with a matching code, at most 1.15): how much of the message the line holds. */
  readonly score: number;
  /** The matched text of the entry (its message or a variant), with the line's names in place of its placeholders. */
  readonly parts: readonly MessagePart[];
}

export interface ExplainedLine {
  /** 1-based line number in the input. */
  readonly line: number;
  /** The line as given, trimmed (cut to MAX_LINE_ECHO characters). */
  readonly text: string;
  /** Best first; empty when the line looks like an error that no entry matches. */
  readonly matches: readonly LineMatch[];
}

export interface Explanation {
  /** Lines that match an entry or look like an error, in input order. */
  readonly lines: readonly ExplainedLine[];
  /** Lines read (after the cap on their number). */
  readonly linesRead: number;
}

/** Share of a message's fixed-word weight a line must hold. */
export const MIN_SCORE = 0.6;
/** Fixed words a line must hold (all of them when the message has fewer). */
export const MIN_WORDS = 3;
/** Matches reported per line. */
export const MAX_MATCHES = 3;
/** Share of a message's fixed-word weight a query cut short (prefix mode) must hold. */
const PREFIX_SHARE = 0.2;
/** What explaining all of a query (not only from its first matched word) adds to a match's score. */
const WHOLE_QUERY_BONUS = 0.1;
/** Share of the best match's score another match needs to be reported beside it. */
const RUNNER_UP_SHARE = 0.8;
/** Characters of a line echoed back. */
export const MAX_LINE_ECHO = 500;
/** Characters of a name taken from a line. */
const MAX_VALUE = 120;

export class InputTooLargeError extends Error {
  constructor(
    readonly length: number,
    readonly limit: number,
  ) {
    super(
      `The text is ${length.toLocaleString('en-US')} characters long; at most ${limit.toLocaleString('en-US')} ` +
        'can be checked at once. Paste the failed lines only, or a part of the report at a time.',
    );
    this.name = 'InputTooLargeError';
  }
}

interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

// One character class, one quantifier: linear, whatever the input.
const WORD = /[\p{L}\p{N}_]+/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ word: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9 ]*)\}/g;

/** A message as fixed words and the placeholders between them. */
interface Template {
  readonly id: string;
  readonly code?: string;
  readonly text: string;
  /** The message in pieces: literal text and `{name}`s. */
  readonly pieces: readonly Piece[];
  readonly words: readonly string[];
  /** For each fixed word, the index of the piece it sits in. */
  readonly wordPiece: readonly number[];
  readonly total: number;
}

type Piece = { readonly literal: string } | { readonly name: string };

function parseTemplate(id: string, code: string | undefined, text: string): Template {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) pieces.push({ literal: text.slice(last, match.index) });
    pieces.push({ name: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ literal: text.slice(last) });
  const words: string[] = [];
  const wordPiece: number[] = [];
  // A message printed after its status code (`REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.`)
  // is the text after it: readers paste it with or without the code, which counts apart (byCode).
  const codeFirst = code !== undefined && text.toLowerCase().startsWith(`${code.toLowerCase()}:`);
  pieces.forEach((piece, index) => {
    if (!('literal' in piece)) return;
    for (const token of tokenize(piece.literal)) {
      if (codeFirst && words.length === 0 && index === 0 && token.word === code.toLowerCase()) continue;
      words.push(token.word);
      wordPiece.push(index);
    }
  });
  return { id, ...(code ? { code } : {}), text, pieces, words, wordPiece, total: 0 };
}

/** Counts the matcher's elementary steps (a word read, a posting visited, a word aligned), for the tests of its bound. */
export interface Meter {
  steps: number;
}

export interface Matcher {
  /** The entries one line quotes, best first (at most MAX_MATCHES, one per entry). */
  matchLine(line: string, options?: { prefix?: boolean; meter?: Meter }): LineMatch[];
  /** Every line of a text that matches an entry or looks like an error. */
  explain(text: string, options: { maxLength: number; meter?: Meter }): Explanation;
}

/** Words that make an unmatched line worth listing as an error. */
const ERROR_WORDS = new Set([
  'error',
  'errors',
  'failed',
  'failure',
  'fails',
  'exception',
  'invalid',
  'cannot',
  'denied',
  'exceeded',
  'unable',
  'unknown',
  'required',
  'expired',
  'refused',
  'rejected',
  'missing',
  'forbidden',
]);
const STATUS_CODE = /^[A-Z]{2,}(?:_[A-Z0-9]+)+$/;
/**
 * Words that say what went wrong, beyond the labels tools print around any error ("Error", "Failed"):
 * a line holding one beside a shared code is another message than its entries'.
 */
const MESSAGE_WORDS = new Set(
  [...ERROR_WORDS].filter((word) => !['error', 'errors', 'failed', 'failure', 'fails'].includes(word)),
);

/** Words an unmatched line needs, without a status code, to be an error message rather than a label ("Status: Failed"). */
const MIN_MESSAGE_WORDS = 4;

function looksLikeError(line: string, tokens: readonly Token[]): boolean {
  for (const token of tokens) {
    const raw = line.slice(token.start, token.end);
    if (raw.length <= 60 && STATUS_CODE.test(raw)) return true;
  }
  if (tokens.length < MIN_MESSAGE_WORDS) return false;
  for (const token of tokens) {
    if (ERROR_WORDS.has(token.word)) return true;
  }
  return /\bnot (?:found|allowed|valid)\b|can[’']t/i.test(line.length > 2000 ? line.slice(0, 2000) : line);
}

/** Words after a status code that make a message of the line's own (see matchTokens). */
export const OWN_MESSAGE_WORDS = 4;
/** Words after a status code read as the line's own message, at most. */
const OWN_MESSAGE_CAP = 40;
/** Share of an entry's text weight the words of a line that says its own message must hold for its code to count. */
export const CODE_AGREEMENT = 0.5;

/**
 * Whether the line says another word where the message has one of its rarer words (or, with
 * `anyWord`, any of its words: for a message found only in part) (issue 39: a line
 * whose words contradict the message is not that message). A fixed word the line lacks, right after
 * a word of the same piece of the message that it holds, with a word of the line's own in its place
 * (not a later word of the message, so not a word left out), whose weight is at least the message's
 * mean: "Too many DML rows" is not "Too many DML statements", while "in this organization" may stand
 * for "in this org", a common word. A word with the message word's first SAME_WORD_PREFIX letters is
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
    if (next.word.slice(0, SAME_WORD_PREFIX) === word.slice(0, SAME_WORD_PREFIX)) continue;
    if (weight(word) >= mean) return true;
  }
  return false;
}

/** Letters two words share at their start to count as one word spelled two ways. */
const SAME_WORD_PREFIX = 5;

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
const FRAGMENT_WORDS = 6;
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

/** The first position in `positions` (ascending) greater than `after`, or -1. */
function nextPosition(positions: readonly number[], after: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((positions[mid] as number) <= after) low = mid + 1;
    else high = mid;
  }
  return low < positions.length ? (positions[low] as number) : -1;
}

/** Trims a name taken from a line at the characters reports put around fields. */
function cleanValue(raw: string): string {
  let value = raw;
  const stop = value.search(/["|│\t]|\\"/);
  if (stop >= 0) value = value.slice(0, stop);
  // Cut first: the trimming expressions below then run on a few hundred characters at most,
  // so even a backtracking engine stays in bounds on a line of 20,000 spaces.
  value = value.slice(0, MAX_VALUE * 2);
  // Tools print a position after a message: `(12:13)`.
  value = value
    .trim()
    .replace(/\s*\(\d+:\d+\)$/, '')
    .replace(/^[\s:,'"]+|[\s,'"]+$/g, '');
  return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value;
}

/** The texts compiled once (`compileTemplates`): templates, their words' weights and the lookups a line uses. */
interface CompiledTemplates {
  readonly templates: readonly Template[];
  /** A word's weight: rarer across the messages weighs more. */
  readonly weight: (word: string) => number;
  /** Word → the templates holding it (each once). */
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Status code (lower case) → its templates. */
  readonly byCode: ReadonlyMap<string, readonly number[]>;
  /** Every fixed word of an entry's texts (its message and variants), for what a line says after its code. */
  readonly wordsOfEntry: ReadonlyMap<string, ReadonlySet<string>>;
  /** Codes whose entries differ only by their message (`invalid_grant`, `REQUEST_LIMIT_EXCEEDED`). */
  readonly sharedCodes: ReadonlySet<string>;
}

/** Template compiling: each entry's texts parsed, weighed and indexed once. */
function compileTemplates(patterns: readonly ErrorPattern[]): CompiledTemplates {
  const raw = patterns.flatMap((pattern) =>
    pattern.texts.map((text) => parseTemplate(pattern.id, pattern.code, text)),
  );
  // Weight of a word: rarer across the messages weighs more.
  const documentFrequency = new Map<string, number>();
  for (const template of raw) {
    for (const word of new Set(template.words))
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const weight = (word: string): number => Math.log(1 + raw.length / (documentFrequency.get(word) ?? 1));
  const templates: Template[] = raw.map((template) => ({
    ...template,
    total: template.words.reduce((sum, word) => sum + weight(word), 0),
  }));
  // Inverted index: word → templates holding it (each once).
  const postings = new Map<string, number[]>();
  templates.forEach((template, index) => {
    for (const word of new Set(template.words)) {
      const list = postings.get(word) ?? [];
      list.push(index);
      postings.set(word, list);
    }
  });
  const byCode = new Map<string, number[]>();
  templates.forEach((template, index) => {
    if (!template.code) return;
    const key = template.code.toLowerCase();
    byCode.set(key, [...(byCode.get(key) ?? []), index]);
  });
  // Every fixed word of an entry's texts (its message and variants), for what a line says after its code.
  const wordsOfEntry = new Map<string, Set<string>>();
  for (const template of templates) {
    const words = wordsOfEntry.get(template.id) ?? new Set<string>();
    for (const word of template.words) words.add(word);
    wordsOfEntry.set(template.id, words);
  }
  // Codes whose entries differ only by their message (`invalid_grant`, `REQUEST_LIMIT_EXCEEDED`).
  const sharedCodes = new Set<string>();
  for (const [code, list] of byCode)
    if (new Set(list.map((index) => (templates[index] as Template).id)).size > 1) sharedCodes.add(code);
  return { templates, weight, postings, byCode, wordsOfEntry, sharedCodes };
}

/** Alignment: the message's parts, with the names the line holds where the template has placeholders. */
function fill(
  template: Template,
  line: string,
  tokens: readonly Token[],
  matchedAt: readonly number[],
): MessagePart[] {
  const { pieces } = template;
  // For each literal piece, the line positions of its first and last matched word.
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  matchedAt.forEach((position, wordIndex) => {
    if (position < 0) return;
    const piece = template.wordPiece[wordIndex] as number;
    if (!first.has(piece)) first.set(piece, position);
    last.set(piece, position);
  });
  const hasWords = (piece: Piece | undefined): boolean =>
    !!piece && 'literal' in piece && /[\p{L}\p{N}_]/u.test(piece.literal);
  const parts: MessagePart[] = [];
  let index = 0;
  while (index < pieces.length) {
    const piece = pieces[index] as Piece;
    if ('literal' in piece) {
      parts.push({ text: piece.literal, value: false });
      index += 1;
      continue;
    }
    // A run of placeholders joined by literals without words: `{object}.{field}`.
    let end = index;
    while (
      end + 2 < pieces.length &&
      !hasWords(pieces[end + 1]) &&
      !('literal' in (pieces[end + 2] as Piece))
    )
      end += 2;
    const run = pieces.slice(index, end + 1);
    const before = pieces[index - 1];
    const after = pieces[end + 1];
    const from = index > 0 ? last.get(index - 1) : undefined;
    const to = after ? first.get(end + 1) : undefined;
    let values: string[] | undefined;
    const startsAt =
      from !== undefined ? (tokens[from] as Token).end : index === 0 && to !== undefined ? 0 : undefined;
    if (startsAt !== undefined && (to !== undefined || !after || !hasWords(after))) {
      // A name is short: a longer stretch between the message's words is not one, and is not copied.
      const endsAt =
        to !== undefined ? (tokens[to] as Token).start : Math.min(line.length, startsAt + MAX_VALUE * 4);
      let text = endsAt - startsAt <= MAX_VALUE * 4 ? line.slice(startsAt, endsAt) : '';
      // Drop the characters the template puts around the run (`: `, ` - `, `'`).
      if (before && 'literal' in before) {
        const tail = before.literal.replace(/^.*[\p{L}\p{N}_]/su, '');
        if (tail && text.startsWith(tail)) text = text.slice(tail.length);
      }
      // A name at the end runs to the end of the line, or to two spaces.
      if (to === undefined) text = (text.split(/\s{2,}/)[0] ?? '').trimEnd();
      if (after && 'literal' in after) {
        const head = after.literal.replace(/[\p{L}\p{N}_].*$/su, '');
        if (head && text.endsWith(head)) text = text.slice(0, text.length - head.length);
      }
      values = [];
      let rest = text;
      for (let i = 0; i < run.length; i += 2) {
        const joint = run[i + 1];
        if (joint && 'literal' in joint) {
          const cut = rest.indexOf(joint.literal);
          if (cut < 0) {
            values = undefined;
            break;
          }
          values.push(rest.slice(0, cut));
          rest = rest.slice(cut + joint.literal.length);
        } else values.push(rest);
      }
    }
    run.forEach((item, i) => {
      if ('literal' in item) {
        parts.push({ text: item.literal, value: false });
        return;
      }
      const value = values ? cleanValue(values[i / 2] ?? '') : '';
      parts.push(value ? { text: value, value: true } : { text: `{${item.name}}`, value: false });
    });
    index = end + 1;
  }
  return parts;
}

/**
 * The key a token is looked up by among the codes: its word, or, for a code written in CamelCase as
 * Bulk API writes its exception codes (`InvalidSessionId`), the same code in capitals
 * (`invalid_session_id`): the Bulk API's errors list names the session's code that way
 * (https://developer.salesforce.com/docs/atlas.en-us.api_asynch.meta/api_asynch/asynch_api_reference_errors.htm).
 */
function codeKey(line: string, token: Token): string {
  const raw = line.slice(token.start, token.end);
  if (!CAMEL_CODE.test(raw)) return token.word;
  return raw.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toLowerCase();
}

/** Two capitalized words or more run together, nothing else (`InvalidSessionId`, not `iPhone` or `SObject`). */
const CAMEL_CODE = /^(?:[A-Z][a-z0-9]+){2,}$/;

/**
 * The value of a structured error's message field, where the line has one (REST's `"message"`, Bulk
 * API's `exceptionMessage`, OAuth's `error_description`, in JSON or in a client's dict printout).
 * One character class and one quantifier per part: linear on any line.
 */
function messageField(line: string): { start: number; end: number } | undefined {
  const match = MESSAGE_FIELD.exec(line.length > 4000 ? line.slice(0, 4000) : line);
  if (!match) return undefined;
  const value = match[1] as string;
  const start = match.index + match[0].length - value.length - 1;
  return { start, end: start + value.length };
}

const MESSAGE_FIELD =
  /["'](?:message|exceptionMessage|errorMessage|error_description)["']\s{0,3}:\s{0,3}["']([^"']{1,500})["']/;

/**
 * The templates a line's status codes name: a code several messages share, or one the line follows
 * with another error in its own words, names none of them (issue 39).
 */
function namedByCode(
  compiled: CompiledTemplates,
  line: string,
  tokens: readonly Token[],
  asCode: readonly string[],
  bag: ReadonlyMap<number, number>,
): Set<number> {
  const { templates, byCode, wordsOfEntry, sharedCodes } = compiled;
  const isCode = (i: number) => byCode.has(asCode[i] as string);
  const codes = new Set<number>();
  for (const key of asCode) {
    for (const index of byCode.get(key) ?? []) codes.add(index);
  }
  // A code that several messages share names none of them when the line says what went wrong in
  // other words (`invalid_grant` with "audience is invalid"): only their messages can match then.
  const saying = tokens.filter((token, i) => MESSAGE_WORDS.has(token.word) && !isCode(i));
  for (const index of [...codes]) {
    const template = templates[index] as Template;
    if (!sharedCodes.has(template.code?.toLowerCase() ?? '')) continue;
    if (saying.some((token) => !template.words.includes(token.word))) codes.delete(index);
  }
  // A code names its entry only when the line doesn't say another error in its own words (issue
  // 39): when OWN_MESSAGE_WORDS words or more follow the code, the line must hold CODE_AGREEMENT of
  // the weight of one of the entry's texts (half of its message). "FIELD_INTEGRITY_EXCEPTION:
  // There's a problem with this country…" is another error with that code, which the entry would
  // explain wrongly; "INVALID_SESSION_ID: Invalid Session ID found…" is Salesforce's other wording
  // of the entry's "Session expired or invalid".
  // The words after each code the line holds, read once per code (its entries' texts share them).
  const ownAfter = new Map<string, string[]>();
  const ownIn = (from: number, to: number): string[] => {
    const words: string[] = [];
    for (let i = from; i < to && words.length < OWN_MESSAGE_CAP; i++) {
      const word = (tokens[i] as Token).word;
      if (!isCode(i) && !/^\d+$/.test(word)) words.push(word);
    }
    return words;
  };
  const ownWords = (code: string): string[] => {
    let own = ownAfter.get(code);
    if (own) return own;
    const at = asCode.indexOf(code);
    own = ownIn(at + 1, tokens.length);
    // A code that ends its record (a REST error's `"errorCode"` after its `"message"`) has its
    // message in that record's message field, wherever the field stands.
    const field = own.length < OWN_MESSAGE_WORDS ? messageField(line) : undefined;
    if (field) {
      const from = tokens.findIndex((token) => token.start >= field.start);
      const to = tokens.findIndex((token) => token.end > field.end);
      if (from >= 0) own = ownIn(from, to < 0 ? tokens.length : to);
    }
    ownAfter.set(code, own);
    return own;
  };
  const agrees = new Set<string>();
  const saysOwn = new Set<string>();
  for (const index of codes) {
    const template = templates[index] as Template;
    const code = template.code?.toLowerCase() ?? '';
    const shared = sharedCodes.has(code);
    const own = ownWords(code);
    if (own.length >= (shared ? 1 : OWN_MESSAGE_WORDS)) saysOwn.add(template.id);
    // A code several entries share is told apart by its message alone: every word the line says
    // after it must be one of the entry's ("invalid_grant: inactive organization" is no entry's).
    const known = wordsOfEntry.get(template.id);
    if (
      shared
        ? own.every((word) => known?.has(word))
        : (bag.get(index) ?? 0) >= CODE_AGREEMENT * template.total
    )
      agrees.add(template.id);
  }
  for (const index of [...codes]) {
    const id = (templates[index] as Template).id;
    if (saysOwn.has(id) && !agrees.has(id)) codes.delete(index);
  }
  return codes;
}

/** What one line holds of what it says, in place. */
interface LineWords {
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
function scoreTemplate(compiled: CompiledTemplates, index: number, words: LineWords): LineMatch | undefined {
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

/** Line scanning: the entries a line's words and codes name, best first. */
function matchTokens(
  compiled: CompiledTemplates,
  line: string,
  tokens: readonly Token[],
  prefix: boolean,
  meter: Meter,
): LineMatch[] {
  const { templates, weight, postings } = compiled;
  meter.steps += tokens.length;
  if (tokens.length === 0) return [];
  const positions = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    const list = positions.get(token.word);
    if (list) list.push(index);
    else positions.set(token.word, [index]);
  });
  // Bag-of-words weight per template, from the distinct words of the line.
  const bag = new Map<number, number>();
  const bagWords = new Map<number, number>();
  for (const word of positions.keys()) {
    const list = postings.get(word) ?? [];
    meter.steps += 1 + list.length;
    for (const index of list) {
      bag.set(index, (bag.get(index) ?? 0) + weight(word));
      bagWords.set(index, (bagWords.get(index) ?? 0) + 1);
    }
  }
  // Each token as the codes are looked up by (codeKey), read once for both uses.
  const asCode = tokens.map((token) => codeKey(line, token));
  const codes = namedByCode(compiled, line, tokens, asCode, bag);
  const lineCodes = new Set(asCode.filter((key) => compiled.byCode.has(key)));
  const best = new Map<string, LineMatch>();
  const consider = new Set<number>([...codes]);
  for (const [index, sum] of bag) {
    const template = templates[index] as Template;
    if (prefix || sum >= MIN_SCORE * template.total || (bagWords.get(index) ?? 0) >= FRAGMENT_WORDS)
      consider.add(index);
  }
  for (const index of consider) {
    const match = scoreTemplate(compiled, index, {
      line,
      tokens,
      positions,
      prefix,
      codes,
      lineCodes,
      meter,
    });
    if (!match) continue;
    const previous = best.get(match.id);
    if (!previous || previous.score < match.score) best.set(match.id, match);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  // Others as good, or nearly, as the best: several errors on one line (a run log's JSON on one
  // line), or a code that two messages share. A weaker match beside a strong one is noise.
  const floor = (ranked[0]?.score ?? 0) * RUNNER_UP_SHARE;
  return ranked.filter((match) => match.score >= floor).slice(0, MAX_MATCHES);
}

/** Words a reader adds around a code retyped as words ("unable to lock row error"). */
const CODE_FILLER = new Set(['error', 'errors']);

/**
 * A status code retyped as words ("unable to lock row", "Field integrity exception"): a line whose
 * words, "error" aside, are an entry's code of two words or more, in its order and nothing else,
 * reads as that code. Readers retype a code from a report without its underscores; a code is
 * never an English sentence another error would say, and the whole line must be the code.
 */
function spelledCode(compiled: CompiledTemplates, line: string): string {
  if (line.length > 200) return line;
  const words = tokenize(line)
    .map((token) => token.word)
    .filter((word) => !CODE_FILLER.has(word));
  if (words.length < 2) return line;
  const key = words.join('_');
  return compiled.byCode.has(key) ? key.toUpperCase() : line;
}

export function createMatcher(patterns: readonly ErrorPattern[]): Matcher {
  const compiled = compileTemplates(patterns);
  return {
    matchLine(raw, options) {
      const line = spelledCode(compiled, raw);
      return matchTokens(
        compiled,
        line,
        tokenize(line),
        options?.prefix === true,
        options?.meter ?? { steps: 0 },
      );
    },
    explain(text, { maxLength, meter = { steps: 0 } }) {
      if (text.length > maxLength) throw new InputTooLargeError(text.length, maxLength);
      const lines: ExplainedLine[] = [];
      let start = 0;
      let number = 0;
      while (start <= text.length) {
        const newline = text.indexOf('\n', start);
        const end = newline < 0 ? text.length : newline;
        const line = text.slice(start, end).replace(/\r$/, '');
        number += 1;
        start = end + 1;
        const trimmed = line.trim();
        if (trimmed) {
          const read = spelledCode(compiled, trimmed);
          const tokens = tokenize(read);
          const matches = matchTokens(compiled, read, tokens, false, meter);
          if (matches.length > 0 || looksLikeError(read, tokens)) {
            lines.push({
              line: number,
              text: trimmed.length > MAX_LINE_ECHO ? `${trimmed.slice(0, MAX_LINE_ECHO)}…` : trimmed,
              matches,
            });
          }
        }
        if (newline < 0) break;
      }
      return { lines, linesRead: number };
    },
  };
}
