/**
 * Writes src/data/metadata-types/guide/file-parts.json (issue 51): every complex type of the Metadata
 * API that lives inside a type's file (`FlowDecision` in a `Flow`, `LayoutSection` in a `Layout`), for
 * the type answers (../src/data/metadata-types/unlisted.ts): a reader who names one learns which type
 * a package.xml lists for it, instead of "no type" or a near name's answer (`ReportFilter` was read
 * as `ReportFolder`).
 *
 * The source is `@salesforce/types` (lib/metadata.d.ts, Salesforce's Metadata API WSDL as TypeScript
 * types, a dependency of @salesforce/source-deploy-retrieve). Read whole, by these rules:
 * - A type's fields are its own and its bases' (`FlowDecision = FlowNode & {…}`).
 * - From each registry type, every complex type its fields reach, through other complex types, is
 *   part of its file (`Flow.decisions` → `FlowDecision`, `.rules` → `FlowRule`). The walk stops at a
 *   registry type (`CustomObject.fields` → `CustomField`, a child type with its own parts) and at an
 *   organization settings type.
 * - Kept: a name of two words or more in its API spelling (`FlowDecision`; not `Country`, `Users`,
 *   which are words an admin types for other things), no registry type, settings type, removed name
 *   or row of ./unlisted.json, and reached from registry types only (`parts`) or from one settings
 *   type's file only (`settings`: `FiscalYearSettings` in `CompanySettings`); one reached from both, or
 *   from several settings types, is left out.
 * - Each with every registry type that holds it and the first field path that reaches it, written
 *   `Holder.field.path`, space-separated.
 * - And, by settings type, its fields that hold a value and those of its `settings` parts
 *   (`blockFields`: `sessionSettings.lockSessionsToIp` of `SecuritySettings`), of two words or more,
 *   that the fields read (settings-fields.json) didn't give and that the guide copy's page documents
 *   as current (`documentedFields`), for the settings field readings
 *   (../src/data/metadata-types/settings-fields.ts).
 *
 * - And the types it declares as metadata (their bases reach `Metadata`) that are nothing above: no
 *   registry type, settings type, removed name, row of ./unlisted.json or part of a type's file, and
 *   no base of other types (`declared`: `QuickTextSettings`, `AIWorksheetTemplate`), organization
 *   settings (a name ending in "Settings", less those whose page settings-reads.json records as read)
 *   apart, each with whether the guide copy has a page headed with its name (`declaredPages`), so an
 *   answer can say why it names no status instead of nothing.
 *
 * The registry types the package doesn't have yet are read from their pages (guideFileParts, below).
 *
 * Usage: npx tsx scripts/file-parts.ts <guide copy's metadata-api pages> <its URL at a commit> <API>
 * (rerun when @salesforce/types or the registry moves);
 * `file-parts.test.ts` fails when the file and what the installed package gives differ.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  GUIDE_REMOVED,
  GUIDE_SETTINGS_FIELDS,
  GUIDE_SETTINGS_READS,
  GUIDE_UNLISTED,
} from '../src/data/metadata-types/guide';
import { getMetadataType, metadataTypes } from '../src/data/metadata-types/registry';
import { SETTINGS_MEMBERS } from '../src/data/metadata-types/settings';
import { declaredShapes } from './lib/declarations';

const root = path.resolve(__dirname, '..');

/** The table: each part's holders, `Holder.field.path`, space-separated; and the package read. */
export function deriveFileParts(): {
  version: string;
  parts: Record<string, string>;
  settings: Record<string, string>;
  blockFields: Record<string, string[]>;
  declared: { settings: string[]; types: string[] };
  leftOut: number;
  shapes: ReadonlySet<string>;
} {
  const typesPackage = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@salesforce/types/package.json'), 'utf8'),
  ) as { version: string };
  const shapes = declaredShapes(root);

  /** A type's fields with its bases'. */
  function fieldsOf(name: string, seen = new Set<string>()): { name: string; type: string }[] {
    const shape = shapes.get(name);
    if (!shape || seen.has(name)) return [];
    seen.add(name);
    return [...shape.bases.flatMap((base) => fieldsOf(base, seen)), ...shape.fields];
  }

  const stops = (name: string) => Boolean(getMetadataType(name)) || SETTINGS_MEMBERS.has(name);
  /** Every complex type a type's file holds, with the first field path that reaches it. */
  function partsOf(holder: string): Map<string, string> {
    const found = new Map<string, string>();
    const queue: { type: string; path: string }[] = [{ type: holder, path: '' }];
    while (queue.length > 0) {
      const { type, path: at } = queue.shift() ?? { type: '', path: '' };
      for (const field of fieldsOf(type)) {
        if (!shapes.has(field.type) || stops(field.type) || found.has(field.type) || field.type === holder)
          continue;
        const fieldPath = at ? `${at}.${field.name}` : field.name;
        found.set(field.type, fieldPath);
        queue.push({ type: field.type, path: fieldPath });
      }
    }
    return found;
  }

  /** Each part the files of these types hold, with each holder and the field path that reaches it. */
  function holdersIn(types: Iterable<string>): Map<string, [string, string][]> {
    const found = new Map<string, [string, string][]>();
    for (const holder of types)
      for (const [part, fieldPath] of partsOf(holder)) {
        const list = found.get(part) ?? [];
        list.push([holder, fieldPath]);
        found.set(part, list);
      }
    return found;
  }
  const holders = holdersIn(metadataTypes.map((type) => type.name));
  const inSettings = holdersIn(SETTINGS_MEMBERS.keys());

  const taken = new Set([...GUIDE_REMOVED.map((row) => row.type), ...GUIDE_UNLISTED.map((row) => row.name)]);
  const kept = (name: string) => /[a-z0-9][A-Z]/.test(name) && !stops(name) && !taken.has(name);
  const parts = Object.fromEntries(
    [...holders]
      .filter(([name]) => kept(name) && !inSettings.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
      // "Holder.field.path", one per holder, space-separated: the table rides in the answer's chunk.
      .map(([name, list]) => [
        name,
        list
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([holder, fieldPath]) => `${holder}.${fieldPath}`)
          .join(' '),
      ]),
  );
  // A part of one settings type's file only (`FiscalYearSettings` in `CompanySettings`): read as that
  // settings type. One a registry type's file holds too, or several settings types', is left out.
  const settings = Object.fromEntries(
    [...inSettings]
      .filter(([name, list]) => kept(name) && list.length === 1 && !holders.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, [[member = '', fieldPath = ''] = []]]) => [name, `${member}.${fieldPath}`]),
  );
  const leftOut = [...inSettings.keys()].filter((name) => !(name in settings)).length;
  // The metadata types nothing above answers: declared by the WSDL, read by no table here.
  const bases = new Set([...shapes.values()].flatMap((shape) => shape.bases));
  const isMetadata = (name: string, seen = new Set<string>()): boolean => {
    const shape = shapes.get(name);
    if (!shape || seen.has(name)) return false;
    seen.add(name);
    return shape.bases.some(
      (base) => base === 'Metadata' || base === 'MetadataWithContent' || isMetadata(base, seen),
    );
  };
  const undeclared = [...shapes.keys()]
    .filter((name) => isMetadata(name) && !bases.has(name) && !stops(name) && !taken.has(name))
    .filter((name) => !holders.has(name) && !inSettings.has(name))
    .sort((a, b) => a.localeCompare(b));
  // A settings type whose page was read is answered by that read, whatever it found.
  const readPage = new Set(GUIDE_SETTINGS_READS.filter((row) => row.page).map((row) => row.member));
  const declared = {
    settings: undeclared.filter((name) => name.endsWith('Settings') && !readPage.has(name)),
    types: undeclared.filter((name) => !name.endsWith('Settings')),
  };
  const blockFields = valueFieldsOf(fieldsOf, (type) => shapes.has(type), settings);
  return {
    version: typesPackage.version,
    parts,
    settings,
    blockFields: Object.fromEntries(Object.entries(blockFields).sort(([a], [b]) => a.localeCompare(b))),
    declared,
    leftOut,
    shapes: new Set(shapes.keys()),
  };
}

