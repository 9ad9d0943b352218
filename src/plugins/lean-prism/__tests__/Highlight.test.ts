import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Root } from 'mdast';
import * as upstream from 'prism-react-renderer';
import config from '../../../../docusaurus.config';
import { darkCodeTheme, lightCodeTheme } from '../../../../config/prism';
import { PLAIN_LANGUAGES } from '../grammars';
import { buildPrism as Prism } from '../build-prism';
import { Highlight, type RenderProps } from '../Highlight';
import { registerTokens } from '../registry';
import remarkLeanPrism from '../remark';

/**
 * The stand-in must render every code block of the site exactly as
 * prism-react-renderer 2.4 does (same tokens, classes and styles), and
 * ../grammars.ts must define a grammar for every fence language the content
 * uses.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const CONTENT_DIRS = ['docs', 'blog', 'src/pages'];
const themeLanguages = (config.themeConfig as { prism: { additionalLanguages: string[] } }).prism
  .additionalLanguages;

/**
 * Registers a fence's tokens exactly as a built page does: the remark plugin
 * runs on a document holding the fence, and the registration call it adds to
 * the page's module runs with the JSON it wrote.
 */
function registerAsTheBuildDoes(language: string, code: string): void {
  const tree = { type: 'root', children: [{ type: 'code', lang: language, value: code }] } as Root;
  remarkLeanPrism()(tree);
  const [esm] = tree.children as unknown as {
    type: string;
    data?: { estree: { body: { expression?: { arguments: { value: string }[] } }[] } };
  }[];
  const json =
    esm?.type === 'mdxjsEsm' ? esm.data?.estree.body[1]?.expression?.arguments[0]?.value : undefined;
  if (json !== undefined) registerTokens(json);
}

interface Fence {
  file: string;
  language: string;
  code: string;
}

function contentFences(): Fence[] {
  const fences: Fence[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      // Outer fences only: a four-backtick fence may show a three-backtick one.
      for (const match of text.matchAll(/^(`{3,})(\w[\w-]*)[^\n]*\n([\s\S]*?)^\1\s*$/gm)) {
        fences.push({ file, language: match[2] ?? '', code: (match[3] ?? '').replace(/\n$/, '') });
      }
    }
  }
  return fences;
}

/** What theme-classic's CodeBlock/Content/String and CodeBlock/Line make of the render props. */
function renderLikeTheme({
  className,
  style,
  tokens,
  getLineProps,
  getTokenProps,
}: RenderProps): ReactElement {
  return createElement(
    'pre',
    { className, style },
    createElement(
      'code',
      null,
      tokens.map((line, index) => {
        const [first] = line;
        if (line.length === 1 && first?.content === '\n') first.content = '';
        return createElement(
          'span',
          { key: index, ...getLineProps({ line, className: 'extra' }) },
          line.map((token, key) => createElement('span', { key, ...getTokenProps({ token }) })),
          createElement('br'),
        );
      }),
    ),
  );
}

const fences = contentFences();

test('the content has code blocks to compare', () => {
  expect(fences.length).toBeGreaterThan(20);
});

test('every fence language has a grammar, or is plain text on purpose', () => {
  const missing = fences
    .filter(({ language }) => !PLAIN_LANGUAGES.has(language) && !Prism.languages[language])
    .map(({ file, language }) => `${file}: \`\`\`${language}`);
  expect(missing, 'add the language to src/plugins/lean-prism/grammars.ts').toEqual([]);
});

test('grammars load only through ../grammars.ts, never at start-up', () => {
  // theme-classic evaluates additionalLanguages on every page's start-up.
  expect(themeLanguages).toEqual([]);
  expect(Object.keys(Prism.languages)).toEqual(expect.arrayContaining(['apex', 'bash', 'md', 'xml', 'yaml']));
});

test('every code block renders as prism-react-renderer renders it, in both themes', () => {
  for (const { file, language, code } of fences) {
    registerAsTheBuildDoes(language, code);
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const ours = renderToStaticMarkup(
        createElement(Highlight, { code, language, theme, children: renderLikeTheme }),
      );
      const theirs = renderToStaticMarkup(
        // Their renderer on our Prism, so both tokenize with the same grammars.
        createElement(upstream.Highlight, {
          code,
          language,
          theme,
          prism: Prism as never,
          children: renderLikeTheme,
        }),
      );
      expect(ours, `${file} (${language})`).toBe(theirs);
    }
  }
});

test('highlighting produces coloured tokens, and unknown languages stay plain', () => {
  registerAsTheBuildDoes('xml', '<Layout fullName="x"/>');
  registerAsTheBuildDoes('text', '<Layout fullName="x"/>');
  const render = (language: string) =>
    renderToStaticMarkup(
      createElement(Highlight, {
        code: '<Layout fullName="x"/>',
        language,
        theme: lightCodeTheme,
        children: renderLikeTheme,
      }),
    );
  expect(render('xml')).toContain('class="token tag');
  expect(render('xml')).toContain(
    `color:${lightCodeTheme.styles.find((s) => s.types.includes('tag'))?.style.color}`,
  );
  expect(render('text')).not.toContain('token tag');
  expect(render('text')).toContain('class="token plain"');
});

test('a block rendered again gets fresh tokens: edits made by one render do not leak into the next', () => {
  registerAsTheBuildDoes('bash', 'sf project deploy start\n\necho done');
  const seen: string[] = [];
  const render = (edit: boolean) =>
    renderToStaticMarkup(
      createElement(Highlight, {
        code: 'sf project deploy start\n\necho done',
        language: 'bash',
        theme: lightCodeTheme,
        children: (props: RenderProps) => {
          const [first] = props.tokens[0] ?? [];
          seen.push(first?.content ?? '');
          if (edit && first) first.content = 'edited';
          return renderLikeTheme(props);
        },
      }),
    );
  render(true);
  const again = render(false);
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
  expect(seen[0]).toMatch(/^sf/);
  expect(again).not.toContain('edited');
});
