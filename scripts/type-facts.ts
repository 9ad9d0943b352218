/**
 * `npm run type-facts`: every fact the site states about what a Metadata API
 * type needs (src/data/metadata-types: prerequisites, wildcard support, Setup
 * features the Metadata API doesn't carry), with the Salesforce page it comes
 * from and the day it was read, and the count of types per status. Read it
 * before a release to re-check the pages; `--json` prints it for a tool.
 */
import { PREREQUISITES } from '../src/data/metadata-types/prerequisites';
import { SETUP_FEATURES } from '../src/data/metadata-types/setup-features';
import { statusCounts, statusOf } from '../src/data/metadata-types/status';
import { WILDCARD } from '../src/data/metadata-types/wildcard';
import {
  CHECKED_AGAINST,
  GUIDE_READS,
  GUIDE_REFERENCES,
  GUIDE_SETTINGS_REFERENCE_READS,
  GUIDE_SETTINGS_REFERENCES,
  staleness,
} from '../src/data/metadata-types/guide';
import { GUIDE_OBJECT_READS } from '../src/data/metadata-types/guide/object-reads';
import { metadataTypes, REGISTRY_VERSION } from '../src/data/metadata-types/registry';

// `--check` (scripts/build.sh): only what says the facts may be stale, as warnings; never fails the build.
if (process.argv.includes('--check')) {
  const childless = metadataTypes.filter((type) => !type.parent).map((type) => type.name);
  console.log(`== Type facts checked against ${CHECKED_AGAINST}`);
  for (const warning of staleness(REGISTRY_VERSION, childless)) console.warn(`warning: ${warning}`);
  // A registry type no read has a row for: its page was never looked for, so its answers can't say what it needs.
  const never = metadataTypes
    .filter((type) => statusOf(type).needsUnread?.lookedFor === null)
    .map((type) => type.name);
  if (never.length > 0)
    console.warn(
      `warning: ${never.length} registry types have no read of what they need in src/data/metadata-types/guide/requirement-reads.json ` +
        `(look for each one's page; a page not found is a \`not-found\` row): ${never.slice(0, 12).join(', ')}${never.length > 12 ? ', …' : ''}.`,
    );
  process.exit(0);
}

const facts = {
  registry: `@salesforce/source-deploy-retrieve ${REGISTRY_VERSION}`,
  checkedAgainst: CHECKED_AGAINST,
  counts: statusCounts(),
  reads: GUIDE_READS.length,
  references: GUIDE_REFERENCES.length,
  // The organization settings types' own rows, by settings type (`Settings` in a package.xml).
  settingsReads: GUIDE_SETTINGS_REFERENCE_READS.length,
  settingsReferences: GUIDE_SETTINGS_REFERENCES.length,
  // The objects of the types' names, read where the type's own page states no need.
  objectReads: {
    rules: GUIDE_OBJECT_READS.filter((r) => r.seen === 'rules').length,
    none: GUIDE_OBJECT_READS.filter((r) => r.seen === 'none').length,
    notFound: GUIDE_OBJECT_READS.filter((r) => r.seen === 'not-found').length,
  },
  // Types whose own page wasn't found (or never looked for): their answers say what they need wasn't read.
  needsUnread: metadataTypes.flatMap((type) => {
    const unread = statusOf(type).needsUnread;
    return unread ? [{ type: type.name, lookedFor: unread.lookedFor }] : [];
  }),
  prerequisites: Object.entries(PREREQUISITES).flatMap(([type, requirements]) =>
    requirements.map((r) => ({
      type,
      kind: r.kind,
      text: r.text,
      source: r.source,
      api: r.api,
      checked: r.checked,
    })),
  ),
  wildcard: Object.entries(WILDCARD).map(([type, f]) => ({
    type,
    wildcard: f.wildcard,
    source: f.source,
    checked: f.checked,
  })),
  setupFeatures: SETUP_FEATURES.map((f) => ({
    name: f.name,
    source: f.source,
    ...(f.seenIn ? { seenIn: f.seenIn } : {}),
    checked: f.checked,
  })),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(facts, null, 2));
} else {
  console.log(`Registry: ${facts.registry}; checked against ${facts.checkedAgainst}`);
  console.log(`Pages read: ${facts.reads}; reference edges: ${facts.references}`);
  console.log(
    `Settings types read: ${facts.settingsReads}; their reference edges: ${facts.settingsReferences}`,
  );
  console.log(
    `Objects of the types' names read: ${GUIDE_OBJECT_READS.length} (with rules ${facts.objectReads.rules}, ` +
      `none ${facts.objectReads.none}, no object page ${facts.objectReads.notFound})`,
  );
  console.log(
    `Statuses: ${Object.entries(facts.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `Needs not read (no page of their own found): ${facts.needsUnread.length}` +
      (facts.needsUnread.length > 0 ? `: ${facts.needsUnread.map((u) => u.type).join(', ')}` : ''),
  );
  console.log(`\nPrerequisites (${facts.prerequisites.length}):`);
  for (const p of facts.prerequisites)
    console.log(`  ${p.type} [${p.kind}]: ${p.text}\n    ${p.source} (API ${p.api}, read ${p.checked})`);
  console.log(`\nWildcard (${facts.wildcard.length}):`);
  for (const w of facts.wildcard)
    console.log(`  ${w.type}: ${w.wildcard ? 'supports *' : 'no *'}  ${w.source} (read ${w.checked})`);
  console.log(`\nSetup features not carried (${facts.setupFeatures.length}):`);
  for (const f of facts.setupFeatures)
    console.log(
      `  ${f.name}: ${f.source} (read ${f.checked})${'seenIn' in f ? `\n    seen in ${f.seenIn}` : ''}`,
    );
}
