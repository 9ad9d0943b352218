// The retired Ant Migration Tool guide's folder name. cspell:ignore daas
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Links to Salesforce's documentation point at the current release: no
 * `atlas.en-us.<release>.0.` page, which freezes a guide as it was in one
 * release, and no page of the retired Ant Migration Tool guide (`daas`),
 * whose deploy pages now live in the Metadata API Developer Guide. And at the
 * English page, as the site is English: a search result can carry another
 * language (Help's `language=ja`, a guide's `atlas.ja-jp`): 44 guide links
 * and 8 Help links of the type data did until 2026-12-02.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['docs', 'blog', 'src/data'];
const EXTENSIONS = /\.(?:mdx?|tsx?|json|ya?ml)$/;

const URL = /https?:\/\/[^\s)\]'"`<>]+/g;
const PINNED_RELEASE = /\/atlas\.[a-z]{2}-[a-z]{2}\.\d+\.0\./;
const ANT_MIGRATION_GUIDE = /\/atlas\.[a-z]{2}-[a-z]{2}\.(?:\d+\.0\.)?daas\.meta\//;
/** Help's `language=` other than US English, a guide's locale other than `en-us`, a localized site path. */
const OTHER_LANGUAGE =
  /[?&]language=(?!en_US\b)\w+|\/atlas\.(?!en-us\.)[a-z]{2}-[a-z]{2}\.|salesforce\.com\/(?!en-us\/)[a-z]{2}-[a-z]{2}\//;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : files(full);
    return EXTENSIONS.test(entry.name) ? [full] : [];
  });
}

/** Each outdated Salesforce link in `source`, as `file:line: link (why)`. */
function outdatedSalesforceLinks(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, index) =>
    [...line.matchAll(URL)].flatMap(([url]) => {
      if (!/(?:developer|help)\.salesforce\.com/.test(url)) return [];
      if (ANT_MIGRATION_GUIDE.test(url)) {
        return [
          `${file}:${index + 1}: ${url} (retired Ant Migration Tool guide; link the Metadata API Developer Guide)`,
        ];
      }
      if (OTHER_LANGUAGE.test(url)) {
        return [`${file}:${index + 1}: ${url} (another language than English; link the en_US page)`];
      }
      if (PINNED_RELEASE.test(url)) {
        return [
          `${file}:${index + 1}: ${url} (pinned to one release; link the page without the release number)`,
        ];
      }
      return [];
    }),
  );
}

test('no page or data file links Salesforce documentation pinned to a release, in the Ant Migration Tool guide or in another language', () => {
  const problems = SCANNED.flatMap((dir) =>
    files(path.join(ROOT, dir)).flatMap((file) =>
      outdatedSalesforceLinks(path.relative(ROOT, file), readFileSync(file, 'utf8')),
    ),
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the link check names pinned and daas links with file and line, and passes current ones', () => {
  const source = [
    'See [Running Tests](https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_running_tests.htm).',
    "  url: 'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_fieldset.htm',",
    '[old](https://developer.salesforce.com/docs/atlas.en-us.daas.meta/daas/meta_deploy_running_tests.htm)',
    '[older](https://developer.salesforce.com/docs/atlas.en-us.228.0.daas.meta/daas/forcemigrationtool_deploy_run_specific_tests.htm)',
    'Version 45.0 of https://example.com/atlas.en-us.260.0.x is not Salesforce.',
    '[ja](https://help.salesforce.com/s/articleView?id=ind.decision_matrices.htm&language=ja&type=5)',
    '[en](https://help.salesforce.com/s/articleView?id=ind.decision_matrices.htm&language=en_US&type=5)',
    '[jp guide](https://developer.salesforce.com/docs/atlas.ja-jp.api_meta.meta/api_meta/meta_flow.htm)',
  ].join('\n');
  const found = outdatedSalesforceLinks('page.mdx', source);
  expect(found).toHaveLength(5);
  expect(found[0]).toMatch(
    /^page\.mdx:2: https:\/\/developer\.salesforce\.com\/docs\/atlas\.en-us\.260\.0\.api_meta.*meta_fieldset\.htm \(pinned/,
  );
  expect(found[1]).toMatch(/^page\.mdx:3: .*daas\.meta.*\(retired Ant Migration Tool guide/);
  expect(found[2]).toMatch(/^page\.mdx:4: .*228\.0\.daas\.meta.*\(retired Ant Migration Tool guide/);
  expect(found[3]).toMatch(/^page\.mdx:6: .*language=ja.*\(another language than English/);
  expect(found[4]).toMatch(/^page\.mdx:8: .*atlas\.ja-jp.*\(another language than English/);
});
