/**
 * Text cut to at most `limit` characters at its last whole word, with an ellipsis, a trailing comma,
 * semicolon or colon dropped; text within the limit is returned as it is. For a page's description
 * (src/data/errors/pages.ts) and an answer page's `<title>` (src/plugins/answer-pages/fill.ts).
 */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}
