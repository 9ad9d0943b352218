/**
 * What an MDX element's Markdown form gets and gives (src/site/markdown/convert.ts
 * calls it for every element of a page): the one text of the element that
 * its page's twin, llms-full.txt and its search records all read.
 */
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What an element's Markdown form gets. */
export interface ElementContext {
  /** The page's source path, relative to the site, for error messages. */
  readonly page: string;
  /** String and boolean attributes (`flag`, `flag={false}`); any other expression fails the build. */
  readonly props: Readonly<Record<string, string | boolean>>;
  /** Depth for a heading the element adds: one below the section it sits in (at most 6). */
  readonly headingDepth: number;
  /** The element as parsed. */
  readonly node: JsxElement;
  /** The element's children, converted. */
  children(): RootContent[];
  /** Converts some of the element's nodes (or their children). */
  convert(nodes: readonly RootContent[]): RootContent[];
  /** Fails the build with a message that names the page, the element and its line. */
  fail(reason: string): never;
}

/**
 * Returns Markdown text (parsed, then its links rewritten like the page's),
 * or nodes. An inline element's text becomes inline content.
 */
export type ElementMapping = (context: ElementContext) => string | RootContent[];

/** The data an element renders, from its attributes, handed to it at build time (./remark-data.ts). */
export type ElementData = (attributes: Readonly<Record<string, unknown>>) => unknown;
