/**
 * What the search specs share (issue 5's search on the public build, split by role in issue 43):
 * the modal's locators, opening a page hydrated, waiting for hits to settle, stored searches.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './utils';

export const INDEX_NAME = 'metaferry-docs';
export const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
export const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;
export const INDEX_FILE = /\/search-index\.[0-9a-f]+\.json$/;
export const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The theme's announcement bar (a CSS-module class, hashed). */
export const ANNOUNCEMENT_BAR = 'div[class^="announcementBar_"]';

export function searchButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Search \((Ctrl|Command)\+K\)$/ });
}

export function modalInput(page: Page): Locator {
  return page.locator('.DocSearch-Modal').getByRole('searchbox');
}

export async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until the modal's hits stop changing for 200 ms: the engine answers
 * from a worker, so the hits of a query typed letter by letter arrive a few
 * milliseconds after the input shows it, the last query's last.
 */
export async function hitsSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const dropdown = document.querySelector('.DocSearch-Dropdown') ?? document.body;
        let timer = setTimeout(done, 200);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 200);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(dropdown, { childList: true, subtree: true, characterData: true, attributes: true });
      }),
  );
}

export async function openModal(page: Page): Promise<Locator> {
  await searchButton(page).click();
  const input = modalInput(page);
  await expect(input).toBeFocused();
  return input;
}

/** A stored DocSearch hit, as DocSearch writes one to local storage. */
export function storedHit(n: number) {
  return {
    objectID: `stored-${n}`,
    url: `/start/how-to-run-job/#stored-${n}`,
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Getting started', lvl1: 'Run a job', lvl2: `Stored ${n}`, lvl3: null },
  };
}
