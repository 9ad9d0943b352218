import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useCallback, useId, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { loadOnce } from '@site/src/lib/loadOnce';
import { twinPath } from '@site/src/lib/twinPath';
import type { MenuProps, OpenState } from './Menu';
import styles from './styles.module.css';

type MenuComponent = ComponentType<MenuProps>;

/** The menu's code, loaded once, on the reader's first sign of intent. */
const loadMenu = loadOnce(() => import('./Menu').then((module): MenuComponent => module.default));

interface Props {
  /** The page's URL path; its twin is derived from it (src/lib/twinPath.ts). */
  readonly permalink: string;
}

/**
 * The "Page actions" menu button beside a doc's or blog post's title (issue
 * 11): copy the page's Markdown twin, view it, print the page (issue 12), or
 * open it in ChatGPT or Claude.
 *
 * Only the button is in the page's first load. The menu (items, keyboard
 * handling, clipboard, fallback dialog) is `./Menu`, imported on the first
 * sign of intent (pointer over, focus, touch), like the search modal; a
 * press before it has arrived opens it as soon as it does.
 */
export default function PageActions({ permalink }: Props): ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const [open, setOpen] = useState<OpenState>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = `${buttonId}menu`;

  const prepare = useCallback(() => {
    loadMenu().then(
      (component) => setMenu(() => component),
      () => undefined,
    );
  }, []);
  const show = (focus: 'first' | 'last') => {
    prepare();
    setOpen(focus);
  };

  const twin = twinPath(permalink, siteConfig.baseUrl);
  const isOpen = open !== false;
  return (
    <div className={styles.actions}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`button button--secondary button--sm ${styles.button}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={Menu ? menuId : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => (isOpen ? setOpen(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show(event.key === 'ArrowUp' ? 'last' : 'first');
        }}
      >
        Page actions
      </button>
      {Menu && (
        <Menu
          id={menuId}
          buttonId={buttonId}
          buttonRef={buttonRef}
          open={open}
          setOpen={setOpen}
          twinUrl={twin}
          absoluteTwinUrl={`${siteConfig.url.replace(/\/$/, '')}${twin}`}
        />
      )}
    </div>
  );
}
