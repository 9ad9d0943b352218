import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import * as jobAnatomy from '../../../elements/JobAnatomy/text';
import { RUN_TEXT } from '../../../elements/RunTimeline/text';
import { getComponent } from '../../../data/components';
import { facts } from '../../../data/salesforce-facts';
import { twinPath } from '../../../lib/twinPath';
import { mdxToMarkdown, TwinError, type ConvertOptions } from '../convert';
import { markdownForms as elements } from '../../../elements';
import { markdownTransforms } from '../../content-remark';
import { siteValues } from '../../values';

const ROOT = path.resolve(__dirname, '../../../..');

// The content chain the site runs before converting (src/site/documents.ts).
const transform = markdownTransforms(siteValues('https://docs.example', '/'));

const options = (page = 'docs/example.mdx'): ConvertOptions => ({
  page,
  transform: (tree) => transform(tree, { path: page }),
  title: 'Example page',
  description: 'What the example is for.',
  resolveUrl: (url) =>
    url.startsWith('/') ? `https://docs.example${twinPath(url)}${/#.*$/.exec(url)?.[0] ?? ''}` : url,
  elements,
});

const convert = (source: string, page?: string) => mdxToMarkdown(source, options(page));

test('the title is the only H1, the description is under it, front matter and imports go', async () => {
  const markdown = await convert(
    [
      '---',
      'title: Ignored here',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      'export const x = 1;',
      '',
      'First paragraph.',
      '',
      '{/* a comment */}',
      '',
      '## Section {#custom-id}',
      '',
      'Text.',
    ].join('\n'),
  );
  expect(markdown).toBe(
    '# Example page\n\n> What the example is for.\n\nFirst paragraph.\n\n## Section\n\nText.\n',
  );
});

test('an element with no mapping fails, naming the page, the line and the element', async () => {
  const source = ['Intro.', '', '## Limits', '', 'The limit is <Glossary term="deploy-files" /> files.'].join(
    '\n',
  );
  const error = await convert(source, 'docs/limits.mdx').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TwinError);
  expect((error as Error).message).toContain('docs/limits.mdx:5');
  expect((error as Error).message).toContain('<Glossary>');
  expect((error as Error).message).toContain('src/elements/index.ts');

  const block = await convert('<Unknown />\n', 'docs/block.mdx').catch((e: unknown) => e);
  expect((block as Error).message).toMatch(/docs\/block\.mdx:1: <Unknown>/);
});

test('an expression that renders something fails instead of vanishing', async () => {
  await expect(convert('Total: {1 + 1}\n')).rejects.toThrow(/\{1 \+ 1\} has no Markdown form/);
});

test('admonitions become blockquotes that start with their label', async () => {
  const markdown = await convert(
    [':::note', '', 'Plain note.', '', ':::', '', ':::tip[Validate first]', '', 'Run it.', '', ':::'].join(
      '\n',
    ),
  );
  expect(markdown).toContain('> **Note:** Plain note.');
  expect(markdown).toContain('> **Tip: Validate first**\n>\n> Run it.');
});

