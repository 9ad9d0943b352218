/**
 * What the modal needs beside DocSearch's own, loaded with it (./loadModal.ts) and never with the
 * page, so the navbar's first load stays as it was before the answer card (issue 55): the hit
 * content with its answer card slot (./Hit.tsx), what runs while it is open (./ModalExtras.tsx:
 * the card's data on idle, the paste kept whole) and the client DocSearch searches with
 * (./forDocSearch.ts), and the cleaning of stored searches DocSearch reads as it mounts.
 */
export { forDocSearch } from './forDocSearch';
export { Hit } from './Hit';
export { ModalExtras } from './ModalExtras';
export { sanitizeStoredSearches } from '@site/src/search/modal/storedSearches';
