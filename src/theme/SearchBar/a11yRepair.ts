/**
 * Accessibility repairs to DocSearch 3.9's markup, re-applied as it renders:
 * - every hit list has the id `docsearch-list`, while the input's
 *   `aria-controls` (from autocomplete) names `docsearch-<source>-list`: an
 *   invalid reference and duplicate ids (axe `aria-valid-attr-value`); each
 *   list is renamed after its items' ids;
 * - the backdrop is a nameless `role="button"` with `tabindex="0"` around the
 *   whole dialog (axe `nested-interactive`, and an extra Tab stop), carrying
 *   the combobox attributes autocomplete meant for its root (`aria-expanded`
 *   and the like, not allowed on a plain element); it loses them all and
 *   still closes the modal on click, while Escape and the Cancel button close
 *   it from the keyboard.
 */
import { useEffect } from 'react';
import { BACKDROP_ATTRIBUTES, DOCSEARCH, ITEM_ID_SUFFIX, LIST_ID_SUFFIX } from './docsearchMarkup';

export function useDocSearchA11yRepair(container: HTMLElement | null, isOpen: boolean): void {
  useEffect(() => {
    if (!container || !isOpen) return undefined;
    const repair = () => {
      const backdrop = container.querySelector(`.${DOCSEARCH.container}`);
      for (const name of BACKDROP_ATTRIBUTES)
        if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
      container.querySelectorAll<HTMLUListElement>(`ul[role="${DOCSEARCH.listRole}"]`).forEach((list) => {
        const itemId = list.querySelector('li[id]')?.id;
        const id = itemId?.replace(ITEM_ID_SUFFIX, LIST_ID_SUFFIX);
        if (id && list.id !== id) list.id = id;
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [container, isOpen]);
}
