/**
 * The site's one prose language (issue 53): the small Markdown an error
 * entry's `cause`, `fix`, `byStep` and `lookFor`, a symptom's, and a type's
 * notes may use, parsed once without a Markdown library so that the remark
 * transform, the twins, the MCP server and the search's answer card read it
 * the same way (and synchronously); printed back as Markdown for a reader
 * outside the site (`absoluteMarkdown`). The errors and types domains import
 * it, not each other.
 *
 * - `` `code` ``, `**bold**`, `[text](/route/)` or `[text](https://…)`;
 * - `{fact:id}`: a fact of src/data/salesforce-facts.ts, as `<Fact id="id" />` writes it.
 *
 * Nothing nests except bold and code inside link text. Anything else is text.
 * Unbalanced markers are an error (the entries' test parses every string),
 * so a typo fails a test instead of printing stray asterisks.
 */

import { factIsLinked, facts, isFactId } from './salesforce-facts';

export type InlinePart =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'code'; readonly value: string }
  | { readonly type: 'strong'; readonly children: readonly InlinePart[] }
  | { readonly type: 'link'; readonly url: string; readonly children: readonly InlinePart[] }
  | { readonly type: 'fact'; readonly id: string };

export class InlineError extends Error {}

const TOKEN = /`([^`]+)`|\*\*|\[|\]\(([^)\s]+)\)|\{fact:([A-Za-z0-9]+)\}/g;

/** Parses one string; throws an InlineError naming the problem. */
export function parseInline(source: string): InlinePart[] {
  type Frame = { kind: 'root' | 'strong' | 'link'; children: InlinePart[] };
  const stack: Frame[] = [{ kind: 'root', children: [] }];
  const top = (): Frame => stack[stack.length - 1] as Frame;
  let last = 0;
  const pushText = (value: string) => {
    if (value) top().children.push({ type: 'text', value });
  };
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index;
    pushText(source.slice(last, index));
    last = index + match[0].length;
    const [token, code, url, fact] = match;
    if (code !== undefined) top().children.push({ type: 'code', value: code });
    else if (fact !== undefined) top().children.push({ type: 'fact', id: fact });
    else if (token === '**') {
      if (top().kind === 'strong') {
        const frame = stack.pop() as Frame;
        top().children.push({ type: 'strong', children: frame.children });
      } else stack.push({ kind: 'strong', children: [] });
    } else if (token === '[') stack.push({ kind: 'link', children: [] });
    else if (url !== undefined) {
      if (top().kind !== 'link') throw new InlineError(`"](${url})" without its "[" in: ${source}`);
      const frame = stack.pop() as Frame;
      top().children.push({ type: 'link', url, children: frame.children });
    }
  }
  pushText(source.slice(last));
  if (stack.length !== 1)
    throw new InlineError(`an unclosed ${top().kind === 'link' ? '[' : '**'} in: ${source}`);
  return top().children;
}

/** The string as plain text (links keep their text, facts need `factText`). */
export function inlineText(parts: readonly InlinePart[], factText: (id: string) => string): string {
  return parts
    .map((part) => {
      switch (part.type) {
        case 'text':
        case 'code':
          return part.value;
        case 'fact':
          return factText(part.id);
        default:
          return inlineText(part.children, factText);
      }
    })
    .join('');
}

/**
 * The string as Markdown for a reader outside the site (the MCP server):
 * site links made absolute on `origin`, facts as their text linked to their
 * source by `fact`.
 */
export function inlineMarkdown(
  parts: readonly InlinePart[],
  origin: string,
  fact: (id: string) => { text: string; url?: string },
): string {
  return parts
    .map((part) => {
      switch (part.type) {
        case 'text':
          return part.value;
        case 'code':
          return `\`${part.value}\``;
        case 'strong':
          return `**${inlineMarkdown(part.children, origin, fact)}**`;
        case 'link':
          return `[${inlineMarkdown(part.children, origin, fact)}](${part.url.startsWith('/') ? origin + part.url : part.url})`;
        case 'fact': {
          const { text, url } = fact(part.id);
          return url ? `[${text}](${url.startsWith('/') ? origin + url : url})` : text;
        }
      }
    })
    .join('');
}

/** Inline Markdown for a reader outside the site: site links absolute on `origin`, facts as their text linked to their source. */
export function absoluteMarkdown(source: string, origin: string): string {
  return inlineMarkdown(parseInline(source), origin, (id) => {
    if (!isFactId(id)) return { text: id };
    const fact = facts[id];
    return factIsLinked(fact, undefined) ? { text: fact.text, url: fact.source } : { text: fact.text };
  });
}

/** Inline Markdown as plain text: link and bold text kept, facts as their text. */
export function plainText(source: string): string {
  return inlineText(parseInline(source), (id) => (isFactId(id) ? facts[id].text : id));
}

/** Names in a sentence: "A", "A and B", "A, B and C". */
export const andList = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}` : (items[0] ?? '');
