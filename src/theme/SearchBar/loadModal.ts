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
 */
import type { ComponentType } from 'react';
import type { DocSearchModalProps } from '@docsearch/react';
import type * as SearchClientModule from '@site/src/search/clients/client';
import type * as AnswersExports from './answers';
import type * as ModalPartsExports from './modalParts';
import type { SearchClientConfig } from '@site/src/search/clients/client';
import { loadOnce } from '@site/src/lib/loadOnce';

export type ModalComponent = ComponentType<DocSearchModalProps>;
type ClientModule = typeof SearchClientModule;
type AnswersModule = typeof AnswersExports;
type ModalParts = typeof ModalPartsExports;

let clientModule: ClientModule | undefined;

/** The client module once loaded (the modal is open only then); undefined before. */
export function loadedClientModule(): ClientModule | undefined {
  return clientModule;
}

let answersModule: AnswersModule | undefined;
let modalParts: ModalParts | undefined;

/** The modal's own parts (./modalParts.ts) once loaded, which is before the modal renders; undefined before. */
export function loadedModalParts(): ModalParts | undefined {
  return modalParts;
}

/** The answer card's module once loaded (an answer hit exists only then); undefined before. */
export function loadedAnswers(): AnswersModule | undefined {
  return answersModule;
}

/** The answer card: the site's data and the card, on intent, in a chunk of their own. */
export const loadAnswers = loadOnce(() =>
  import(/* webpackChunkName: "search-answer" */ './answers').then((module) => (answersModule = module)),
);

/** The search client, loaded on the first sign of intent like the modal, not in every page's first load. */
export const loadClient = loadOnce(() =>
  import('@site/src/search/clients/client').then((module) => (clientModule = module)),
);

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
