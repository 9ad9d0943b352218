/**
 * A package.xml, read safely (issue 25): the types and members it names.
 * Shared by the plan page (in the browser, loaded on intent), the docs MCP
 * server's `plan_job` and the tests.
 *
 * What is refused, each with a message a reader can act on:
 * - more than MAX_PACKAGE_BYTES (4 MB): counted before anything is parsed;
 * - a DOCTYPE or an entity declaration: a package.xml never has one, and an
 *   entity is how XML bombs expand (found with indexOf, never expanded: the
 *   parser runs with entities off);
 * - malformed XML, with the line and column fast-xml-parser's validator gives;
 * - XML that is not a package: no `<Package>` root, a `<types>` without `<name>`.
 *
 * Parsing uses fast-xml-parser (maintained, pure JavaScript), never a
 * regular expression over the XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

// The bound lives in ./bounds.ts, which the plan page's box imports without this parser.
import { MAX_PACKAGE_BYTES, MAX_PACKAGE_SIZE } from './bounds';

export { MAX_PACKAGE_BYTES, MAX_PACKAGE_SIZE };

export class PackageXmlError extends Error {
  override name = 'PackageXmlError';
}

export interface PackageType {
  /** The `<name>` as written. */
  readonly name: string;
  /** The `<members>` as written, `*` included. */
  readonly members: readonly string[];
  /** 1-based line of its `<types>`. */
  readonly line: number;
}

export interface PackageXml {
  readonly types: readonly PackageType[];
  readonly version?: string;
  /** What the text does that XML forbids but the plan could read past (`--` in a comment), each naming its line. */
  readonly notes?: readonly string[];
}

