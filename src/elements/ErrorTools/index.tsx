/**
 * The top of /errors/: a paste box that finds the entries each pasted line
 * quotes (issue 24). The filter over the entries below it is a
 * `<SectionFilter>`, as on the list of Metadata API types.
 *
 * The static HTML holds both boxes; their code (the entries' texts and the
 * matcher, ./engine.ts) loads on the first sign of intent: a focus, a pointer
 * over the box, a keystroke or a paste. Nothing is sent anywhere: the text is
 * matched in the browser. The boxes are uncontrolled, so what a reader types
 * before the page hydrates is kept and read on the first event.
 */
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { useCallback, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { usePasteBox } from '@site/src/hooks/usePasteBox';
import { loadOnce } from '@site/src/lib/loadOnce';
import type { Explanation, LineMatch } from '@site/src/data/errors/match';
import { answerRoute } from '@site/src/data/errors/route';
import type { ErrorToolsData } from './data';
import type * as EngineModule from './engine';
import type { DescribedSymptom } from './engine';
import field from '../field.module.css';
import styles from './styles.module.css';

/** The loaded matcher over this page's patterns. */
type Engine = EngineModule.Tools;

const loadEngine = loadOnce<typeof EngineModule>(
  () => import(/* webpackChunkName: "error-tools" */ './engine'),
);

/** Pause in typing before the paste box matches again; a paste matches at once. */
const TYPING_DELAY_MS = 250;
/** The spec's search box keeps 64 characters: links to search carry at most that. */
const SEARCH_CAP = 64;

type Result =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'done';
      readonly explanation: Explanation;
      /** Named only when no line matched an entry. */
      readonly symptoms: readonly DescribedSymptom[];
    }
  | { readonly kind: 'error'; readonly message: string };

function searchLink(line: string): string {
  return `/search/?q=${encodeURIComponent(line.slice(0, SEARCH_CAP).trim())}`;
}

function Message({ match }: { readonly match: LineMatch }): ReactElement {
  return (
    <code className={styles.message}>
      {match.parts.map((part, index) =>
        part.value ? (
          <mark key={index} className={styles.value}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </code>
  );
}

/** Lines shown at first: a long report renders its first lines at once, the rest on request. */
const FIRST_LINES = 50;

/** An answer's title, linked to its entry below, and its own page (the address to cite; issue 54). */
function AnswerLinks({ anchor, title }: { readonly anchor: string; readonly title: string }): ReactNode {
  return (
    <span className={styles.title}>
      <a href={`#${anchor}`}>{title}</a>{' '}
      <a href={answerRoute(anchor)} className={styles.ownPage} aria-label={`${title}: its own page`}>
        (its own page)
      </a>
    </span>
  );
}

/** A description that quotes no error, answered with the problems it names (`Tools.describe`). */
function Described({ symptoms }: { readonly symptoms: readonly DescribedSymptom[] }): ReactNode {
  return (
    <>
      <p className={styles.summary}>
        No line of this text is an error, but it describes{' '}
        {symptoms.length === 1 ? 'a problem that shows' : 'problems that show'} no error:
      </p>
      <ul className={styles.matches}>
        {symptoms.map((symptom) => (
          <li key={symptom.anchor}>
            <AnswerLinks anchor={symptom.anchor} title={symptom.title} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Results({
  explanation,
  symptoms,
  titleOf,
}: {
  explanation: Explanation;
  symptoms: readonly DescribedSymptom[];
  titleOf: (id: string) => string;
}): ReactNode {
  const { lines } = explanation;
  const [all, setAll] = useState(false);
  const matched = lines.filter((line) => line.matches.length > 0).length;
  if (matched === 0 && symptoms.length > 0) return <Described symptoms={symptoms} />;
  if (lines.length === 0) {
    return <p>No line of this text looks like an error. Paste the lines that name the failure.</p>;
  }
  const shown = all ? lines : lines.slice(0, FIRST_LINES);
  return (
    <>
      <p className={styles.summary}>
        {matched} of {lines.length} error {lines.length === 1 ? 'line matches' : 'lines match'} an entry.
      </p>
      <ol className={styles.lines}>
        {shown.map((line) => (
          <li key={line.line} className={styles.line}>
            <p className={styles.pasted}>
              <span className={styles.lineNumber}>Line {line.line}:</span> <code>{line.text}</code>
            </p>
            {line.matches.length === 0 ? (
              <p>
                No entry matches this line. <Link to={searchLink(line.text)}>Search the docs for it</Link>.
              </p>
            ) : (
              <ul className={styles.matches}>
                {line.matches.map((match) => (
                  <li key={match.id}>
                    <AnswerLinks anchor={match.id} title={titleOf(match.id)} />
                    <Message match={match} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {shown.length < lines.length ? (
        <button type="button" className="button button--secondary button--sm" onClick={() => setAll(true)}>
          Show the other {lines.length - shown.length} lines
        </button>
      ) : null}
    </>
  );
}

interface Props {
  /** The entries' ids, titles, codes and texts, added at build time by src/elements/remark-data.ts. */
  readonly data?: ErrorToolsData;
}

export default function ErrorTools({ data }: Props): ReactElement {
  if (!data) {
    throw new Error(
      "<ErrorTools />: no data; list src/elements/remark-data.ts in this content plugin's remarkPlugins.",
    );
  }
  const { patterns } = data;
  const id = useId();
  const engineRef = useRef<Engine | undefined>(undefined);
  const [engine, setEngine] = useState<Engine | undefined>(undefined);
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  const load = useCallback(async (): Promise<Engine> => {
    const module = await loadEngine();
    const loaded = engineRef.current ?? module.createTools(patterns);
    engineRef.current = loaded;
    setEngine(loaded);
    return loaded;
  }, [patterns]);

  const read = useCallback((text: string, loaded: Engine) => {
    try {
      const explanation = loaded.explain(text);
      const quoted = explanation.lines.some((line) => line.matches.length > 0);
      setResult({ kind: 'done', explanation, symptoms: quoted ? [] : loaded.describe(text) });
    } catch (error) {
      setResult({ kind: 'error', message: (error as Error).message });
    }
  }, []);

  const clear = useCallback(() => setResult({ kind: 'idle' }), []);
  const { box, onPaste, onInput, intent, loadFailed, retry } = usePasteBox({
    load,
    read,
    clear,
    delayMs: TYPING_DELAY_MS,
  });

  return (
    <div className={styles.tools}>
      <div className={field.field} data-screen-only>
        <label htmlFor={`${id}-paste`}>Paste an error or a whole report</label>
        <p id={`${id}-paste-help`} className={field.help}>
          One line or many: the run log (CSV or JSON), a copy of Setup &gt; Deployment Status, command-line
          output. It is matched in your browser and sent nowhere.
        </p>
        <textarea
          ref={box}
          id={`${id}-paste`}
          className={clsx(field.input, field.code)}
          rows={4}
          spellCheck={false}
          aria-describedby={`${id}-paste-help`}
          onFocus={intent}
          onPointerEnter={intent}
          onPaste={onPaste}
          onInput={onInput}
        />
      </div>
      <div aria-live="polite" className={styles.results}>
        {loadFailed ? (
          <div role="alert" className={field.alert}>
            <p>The error matcher didn't load. Check your connection and try again.</p>
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              Retry
            </button>
          </div>
        ) : result.kind === 'error' ? (
          <p role="alert" className={field.alert}>
            {result.message}
          </p>
        ) : result.kind === 'done' && engine ? (
          <Results explanation={result.explanation} symptoms={result.symptoms} titleOf={engine.titleOf} />
        ) : null}
      </div>
    </div>
  );
}
