/**
 * What `<ErrorTools />` matches against, handed over at build time (../remark-data.ts): each
 * entry's id, title, code and texts, about 3 KB gzipped in the page's own chunk. The entries'
 * causes, fixes and sources stay out of the browser: they are the page's text already, and
 * loaded with the matcher they made its chunk 27 KB.
 */
import { errorPatterns, getError } from '../../data/errors';
import type { ElementData } from '../types';

export interface ToolPattern {
  readonly id: string;
  readonly title: string;
  readonly code?: string;
  readonly texts: readonly string[];
}

export interface ErrorToolsData {
  readonly patterns: readonly ToolPattern[];
}

export const data: ElementData = (): ErrorToolsData => ({
  patterns: errorPatterns().map((pattern) => ({
    ...pattern,
    title: getError(pattern.id)?.title ?? pattern.id,
  })),
});
