import { useCallback, useRef, useState, type ClipboardEvent, type RefObject } from 'react';
import { usePastedText } from './usePastedText';

/**
 * The shell of a box that reads pasted text with code loaded on intent (the error directory's
 * paste box, the plan page's package.xml box): the box's handlers (./usePastedText.ts), the load
 * on the first sign of intent (focus, pointer), and a failed load said once with a retry. `read`
 * gets the box's text and the loaded engine; an empty box calls `clear`.
 */
export interface PasteBox {
  readonly box: RefObject<HTMLTextAreaElement | null>;
  readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
  readonly onInput: () => void;
  /** For `onFocus` and `onPointerEnter`: starts the load, says nothing if it fails. */
  readonly intent: () => void;
  /** The engine didn't load: show the error, with `retry`. */
  readonly loadFailed: boolean;
  /** Loads again and reads the box. */
  readonly retry: () => void;
}

export function usePasteBox<Engine>({
  load,
  read,
  clear,
  delayMs,
}: {
  readonly load: () => Promise<Engine>;
  readonly read: (text: string, engine: Engine) => void;
  readonly clear: () => void;
  readonly delayMs: number;
}): PasteBox {
  const box = useRef<HTMLTextAreaElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const run = useCallback(async () => {
    const text = box.current?.value ?? '';
    if (!text.trim()) {
      clear();
      return;
    }
    let engine: Engine;
    try {
      engine = await load();
    } catch {
      setLoadFailed(true);
      return;
    }
    setLoadFailed(false);
    read(text, engine);
  }, [load, read, clear]);
  const { onPaste, onInput } = usePastedText(box, run, delayMs);
  const intent = useCallback(() => void load().catch(() => undefined), [load]);
  const retry = useCallback(() => void run(), [run]);
  return { box, onPaste, onInput, intent, loadFailed, retry };
}
