/** `<Fact id="…">` in Markdown: the text ./remark.ts writes into the page, linked as it links it. */
import { factIsLinked, facts, isFactId } from '../../data/salesforce-facts';
import type { ElementMapping } from '../types';

export const markdown: ElementMapping = (context) => {
  const { id, link } = context.props;
  if (typeof id !== 'string' || !isFactId(id)) {
    return context.fail(`id="${String(id)}" is not a fact in src/data/salesforce-facts.ts`);
  }
  const fact = facts[id];
  return factIsLinked(fact, typeof link === 'boolean' ? link : undefined)
    ? `[${fact.text}](${fact.source})`
    : fact.text;
};
