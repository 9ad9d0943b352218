/**
 * The modal's hit content, in place of the theme's link (see the component's
 * comment for why), for DocSearch's `hitComponent`.
 */
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import { useHistory } from '@docusaurus/router';

/**
 * A hit's content. Not a link, unlike the theme's: DocSearch puts it inside a
 * listbox option, and a link in an option is a nested interactive control
 * (axe `nested-interactive`) that screen readers announce unreliably. The
 * listbox keeps keyboard selection (Enter goes through `navigator`); this
 * handles the pointer: a click navigates, a modified or middle click opens a
 * new tab, as a link would.
 */
export function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): ReactElement {
  const history = useHistory();
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button > 1) return;
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else {
      history.push(hit.url);
    }
  };
  return (
    // Keyboard use is the listbox's own (arrows, Enter): see the doc comment.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="search-hit" data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </div>
  );
}
