import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Root } from 'mdast';
import config from '../../../../docusaurus.config';
import remarkLeanPrism, { highlightedFences, REGISTRY_MODULE } from '../remark';
import { registeredTokens, registerTokens } from '../registry';

/**
 * Code tokens reach a page only through the registration ./remark.ts adds to
 * its MDX (see ../registry.ts), so these check that it appears exactly when a
 * page shows highlighted code, and that nothing in the theme still expects
 * prism-react-renderer's `Prism` export, which the stand-in does not give.
 */
const ROOT = path.resolve(__dirname, '../../../..');

const tree = (...children: unknown[]) => ({ type: 'root', children }) as Root;
const fence = (lang: string | null) => ({ type: 'code', lang, value: 'x' });

test('highlighted fences are found, also nested inside JSX; plain and bare fences are not', () => {
  const found = highlightedFences(
    tree(
      fence('apex'),
      { type: 'mdxJsxFlowElement', children: [{ type: 'paragraph', children: [fence('XML')] }] },
      fence('text'),
      fence('mdx'),
      fence(null),
      { type: 'inlineCode', value: 'x' },
    ),
  );
  expect(found.map((f) => f.language)).toEqual(['apex', 'xml']);
});

test("the plugin prepends one registration of the page's tokens, only when the page has highlighted code", () => {
  const withCode = tree({ type: 'code', lang: 'bash', value: 'echo done' });
  remarkLeanPrism()(withCode);
  const [first] = withCode.children as unknown as {
    type: string;
    value: string;
    data: {
      estree: { body: { source?: { value: string }; expression?: { arguments: { value: string }[] } }[] };
    };
  }[];
  expect(first?.type).toBe('mdxjsEsm');
  expect(first?.data.estree.body[0]?.source?.value).toBe(REGISTRY_MODULE);
  const json = first?.data.estree.body[1]?.expression?.arguments[0]?.value ?? '';
  registerTokens(json);
  const tokens = registeredTokens('bash', 'echo done');
  expect(tokens?.[0]?.some((t) => t.types.includes('builtin') || t.types.includes('function'))).toBe(true);
  expect(registeredTokens('bash', 'echo other')).toBeUndefined();

  const without = tree(fence('text'));
  remarkLeanPrism()(without);
  expect(without.children).toHaveLength(1);
});

test('every MDX content plugin in the config runs the plugin', () => {
  const [, presetOptions] = (config.presets ?? [])[0] as [
    string,
    Record<string, { remarkPlugins?: unknown[] }>,
  ];
  for (const key of ['docs', 'blog', 'pages']) {
    expect(presetOptions[key]?.remarkPlugins, key).toContain(remarkLeanPrism);
  }
});

test("theme-classic imports only Highlight from prism-react-renderer in the browser (its Prism is the replaced loader's)", () => {
  const lib = path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib');
  const imports: string[] = [];
  for (const entry of readdirSync(lib, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.relative(lib, path.join(entry.parentPath, entry.name));
    const text = readFileSync(path.join(lib, file), 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/g)) {
      for (const name of (m[1] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean))
        imports.push(`${file}: ${name}`);
    }
  }
  expect(imports.sort()).toEqual([
    'prism-include-languages.js: Prism',
    'theme/CodeBlock/Content/String.js: Highlight',
  ]);
  expect(readFileSync(path.join(ROOT, 'src/theme/prism-include-languages.ts'), 'utf8')).toContain(
    'export default function prismIncludeLanguages',
  );
});
