import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import styles from './Menu.module.css';
import { chatGptUrl, claudeUrl, pagePrompt } from '@site/src/lib/assistantLinks';

/** Closed, or open with focus on its first or last item (ARIA menu button pattern). */
export type OpenState = false | 'first' | 'last';

export interface MenuProps {
  readonly id: string;
  readonly buttonId: string;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly open: OpenState;
  readonly setOpen: (open: OpenState) => void;
  /** Site-relative URL of the page's Markdown twin. */
  readonly twinUrl: string;
  /** The same, absolute: what an assistant is asked to read. */
  readonly absoluteTwinUrl: string;
}

/** How long the "copied" confirmation stays on screen. */
const STATUS_MS = 4000;

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

interface Twin {
  readonly url: string;
  readonly text: Promise<string>;
  value?: string;
}

/**
 * The twin's text, fetched once per page when the menu first opens: returns
 * the function that starts (or reuses) the fetch. A failed fetch is forgotten,
 * so the next open tries again.
 */
function useTwin(twinUrl: string): () => Twin {
  const twin = useRef<Twin | null>(null);
  return () => {
    if (twin.current?.url !== twinUrl) {
      const entry: Twin = {
        url: twinUrl,
        text: fetch(twinUrl, { headers: { Accept: 'text/markdown' } }).then(async (response) => {
          if (!response.ok) throw new Error(`${twinUrl}: HTTP ${response.status}`);
          const text = await response.text();
          entry.value = text;
          return text;
        }),
      };
      entry.text.catch(() => {
        if (twin.current === entry) twin.current = null;
      });
      twin.current = entry;
    }
    return twin.current;
  };
}

/**
 * Copies the twin: the status line to show, or the text to offer in the
 * fallback dialog when the browser refuses the clipboard.
 */
async function copyTwin(entry: Twin): Promise<string | { fallback: string }> {
  try {
    if (entry.value !== undefined) {
      await navigator.clipboard.writeText(entry.value);
    } else if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
      // Still loading: a ClipboardItem takes the pending text, so Safari
      // keeps the user activation it needs to write.
      const blob = entry.text.then((text) => new Blob([text], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await entry.text);
    }
    return 'Page copied as Markdown';
  } catch {
    try {
      return { fallback: await entry.text };
    } catch {
      return "Couldn't load the page's Markdown. Try again.";
    }
  }
}

/** The menu's keys: arrows, Home and End move; Escape closes to the button; Tab closes; Space activates. */
function onMenuKey(
  event: KeyboardEvent<HTMLUListElement>,
  items: readonly HTMLElement[],
  close: () => void,
  dismiss: () => void,
): void {
  const index = items.indexOf(document.activeElement as HTMLElement);
  const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
  switch (event.key) {
    case 'ArrowDown':
      focus(index + 1);
      break;
    case 'ArrowUp':
      focus(index - 1);
      break;
    case 'Home':
      focus(0);
      break;
    case 'End':
      focus(items.length - 1);
      break;
    case 'Escape':
      close();
      break;
    case 'Tab':
      dismiss();
      return;
    case ' ':
      // Space activates a menu item; links only react to Enter natively.
      (event.target as HTMLElement).click();
      break;
    default:
      return;
  }
  event.preventDefault();
}

/** Shown when the clipboard is refused: the Markdown, selected, in a modal dialog. */
function CopyFallback({
  text,
  onClose,
}: {
  readonly text: string;
  readonly onClose: () => void;
}): ReactElement {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    textareaRef.current?.focus();
    textareaRef.current?.select();
  }, [text]);
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Copy the page as Markdown</h2>
      <p>
        Your browser did not let this page use the clipboard. The Markdown below is selected: press Ctrl+C, or
        ⌘C on a Mac, to copy it.
      </p>
      <textarea ref={textareaRef} readOnly rows={12} value={text} aria-labelledby={titleId} />
      <button type="button" className="button button--primary" onClick={() => dialogRef.current?.close()}>
        Close
      </button>
    </dialog>
  );
}

/**
 * The menu of src/components/PageActions, loaded on first intent. Items move
 * with the arrow keys, Home and End; Escape closes and returns focus to the
 * button; Tab or a press outside closes it.
 */
export default function Menu(props: MenuProps): ReactElement {
  const { id, buttonId, buttonRef, open, setOpen, twinUrl, absoluteTwinUrl } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const fetchTwin = useTwin(twinUrl);

  useEffect(() => {
    if (open === false) return undefined;
    fetchTwin().text.catch(() => undefined);
    const items = menuItems(listRef.current);
    (open === 'last' ? items.at(-1) : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (listRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // fetchTwin reads the current twinUrl; re-running on open is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, buttonRef, setOpen]);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const copy = async () => {
    close();
    const outcome = await copyTwin(fetchTwin());
    if (typeof outcome === 'string') setStatus(outcome);
    else setFallback(outcome.fallback);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) =>
    onMenuKey(event, menuItems(listRef.current), close, () => setOpen(false));

  const newTab = <span className={styles.visuallyHidden}> (opens in a new tab)</span>;
  const link = (href: string, label: string) => (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => setOpen(false)}
      >
        {label}
        {newTab}
      </a>
    </li>
  );

  return (
    <>
      <ul
        ref={listRef}
        id={id}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={open === false}
        onKeyDown={onKeyDown}
      >
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
            Copy page
          </button>
        </li>
        {link(twinUrl, 'View as Markdown')}
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              close();
              // The print stylesheet (src/css/print.css) leaves only the article.
              window.print();
            }}
          >
            Print
          </button>
        </li>
        {link(chatGptUrl(pagePrompt(absoluteTwinUrl)), 'Open in ChatGPT')}
        {link(claudeUrl(pagePrompt(absoluteTwinUrl)), 'Open in Claude')}
      </ul>
      <span role="status" className={styles.status}>
        {status}
      </span>
      {fallback !== null && (
        <CopyFallback
          text={fallback}
          onClose={() => {
            setFallback(null);
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
