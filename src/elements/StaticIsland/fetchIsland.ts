/**
 * What an island shows after a client-side navigation (./index.tsx): the page's own static HTML,
 * fetched once per page and shared by its islands, holds every island's content under
 * `[data-island="<id>"]`.
 */

import { loadOnce, type Loader } from '../../lib/loadOnce';
import { ISLAND_ATTRIBUTE } from './attribute';

/** One load per page, shared by its islands; a failed one is tried again on the next call (loadOnce). */
const pages = new Map<string, Loader<Document>>();

async function fetchPage(path: string): Promise<Document> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The page's list didn't load (HTTP ${response.status}).`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** The HTML inside island `id` of the page at `path` (its route, with the trailing slash). */
export async function fetchIsland(path: string, id: string): Promise<string> {
  let page = pages.get(path);
  if (!page) {
    page = loadOnce(() => fetchPage(path));
    pages.set(path, page);
  }
  let document: Document;
  try {
    document = await page();
  } catch (error) {
    throw error instanceof TypeError
      ? new Error("The page's list didn't load. Check your connection.", { cause: error })
      : error;
  }
  const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!island) throw new Error(`The page's list "${id}" is missing from its HTML.`);
  return island.innerHTML;
}
