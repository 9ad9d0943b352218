/**
 * The answer card (issue 55): one answer of src/search/answer, rendered the same way in the search
 * modal and on the /search/ page.
 *
 * - `linked`: the /search/ page's card, a region whose links are links. In the modal the card is a
 *   listbox option (the first result), where a link would be a nested interactive control (axe
 *   `nested-interactive`, as ./../../theme/SearchBar/Hit.tsx says of hits): there links are text
 *   with their address in `data-href`, Enter opens the card's page, and a click on a link's text
 *   opens that link (Hit.tsx).
 * - Prose is the entries' small Markdown, parsed in the answer; highlight marks only in a passage's
 *   quote, through highlightParts (never HTML).
 */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { InlinePart } from '@site/src/data/prose';
import type { Answer } from '@site/src/search/answer/answer';
import { MARK } from '@site/src/search/answer/passage';
import { highlightParts } from '@site/src/search/page/highlightParts';
import { handOffToPlanner } from '@site/src/lib/plannerHandoff';
import styles from './styles.module.css';

/** The words of the link to the card's page. */
const PAGE_LINK: Readonly<Record<Answer['kind'], string>> = {
  error: 'Open its entry',
  symptom: 'Open its entry',
  type: 'Open its entry',
  feature: 'Open its entry',
  records: 'Read the FAQ answer',
  plan: 'Open the planner',
  unreadable: 'Open the planner',
  passage: 'Read the page',
};

const isExternal = (url: string) => /^https?:\/\//.test(url);

function Anchor({
  url,
  linked,
  children,
}: {
  url: string;
  linked: boolean;
  children: ReactNode;
}): ReactElement {
  if (!linked)
    return (
      <span className={styles.link} data-href={url}>
        {children}
      </span>
    );
  return isExternal(url) ? (
    <a href={url} rel="noopener">
      {children}
    </a>
  ) : (
    <Link to={url}>{children}</Link>
  );
}

function Prose({ parts, linked }: { parts: readonly InlinePart[]; linked: boolean }): ReactElement {
  return (
    <>
      {parts.map((part, i) => {
        switch (part.type) {
          case 'text':
            return part.value;
          case 'code':
            return <code key={i}>{part.value}</code>;
          case 'strong':
            return (
              <strong key={i}>
                <Prose parts={part.children} linked={linked} />
              </strong>
            );
          case 'link':
            return (
              <Anchor key={i} url={part.url} linked={linked}>
                <Prose parts={part.children} linked={linked} />
              </Anchor>
            );
          case 'fact':
            // The answer's prose comes from absoluteMarkdown, where every fact is already its text.
            return part.id;
        }
      })}
    </>
  );
}

export interface AnswerCardProps {
  readonly answer: Answer;
  readonly linked: boolean;
  /** The title's heading level on a page; the modal's card has none (its option is the heading). */
  readonly headingLevel?: 2 | 3;
}

export function AnswerCard({ answer, linked, headingLevel }: AnswerCardProps): ReactElement {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  // A package.xml's card keeps the text for the planner its link opens, so it isn't pasted twice.
  const { handoff } = answer;
  useEffect(() => {
    if (handoff !== undefined) handOffToPlanner(handoff);
  }, [handoff]);
  return (
    <div className={styles.card} data-answer-kind={answer.kind}>
      <p className={styles.label}>{answer.label}</p>
      <Title className={styles.title}>{answer.title}</Title>
      {answer.note && <p className={styles.note}>{answer.note}</p>}
      {answer.quote && (
        <p className={styles.quote}>
          {highlightParts(answer.quote, MARK.pre, MARK.post).map((part, i) =>
            part.highlighted ? <mark key={i}>{part.text}</mark> : part.text,
          )}
        </p>
      )}
      {answer.facts.length > 0 && (
        <dl className={styles.facts}>
          {answer.facts.map((fact, i) => (
            <div key={i} className={styles.fact}>
              <dt>{fact.name}</dt>
              <dd>
                <Prose parts={fact.parts} linked={linked} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.links}>
        <Anchor url={answer.page.url} linked={linked}>
          {PAGE_LINK[answer.kind]}
        </Anchor>
        {answer.source && (
          <>
            {' · '}
            <Anchor url={answer.source.url} linked={linked}>
              {answer.source.title}
            </Anchor>
          </>
        )}
      </p>
    </div>
  );
}
