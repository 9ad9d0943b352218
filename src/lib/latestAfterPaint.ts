/**
 * Work started by a keystroke, moved after the keystroke's paint (issue 14:
 * interaction latency).
 *
 * The local search answers within the same task as the input event that asks
 * (its promise resolves at once), so the modal's results, and their snippets'
 * HTML, were rendered before the browser could paint the typed character:
 * on a phone with a 4× slower CPU, 300 to 700 ms from key to paint. Wrapped,
 * a call waits until the frame with the keystroke has been painted; and when
 * the reader has typed again meanwhile, it does not run at all but answers
 * with the newest call's result (DocSearch shows only the newest anyway).
 *
 * A call overtaken while it ran answers with the newest call's result too,
 * never its own. The local engine answers an overtaken search with no hits
 * (src/search/protocol/runRequest.ts, `superseded`), and DocSearch renders
 * whichever answer settles last among those it has: its own answer would
 * show "No results" for the words in the box until the newest one arrived,
 * and Enter in that moment cancels the newest (autocomplete-core drops
 * pending requests on Enter with nothing selected), leaving "No results"
 * on screen. Firefox showed it one run in five.
 */

/** Resolves once the current frame has been painted, or after 100 ms in a tab that paints nothing. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

export function latestAfterPaint<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  wait: () => Promise<void> = afterNextPaint,
): (...args: A) => Promise<R> {
  let latest: Promise<R> | undefined;
  return (...args) => {
    const newest = () => (latest && latest !== own ? latest : undefined);
    const own: Promise<R> = wait().then(async () => {
      const overtaken = newest();
      if (overtaken) return overtaken;
      const result = await run(...args);
      return newest() ?? result;
    });
    latest = own;
    return own;
  };
}
