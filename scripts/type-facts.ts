/**
 * `npm run type-facts`: every fact the site states about what a Metadata API
 * type needs (src/data/metadata-types: prerequisites, wildcard support, Setup
 * features the Metadata API doesn't carry), with the Salesforce page it comes
 * from and the day it was read, and the count of types per status. Read it
 * before a release to re-check the pages; `--json` prints it for a tool.
 */
import { PREREQUISITES } from '../src/data/metadata-types/prerequisites';
import { SETUP_FEATURES } from '../src/data/metadata-types/setup-features';
import { statusCounts } from '../src/data/metadata-types/status';
import { WILDCARD } from '../src/data/metadata-types/wildcard';
import { REGISTRY_VERSION } from '../src/data/metadata-types/registry';

const facts = {
  registry: `@salesforce/source-deploy-retrieve ${REGISTRY_VERSION}`,
  counts: statusCounts(),
  prerequisites: Object.entries(PREREQUISITES).flatMap(([type, requirements]) =>
    requirements.map((r) => ({ type, text: r.text, source: r.source, checked: r.checked })),
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
  console.log(`Registry: ${facts.registry}`);
  console.log(
    `Statuses: ${Object.entries(facts.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`\nPrerequisites (${facts.prerequisites.length}):`);
  for (const p of facts.prerequisites)
    console.log(`  ${p.type}: ${p.text}\n    ${p.source} (read ${p.checked})`);
  console.log(`\nWildcard (${facts.wildcard.length}):`);
  for (const w of facts.wildcard)
    console.log(`  ${w.type}: ${w.wildcard ? 'supports *' : 'no *'}  ${w.source} (read ${w.checked})`);
  console.log(`\nSetup features not carried (${facts.setupFeatures.length}):`);
  for (const f of facts.setupFeatures)
    console.log(
      `  ${f.name}: ${f.source} (read ${f.checked})${'seenIn' in f ? `\n    seen in ${f.seenIn}` : ''}`,
    );
}
