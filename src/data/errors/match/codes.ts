/**
 * Status codes: which entries a line's codes name (`namedByCode`), a code written in CamelCase or
 * retyped as words, a structured error's message field, and the words that say an error.
 */
import type { CompiledTemplates, Template } from './compile';
import { tokenize, type Token } from './tokens';

/** Words that make an unmatched line worth listing as an error. */
export const ERROR_WORDS = new Set([
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
export const STATUS_CODE = /^[A-Z]{2,}(?:_[A-Z0-9]+)+$/;
/**
 * Words that say what went wrong, beyond the labels tools print around any error ("Error", "Failed"):
 * a line holding one beside a shared code is another message than its entries'.
 */
const MESSAGE_WORDS = new Set(
  [...ERROR_WORDS].filter((word) => !['error', 'errors', 'failed', 'failure', 'fails'].includes(word)),
);

/** Words after a status code that make a message of the line's own (see matchTokens). */
export const OWN_MESSAGE_WORDS = 4;
/** Words after a status code read as the line's own message, at most. */
const OWN_MESSAGE_CAP = 40;
/** Share of an entry's text weight the words of a line that says its own message must hold for its code to count. */
export const CODE_AGREEMENT = 0.5;

/**
 * The key a token is looked up by among the codes: its word, or, for a code written in CamelCase as
 * Bulk API writes its exception codes (`InvalidSessionId`), the same code in capitals
 * (`invalid_session_id`): the Bulk API's errors list names the session's code that way
 * (https://developer.salesforce.com/docs/atlas.en-us.api_asynch.meta/api_asynch/asynch_api_reference_errors.htm).
 */
export function codeKey(line: string, token: Token): string {
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
export function namedByCode(
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

/** Words a reader adds around a code retyped as words ("unable to lock row error"). */
const CODE_FILLER = new Set(['error', 'errors']);

/**
 * A status code retyped as words ("unable to lock row", "Field integrity exception"): a line whose
 * words, "error" aside, are an entry's code of two words or more, in its order and nothing else,
 * reads as that code. Readers retype a code from a report without its underscores; a code is
 * never an English sentence another error would say, and the whole line must be the code. Returns
 * the line to match and its words, read once.
 */
export function spelledCode(compiled: CompiledTemplates, line: string): { line: string; tokens: Token[] } {
  const tokens = tokenize(line);
  if (line.length > 200) return { line, tokens };
  const words = tokens.map((token) => token.word).filter((word) => !CODE_FILLER.has(word));
  if (words.length < 2) return { line, tokens };
  const key = words.join('_');
  if (!compiled.byCode.has(key)) return { line, tokens };
  const code = key.toUpperCase();
  return { line: code, tokens: tokenize(code) };
}
