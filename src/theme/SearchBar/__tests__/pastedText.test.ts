import { expect, test } from '@playwright/test';
import { keepWhileBeginning, rememberPaste, wholeText } from '../pastedText';

const XML =
  '<?xml version="1.0"?>\n<Package>\n  <types>\n    <members>*</members>\n    <name>ApexClass</name>\n  </types>\n</Package>';

test('a paste longer than the input stands for the query while the input holds its beginning', () => {
  rememberPaste(XML, 64);
  // Chromium drops a paste's line breaks in a single-line input, Firefox makes them spaces.
  const shown = XML.replace(/\n/g, '').slice(0, 64);
  keepWhileBeginning(shown);
  expect(wholeText(shown)).toBe(XML);
  expect(wholeText(XML.replace(/\n/g, ' ').slice(0, 64))).toBe(XML);
  // Emptied, then typed: the reader's own words.
  keepWhileBeginning('');
  expect(wholeText('<')).toBe('<');
});

test('a short paste, or an edit away from the paste, leaves the query as typed', () => {
  rememberPaste('Flow', 64);
  expect(wholeText('Flow')).toBe('Flow');
  rememberPaste(XML, 64);
  keepWhileBeginning('profile');
  expect(wholeText('profile')).toBe('profile');
});
