import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours that pass WCAG AA (4.5:1) for every token on its background,
 * highlighted lines included. The stock github and dracula themes fail axe's
 * color-contrast rule on comments, strings and attribute names.
 */
export const lightCodeTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#393a34' } },
    { types: ['namespace'], style: { opacity: 0.85 } },
    { types: ['property', 'tag', 'boolean', 'number', 'constant', 'symbol'], style: { color: '#0550ae' } },
    {
      types: ['selector', 'string', 'char', 'builtin', 'inserted', 'attr-value'],
      style: { color: '#0a3069' },
    },
    { types: ['attr-name', 'function', 'class-name'], style: { color: '#6639ba' } },
    { types: ['operator', 'entity', 'url', 'variable', 'regex', 'important'], style: { color: '#953800' } },
    { types: ['atrule', 'keyword', 'key'], style: { color: '#a40e26' } },
    { types: ['deleted'], style: { color: '#82071e' } },
  ],
} satisfies PrismTheme;

export const darkCodeTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#1f2430' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#a2adb9', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#c9d1d9' } },
    { types: ['namespace'], style: { opacity: 0.85 } },
    { types: ['property', 'tag', 'boolean', 'number', 'constant', 'symbol'], style: { color: '#79c0ff' } },
    {
      types: ['selector', 'string', 'char', 'builtin', 'inserted', 'attr-value'],
      style: { color: '#a5d6ff' },
    },
    { types: ['attr-name', 'function', 'class-name'], style: { color: '#d2a8ff' } },
    { types: ['operator', 'entity', 'url', 'variable', 'regex', 'important'], style: { color: '#ffa657' } },
    { types: ['atrule', 'keyword', 'key'], style: { color: '#ff8f87' } },
    { types: ['deleted'], style: { color: '#ffa198' } },
  ],
} satisfies PrismTheme;
