/**
 * Small Markdown helpers the elements' Markdown forms share. Links are written
 * as site paths; the converter then points them at twins.
 */
import { componentPath, metadataTypeReference, type ComponentEntry } from '../data/components';
import type { ElementContext } from './types';

/** Text for a table cell or list item: one line, with `|` escaped. */
export function cell(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
}

export const code = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');
/** Metadata API types in code, each linked to its page in Salesforce's reference, as At a glance links them. */
export const types = (items: readonly string[]) =>
  items
    .map((item) => {
      const reference = metadataTypeReference[item];
      return reference ? `[\`${item}\`](${reference})` : `\`${item}\``;
    })
    .join(', ');
export const linkTo = (entry: ComponentEntry) => `[${entry.title}](${componentPath(entry.slug)})`;

export function slugProp(context: ElementContext): string {
  const slug = context.props.slug;
  if (typeof slug !== 'string') return context.fail('needs a slug="…" attribute');
  return slug;
}

/** A diagram's text alternative, labelled as a diagram. */
export function diagramText({ TITLE, DESCRIPTION }: { TITLE: string; DESCRIPTION: string }): string {
  return `_Diagram: ${TITLE}._ ${DESCRIPTION}`;
}
