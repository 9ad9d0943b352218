/**
 * Turns an engine's highlighted value into parts to render as React text, so
 * the search page never sets HTML: the only markup honoured is the pre/post
 * tag pair we asked the engine for; everything else is text (the engine's
 * HTML escapes decoded back to characters, then escaped again by React).
 */
export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

export function highlightParts(value: string, preTag: string, postTag: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  let highlighted = false;
  while (rest.length > 0) {
    const tag = highlighted ? postTag : preTag;
    const at = rest.indexOf(tag);
    const chunk = at < 0 ? rest : rest.slice(0, at);
    if (chunk) parts.push({ text: decodeEntities(chunk), highlighted });
    if (at < 0) break;
    rest = rest.slice(at + tag.length);
    highlighted = !highlighted;
  }
  return parts;
}
