import { expect, test } from '@playwright/test';
import { decodeEntities, highlightParts } from '../page/highlightParts';

test('only the requested tags mark text; everything else stays text', () => {
  expect(highlightParts('a <mark>b</mark> &lt;script&gt;x&amp;y', '<mark>', '</mark>')).toEqual([
    { text: 'a ', highlighted: false },
    { text: 'b', highlighted: true },
    { text: ' <script>x&y', highlighted: false },
  ]);
  // Other markup is not interpreted.
  expect(highlightParts('<b>bold</b>', '<mark>', '</mark>')).toEqual([
    { text: '<b>bold</b>', highlighted: false },
  ]);
  // An unclosed tag highlights to the end.
  expect(highlightParts('x<mark>y', '<mark>', '</mark>')).toEqual([
    { text: 'x', highlighted: false },
    { text: 'y', highlighted: true },
  ]);
});

test('entities decode to characters, unknown ones stay as they are', () => {
  expect(decodeEntities('&quot;&#39;&#x27;&lt;&gt;&amp;&nbsp;&bogus;&#0;')).toBe("\"''<>&\u00a0&bogus;&#0;");
});
