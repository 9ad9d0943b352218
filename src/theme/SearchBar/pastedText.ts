/**
 * DocSearch's input holds 64 characters, and a single-line input drops a paste's line breaks: a
 * package.xml or a whole error report pasted into the modal arrives cut. The answer card reads the
 * whole paste instead (issue 55): the paste is kept here when it is longer than the input shows,
 * and stands for the query while the input holds its beginning; once the reader empties the input
 * or types something else, the query is their own words again.
 */

let pasted: string | null = null;

/** Letters and signs only: how the input and the paste compare, whatever the browser did to spaces and line breaks. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** Keeps a paste into the modal's input (a `paste` event's text). */
export function rememberPaste(text: string, inputLength: number): void {
  pasted = text.length > inputLength || /[\r\n]/.test(text) ? text : null;
}

/** After an edit of the input: an input emptied, or no longer the paste's beginning, holds the reader's own words. */
export function keepWhileBeginning(value: string): void {
  if (pasted !== null && (!value.trim() || !squeezed(pasted).startsWith(squeezed(value)))) pasted = null;
}

/** Listens on the modal's container for pastes into, and edits of, its input (DocSearch's `input`). */
export function followPastes(
  container: HTMLElement,
  isInput: (target: EventTarget | null) => boolean,
): () => void {
  const onPaste = (event: ClipboardEvent) => {
    if (!isInput(event.target)) return;
    const input = event.target as HTMLInputElement;
    rememberPaste(
      event.clipboardData?.getData('text/plain') ?? '',
      input.maxLength > 0 ? input.maxLength : Infinity,
    );
  };
  const onInput = (event: Event) => {
    if (isInput(event.target)) keepWhileBeginning((event.target as HTMLInputElement).value);
  };
  container.addEventListener('paste', onPaste, true);
  container.addEventListener('input', onInput, true);
  return () => {
    container.removeEventListener('paste', onPaste, true);
    container.removeEventListener('input', onInput, true);
  };
}

/** The reader's whole paste while the input holds its beginning, else the query itself. */
export function wholeText(query: string): string {
  if (pasted === null || !query.trim()) return query;
  if (squeezed(pasted).startsWith(squeezed(query))) return pasted;
  pasted = null;
  return query;
}
