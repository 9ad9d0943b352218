import { useEffect, useMemo, useRef, type RefObject } from 'react';

/**
 * The input handling of a box that reads pasted text (the error directory's
 * paste box, the plan page's package.xml box): a paste is read at once, once
 * it has landed in the box; typing is read after a pause of `delayMs`; text
 * put in the box before the page hydrated is read on mount. The handlers go
 * on the box as `onPaste` and `onInput`.
 */
export function usePastedText(
  box: RefObject<HTMLTextAreaElement | null>,
  read: () => unknown,
  delayMs: number,
): { onPaste: () => void; onInput: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (box.current?.value.trim()) void read();
    return () => clearTimeout(timer.current);
  }, [box, read]);
  return useMemo(
    () => ({
      onPaste: () => {
        setTimeout(() => {
          // The paste's own input event scheduled a read after the pause: this one replaces it.
          clearTimeout(timer.current);
          void read();
        }, 0);
      },
      onInput: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void read(), delayMs);
      },
    }),
    [read, delayMs],
  );
}
