/**
 * Compiling: each entry's texts parsed into fixed words and placeholders, weighed and indexed once
 * (`compileTemplates`), before any line is read.
 */
import type { ErrorPattern } from './types';
import { tokenize } from './tokens';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9 ]*)\}/g;

/** A message as fixed words and the placeholders between them. */
export interface Template {
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

export type Piece = { readonly literal: string } | { readonly name: string };

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

/** The texts compiled once (`compileTemplates`): templates, their words' weights and the lookups a line uses. */
export interface CompiledTemplates {
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
export function compileTemplates(patterns: readonly ErrorPattern[]): CompiledTemplates {
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
