/**
 * The one loader of the question sets (issue 53): every file of this folder but this one and
 * ./define.ts is a set, and exports its `SET` (./define.ts). The benches and tests iterate
 * `setsOf(kind)`, so a set added here is scored, floored and listed everywhere without another edit.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { QuestionSet } from './define';

export * from './define';

const NOT_SETS = new Set(['index.ts', 'define.ts']);

/** A set with the file that declares it. */
export type LoadedSet = QuestionSet & { readonly file: string };

function load(): LoadedSet[] {
  const sets = readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && !NOT_SETS.has(file))
    .map((file): LoadedSet => {
      // A set is found by its file, not imported by name: that is what makes a new set one file.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(__dirname, file)) as { SET?: QuestionSet };
      if (!module.SET) throw new Error(`eval/sets/${file} exports no SET (eval/sets/define.ts)`);
      return { ...module.SET, file };
    });
  return sets.sort((a, b) => a.kind.localeCompare(b.kind) || a.round - b.round);
}

let loaded: LoadedSet[] | undefined;

/** Every set, by kind, then by round. */
export function questionSets(): readonly LoadedSet[] {
  loaded ??= load();
  return loaded;
}

/** The sets of one kind, by round. */
export function setsOf<K extends QuestionSet['kind']>(
  kind: K,
): (Extract<QuestionSet, { kind: K }> & { file: string })[] {
  return questionSets().filter((set) => set.kind === kind) as (Extract<QuestionSet, { kind: K }> & {
    file: string;
  })[];
}
