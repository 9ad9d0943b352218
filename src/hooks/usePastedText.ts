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

/**
 * Puts text where the box's selection is, as a paste does, and says so with an input event. Not
 * execCommand('insertText'), which would keep it in the browser's undo history: Chromium inserts
 * such text piece by piece, 18 s for 45 KB at 4× CPU, where setRangeText lays it out once.
 */
export function insertText(box: HTMLTextAreaElement, text: string): void {
  box.focus();
  box.setRangeText(text, box.selectionStart, box.selectionEnd, 'end');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Longest wait for the pasting keys' release: a paste from a menu has no key to release. */
export const KEY_RELEASE_WAIT_MS = 250;

/**
 * Resolves when the last key held is released in `target`'s document, or after `maxMs`. A keystroke is one
 * interaction from keydown to keyup: work that starts before the key comes up holds the keyup
 * back, and the interaction lasts as long as the work (472 ms measured for a large paste).
 */
export function afterKeyRelease(target: EventTarget & Node, maxMs = KEY_RELEASE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const doc = target.ownerDocument ?? document;
    const done = () => {
      clearTimeout(timeout);
      doc.removeEventListener('keyup', onKeyUp, true);
      resolve();
    };
    // Control+V's V may come up before Control: the keystroke ends with the last key held.
    const onKeyUp = (event: KeyboardEvent) => {
      if (!event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) done();
    };
    const timeout = setTimeout(done, maxMs);
    doc.addEventListener('keyup', onKeyUp, true);
  });
}

/**
 * The input handling of a box that reads pasted text (the error directory's
 * paste box, the plan page's package.xml box): a paste is read at once, once
 * it has landed in the box; typing is read after a pause of `delayMs`; text
 * put in the box before the page hydrated is read on mount. The handlers go
 * on the box as `onPaste` and `onInput`.
 *
 * A paste is read once the pasting key is released and the next frame
 * painted (issue 56): read in a task of its own straight after the paste, a
 * 1,000-member package.xml was parsed, planned and rendered before the
 * browser painted. A large paste also lands in the box only then (LARGE_PASTE).
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
        const settled = () => afterKeyRelease(target).then(afterNextPaint);
        if (text.length < LARGE_PASTE) {
          void settled().then(readNow);
          return;
        }
        event.preventDefault();
        void settled().then(() => {
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
