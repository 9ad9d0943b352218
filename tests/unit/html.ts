/**
 * Text of built HTML for the unit tests that read build/: the character
 * references React and the theme write (named ones for markup characters,
 * numeric ones for the rest), decoded in one pass so `&amp;lt;` stays `&lt;`.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[\da-f]+|lt|gt|amp|quot|apos|nbsp);/gi, (_, e: string) => {
    const named: Record<string, string> = {
      lt: '<',
      gt: '>',
      amp: '&',
      quot: '"',
      apos: "'",
      nbsp: '\u00a0',
    };
    if (e[0] !== '#') return named[e.toLowerCase()] ?? '';
    return String.fromCodePoint(
      e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
    );
  });
}
