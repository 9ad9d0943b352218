/**
 * What an empty island does after a client-side navigation (./index.tsx), loaded only then: fetches
 * its content from the page's own HTML (./fetchIsland.ts), shows a spinner meanwhile and, if that
 * fails, the error with Retry, as the spec asks of page content that loads on demand; then scrolls
 * to the address's anchor when the anchor is inside. A page's islands share one fetch, so they load
 * and fail together: only the first shows the spinner or the error, and its Retry retries them all
 * (RETRY_EVENT).
 */
import { useCallback, useEffect, useState, type ReactElement, type RefObject } from 'react';
import { fetchIsland } from './fetchIsland';
import field from '../field.module.css';
import styles from './styles.module.css';

/** Sent on the window by a Retry: every island that failed loads again. */
const RETRY_EVENT = 'static-island-retry';
/** Marks an island loading or failed, so that only the first of them shows the spinner or the error. */
const PENDING = 'data-island-state';

type State = { readonly state: 'loading' | 'filled' } | { readonly state: 'failed'; readonly error: string };

export default function Fill({
  id,
  island,
}: {
  readonly id: string;
  readonly island: RefObject<HTMLDivElement | null>;
}): ReactElement | null {
  const [state, setState] = useState<State>({ state: 'loading' });

  const load = useCallback(async () => {
    const target = island.current;
    if (!target) return;
    target.setAttribute(PENDING, 'loading');
    setState({ state: 'loading' });
    try {
      target.innerHTML = await fetchIsland(window.location.pathname, id);
      target.removeAttribute(PENDING);
      setState({ state: 'filled' });
    } catch (error) {
      target.setAttribute(PENDING, 'failed');
      setState({ state: 'failed', error: (error as Error).message });
    }
  }, [id, island]);

  useEffect(() => {
    void load();
  }, [load]);

  // Once filled and drawn, with the page's other islands (one fetch, one render), the address's anchor.
  useEffect(() => {
    if (state.state !== 'filled') return undefined;
    const frame = requestAnimationFrame(() => {
      const { hash } = window.location;
      const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (anchor && island.current?.contains(anchor)) anchor.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, [state.state, island]);

  useEffect(() => {
    if (state.state !== 'failed') return undefined;
    const retry = () => void load();
    window.addEventListener(RETRY_EVENT, retry);
    return () => window.removeEventListener(RETRY_EVENT, retry);
  }, [state.state, load]);

  // The first island still loading or failed speaks for all of them.
  if (state.state !== 'filled' && document.querySelector(`[${PENDING}]`) !== island.current) return null;
  if (state.state === 'loading') {
    return (
      <p role="status">
        <span className={styles.spinner} aria-hidden="true" /> Loading the list…
      </p>
    );
  }
  if (state.state === 'failed') {
    return (
      <div role="alert" className={field.alert}>
        <p>{state.error}</p>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => window.dispatchEvent(new Event(RETRY_EVENT))}
        >
          Retry
        </button>
      </div>
    );
  }
  return null;
}
