/**
 * A card's "Metadata API types" line, in one wording for the card
 * (./index.tsx, types in <code>) and its Markdown form (./markdown.ts, in
 * backticks), so the page and its twin say the same thing (afdocs'
 * markdown-content-parity compares them).
 */
import type { ComponentEntry } from '../../data/components';

/** How many types a card names before "and N more". */
export const TYPES_ON_CARD = 5;

export type CardTypes =
  { kind: 'text'; text: string } | { kind: 'types'; prefix: string; types: readonly string[]; more: number };

export function cardTypes(
  entry: Pick<ComponentEntry, 'mechanism' | 'metadataTypes' | 'anyMetadataType'>,
): CardTypes {
  if (entry.mechanism === 'pipeline') return { kind: 'text', text: "the job's steps" };
  if (entry.mechanism === 'execute-anonymous') return { kind: 'text', text: 'none (runs a script)' };
  if (entry.metadataTypes.length === 0) return { kind: 'text', text: 'any' };
  const types = entry.metadataTypes.slice(0, TYPES_ON_CARD);
  return {
    kind: 'types',
    prefix: entry.anyMetadataType ? 'any, such as ' : '',
    types,
    more: entry.metadataTypes.length - types.length,
  };
}
