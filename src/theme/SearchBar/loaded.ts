/**
 * The two modules the search box loads on intent that the modal's own parts read once loaded: the
 * search client (local index or Algolia, with its analytics) and the answer card's module
 * (./answers.ts, the site's data, in a chunk of its own). Apart from ./loadModal.ts, which loads the
 * modal and its parts (./modalParts.ts), so those parts import what they read from here and no
 * import runs back from a part to its loader.
 */
import type * as SearchClientModule from '@site/src/search/clients/client';
import type * as AnswersExports from './answers';
import { loadOnce } from '@site/src/lib/loadOnce';

type ClientModule = typeof SearchClientModule;
type AnswersModule = typeof AnswersExports;

let clientModule: ClientModule | undefined;
let answersModule: AnswersModule | undefined;

/** The client module once loaded (the modal is open only then); undefined before. */
export function loadedClientModule(): ClientModule | undefined {
  return clientModule;
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