/**
 * Every field of a settings type that holds a value, not another part: its own and those of its
 * parts (`settings`: `sessionSettings.lockSessionsToIp` of `SecuritySettings`), by settings type,
 * each of two words or more, that the fields read of the pages (settings-fields.json) left out.
 */
function valueFieldsOf(
  fieldsOf: (type: string) => { name: string; type: string }[],
  isPart: (type: string) => boolean,
  settings: Record<string, string>,
): Record<string, string[]> {
  const blockFields: Record<string, string[]> = {};
  const listed = new Map(
    GUIDE_SETTINGS_FIELDS.map((read) => [read.type, new Set(read.fields.map(([f]) => f.toLowerCase()))]),
  );
  const valuesOf = (member: string, type: string, fieldPath: readonly string[]) =>
    fieldsOf(type)
      .filter((field) => !isPart(field.type) && /[a-z0-9][A-Z]/.test(field.name))
      .filter((field) => !listed.get(member)?.has(field.name.toLowerCase()))
      .map((field) => [...fieldPath, field.name].join('.'));
  for (const member of SETTINGS_MEMBERS.keys()) {
    const own = valuesOf(member, member, []);
    if (own.length > 0) blockFields[member] = own;
  }
  for (const [part, where] of Object.entries(settings)) {
    const [member = '', ...fieldPath] = where.split('.');
    const values = valuesOf(member, part, fieldPath);
    if (values.length > 0) blockFields[member] = [...(blockFields[member] ?? []), ...values];
  }
  for (const list of Object.values(blockFields)) list.sort();
  return blockFields;
}

