import { test, expect } from '@playwright/test';
import { findControlChars, describeHits } from '../scan';

const enc = (s: string) => new TextEncoder().encode(s);

test('tab, newline and carriage return are allowed; text with accents and zero-width spaces too', () => {
  expect(findControlChars(enc('a\tb\nc\r\nd é — \u200b ✓'), 'x.html')).toEqual([]);
});

test('U+0000 is found at its byte offset, after multi-byte characters', () => {
  // "é" is two bytes, so the NUL is at byte 3.
  expect(findControlChars(enc('é\u0000'.replace(/^/, 'a')), 'p/index.html')).toEqual([
    { file: 'p/index.html', offset: 3, codePoint: 'U+0000' },
  ]);
});

test('other C0 controls, DEL and C1 controls are found', () => {
  const hits = findControlChars(enc('\u0001 \u001b \u007f \u0085'), 'f.md');
  expect(hits.map((h) => h.codePoint)).toEqual(['U+0001', 'U+001B', 'U+007F', 'U+0085']);
});

test('a C2 lead byte of a printable character (U+00A0, U+00E9 is C3) is not a hit', () => {
  expect(findControlChars(enc('\u00a0\u00a9'), 'f.txt')).toEqual([]);
});

test('the message names file and offset and caps its length', () => {
  const hits = Array.from({ length: 25 }, (_, i) => ({ file: 'a.html', offset: i, codePoint: 'U+0000' }));
  const message = describeHits(hits);
  expect(message).toContain('a.html: U+0000 at byte 0');
  expect(message).toContain('…and 5 more');
});
