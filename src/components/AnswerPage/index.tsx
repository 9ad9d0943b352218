/**
 * An error entry's or a symptom's own page, `/errors/<anchor>/` (issue 54), for every answer through one
 * route (src/plugins/answer-pages): 157 routes of their own would have put 157 entries in the route
 * table every page loads first, 16 KB gzipped on every page of the site.
 *
 * The build renders this component once, with markers for the answer's title, description and body,
 * and writes each answer's page from that render (src/plugins/answer-pages/fill.ts). So in a page
 * loaded from the server the answer is already in the HTML: the first render reads it back from the
 * document, and hydration finds what it rendered. Reached by a link inside the app, the answer isn't
 * in the document: the page loads its data (`answer.json` beside the page, written by the same
 * plugin) and shows the site's loading spinner meanwhile, or the error with Retry, as every page does.
 */
import React, { useCallback, useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { ANSWER_DATA_FILE, ANSWER_MARKERS, type AnswerData } from './data';

/** Whether the next render is the first of this page load: the only one that may read the document. */
let firstRender = true;

/** The answer the server wrote into the page, read once, before hydration changes anything. */
function fromDocument(): AnswerData | null {
  if (typeof document === 'undefined') return null;
  const body = document.getElementById('answer-body');
  const title = document.querySelector('article h1');
  if (!body || !title) return null;
  // The head's tags are react-helmet's, which may have replaced them by now: the article keeps its own copy.
  const description =
    document.querySelector('article[data-description]')?.getAttribute('data-description') ?? '';
  return { title: title.textContent ?? '', description, html: body.innerHTML };
}

/** On the server (the build's one render): the markers the build fills for each answer. */
const SERVER_RENDER: AnswerData = {
  title: ANSWER_MARKERS.title,
  description: ANSWER_MARKERS.description,
  html: ANSWER_MARKERS.body,
};

function initialAnswer(): AnswerData | null {
  if (typeof window === 'undefined') return SERVER_RENDER;
  const first = firstRender;
  firstRender = false;
  return first ? fromDocument() : null;
}

function AnswerView({ answer }: { answer: AnswerData }): ReactNode {
  return (
    <article data-description={answer.description}>
      <nav aria-label="Breadcrumbs" className="margin-bottom--md">
        <ul className="breadcrumbs">
          <li className="breadcrumbs__item">
            <Link className="breadcrumbs__link" to="/">
              Home
            </Link>
          </li>
          <li className="breadcrumbs__item">
            <Link className="breadcrumbs__link" to="/errors/">
              Errors
            </Link>
          </li>
          <li className="breadcrumbs__item breadcrumbs__item--active" aria-current="page">
            <span className="breadcrumbs__link">{answer.title}</span>
          </li>
        </ul>
      </nav>
      <div className="markdown">
        <header>
          <h1>{answer.title}</h1>
        </header>
        {/* Written at build time from src/data/errors: the site's own text, never a reader's. */}
        <div id="answer-body" dangerouslySetInnerHTML={{ __html: answer.html }} />
      </div>
    </article>
  );
}

export default function AnswerPage(): ReactNode {
  const { pathname } = useLocation();
  // The answer shown and the page it is for: one for another page (a link inside the app) is loading.
  const [shown, setShown] = useState<{ pathname: string; answer: AnswerData } | null>(() => {
    const answer = initialAnswer();
    return answer ? { pathname, answer } : null;
  });
  const answer = shown?.pathname === pathname ? shown.answer : null;
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (answer) return;
    const controller = new AbortController();
    fetch(`${pathname.replace(/\/?$/, '/')}${ANSWER_DATA_FILE}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`No answer at ${pathname} (HTTP ${response.status})`);
        return response.json() as Promise<AnswerData>;
      })
      .then((data) => setShown({ pathname, answer: data }))
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
      });
    return () => controller.abort();
  }, [pathname, answer, attempt]);

  return (
    <Layout title={answer?.title} description={answer?.description}>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            {answer ? (
              <AnswerView answer={answer} />
            ) : (
              <Loading error={error} retry={retry} pastDelay timedOut={false} isLoading={!error} />
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
