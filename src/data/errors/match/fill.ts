/** Filling: a matched message's placeholders with the names the line holds, trimmed and cut. */
import type { Piece, Template } from './compile';
import type { Token } from './tokens';
import type { MessagePart } from './types';

/** Characters of a name taken from a line. */
const MAX_VALUE = 120;

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

/** Alignment: the message's parts, with the names the line holds where the template has placeholders. */
export function fill(
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
