/** Each answer's page from the one render of the answer route (src/plugins/answer-pages). */
import { expect, test } from '@playwright/test';
import { ANSWER_MARKERS, ANSWER_TEMPLATE_ROUTE } from '../../../components/AnswerPage/data';
import { fillAnswer, headTitle, TITLE_LIMIT } from '../fill';

const T = ANSWER_MARKERS.title;
const TEMPLATE = [
  `<html><head><title>${T} | Metaferry</title>`,
  `<meta property="og:title" content="${T} | Metaferry">`,
  `<meta name="description" content="${ANSWER_MARKERS.description}">`,
  `<link rel="canonical" href="https://docs.example${ANSWER_TEMPLATE_ROUTE}">`,
  `</head><body><h1>${T}</h1><div id="answer-body">${ANSWER_MARKERS.body}</div></body></html>`,
].join('');

const ANSWER = {
  route: '/errors/some-answer/',
  title: 'A "quoted" <title> & more',
  description: 'Why it <happens>.',
  html: '<p><strong>Cause:</strong> x</p>',
};

test('an answer fills the route, the title (escaped), the description and the body, and keeps no marker', () => {
  const html = fillAnswer(TEMPLATE, ANSWER, ANSWER_TEMPLATE_ROUTE);
  expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt; &amp; more | Metaferry</title>');
  expect(html).toContain('href="https://docs.example/errors/some-answer/"');
  expect(html).toContain('content="Why it &lt;happens&gt;."');
  expect(html).toContain('<h1>A &quot;quoted&quot; &lt;title&gt; &amp; more</h1>');
  expect(html).toContain('<div id="answer-body"><p><strong>Cause:</strong> x</p></div>');
  expect(html).not.toContain('\u27e6');
});

test('a long title is whole on the page and cut at a word in the head, within the limit', () => {
  const title = 'The authorizing user lacks Modify Metadata Through Metadata API Functions in the target org';
  const html = fillAnswer(TEMPLATE, { ...ANSWER, title }, ANSWER_TEMPLATE_ROUTE);
  const head = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
  expect(head.length).toBeLessThanOrEqual(TITLE_LIMIT);
  expect(head).toMatch(/…$/);
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(headTitle('Short', ' | Metaferry')).toBe('Short | Metaferry');
  // Too long beside the site's name, short enough alone: the title alone, whole.
  const alone = 'x'.repeat(TITLE_LIMIT - 5);
  expect(headTitle(alone, ' | Metaferry')).toBe(alone);
});

test('a template without a marker fails the build, naming the marker', () => {
  expect(() => fillAnswer(TEMPLATE.replace(ANSWER_MARKERS.body, ''), ANSWER, ANSWER_TEMPLATE_ROUTE)).toThrow(
    /body marker/,
  );
});
