/**
 * How the type domain reads a query's words, stated once: `resolveType` (./index.ts) and the
 * phrase rule (./described.ts) both split, key and singularize with these, so a plural or a spacing
 * that one of them accepts the other accepts too.
 */

/** Lower case, letters and digits only: `Apex Class` and `apex-class` read `apexclass`. */
export function key(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The query's words, lower case, letters and digits only: "Omni-Channel status" → omni, channel, status. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Singular forms a plural may stand for (`flows` → `flow`, `classes` → `class`, `policies` → `policy`). */
export function singulars(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

/** A type's own name, split at its capitals: `AccountRelationshipShareRule` → account, relationship, share, rule. */
export function nameWords(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase());
}
