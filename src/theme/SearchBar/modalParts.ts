/**
 * What the modal needs beside DocSearch's own, loaded with it (./loadModal.ts) and never with the
 * page, so the navbar's first load stays as it was before the answer card (issue 55): the hit
 * content with its answer card slot (./Hit.tsx), the paste kept whole (./pastedText.ts) and the
 * client DocSearch searches with (./forDocSearch.ts).
 */
export { forDocSearch } from './forDocSearch';
export { Hit } from './Hit';
export { followPastes } from './pastedText';
