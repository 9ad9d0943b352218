import Link from '@docusaurus/Link';
import type { ReactElement } from 'react';
import { facts, isFactId } from '@site/src/data/salesforce-facts';

interface Props {
  /** A key of `facts` in src/data/salesforce-facts.ts; an unknown id fails the build, naming it. */
  readonly id: string;
  /**
   * Whether the text links to its source. Salesforce facts link to
   * Salesforce's page unless this is false (say, for the second mention in
   * one paragraph); product facts link to the page that explains them only
   * when this is true.
   */
  readonly link?: boolean;
}

/**
 * One fact, as a page states it: `<Fact id="deployMaxFiles" />` renders
 * "10,000 files", linked to Salesforce's page. Registered for every MDX file
 * by src/theme/MDXComponents, so pages use it without an import. Plain
 * inline text, no styles: it sits in every page's first-load JavaScript.
 */
export default function Fact({ id, link }: Props): ReactElement {
  if (!isFactId(id)) {
    throw new Error(
      `<Fact id="${id}" />: no such fact. Add it to src/data/salesforce-facts.ts or use one of: ${Object.keys(
        facts,
      ).join(', ')}.`,
    );
  }
  const fact = facts[id];
  const linked = link ?? fact.kind === 'salesforce';
  if (!linked) return <>{fact.text}</>;
  if (fact.kind === 'product') return <Link to={fact.source}>{fact.text}</Link>;
  // Same tab, as the site's other links; the title names the page it opens.
  return (
    <a href={fact.source} title={`Source: ${fact.sourceTitle}`}>
      {fact.text}
    </a>
  );
}