function byteLength(text: string): number {
  // UTF-8 length without encoding the whole text first: a cheap upper bound, then the exact count.
  if (text.length * 3 <= MAX_PACKAGE_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The text of a line (1-based), with its line break, in one pass; empty past the text's end. */
function lineText(text: string, line: number): string {
  let start = 0;
  for (let at = 1; at < line; at += 1) {
    start = text.indexOf('\n', start) + 1;
    if (start === 0) return '';
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? undefined : end + 1);
}

/** Case-insensitive search for a declaration keyword: linear, no pattern built from the input. */
function findDeclaration(text: string, keyword: string): number {
  const lower = text.length <= MAX_PACKAGE_BYTES ? text.toLowerCase() : '';
  return lower.indexOf(keyword.toLowerCase());
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The type a <types> element names, refused when it names none, several or `*` (each says why). */
function typesName(entry: Record<string, unknown> | undefined, line: number): string {
  // Salesforce's schema gives each <types> one <name>: a block naming several types can't say
  // which members are whose (a real manifest listed ten, each after its members).
  if (Array.isArray(entry?.name))
    throw new PackageXmlError(
      `Line ${line}: a <types> element has ${entry.name.length} <name> elements; each <types> names one type, with its <members>.`,
    );
  const name = typeof entry?.name === 'string' ? entry.name.trim() : '';
  // An empty <name></name> is there but names nothing: a real manifest's skeleton had six.
  if (!name && entry?.name !== undefined)
    throw new PackageXmlError(
      `Line ${line}: a <types> element's <name> is empty; each <types> names one type, with its <members>.`,
    );
  if (!name) throw new PackageXmlError(`Line ${line}: a <types> element has no <name>.`);
  // `*` stands for every member of the type a <name> names, in <members> only: a real manifest
  // named `Profile` as its member and `*` as its type, which names no type to copy.
  if (name === '*')
    throw new PackageXmlError(
      `Line ${line}: a <types> element names \`*\` as its type; \`*\` stands for every member, in <members>, and each <name> names one type.`,
    );
  return name;
}

/**
 * What a file that isn't well-formed XML is told. A file committed mid-merge holds Git's conflict
 * markers (blind manifests, rounds 42 and 45): the parser's "invalid tag name" says nothing of that,
 * so the marker is named. Markers inside a comment are harmless: the one named is on the line the
 * parser stopped at, or, if none is, the first. A declaration that isn't the file's first text is
 * named with what comes before it, and a second top-level element as one.
 */
function notWellFormed(text: string, err: { line: number; col: number; msg: string }): PackageXmlError {
  const MARKER = /^(<{7}|={7}|>{7})(?:[ \t]|\r?$)/m;
  const atError = MARKER.exec(lineText(text, err.line));
  const first = atError ? null : MARKER.exec(text);
  const marker = atError ?? first;
  if (marker) {
    const line = first ? lineAt(text, first.index) : err.line;
    return new PackageXmlError(
      `Line ${line}, column 1: the XML is not well formed: it holds a Git merge conflict ` +
        `marker (${marker[1]}). Keep the side of the conflict you mean, delete the marker lines ` +
        '(<<<<<<<, ======= and >>>>>>>), and paste it again.',
    );
  }
  // A declaration after a comment or a blank line (round 55's 1255, a license comment first): XML
  // lets nothing come before it, and Salesforce's parser refuses the file too, so say what to move.
  const declaration = /<\?xml[\s?]/.exec(text);
  // Or text that is no XML before it (round 78's 1834, "Sample Package.xml:" on the first line): the
  // validator stops at its first letter.
  if (
    declaration &&
    declaration.index > 0 &&
    (/declaration allowed only at the start/i.test(err.msg) || err.line <= lineAt(text, declaration.index))
  ) {
    const before = text.slice(0, declaration.index);
    const what = before.includes('<!--')
      ? 'a comment'
      : before.trim()
        ? 'other text'
        : 'blank lines or spaces';
    return new PackageXmlError(
      `Line ${err.line}, column ${err.col}: the XML is not well formed: its declaration (<?xml …?>) ` +
        `comes after ${what}, and nothing may come before it. Delete what is before it, or move ` +
        'it to the first line, and paste it again.',
    );
  }
  // A second top-level element (round 57's 1315, a scratch file of bare <types> and three packages;
  // round 66's 1534, lines left after </Package>): a package.xml is one <Package>. The validator
  // points past the element's name, so the column named is its "<"; and where the <Package> before
  // it closed is said, for the reader to see what is outside it.
  if (/multiple possible root nodes/i.test(err.msg)) {
    const open = lineText(text, err.line).lastIndexOf('<', Math.max(0, err.col - 1));
    const closed = /<\/Package\s*>/.exec(text);
    const closedOn = closed ? lineAt(text, closed.index) : err.line + 1;
    return new PackageXmlError(
      `Line ${err.line}, column ${open < 0 ? err.col : open + 1}: the XML is not well formed: ` +
        (closedOn <= err.line ? `the <Package> element closes on line ${closedOn}, and ` : '') +
        'another top-level element starts here. A package.xml holds everything in one <Package> ' +
        'element: paste one package.xml at a time, with every <types> inside its <Package>.',
    );
  }
  return new PackageXmlError(`Line ${err.line}, column ${err.col}: the XML is not well formed: ${err.msg}`);
}

/**
 * The parsed <Package> element, or a refusal naming the root found instead (round 78's 1823: an HTML
 * page holding a manifest's text, escaped). A <Package> that holds no element (`<Package/>`, or only
 * spaces or text) is read as an empty string: a package.xml with nothing in it, refused later as
 * listing no <types>.
 */
function packageRoot(tree: { Package?: { types?: unknown; version?: unknown } }): {
  types?: unknown;
  version?: unknown;
} {
  const root = typeof tree.Package === 'string' ? {} : tree.Package;
  if (root && typeof root === 'object') return root;
  const found = Object.keys(tree).find((name) => !name.startsWith('?') && !name.startsWith('#'));
  throw new PackageXmlError(
    `This XML is not a package.xml: its root element ${found ? `is <${found}>, and` : 'must be <Package>:'} a package.xml's is <Package>.` +
      (found?.toLowerCase() === 'html'
        ? ' This is a web page: open the package.xml itself and paste its text.'
        : ''),
  );
}

export function parsePackageXml(text: string): PackageXml {
  const bytes = byteLength(text);
  if (bytes > MAX_PACKAGE_BYTES) {
    throw new PackageXmlError(
      `This package.xml is ${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${MAX_PACKAGE_SIZE} is read. A manifest lists names, ` +
        'not files: check that you pasted the package.xml and not a whole zip or project.',
    );
  }
  if (!text.trim())
    throw new PackageXmlError('The package.xml is empty. Paste the whole file, from <?xml to </Package>.');
  for (const keyword of ['<!DOCTYPE', '<!ENTITY']) {
    const at = findDeclaration(text, keyword);
    if (at >= 0) {
      throw new PackageXmlError(
        `Line ${lineAt(text, at)}: ${keyword.slice(2)} declarations are refused. A package.xml never has one, ` +
          'and entities are how malicious XML expands. Remove it and paste again.',
      );
    }
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) {
    throw notWellFormed(text, valid.err);
  }
  const parser = new XMLParser({
    ignoreAttributes: true,
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'types' || name === 'members',
  });
  let tree: { Package?: { types?: unknown; version?: unknown } };
  try {
    tree = parser.parse(text) as typeof tree;
  } catch (error) {
    // Well formed, but past what the parser builds: fast-xml-parser stops at 100 nested elements
    // ("Maximum nested tags exceeded"), where a package.xml nests three (<Package>, <types>, <members>).
    const reason = error instanceof Error ? error.message : String(error);
    // A declaration or processing instruction that never closes, which the validator passes (round
    // 76's 1789: `standalone="yes?>`, its value's closing quote lost, so the value runs on into the
    // next line): not well formed, and Salesforce refuses it too.
    const instruction = /pi tag/i.test(reason) ? text.indexOf('<?') : -1;
    if (instruction >= 0)
      throw new PackageXmlError(
        `Line ${lineAt(text, instruction)}, column ${instruction - text.lastIndexOf('\n', instruction)}: the XML is not well formed: ` +
          'the declaration (<?xml …?>) never closes where it should; check its quotes (each value in a pair, ' +
          'as in standalone="yes"), and paste it again.',
      );
    throw new PackageXmlError(
      /nested/i.test(reason)
        ? 'This XML nests elements 100 deep or more; a package.xml nests three (<Package>, <types>, <members>), so this is no package.xml.'
        : `This XML can't be read as a package.xml: ${reason.replace(/\.+$/, '')}.`,
    );
  }
  const root = packageRoot(tree);
  // Lines of each <types>, in order, for messages and the plan's references.
  // One pass: each newline is found once, even when none lies between two <types> (a manifest on one
  // line), where looking for the next one from every <types> again read the rest of the text each time.
  // A <types> inside a comment is none (real manifests comment whole blocks out).
  const comments = commentsOf(text);
  const lines: number[] = [];
  let line = 1;
  let nl = text.indexOf('\n');
  let comment = 0;
  for (let at = text.indexOf('<types'); at >= 0; at = text.indexOf('<types', at + 1)) {
    while ((comments[comment]?.end ?? Infinity) <= at) comment += 1;
    const inside = comments[comment];
    if (inside && inside.start <= at) {
      at = inside.end - 1;
      continue;
    }
    while (nl >= 0 && nl < at) {
      line += 1;
      nl = text.indexOf('\n', nl + 1);
    }
    lines.push(line);
  }
  const types = asArray(root.types as Record<string, unknown>[] | undefined).map((entry, index) => {
    const line = lines[index] ?? 0;
    const name = typesName(entry, line);
    const members = asArray(entry.members as unknown[] | undefined)
      .map((member) => (typeof member === 'string' ? member.trim() : String(member ?? '').trim()))
      .filter(Boolean);
    return { name, members, line };
  });
  // <types> only inside another element (a Force.com IDE "Referenced Packages" file lists them in
  // <modules><module>): the schema puts each directly under <Package>, so none is read as a type.
  const nested = types.length === 0 && lines.length > 0 ? elementHolding(root, 'types') : undefined;
  if (nested)
    throw new PackageXmlError(
      `Line ${lines[0]}: a <types> element sits inside <${nested}>, not directly under <Package>, where a package.xml lists each type with its <members>. None is directly under <Package>, so there is nothing to copy.`,
    );
  // Nothing to copy: no type, or no member under any type. Said here, so no plan of empty steps is made.
  if (types.length === 0)
    throw new PackageXmlError(
      'This package.xml lists no <types>, so there is nothing to copy. Each <types> names a type (<name>) and its components (<members>).',
    );
  if (types.every((t) => t.members.length === 0))
    throw new PackageXmlError(
      `This package.xml's ${types.length === 1 ? '<types> lists' : `${types.length} <types> list`} no <members>, so there is nothing to copy. Name the components under each type, or * for every component of it.`,
    );
  const version = typeof root.version === 'string' ? root.version.trim() : undefined;
  // XML forbids `--` inside a comment (XML 1.0, section 2.5); the validator above lets it pass, as
  // lenient readers do, and the file is read, but a strict reader refuses it: say where.
  const dashes = comments.find((c) => c.dashes >= 0);
  const note = dashes
    ? `Line ${lineAt(text, dashes.dashes)}: an XML comment holds \`--\`, which XML forbids inside a comment (https://www.w3.org/TR/xml/#sec-comments). The plan read the file as lenient readers do; a strict XML reader refuses it, so take the \`--\` out of the comment.`
    : undefined;
  return { types, ...(version ? { version } : {}), ...(note ? { notes: [note] } : {}) };
}

/**
 * The name of the first element below `root` that holds a `name` element itself, in the order the
 * parser read them, or undefined. A stack, not recursion: a hostile text may nest deeply (up to the
 * parser's limit) or hold a million siblings.
 */
function elementHolding(root: unknown, name: string): string | undefined {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const children: unknown[] = [];
    for (const [key, value] of Object.entries(node))
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child !== null && typeof child === 'object' && name in child) return key;
        children.push(child);
      }
    // Last first, so the first child is read next; one at a time: a spread of a million siblings
    // would pass the engine's limit on arguments.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return undefined;
}

/**
 * The comments of an XML text, in order (`start` at `<!--`, `end` after `-->`), each with where it
 * holds `--` before its end (`dashes`, -1 when it doesn't). Linear: each comment is found once. An
 * unclosed comment runs to the end (the validator has refused such a text before this runs).
 */
function commentsOf(text: string): { start: number; end: number; dashes: number }[] {
  const found: { start: number; end: number; dashes: number }[] = [];
  let start = text.indexOf('<!--');
  while (start >= 0) {
    const close = text.indexOf('-->', start + 4);
    const end = close < 0 ? text.length : close + 3;
    // The first `--` of its text, if before `-->` (`--->` ends a text ending with `-`, forbidden too).
    const dashes = text.indexOf('--', start + 4);
    found.push({ start, end, dashes: dashes >= 0 && dashes < end - 3 ? dashes : -1 });
    start = close < 0 ? -1 : text.indexOf('<!--', end);
  }
  return found;
}

/** At most this many names in a list of types: more than the registry has, so a longer list is a paste gone wrong. */
export const MAX_LISTED_TYPES = 1000;

/**
 * A list of type names instead of a package.xml (issue 25: types picked from
 * the coverage page), one per line or separated by commas or semicolons, as
 * a package.xml that copies every component of each (`<members>*</members>`).
 * A name is matched to Salesforce's spelling without regard to case
 * (`known`, the registry's names); an unknown one is kept as written, so the
 * plan lists it among the names no step copies.
 */
export function parseTypeList(text: string, known: readonly string[]): PackageXml {
  const bytes = byteLength(text);
  if (bytes > MAX_PACKAGE_BYTES) {
    throw new PackageXmlError(
      `This list is ${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${MAX_PACKAGE_SIZE} is read. Paste type names or a package.xml.`,
    );
  }
  const byLower = new Map(known.map((name) => [name.toLowerCase(), name]));
  const types: PackageType[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((row, index) => {
    for (const raw of row.split(/[,;]/)) {
      const written = raw.trim();
      if (!written) continue;
      const name = byLower.get(written.toLowerCase()) ?? written;
      if (seen.has(name)) continue;
      seen.add(name);
      types.push({ name, members: ['*'], line: index + 1 });
    }
  });
  if (types.length === 0)
    throw new PackageXmlError('Paste a package.xml, or type names such as Flow, ApexClass, Layout.');
  if (types.length > MAX_LISTED_TYPES)
    throw new PackageXmlError(
      `This list names ${types.length} types; Salesforce has fewer than ${MAX_LISTED_TYPES}. Paste type names or a package.xml.`,
    );
  return { types };
}

/** A package.xml, or a list of type names when the text does not start with `<`. */
export function parsePlanInput(text: string, known: readonly string[]): PackageXml {
  return /^\s*</.test(text) || !text.trim() ? parsePackageXml(text) : parseTypeList(text, known);
}
