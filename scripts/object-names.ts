// cspell:ignore sobject apexdevtools sobjecttypes
/**
 * Writes src/data/metadata-types/guide/objects.json (issue 51): the standard objects whose records
 * no deploy carries, for the type answers' records reading (../src/data/metadata-types/records.ts).
 *
 * The source is a checkout of github.com/apex-dev-tools/sobject-types, one Java stub per object,
 * generated from the describe of a scratch org with every feature its authors could turn on, at the
 * API version its README names. An object is kept when:
 * - it is no change event, share, history or feed object (`…ChangeEvent`, `…Share`, `…History`, `…Feed`);
 * - its stub is of an object whose records are data (`storesData`, ./lib/object-rules.ts): no field
 *   of the setup objects that mirror metadata (`EmailTemplate`; `Site`, a `CustomSite`; `CaseStatus`,
 *   a `StandardValueSet`'s values), and a timestamp, which a view over other data (`TabDefinition`,
 *   `Name`) has not;
 * - its name, with any trailing digits (`Product2`), is no registry type, child type or organization
 *   settings type, and no field of a Metadata API type (@salesforce/types) carries its records
 *   (`carriedByFields`: `BusinessHoursSettings.holidays: Holiday[]` does; `QueueMembers.users`, a list
 *   of names, `KnowledgeSettings.cases: KnowledgeCaseSettings`, and `Workflow.tasks: WorkflowTask[]`,
 *   a registry type's components, don't);
 * - its name doesn't start with "Custom": those objects store customization (`CustomBrand`).
 *
 * Usage: npx tsx scripts/object-names.ts <sobject-types work tree> <its commit> <API version>
 * (a work tree: `git archive <commit> | tar -x -C <dir>` from a clone).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { metadataTypes } from '../src/data/metadata-types/registry';
import { SETTINGS_MEMBERS } from '../src/data/metadata-types/settings';
import { key } from '../src/data/metadata-types/words';
import { declaredShapes } from './lib/declarations';
import { carriedByFields, storesData } from './lib/object-rules';

const [checkout, commit, api] = process.argv.slice(2);
if (!checkout || !commit || !api) throw new Error('usage: object-names.ts <checkout> <commit> <API version>');
const stubs = path.join(checkout, 'src/main/java/io/github/apexdevtools/sobjecttypes');
const registryKeys = new Set(metadataTypes.map((type) => key(type.name)));
const taken = new Set([...registryKeys, ...[...SETTINGS_MEMBERS.keys()].map(key)]);
const carried = carriedByFields(declaredShapes(path.resolve(__dirname, '..')), registryKeys);
const names = readdirSync(stubs)
  .filter((file) => file.endsWith('.java'))
  .map((file) => file.slice(0, -'.java'.length))
  .filter((name) => !/(ChangeEvent|Share|History|Feed)$/.test(name) && !name.includes('__'))
  .filter((name) => !name.startsWith('Custom'))
  .filter((name) => storesData(readFileSync(path.join(stubs, `${name}.java`), 'utf8')))
  .filter((name) => ![key(name), key(name.replace(/\d+$/, ''))].some((k) => taken.has(k) || carried(k)))
  .sort();
writeFileSync(
  path.resolve(__dirname, '../src/data/metadata-types/guide/objects.json'),
  `${JSON.stringify(
    {
      source: `https://github.com/apex-dev-tools/sobject-types/tree/${commit}`,
      api,
      read: new Date().toISOString().slice(0, 10),
      names: names.join(' '),
    },
    null,
    2,
  )}\n`,
);
console.log(`${names.length} objects`);