/** A page of the guide's copy: its text, and the name its top heading gives ('' for none). */
export interface GuidePage {
  readonly heading: string;
  readonly page: string;
}

/** Every page of the guide's copy, in the order of their file names, each read once. */
export function readGuidePages(pagesDir: string): GuidePage[] {
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((file) => {
      // Some headings and rows carry zero-width spaces inside a name (`BatchCalcJob\u200bDatasource`).
      const page = readFileSync(path.join(pagesDir, file), 'utf8').replace(/[\u200b-\u200d\ufeff]/g, '');
      return { heading: /^# (\w+)\s*$/m.exec(page)?.[1] ?? '', page };
    });
}

/** What a field's description says when no current API version carries it, or it is no admin's. */
const GONE =
  /removed in api|deprecated|available in api versions? [\d.]+ (?:to|through) [\d.]+|internal use|reserved for future|no longer (?:supported|available|used)|always (?:true|false)/i;

/**
 * The settings fields the WSDL's types give (`deriveFileParts`' `blockFields`) that the settings type's
 * page in the guide copy documents in a table row as current: a row naming the field whose
 * description says nothing of removal, deprecation, a closed range of API versions, internal use or a
 * value fixed for good (`GONE`). A field the page doesn't document is left out: the WSDL of an older
 * release may carry a field the current page dropped.
 */
export function documentedFields(
  guidePages: readonly GuidePage[],
  candidates: Record<string, string[]>,
): Record<string, string[]> {
  const pages = new Map(
    guidePages.flatMap(({ heading, page }) => (heading ? [[heading, page] as const] : [])),
  );
  const kept: Record<string, string[]> = {};
  for (const [member, paths] of Object.entries(candidates)) {
    const page = pages.get(member);
    if (!page) continue;
    const current = paths.filter((fieldPath) => {
      const name = fieldPath.split('.').at(-1) ?? '';
      const row = new RegExp(`^\\|\\s*${name}\\s*\\|[^|\\n]*\\|([^\\n]*)$`, 'm').exec(page);
      return row !== null && !GONE.test(row[1] ?? '');
    });
    if (current.length > 0) kept[member] = current;
  }
  return kept;
}

/**
 * The registry types `@salesforce/types` doesn't have (newer than it: `BatchCalcJobDefinition`), read
 * from their own pages in a copy of the Metadata API Developer Guide: a row of the page's field
 * tables whose type is a complex type the same page gives a section of its own (`## Name`), not an
 * enumeration, of two words or more, and no type, settings type, removed name or row of
 * ./unlisted.json. A part the WSDL types place too gets these types as more holders
 * (`GenAiPlannerFunctionDef`, in `AiAgentDefinitionVersion` by the WSDL, is in `GenAiPlannerBundle`'s
 * file by its page); one the WSDL types give that their walk kept out of that table is left as it
 * was (`ObjectMapping`, in a settings type's file too). Nested sections are on the same page, so
 * every part is the page's type's; its path is the field that names it.
 */
export function guideFileParts(
  guidePages: readonly GuidePage[],
  known: { readonly parts: Record<string, string>; readonly shapes: ReadonlySet<string> },
): Record<string, string> {
  const taken = new Set([...GUIDE_REMOVED.map((row) => row.type), ...GUIDE_UNLISTED.map((row) => row.name)]);
  const found = new Map<string, string[]>();
  for (const { heading: holder, page } of guidePages) {
    if (!getMetadataType(holder) || known.shapes.has(holder)) continue;
    const sections = new Set([...page.matchAll(/^#{2,4} (\w+)\s*$/gm)].map(([, name = '']) => name));
    for (const [row = '', field = '', type = ''] of page.matchAll(
      /^\| *([a-z]\w*) *\| *(?:Field Type *)?([A-Z][A-Za-z0-9]+)(?:\[\])?[^\n]*$/gm,
    )) {
      if (!sections.has(type) || /enumeration/.test(row) || !/[a-z0-9][A-Z]/.test(type)) continue;
      if (getMetadataType(type) || SETTINGS_MEMBERS.has(type) || taken.has(type)) continue;
      // A name the WSDL's types give that their walk kept out of the registry types' table (held by
      // a registry type and a settings type, `ObjectMapping`), or kept for a settings type's file,
      // stays as the walk left it: one page's row would make it one type's.
      if (known.shapes.has(type) && !(type in known.parts)) continue;
      const list = found.get(type) ?? [];
      if (!list.some((at) => at.startsWith(`${holder}.`))) list.push(`${holder}.${field}`);
      found.set(type, list);
    }
  }
  return Object.fromEntries(
    [...found].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => [name, list.sort().join(' ')]),
  );
}

if (require.main === module) {
  const [pagesDir, guideSource, api] = process.argv.slice(2);
  if (!pagesDir || !guideSource || !api)
    throw new Error(
      'usage: file-parts.ts <guide copy: metadata-api pages> <its source URL at a commit> <API version>',
    );
  const derived = deriveFileParts();
  const { version, parts, settings, blockFields, declared, leftOut } = derived;
  const pages = readGuidePages(pagesDir);
  const guide = guideFileParts(pages, derived);
  const headings = new Set(pages.map((page) => page.heading));
  const out = {
    source: `@salesforce/types ${version} (lib/metadata.d.ts: the Metadata API WSDL's types)`,
    read: new Date().toISOString().slice(0, 10),
    parts,
    settings,
    blockFields: documentedFields(pages, blockFields),
    // Space-separated, as ./objects.json's names: the answers look a name up, never list them.
    declared: { settings: declared.settings.join(' '), types: declared.types.join(' ') },
    guide: {
      source: guideSource,
      api,
      parts: guide,
      declaredPages: [...declared.settings, ...declared.types].filter((name) => headings.has(name)).join(' '),
    },
  };
  writeFileSync(
    path.join(root, 'src/data/metadata-types/guide/file-parts.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log(
    `${Object.keys(parts).length} parts; ${Object.keys(settings).length} of one settings type's file; ${leftOut} other parts reached from settings types left out; ${Object.keys(guide).length} from the guide's pages; declared only: ${declared.settings.length} settings types, ${declared.types.length} other types`,
  );
}
