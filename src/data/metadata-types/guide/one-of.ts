/**
 * Fails the build on a row whose closed field holds a value outside its set: the guide's JSON is
 * typed by this check, not a cast. Shared by ./index.ts and ./object-reads.ts.
 */
export function oneOf<T extends string>(value: string, allowed: readonly T[], where: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined)
    throw new Error(
      `src/data/metadata-types/guide: ${where} is "${value}", not one of ${allowed.join(', ')}`,
    );
  return found;
}
