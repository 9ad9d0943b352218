/**
 * DocSearch's keyboard shortcuts, as the search bar's own few lines: importing
 * useDocSearchKeyboardEvents from @docsearch/react would put that whole
 * module, modal included, into every page's first load.
 */
import { useEffect, type MutableRefObject, type RefObject } from 'react';
import { DOCSEARCH } from './docsearchMarkup';

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * DocSearch's shortcuts (useDocSearchKeyboardEvents): Ctrl/Cmd+K toggles,
 * `/` outside a text field opens, Escape closes; a letter or digit typed while
 * the button has focus opens the modal with it as the query.
 *
 * Unlike DocSearch's own bar, nothing typed while the modal's code is still
 * loading is lost: `typedWhileOpening` (null when not opening) collects it,
 * Backspace included, and the modal opens with it as the query; Escape then
 * cancels the opening.
 */
export function useSearchShortcuts(options: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  typedWhileOpening: MutableRefObject<string | null>;
}): void {
  const { isOpen, onOpen, onClose, onInput, buttonRef, typedWhileOpening } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const typed = typedWhileOpening.current;
      if (typed !== null && !isOpen && !event.metaKey && !event.ctrlKey && !event.altKey) {
        if (event.key === 'Escape') typedWhileOpening.current = null;
        else if (event.key === 'Backspace') typedWhileOpening.current = typed.slice(0, -1);
        else if (event.key?.length === 1) typedWhileOpening.current = typed + event.key;
        else return;
        event.preventDefault();
        return;
      }
      const isShortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (
        (event.code === 'Escape' && isOpen) ||
        isShortcut ||
        (!isEditing(event.target) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains(DOCSEARCH.activeBody)) onOpen();
        return;
      }
      if (
        !isOpen &&
        buttonRef.current === document.activeElement &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        /^[a-zA-Z0-9]$/.test(event.key)
      ) {
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef, typedWhileOpening]);
}
