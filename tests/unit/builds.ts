/**
 * The builds the unit tests read. `build/` (the public site) is made by both
 * `npm run check` and `npm test`; `build-test/` (the fixture build: test
 * pages, tag manager, feedback endpoint, Algolia) only by `npm test`
 * (scripts/test.sh).
 *
 * A test that reads `build-test/` carries FIXTURE_BUILD_TAG. `npm run check`
 * leaves those tests out (`--grep-invert`, scripts/check.sh); everywhere else
 * they run, and fail when `build-test/` is missing: they never skip.
 */
export const FIXTURE_BUILD_TAG = '@fixture-build';

export const BUILD_DIRS = ['build', 'build-test'] as const;
export type BuildDir = (typeof BUILD_DIRS)[number];

/** The test details for a test on `dir`: the fixture build's tag on `build-test/`. */
export function buildTag(dir: BuildDir): { tag: string[] } {
  return { tag: dir === 'build-test' ? [FIXTURE_BUILD_TAG] : [] };
}

/** The message of a test whose build is missing. */
export function missingBuild(dir: BuildDir): string {
  return dir === 'build'
    ? 'build/ is missing: run `npx docusaurus build --out-dir build` first (npm run check and npm test do)'
    : 'build-test/ is missing: run `npm test` (scripts/test.sh builds it), or the fixture build command in CONTRIBUTING.md';
}

/**
 * The fixture build's SITE_URL (scripts/test.sh sets it): not the default, so
 * tests/unit/build-output.test.ts can check that every address the build
 * writes is the one it was built for.
 */
export const FIXTURE_SITE_URL = 'https://docs.fixture.metaferry.test';
/**
 * The fixture build's generated files folder (DOCUSAURUS_GENERATED_FILES_DIR_NAME in scripts/test.sh):
 * its own, since the two builds run side by side and the public build's is `.docusaurus/`.
 */
export const FIXTURE_GENERATED_DIR = '.docusaurus-fixtures';
/** config's default SITE_URL (docusaurus.config.ts), which the public build uses. */
export const DEFAULT_SITE_URL = 'https://docs.metaferry.example';
