/**
 * Highlights and snippets in Algolia's output format: the whole value is
 * HTML-escaped, and only the caller's pre/post tags are inserted around the
 * words that matched. DocSearch renders these values as HTML, so nothing from
 * the content may reach it unescaped.
 */
import { WORD_PATTERN, wordTerms } from './tokenize';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export interface MarkOptions {
  preTag: string;
  postTag: string;
}

interface Word {
  start: number;
  end: number;
  hit: boolean;
}

function scanWords(text: string, isMatch: (term: string) => boolean): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD_PATTERN)) {
    const start = m.index ?? 0;
    out.push({ start, end: start + m[0].length, hit: wordTerms(m[0]).some(isMatch) });
  }
  return out;
}

/** Escapes `text[from, to)` and wraps the matching words in the tags. */
function render(text: string, words: Word[], from: number, to: number, opts: MarkOptions): string {
  let out = '';
  let cursor = from;
  for (const w of words) {
    if (w.start < from || w.end > to) continue;
    if (!w.hit) continue;
    out +=
      escapeHtml(text.slice(cursor, w.start)) +
      opts.preTag +
      escapeHtml(text.slice(w.start, w.end)) +
      opts.postTag;
    cursor = w.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export interface Marked {
  value: string;
  /** How many words matched. */
  hits: number;
  /** True when every word of the value matched. */
  full: boolean;
}

/** The whole value, escaped, with matching words wrapped. */
export function highlight(text: string, isMatch: (term: string) => boolean, opts: MarkOptions): Marked {
  const ws = scanWords(text, isMatch);
  const hits = ws.filter((w) => w.hit).length;
  return { value: render(text, ws, 0, text.length, opts), hits, full: hits > 0 && hits === ws.length };
}

/**
 * At most `maxWords` words around the best cluster of matches, escaped, with
 * matching words wrapped and the ellipsis where text was cut, as Algolia's
 * `attributesToSnippet: ['content:10']` does.
 */
export function snippet(
  text: string,
  isMatch: (term: string) => boolean,
  maxWords: number,
  opts: MarkOptions & { ellipsis: string },
): Marked {
  const ws = scanWords(text, isMatch);
  const hits = ws.filter((w) => w.hit).length;
  if (ws.length <= maxWords) {
    return { value: render(text, ws, 0, text.length, opts), hits, full: hits > 0 && hits === ws.length };
  }
  // The window with the most matches; among equals, the first. Then start it
  // a little before its first match, so the match reads in context.
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < ws.length; i++) {
    if (ws[i]?.hit) count++;
    if (i >= maxWords && ws[i - maxWords]?.hit) count--;
    const start = i - maxWords + 1;
    if (start >= 0 && count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const firstHit = ws.findIndex((w, i) => i >= best && w.hit);
  if (firstHit >= 0) {
    const lead = Math.min(2, Math.floor(maxWords / 4));
    best = Math.max(0, Math.min(firstHit - lead, ws.length - maxWords));
  }
  const first = ws[best];
  const last = ws[Math.min(ws.length, best + maxWords) - 1];
  if (!first || !last) return { value: '', hits: 0, full: false };
  const from = best === 0 ? 0 : first.start;
  const to = best + maxWords >= ws.length ? text.length : last.end;
  const value =
    (from > 0 ? opts.ellipsis : '') +
    render(text, ws, from, to, opts) +
    (to < text.length ? opts.ellipsis : '');
  return { value, hits, full: false };
}
