/**
 * What runs while the modal is open, beside DocSearch (issue 55), rendered by ./index.tsx in the
 * modal's chunk (./modalParts.ts), so none of it is in every page's first load:
 * - the answer card's data (./answers.ts) loads once the browser is idle, not in the tap that opens
 *   the modal (issue 56: its evaluation made that tap 224 ms at 4× CPU);
 * - a paste into the modal's input is kept whole (./pastedText.ts).
 */
import { useEffect, type ReactElement } from 'react';
import { whenIdle } from '@site/src/lib/whenIdle';
import { DOCSEARCH } from './docsearchMarkup';
import { loadAnswers } from './loaded';
import { followPastes } from './pastedText';

const isInput = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches(`.${DOCSEARCH.input}`);

export function ModalExtras({ container }: { container: HTMLElement }): ReactElement | null {
  useEffect(
    () => whenIdle(() => void loadAnswers().catch(() => undefined), { timeout: 2000, fallbackDelay: 200 }),
    [],
  );
  useEffect(() => followPastes(container, isInput), [container]);
  return null;
}
