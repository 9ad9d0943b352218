/**
 * What the site model and the build pipeline rely on in @docusaurus/core
 * 3.7.0; these fail when an upgrade changes it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const core = (file: string) => readFileSync(require.resolve(`@docusaurus/core/lib/${file}`), 'utf8');

test('@docusaurus/core is the version the model and the pipeline were written against', () => {
  const { version } = JSON.parse(readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8')) as {
    version: string;
  };
  expect(version).toBe('3.7.0');
});

test('every plugin gets one allContent object per load (src/site/model.ts memoizes on it)', () => {
  const source = core('server/plugins/plugins.js');
  const body = source.slice(source.indexOf('async function executeAllPluginsAllContentLoaded'));
  expect(body).toMatch(/const allContent = \(0, pluginsUtils_1\.aggregateAllContent\)\(plugins\);/);
  expect(body).toMatch(/await Promise\.all\(plugins\.map\(async \(plugin\) => \{[\s\S]*?allContent,\s*\}\);/);
});

test('postBuild gets every loaded plugin and its own content (src/plugins/build-pipeline runs the parts from them)', () => {
  const source = core('commands/build/buildLocale.js');
  expect(source).toMatch(/plugin\.postBuild\(\{\s*\.\.\.props,\s*head,\s*content: plugin\.content,\s*\}\)/);
  const props = core('server/site.js');
  expect(props).toMatch(/function createSiteProps\(params\) \{[\s\S]*?return \{[\s\S]*?\bplugins,/);
});

test("webpack's persistent cache is named by bundle, mode and locale only (the build pipeline adds the site's values)", () => {
  const source = core('webpack/base.js');
  expect(source).toContain('name: `${name}-${mode}-${props.i18n.currentLocale}`,');
  const version = /version: \[([\s\S]*?)\]\.join\('-'\)/.exec(source)?.[1] ?? '';
  expect(version).toContain('siteMetadata.docusaurusVersion');
  expect(version).not.toMatch(/siteConfig|url/);
});

test("each build's generated files go where DOCUSAURUS_GENERATED_FILES_DIR_NAME says (scripts/test.sh runs two builds side by side)", () => {
  // @docusaurus/utils reads the variable once, as it loads: a child process shows what a build sees.
  const named = execFileSync(
    process.execPath,
    ['-e', "process.stdout.write(require('@docusaurus/utils').GENERATED_FILES_DIR_NAME)"],
    {
      env: { ...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-fixtures' },
      encoding: 'utf8',
    },
  );
  expect(named).toBe('.docusaurus-fixtures');
  // And the site's generated files folder is that name under the site.
  expect(core('server/site.js')).toContain(
    'const generatedFilesDir = path_1.default.resolve(siteDir, utils_1.GENERATED_FILES_DIR_NAME);',
  );
});
