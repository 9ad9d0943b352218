import { useEffect, useMemo, useRef, type ClipboardEvent, type RefObject } from 'react';
import { afterNextPaint } from '@site/src/lib/latestAfterPaint';

/**
 * Pasted text at least this long lands in the box after the paste's own frame has been painted
 * (issue 56). A trace of a 1,000-member package.xml (45 KB) pasted at 4× CPU: the browser laid
 * the box's new text out inside the keystroke (style 51 ms, layout 267 ms) before it could paint
 * anything, 360 to 650 ms from Control+V to paint. A reader's deploy report or a small
 * package.xml is far below it and is pasted as the browser does it.
 */
export const LARGE_PASTE = 8_000;

/** Puts text where the box's selection is, as a paste does: in the box's undo history where the browser keeps one. */
export function insertText(box: HTMLTextAreaElement, text: string): void {
  box.focus();
  // execCommand is the one way to insert text that the browser's undo (Control+Z) can take back;
  // where it is refused, setRangeText inserts the same text and an input event says so.
  if (document.execCommand('insertText', false, text)) return;
  box.setRangeText(text, box.selectionStart, box.selectionEnd, 'end');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The input handling of a box that reads pasted text (the error directory's
 * paste box, the plan page's package.xml box): a paste is read at once, once
 * it has landed in the box; typing is read after a pause of `delayMs`; text
 * put in the box before the page hydrated is read on mount. The handlers go
 * on the box as `onPaste` and `onInput`.
 *
 * A paste is read once the frame showing it has been painted (issue 56):
 * read in a task of its own straight after the paste, a 1,000-member
 * package.xml was parsed, planned and rendered before the browser painted.
 * A large paste also lands in the box only after that frame (LARGE_PASTE).
 */
export function usePastedText(
  box: RefObject<HTMLTextAreaElement | null>,
  read: () => unknown,
  delayMs: number,
): { onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void; onInput: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (box.current?.value.trim()) void read();
    return () => clearTimeout(timer.current);
  }, [box, read]);
  return useMemo(() => {
    const readNow = () => {
      // The paste's own input event scheduled a read after the pause: this one replaces it.
      clearTimeout(timer.current);
      void read();
    };
    return {
      onPaste: (event) => {
        const target = event.currentTarget;
        // A paste event a script makes (`new Event('paste')`) carries no clipboard.
        const clipboard: DataTransfer | undefined = event.clipboardData ?? undefined;
        const text = clipboard?.getData('text/plain') ?? '';
        if (text.length < LARGE_PASTE) {
          void afterNextPaint().then(readNow);
          return;
        }
        event.preventDefault();
        void afterNextPaint().then(() => {
          insertText(target, text);
          readNow();
        });
      },
      onInput: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void read(), delayMs);
      },
    };
  }, [read, delayMs]);
}
