/**
 * "Was this page helpful?" (issue 13), loaded by ./index.tsx when it nears
 * the viewport. Yes sends at once; No asks for a reason and an optional
 * comment first. The answer goes to the tag manager's data layer (once the
 * reader has accepted it; never the comment's text) and/or to
 * FEEDBACK_ENDPOINT by navigator.sendBeacon, and is kept in local storage,
 * one per page, so the page shows it next time and the reader can change it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { FeedbackConfig } from '@site/config/feedback';
import { dataLayer } from '@site/src/lib/dataLayer';
import {
  COMMENT_MAX,
  REASONS,
  beaconBody,
  dataLayerEvent,
  parseStoredAnswer,
  storageKey,
  type Answer,
  type Reason,
} from './answer';
import styles from './Widget.module.css';

export interface WidgetProps {
  permalink: string;
  config: FeedbackConfig;
}

type View =
  | { name: 'ask' }
  | { name: 'why' }
  | { name: 'sent'; answer: Answer; justNow: boolean }
  | { name: 'failed'; answer: Answer };

const count = new Intl.NumberFormat('en-US');

function readStored(permalink: string): Answer | null {
  try {
    return parseStoredAnswer(window.localStorage.getItem(storageKey(permalink)));
  } catch {
    // Storage blocked (privacy settings): as if nothing was stored.
    return null;
  }
}

function store(permalink: string, answer: Answer): void {
  try {
    window.localStorage.setItem(storageKey(permalink), JSON.stringify(answer));
  } catch {
    // Storage full or blocked: the answer was sent; the page just won't remember it.
  }
}

/** False when the browser refuses the beacon (queue full, body too large, no sendBeacon). */
function sendBeacon(endpoint: string, body: unknown): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  // A string goes as text/plain, which needs no CORS preflight; the body is JSON.
  return navigator.sendBeacon(endpoint, JSON.stringify(body));
}

export default function Widget({ permalink, config }: WidgetProps): ReactElement {
  const [view, setView] = useState<View>(() => {
    const stored = readStored(permalink);
    return stored ? { name: 'sent', answer: stored, justNow: false } : { name: 'ask' };
  });
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const moved = useRef(false);
  const id = useId();

  // Where focus goes when the reader's action replaces what they were on.
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [view]);
  const go = (next: View) => {
    moved.current = true;
    setView(next);
  };

  const deliver = (answer: Answer) => {
    if (config.endpoint && !sendBeacon(config.endpoint, beaconBody(permalink, answer, config.siteVersion))) {
      go({ name: 'failed', answer });
      return;
    }
    store(permalink, answer);
    go({ name: 'sent', answer, justNow: true });
  };
  const answer = (given: Answer) => {
    // dataLayer() is there only once the reader accepted the tag manager.
    if (config.dataLayer) dataLayer()?.push(dataLayerEvent(permalink, given));
    deliver(given);
  };
  const submitWhy = (event: FormEvent) => {
    event.preventDefault();
    if (reason) answer({ helpful: false, reason, comment });
  };

  if (view.name === 'ask') {
    return (
      <div className={styles.row} role="group" aria-labelledby={`${id}q`}>
        <p id={`${id}q`} className={styles.question}>
          Was this page helpful?
        </p>
        <button
          type="button"
          className="button button--outline button--primary"
          onClick={() => answer({ helpful: true, reason: null, comment: '' })}
        >
          Yes
        </button>
        <button
          type="button"
          className="button button--outline button--primary"
          onClick={() => go({ name: 'why' })}
        >
          No
        </button>
      </div>
    );
  }

  if (view.name === 'why') {
    return (
      <WhyForm
        id={id}
        reason={reason}
        setReason={setReason}
        comment={comment}
        setComment={setComment}
        legendRef={setFocusTarget}
        onSubmit={submitWhy}
        onCancel={() => go({ name: 'ask' })}
      />
    );
  }

  if (view.name === 'failed') {
    return (
      <div className={styles.row} role="alert">
        <p className={styles.question}>Couldn’t send your feedback.</p>
        <button
          ref={setFocusTarget}
          type="button"
          className="button button--primary"
          onClick={() => deliver(view.answer)}
        >
          Try again
        </button>
      </div>
    );
  }

  const { answer: sent } = view;
  return (
    <Sent
      answer={sent}
      justNow={view.justNow}
      statusRef={setFocusTarget}
      onChange={() => {
        setReason(sent.reason);
        setComment(sent.comment);
        go({ name: 'ask' });
      }}
    />
  );
}

interface WhyFormProps {
  readonly id: string;
  readonly reason: Reason | null;
  readonly setReason: (reason: Reason) => void;
  readonly comment: string;
  readonly setComment: (comment: string) => void;
  /** Takes focus when the form replaces the question. */
  readonly legendRef: (element: HTMLElement | null) => void;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onCancel: () => void;
}

/** After No: the reason (required) and an optional comment, counted. */
function WhyForm(props: WhyFormProps): ReactElement {
  const { id, reason, setReason, comment, setComment, legendRef, onSubmit, onCancel } = props;
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <fieldset>
        <legend ref={legendRef} tabIndex={-1}>
          What was wrong with this page?
        </legend>
        {REASONS.map((r) => (
          <label key={r.value} className={styles.reason}>
            <input
              type="radio"
              name={`${id}reason`}
              value={r.value}
              required
              checked={reason === r.value}
              onChange={() => setReason(r.value)}
            />{' '}
            {r.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}comment`} className={styles.commentLabel}>
        Comment (optional)
      </label>
      <textarea
        id={`${id}comment`}
        className={styles.comment}
        rows={4}
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value.slice(0, COMMENT_MAX))}
        aria-describedby={`${id}count`}
      />
      <p id={`${id}count`} className={styles.count}>
        {count.format(comment.length)} of {count.format(COMMENT_MAX)} characters
      </p>
      <div className={styles.row}>
        <button type="submit" className="button button--primary">
          Send feedback
        </button>
        <button type="button" className="button button--link" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface SentProps {
  readonly answer: Answer;
  /** Sent in this visit (thanks, and the comment echoed), or remembered from an earlier one. */
  readonly justNow: boolean;
  readonly statusRef: (element: HTMLElement | null) => void;
  readonly onChange: () => void;
}

/** The answer given: thanks or a reminder, and the way to change it. */
function Sent({ answer: sent, justNow, statusRef, onChange }: SentProps): ReactElement {
  return (
    <div className={styles.sent}>
      <div className={styles.row}>
        <p className={styles.question} role="status" ref={statusRef} tabIndex={-1}>
          {justNow
            ? 'Thank you for your feedback.'
            : `You told us this page was ${sent.helpful ? '' : 'not '}helpful.`}
        </p>
        <button type="button" className="button button--link" onClick={onChange}>
          Change your answer
        </button>
      </div>
      {justNow && sent.comment !== '' && (
        <p className={styles.echo}>
          Your comment: <q>{sent.comment}</q>
        </p>
      )}
    </div>
  );
}
