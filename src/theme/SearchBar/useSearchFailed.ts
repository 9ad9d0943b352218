/**
 * Whether the open modal's latest search failed, from our search client's
 * outcome (DocSearch's own error status does not last, see ./ErrorScreen.tsx).
 */
import { useEffect, useState } from 'react';
import type { SearchClientConfig } from '@site/src/search/clients/client';
import { DOCSEARCH } from './docsearchMarkup';
import { loadClient } from './loaded';

/**
 * Whether the latest search of the open modal failed. Cleared when a search
 * starts, and when the input is emptied (DocSearch then shows its start
 * screen without searching).
 */
export function useSearchFailed(
  isOpen: boolean,
  clientConfig: SearchClientConfig,
  container: HTMLElement | null,
): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setFailed(false);
      return undefined;
    }
    // The modal opens once the client has loaded (loadModal), so it is here by then.
    let unsubscribe = () => {};
    let active = true;
    loadClient().then(
      ({ getSearchClient }) => {
        if (active)
          unsubscribe = getSearchClient(clientConfig).onOutcome((outcome) => setFailed(outcome === 'failed'));
      },
      () => undefined,
    );
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList.contains(DOCSEARCH.input) && !target.value.trim()) setFailed(false);
    };
    container?.addEventListener('input', onInput);
    return () => {
      active = false;
      unsubscribe();
      container?.removeEventListener('input', onInput);
    };
  }, [isOpen, clientConfig, container]);
  return failed;
}
