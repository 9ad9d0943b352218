/**
 * A code point as Unicode writes it, four hex digits at least (`U+200B`, `U+1F600`): for the planner's
 * warning about a character no one sees in a type's name (src/data/package-plan/plan.ts) and the
 * build's report of control characters in its output (src/plugins/clean-text-output/scan.ts).
 */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