test('tabs become sections one level below the section they sit in', async () => {
  const markdown = await convert(
    [
      '## Install',
      '',
      '<Tabs>',
      '  <TabItem value="npm" label="npm" default>',
      '',
      '```bash',
      'npm i x',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="yarn">',
      '',
      'Use Yarn.',
      '',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n'),
  );
  expect(markdown).toContain('## Install\n\n### npm\n\n```bash\nnpm i x\n```\n\n### yarn\n\nUse Yarn.');
});

test('details become a section under the summary', async () => {
  const markdown = await convert(
    ['## FAQ', '', '<details>', '<summary>Why *this*?</summary>', '', 'Because.', '', '</details>'].join(
      '\n',
    ),
  );
  expect(markdown).toContain('### Why _this_?\n\nBecause.');
});

test('links point at twins, code keeps its language and title', async () => {
  const markdown = await convert(
    [
      'See [jobs](/basic-terminology/what-is-job-metaferry/#steps) and [Salesforce](https://help.salesforce.com/).',
      '',
      '```xml title="package.xml" {2-3}',
      '<types/>',
      '```',
    ].join('\n'),
  );
  expect(markdown).toContain('[jobs](https://docs.example/basic-terminology/what-is-job-metaferry.md#steps)');
  expect(markdown).toContain('[Salesforce](https://help.salesforce.com/)');
  expect(markdown).toContain('```xml title="package.xml"\n<types/>\n```');
});

test('data-driven elements are rendered from their data', async () => {
  const entry = getComponent('record-types');
  const glance = await convert('<AtAGlance slug="record-types" />\n');
  expect(glance).toContain('**At a glance**');
  for (const value of [...entry.metadataTypes, ...entry.fields]) expect(glance).toContain(`\`${value}\``);
  for (const limit of entry.limits) {
    expect(glance).toContain(`${limit.text} ([Salesforce source](${limit.source}))`);
  }
  await expect(convert('<AtAGlance slug="no-such-type" />\n')).rejects.toThrow(/no-such-type/);

  const diagram = await convert('<JobAnatomy />\n');
  expect(diagram).toContain(jobAnatomy.TITLE);
  expect(diagram).toContain(jobAnatomy.DESCRIPTION);

  const catalogue = await convert('<ComponentCatalogue />\n');
  // The cards as the page shows them: title and summary, category, the first types.
  expect(catalogue).toContain(
    `- [${entry.title}](https://docs.example/supported-components/record-types.md): ${entry.summary}`,
  );
  expect(catalogue).toContain('  - Category: ');
  expect(catalogue).toContain(`  - Metadata API types: \`${entry.metadataTypes[0] ?? ''}\``);
  expect(catalogue).toMatch(/- Metadata API types: any, such as `\w+`.* and \d+ more/);
});

test('the diagrams say in their SVG what the twins say', () => {
  const source = readFileSync(path.join(ROOT, 'src/elements/JobAnatomy/index.tsx'), 'utf8');
  expect(source).toContain('{TITLE}');
  expect(source).toContain('{DESCRIPTION}');
  const timeline = readFileSync(path.join(ROOT, 'src/elements/RunTimeline/index.tsx'), 'utf8');
  expect(timeline).toContain('<title id={titleId}>{title}</title>');
  expect(timeline).toContain('<desc id={descId}>{description}</desc>');
  for (const run of ['deploy', 'validate']) {
    expect(timeline).toContain(`title: RUN_TEXT.${run}.TITLE`);
    expect(timeline).toContain(`description: RUN_TEXT.${run}.DESCRIPTION`);
  }
});

test('twin paths: the path without its trailing slash plus .md; the home page is index.md', () => {
  expect(twinPath('/start/how-to-create-job/')).toBe('/start/how-to-create-job.md');
  expect(twinPath('/supported-components/record-types/#at-a-glance')).toBe(
    '/supported-components/record-types.md',
  );
  expect(twinPath('/')).toBe('/index.md');
  expect(twinPath('/docs/', '/docs/')).toBe('/docs/index.md');
});

test('a <Fact> becomes its text, linked to its source as the page links it', async () => {
  const fact = facts.deployMaxFiles;
  const linked = await convert('A deployment holds at most <Fact id="deployMaxFiles" />.\n');
  // As the page links it: to Salesforce's page, titled with it (the HTML's link title).
  expect(linked).toContain(`at most [${fact.text}](${fact.source} "Source: ${fact.sourceTitle}").`);
  const plain = await convert('At most <Fact id="deployMaxFiles" link={false} />.\n');
  expect(plain).toContain(`At most ${fact.text}.`);
  expect(plain).not.toContain('](');
  await expect(convert('<Fact id="noSuchFact" />\n')).rejects.toThrow(/noSuchFact/);
  // The content chain's <Fact> transform refuses it, naming the page and line, as the HTML build does.
  await expect(convert('<Fact id="deployMaxFiles" link={1 > 0} />\n')).rejects.toThrow(
    /docs\/example\.mdx:1: <Fact> has an expression attribute \(link=\{…\}\)/,
  );
  await expect(convert('<Fact id="deployMaxFiles" size="2" />\n')).rejects.toThrow(
    /docs\/example\.mdx:1: <Fact> takes id="…", link \(a flag\); size is not one of them/,
  );
});

test('each RunTimeline variant becomes its own text alternative', async () => {
  expect(await convert('<RunTimeline />\n')).toContain(RUN_TEXT.deploy.DESCRIPTION);
  expect(await convert('<RunTimeline run="validate" />\n')).toContain(RUN_TEXT.validate.DESCRIPTION);
  await expect(convert('<RunTimeline run="other" />\n')).rejects.toThrow(/run=/);
});

test('<head> metadata leaves no trace in the twin', async () => {
  const twin = await convert('<head>\n  <meta name="robots" content="noindex" />\n</head>\n\nText.\n');
  expect(twin).toContain('Text.');
  expect(twin).not.toMatch(/robots|noindex|<head|<meta/);
});

test('a URL with a query string keeps its & unescaped', async () => {
  const url = 'https://help.salesforce.com/s/articleView?id=xcloud.x.htm&language=en_US&type=5';
  const twin = await convert(`See [field history](${url}) and AT&T.\n`);
  expect(twin).toContain(`[field history](${url})`);
});

test('a fence marked facts gets the fact text in its code, and the twin drops the marker', async () => {
  const twin = await convert(
    '```xml title="package.xml" facts\n<version><Fact id="currentApiVersion" /></version>\n```\n',
  );
  expect(twin).toContain(`<version>${facts.currentApiVersion.text}</version>`);
  expect(twin).not.toContain('facts');
  expect(twin).not.toContain('<Fact');
});
