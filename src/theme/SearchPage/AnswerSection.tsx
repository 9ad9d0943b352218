/**
 * The /search/ page's answer card, first among the results (issue 55), and "Ask your assistant"
 * under it: the question and the Markdown twins of the first three pages found, handed to the
 * reader's own assistant by the page actions' recipe (src/lib/assistantLinks.ts). No model runs here.
 */
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { AnswerCard } from '@site/src/components/AnswerCard';
import type { Answer } from '@site/src/search/answer/answer';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { chatGptUrl, claudeUrl, questionPrompt } from '@site/src/lib/assistantLinks';
import { twinPath } from '@site/src/lib/twinPath';
import type { PageGroup } from '@site/src/search/protocol/groupHits';
import styles from './styles.module.css';

/** Pages whose twins the assistant is asked to read. */
export const ASSISTANT_PAGES = 3;

function AskAssistant({
  question,
  groups,
}: {
  question: string;
  groups: readonly PageGroup[];
}): ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const origin = siteConfig.url.replace(/\/$/, '');
  const twins = groups
    .slice(0, ASSISTANT_PAGES)
    .map((group) => origin + twinPath(new URL(group.url, origin).pathname, siteConfig.baseUrl));
  const prompt = questionPrompt(question.slice(0, 500), twins);
  return (
    <p className={styles.assistant}>
      Ask your assistant, with the first {twins.length === 1 ? 'page' : `${twins.length} pages`} found:{' '}
      <a href={chatGptUrl(prompt)} rel="noopener" target="_blank">
        ChatGPT
      </a>
      {' · '}
      <a href={claudeUrl(prompt)} rel="noopener" target="_blank">
        Claude
      </a>
    </p>
  );
}

/**
 * The room the card takes among the results: the same fixed height as the one the page's inline script
 * leaves when it paints a shared link's results (src/search/worker/earlySearch.ts), so the card arrives
 * without moving them. A longer answer shows its beginning and a button that shows it whole (as does
 * moving focus into it); with no answer, the room stays empty.
 */
export function AnswerSection({
  answer,
  question,
  groups,
}: {
  answer: Answer | null;
  question: string;
  groups: readonly PageGroup[];
}): ReactElement {
  const [expanded, setExpanded] = useState(false);
  const [clipped, setClipped] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    setExpanded(false);
    const element = body.current;
    setClipped(element !== null && element.scrollHeight > element.clientHeight + 1);
  }, [answer]);
  if (!answer) return <div className={styles.answerRoom} />;
  return (
    <section
      className={styles.answerRoom}
      data-expanded={expanded || undefined}
      aria-label="Answer"
      onFocus={() => setExpanded(true)}
    >
      <div ref={body} className={styles.answer}>
        <AnswerCard answer={answer} linked headingLevel={2} />
        {groups.length > 0 && <AskAssistant question={question} groups={groups} />}
      </div>
      {clipped && !expanded && (
        <button
          type="button"
          className={`button button--sm button--secondary ${styles.answerMore}`}
          onClick={() => setExpanded(true)}
        >
          Show the whole answer
        </button>
      )}
    </section>
  );
}
