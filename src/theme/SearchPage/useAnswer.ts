/**
 * The /search/ page's answer card (issue 55): the answer the text holds (src/search/answer), else
 * the best passage of the first page found. The answer module, with the site's data, loads once
 * there is something to answer, never with the page.
 */
import { useEffect, useState } from 'react';
import { loadOnce } from '@site/src/lib/loadOnce';
import type { Answer } from '@site/src/search/answer/answer';
import type { PageGroup } from '@site/src/search/protocol/groupHits';

const loadAnswers = loadOnce(() =>
  Promise.all([
    import(/* webpackChunkName: "search-answer" */ '@site/src/search/answer/answer'),
    import(/* webpackChunkName: "search-answer" */ '@site/src/search/answer/passage'),
  ]),
);

/**
 * The card for `text` once the results for it are in (`top`: the first page found, if any, whose
 * address `processUrl` makes the site's own, as the results' links); null while none.
 */
export function useAnswer(
  text: string,
  done: boolean,
  top: PageGroup | undefined,
  processUrl: (url: string) => string,
): Answer | null {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!done || !text.trim()) {
      setAnswer(null);
      return undefined;
    }
    let current = true;
    loadAnswers().then(
      ([{ answerFor }, { passageAnswer, stripMarks }]) => {
        if (!current) return;
        setAnswer(
          answerFor(text) ??
            (top ? passageAnswer(stripMarks(top.title), processUrl(top.url), top.snippet) : null),
        );
      },
      () => current && setAnswer(null),
    );
    return () => {
      current = false;
    };
  }, [text, done, top, processUrl]);
  return answer;
}
