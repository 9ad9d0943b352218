/**
 * The modal's hit content, in place of the theme's link (see the component's
 * comment for why), for DocSearch's `hitComponent`; and the answer card when
 * the hit is one (src/search/answer/hit.ts, issue 55).
 */
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import { useHistory } from '@docusaurus/router';
import type { Answer } from '@site/src/search/answer/answer';
import { ANSWER_OBJECT_ID } from '@site/src/search/protocol/types';
import { loadedAnswers } from './loaded';

/** The answer card's hit (a cheap check: the card's module loads with the answer, ./answers.ts). */
function answerOf(hit: object): Answer | null {
  const record = hit as { objectID?: unknown; answer?: Answer };
  return record.objectID === ANSWER_OBJECT_ID && record.answer ? record.answer : null;
}

/**
 * A hit's content. Not a link, unlike the theme's: DocSearch puts it inside a
 * listbox option, and a link in an option is a nested interactive control
 * (axe `nested-interactive`) that screen readers announce unreliably. The
 * listbox keeps keyboard selection (Enter goes through `navigator`); this
 * handles the pointer: a click navigates, a modified or middle click opens a
 * new tab, as a link would. In the answer card, a click on a link's text
 * (`data-href`) opens that link rather than the card's page.
 */
export function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): ReactElement {
  const history = useHistory();
  const answer = answerOf(hit);
  const Card = answer ? loadedAnswers()?.AnswerCard : undefined;
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button > 1) return;
    const inner = event.target instanceof Element ? event.target.closest('[data-href]') : null;
    const url = inner?.getAttribute('data-href') ?? hit.url;
    const external = /^https?:\/\//.test(url);
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey || external) {
      if (inner) event.stopPropagation();
      window.open(url, '_blank', 'noopener');
    } else {
      history.push(url);
    }
  };
  return (
    // Keyboard use is the listbox's own (arrows, Enter): see the doc comment.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={answer ? 'search-hit search-hit--answer' : 'search-hit'}
      data-url={hit.url}
      onClick={open}
      onAuxClick={open}
    >
      {answer && Card ? <Card answer={answer} linked={false} /> : children}
    </div>
  );
}
