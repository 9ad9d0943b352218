/**
 * What the search bar loads on the reader's first sign of intent (hover,
 * focus, touch, shortcut), not with every page: DocSearch's modal and its
 * stylesheet, and the search client (local index or Algolia, with its
 * analytics). The modal renders only once all have loaded, so the client
 * module is there, synchronously, when DocSearch asks for a client. The
 * answer card's module (./answers.ts), the site's data, loads once the modal
 * is open and the browser idle (./ModalExtras.tsx), so its evaluation never lands
 * in the tap that opens the modal; each search waits for it
 * (./forDocSearch.ts), and the first search starts it if idle has not come.
 * The client's and the answer card's loaders live in ./loaded.ts, which the
 * modal's parts read: no import runs back from a part to this loader.
 */
import type { ComponentType } from 'react';
import type { DocSearchModalProps } from '@docsearch/react';
import type * as ModalPartsExports from './modalParts';
import type { SearchClientConfig } from '@site/src/search/clients/client';
import { loadOnce } from '@site/src/lib/loadOnce';
import { loadClient } from './loaded';

export type ModalComponent = ComponentType<DocSearchModalProps>;
type ModalParts = typeof ModalPartsExports;

let modalParts: ModalParts | undefined;

/** The modal's own parts (./modalParts.ts) once loaded, which is before the modal renders; undefined before. */
export function loadedModalParts(): ModalParts | undefined {
  return modalParts;
}

/** DocSearch's modal and its styles, the search client and the modal's own parts, loaded once: the modal renders with all. */
export const loadModal = loadOnce(() =>
  Promise.all([
    import('@docsearch/react'),
    import('@docsearch/css/dist/modal.css'),
    loadClient(),
    import('./modalParts').then((module) => (modalParts = module)),
  ]).then(([docsearch]): ModalComponent => docsearch.DocSearchModal),
);

/** First sign of intent: fetch the modal and warm the search back end in parallel. */
export function prepare(clientConfig: SearchClientConfig): void {
  loadModal().catch(() => undefined);
  loadClient().then(
    ({ getSearchClient }) => void getSearchClient(clientConfig).preload(),
    () => undefined,
  );
}
