/**
 * Scanning one line: its words' positions and bag weights, the entries its codes name, each
 * candidate message scored, the best kept; and whether an unmatched line looks like an error.
 */
import { codeKey, ERROR_WORDS, namedByCode, STATUS_CODE } from './codes';
import type { CompiledTemplates, Template } from './compile';
import { FRAGMENT_WORDS, MIN_SCORE, scoreTemplate } from './score';
import type { Token } from './tokens';
import type { LineMatch, Meter } from './types';

/** Matches reported per line. */
export const MAX_MATCHES = 3;
/** Share of the best match's score another match needs to be reported beside it. */
const RUNNER_UP_SHARE = 0.8;
/** Words an unmatched line needs, without a status code, to be an error message rather than a label ("Status: Failed"). */
const MIN_MESSAGE_WORDS = 4;

export function looksLikeError(line: string, tokens: readonly Token[]): boolean {
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

/** Line scanning: the entries a line's words and codes name, best first. */
export function matchTokens(
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
