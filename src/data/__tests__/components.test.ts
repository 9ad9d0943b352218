import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  baselinePermissions,
  categoryDescriptions,
  categoryIds,
  categoryLabels,
  components,
  dependencyOrder,
  getComponent,
  isStep,
  knownPermissions,
  layer,
  limitText,
  metadataTypeReference,
  type ComponentEntry,
} from '../components';

/** The spec's list (section 2, "Supported components section"). */
const SPEC_SLUGS = [
  'apex-pages-overrides',
  'ci-cd',
  'compact-layout-assignments',
  'components',
  'dashboards',
  'email-templates',
  'execute-anonymous-apex',
  'field-history-tracking',
  'field-sets',
  'flexi-pages-overrides',
  'help-texts',
  'letterheads',
  'list-views',
  'package-upgrade',
  'page-layouts',
  'picklist-values',
  'profile-updates',
  'record-types',
  'remote-site-settings',
  'reports',
  'search-layouts',
  'tab-styles',
  'zip-packages',
];

const PAGES_DIR = path.resolve(__dirname, '../../../docs/supported-components');

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Salesforce's own documentation, over https. */
const SALESFORCE_DOCS = /^https:\/\/(?:developer|help)\.salesforce\.com\/\S+$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
/** `Type.field`: a PascalCase type, then a field as the API spells it. */
const FIELD = /^[A-Z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/;

function label(entry: ComponentEntry): string {
  return `entry "${entry.slug}"`;
}

/** Every slug an entry must run after, directly or through other entries. */
function prerequisites(slug: string, seen = new Set<string>()): Set<string> {
  for (const dependency of getComponent(slug).runAfter) {
    if (!seen.has(dependency)) {
      seen.add(dependency);
      prerequisites(dependency, seen);
    }
  }
  return seen;
}

/**
 * Every limit without an https Salesforce source or a source title, as
 * `entry "slug": limit "…" has no …`. It takes the entries as untyped data,
 * so a bare string fails here as well as in the type checker.
 */
function limitProblems(list: readonly { slug: string; limits: readonly unknown[] }[]): string[] {
  return list.flatMap((entry) =>
    entry.limits.flatMap((limit) => {
      const record = typeof limit === 'object' && limit !== null ? (limit as Record<string, unknown>) : {};
      const text = typeof limit === 'string' ? limit : String(record.text);
      const who = `entry "${entry.slug}": limit "${text}"`;
      const problems: string[] = [];
      if (typeof record.source !== 'string' || !SALESFORCE_DOCS.test(record.source)) {
        problems.push(`${who} has no https developer.salesforce.com or help.salesforce.com source`);
      }
      if (typeof record.sourceTitle !== 'string' || record.sourceTitle.trim() === '') {
        problems.push(`${who} has no source title`);
      }
      return problems;
    }),
  );
}

function frontMatterTitle(source: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const raw = /^title:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
  return raw?.replace(/^(['"])(.*)\1$/, '$2');
}

test.describe('supported-components catalogue: schema', () => {
  for (const entry of components) {
    test(`${entry.slug} passes the schema`, () => {
      const who = label(entry);
      expect(entry.slug, `${who}: slug is kebab-case`).toMatch(KEBAB);
      expect(entry.title.trim(), `${who}: title`).not.toBe('');
      expect(entry.title, `${who}: title has no outer spaces`).toBe(entry.title.trim());

      expect(entry.summary.trim(), `${who}: summary`).not.toBe('');
      expect(entry.summary.length, `${who}: summary is at most 140 characters`).toBeLessThanOrEqual(140);
      expect(entry.summary, `${who}: summary is one sentence ending with a period`).toMatch(
        /^[A-Z](?:(?!\. ).)*\.$/,
      );

      expect(categoryIds, `${who}: category "${entry.category}" is known`).toContain(entry.category);

      // Anonymous Apex, package installs (a Tooling API PackageInstallRequest) and
      // pipelines deploy no Metadata API type of their own.
      const noTypesAllowed =
        entry.anyMetadataType ||
        entry.mechanism === 'execute-anonymous' ||
        entry.mechanism === 'package-install' ||
        entry.mechanism === 'pipeline';
      if (!noTypesAllowed) {
        expect(entry.metadataTypes.length, `${who}: names at least one Metadata API type`).toBeGreaterThan(0);
      }
      for (const type of entry.metadataTypes) {
        expect(type, `${who}: metadata type "${type}" is PascalCase`).toMatch(PASCAL);
      }
      expect(new Set(entry.metadataTypes).size, `${who}: metadata types are unique`).toBe(
        entry.metadataTypes.length,
      );

      for (const field of entry.fields) {
        expect(field, `${who}: field "${field}" is written Type.field`).toMatch(FIELD);
      }
      expect(new Set(entry.fields).size, `${who}: fields are unique`).toBe(entry.fields.length);

      for (const permission of entry.permissions) {
        expect(
          knownPermissions as readonly string[],
          `${who}: permission "${permission}" is known`,
        ).toContain(permission);
        expect(
          baselinePermissions as readonly string[],
          `${who}: "${permission}" is a baseline permission; list only extra ones`,
        ).not.toContain(permission);
      }
      expect(new Set(entry.permissions).size, `${who}: permissions are unique`).toBe(
        entry.permissions.length,
      );

      expect(entry.limits.length, `${who}: names at least one limit`).toBeGreaterThan(0);
      for (const limit of entry.limits) {
        const text = limitText(limit);
        expect(text, `${who}: limit "${text}" is a sentence`).toMatch(/^[A-Z].*\.$/);
      }
    });
  }

  test('validate-only and deletes follow how each step reaches the org', () => {
    for (const entry of components) {
      const who = label(entry);
      if (entry.mechanism === 'execute-anonymous') {
        expect(entry.validateOnly, `${who}: anonymous Apex has no check-only mode`).toBe(false);
        expect(entry.permissions, `${who}: anonymous Apex needs Author Apex`).toContain('Author Apex');
      }
      if (entry.mechanism === 'package-install') {
        expect(entry.validateOnly, `${who}: a package install is not a check-only deploy`).toBe(false);
        expect(entry.permissions, `${who}: installs need Download AppExchange Packages`).toContain(
          'Download AppExchange Packages',
        );
      }
      if (entry.deletes) {
        expect(entry.mechanism, `${who}: only Metadata API deploys delete (destructiveChanges.xml)`).toBe(
          'metadata-deploy',
        );
      }
      if (entry.metadataTypes.includes('Profile')) {
        expect(
          entry.permissions,
          `${who}: deploying a Profile needs Manage Profiles and Permission Sets`,
        ).toContain('Manage Profiles and Permission Sets');
      }
    }
  });

  test('every category has a label, a description and at least one entry', () => {
    for (const category of categoryIds) {
      expect(categoryLabels[category].trim(), `category "${category}": label`).not.toBe('');
      expect(categoryDescriptions[category], `category "${category}": description is a sentence`).toMatch(
        /^[A-Z].*\.$/,
      );
      expect(
        components.some((entry) => entry.category === category),
        `category "${category}" has no entry`,
      ).toBe(true);
    }
  });
});

test.describe("supported-components catalogue: Salesforce's reference", () => {
  test('every limit links to the Salesforce page that states it', () => {
    const problems = limitProblems(components);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the limit check names a bare sentence and a source that is not Salesforce', () => {
    const problems = limitProblems([
      {
        slug: 'fixture',
        limits: ['A bare sentence.', { text: 'Sourced.', source: 'https://example.com/x', sourceTitle: 'X' }],
      },
    ]);
    expect(problems).toEqual([
      'entry "fixture": limit "A bare sentence." has no https developer.salesforce.com or help.salesforce.com source',
      'entry "fixture": limit "A bare sentence." has no source title',
      'entry "fixture": limit "Sourced." has no https developer.salesforce.com or help.salesforce.com source',
    ]);
  });

  for (const entry of components) {
    test(`${entry.slug}: every Metadata API type links to the Metadata API Developer Guide`, () => {
      for (const type of entry.metadataTypes) {
        const url = metadataTypeReference[type];
        expect(
          url,
          `${label(entry)}: Metadata API type "${type}" has no reference URL in metadataTypeReference (src/data/components/index.ts)`,
        ).toBeDefined();
        expect(
          url,
          `${label(entry)}: the reference URL of "${type}" is not an https developer.salesforce.com or help.salesforce.com page`,
        ).toMatch(SALESFORCE_DOCS);
      }
    });
  }

  test('the reference map lists only types some entry names', () => {
    const named = new Set(components.flatMap((entry) => entry.metadataTypes));
    for (const type of Object.keys(metadataTypeReference)) {
      expect(named.has(type), `metadataTypeReference has "${type}", which no entry names`).toBe(true);
    }
  });
});

test.describe('supported-components catalogue: the list', () => {
  test('slugs and titles are unique', () => {
    const slugs = new Set<string>();
    const titles = new Set<string>();
    for (const entry of components) {
      expect(slugs.has(entry.slug), `${label(entry)}: duplicate slug`).toBe(false);
      expect(titles.has(entry.title), `${label(entry)}: duplicate title "${entry.title}"`).toBe(false);
      slugs.add(entry.slug);
      titles.add(entry.title);
    }
  });

  test('holds exactly the spec slugs', () => {
    const slugs = components.map((entry) => entry.slug);
    for (const slug of SPEC_SLUGS) {
      expect(slugs, `spec slug "${slug}" has no entry`).toContain(slug);
    }
    for (const slug of slugs) {
      expect(SPEC_SLUGS, `entry "${slug}" is not in the spec`).toContain(slug);
    }
    expect(slugs).toHaveLength(23);
  });

  test('is sorted by title', () => {
    const titles = components.map((entry) => entry.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('getComponent returns entries and throws for unknown slugs', () => {
    expect(getComponent('field-sets').slug).toBe('field-sets');
    expect(() => getComponent('no-such-thing')).toThrow(/"no-such-thing"/);
    expect(() => getComponent('')).toThrow(/Unknown supported-component slug/);
  });
});

test.describe('supported-components catalogue: dependencies', () => {
  test('every runAfter slug exists, is not the entry itself, and is listed once', () => {
    for (const entry of components) {
      const who = label(entry);
      for (const dependency of entry.runAfter) {
        expect(dependency, `${who}: runs after itself`).not.toBe(entry.slug);
        expect(() => getComponent(dependency), `${who}: runs after unknown "${dependency}"`).not.toThrow();
        expect(
          isStep(getComponent(dependency)),
          `${who}: runs after "${dependency}", which is not a step`,
        ).toBe(true);
      }
      expect(new Set(entry.runAfter).size, `${who}: runAfter has duplicates`).toBe(entry.runAfter.length);
    }
  });

  test('the steps have no dependency cycle', () => {
    expect(() => dependencyOrder()).not.toThrow();
    const ordered = dependencyOrder().flat();
    expect(ordered.map((entry) => entry.slug).sort()).toEqual(
      components
        .filter(isStep)
        .map((entry) => entry.slug)
        .sort(),
    );
  });

  test('every step comes after the steps it runs after', () => {
    const stage = new Map<string, number>();
    dependencyOrder().forEach((entries, index) => entries.forEach((entry) => stage.set(entry.slug, index)));
    for (const [slug, index] of stage) {
      for (const dependency of getComponent(slug).runAfter) {
        expect(
          stage.get(dependency),
          `entry "${slug}": "${dependency}" is not in an earlier stage`,
        ).toBeLessThan(index);
      }
    }
  });

  test('the order follows the product rules', () => {
    const rules: readonly [before: string, after: string][] = [
      ['components', 'field-sets'],
      ['components', 'help-texts'],
      ['components', 'field-history-tracking'],
      ['picklist-values', 'record-types'],
      ['record-types', 'page-layouts'],
      ['record-types', 'compact-layout-assignments'],
      ['reports', 'dashboards'],
      ['letterheads', 'email-templates'],
    ];
    for (const [before, after] of rules) {
      expect(prerequisites(after).has(before), `entry "${after}" must run after "${before}"`).toBe(true);
    }
    // Packages first: the package upgrade stands alone in the first stage
    // and every other step depends on it.
    expect(dependencyOrder()[0]?.map((entry) => entry.slug)).toEqual(['package-upgrade']);
    for (const entry of components.filter(isStep)) {
      if (entry.slug !== 'package-upgrade') {
        expect(
          prerequisites(entry.slug).has('package-upgrade'),
          `${label(entry)}: must run after packages`,
        ).toBe(true);
      }
    }
  });
});

test.describe('layer', () => {
  const entry = (slug: string, ...runAfter: string[]) => ({ slug, title: slug.toUpperCase(), runAfter });

  test('puts entries without prerequisites first and sorts each layer by title', () => {
    const layers = layer([entry('c', 'a'), entry('b'), entry('a'), entry('d', 'c', 'b')]);
    expect(layers.map((stage) => stage.map((e) => e.slug))).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  test('names the entries of a cycle', () => {
    const cyclic = [
      entry('root'),
      entry('x', 'root', 'z'),
      entry('y', 'x'),
      entry('z', 'y'),
      entry('w', 'z'),
    ];
    expect(() => layer(cyclic)).toThrow(/cycle/i);
    expect(() => layer(cyclic)).toThrow(/x → z → y → x|y → x → z → y|z → y → x → z/);
    expect(() => layer(cyclic)).toThrow(/cannot be ordered: w, x, y, z/);
  });

  test('names an entry that runs after itself', () => {
    expect(() => layer([entry('solo', 'solo')])).toThrow(/solo → solo/);
  });

  test('names an unknown prerequisite', () => {
    expect(() => layer([entry('a', 'ghost')])).toThrow(/"a" runs after "ghost"/);
  });
});

test.describe('supported-components catalogue: pages', () => {
  // The catalogue's pages, less its overview and the list of every Metadata API type (issue 25).
  // The lists of every type and every settings type are references, not steps: no catalogue entry.
  const LISTS = new Set(['index.mdx', 'metadata-types.mdx', 'settings-types.mdx']);
  const pageFiles = readdirSync(PAGES_DIR).filter((file) => file.endsWith('.mdx') && !LISTS.has(file));

  for (const entry of components) {
    test(`${entry.slug} has its page with its At a glance box`, () => {
      const file = path.join(PAGES_DIR, `${entry.slug}.mdx`);
      const who = label(entry);
      expect(pageFiles, `${who}: no page at docs/supported-components/${entry.slug}.mdx`).toContain(
        `${entry.slug}.mdx`,
      );
      const source = readFileSync(file, 'utf8');
      const boxes = [...source.matchAll(/<AtAGlance\s+slug="([^"]*)"\s*\/>/g)].map((match) => match[1]);
      expect(boxes, `${who}: the page must contain <AtAGlance slug="${entry.slug}" /> once`).toEqual([
        entry.slug,
      ]);
      expect(frontMatterTitle(source), `${who}: the page title must equal the entry title`).toBe(entry.title);
    });
  }

  test('every page has an entry', () => {
    for (const file of pageFiles) {
      const slug = file.replace(/\.mdx$/, '');
      expect(
        components.some((entry) => entry.slug === slug),
        `page docs/supported-components/${file} has no entry in src/data/components/entries/`,
      ).toBe(true);
    }
  });
});
