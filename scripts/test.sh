#!/usr/bin/env bash
# The whole test suite, as CI runs it: the Debian packages it drives, the two
# builds, then one Playwright run (unit tests, end-to-end in Chromium, and the
# `engines` smoke suite in Firefox ESR and WebKitGTK) with the static checks
# (types, lint, prose) beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh
source scripts/lib/node.sh
ensure_node
# The Debian packages install beside the builds, which need none of them (issue 51, the suite's
# time: on a fresh machine apt-get's downloads and unpacking took 44 s before the builds started,
# 2026-12-04). The first step that needs one, the PDF (Chromium, poppler), waits for them. Where
# they cannot be installed (not root, no apt-get), the missing ones stop the run at once, as before.
SYSTEM_STEP="system packages: ${SYSTEM_PACKAGES[*]%%:*}"
if can_install_system_packages; then
  run_bg "$SYSTEM_STEP" ensure_system_packages
else
  ensure_system_packages
  SYSTEM_STEP=""
fi

# The two builds run side by side (issue 51, the suite's time): a build leaves a core idle for long
# stretches. In a fresh clone on a 2-core machine the builds and the steps after them took 143 s,
# against 168 s with the builds one after the other (2026-12-01, .ci/run). Each writes its
# generated config and route files to its own folder: the fixture build's go to
# .docusaurus-fixtures/ (DOCUSAURUS_GENERATED_FILES_DIR_NAME, which @docusaurus/utils reads;
# src/site/__tests__/upstream.test.ts fails if it stops doing so), for two builds sharing
# .docusaurus/ mix their settings (CI once built the Algolia site with the fixture build's config).
# Webpack's persistent caches are apart too (their names carry each build's address:
# src/plugins/build-pipeline), and the social cards' cache takes whole files only (written under
# another name, then renamed: src/plugins/share-metadata/card.ts).
#
# The fixture build: the test pages, a tag manager, a feedback endpoint, and
# search on Algolia with fake credentials (the contract tests answer for
# Algolia's hosts). One build for all of them (issue 10: the suite's time): no
# fixture test searches, and the Algolia tests never accept the consent banner.
# Its SITE_URL is not the default (FIXTURE_SITE_URL in tests/unit/builds.ts), so
# a unit test can check that the build names no other address (issue 28).
PUBLIC_BUILD="build: public site → build/"
run_bg "$PUBLIC_BUILD" npx docusaurus build --out-dir build
# The fixture build at a lower priority: it takes the cycles the public build leaves, so the public
# build ends first and the steps that need it (the PDF, the MCP tarball, the Brotli copies) start
# while the fixture build goes on.
run_bg "build: fixtures (test pages, tag manager, feedback endpoint, Algolia) → build-test/" \
  nice -n 10 env DOCUSAURUS_GENERATED_FILES_DIR_NAME=.docusaurus-fixtures \
  SITE_URL=https://docs.fixture.metaferry.test INCLUDE_TEST_PAGES=true GTM_CONTAINER_ID=GTM-TEST123 FEEDBACK_ENDPOINT=https://feedback.metaferry.test/collect \
  ALGOLIA_APP_ID=TESTAPPID ALGOLIA_SEARCH_API_KEY=test-search-only-key ALGOLIA_INDEX_NAME=metaferry-test \
  npx docusaurus build --out-dir build-test
wait_step "$PUBLIC_BUILD"
# The docs MCP server's tarball (issue 17) packs build/'s twins and search
# index: it needs the public build finished, and only reads it.
run_bg "package: docs MCP server → build/downloads/" npx tsx scripts/build-docs-mcp.ts --dir build
# Brotli copies beside the public build's text files, as scripts/build.sh makes
# them: nginx (the e2e-nginx project) serves them; the builds served by
# `docusaurus serve` only ever send identity or gzip. The PDF and the MCP
# tarball it runs beside are not text.
run_bg "precompress: build/" npx tsx scripts/precompress.ts --dir build
# Playwright's list of the tests, made now so that its cache of compiled test files is full when
# the run starts: cold, listing took 15 s against 5 s warm, idle (2026-12-04), and in a clean run the
# time from `npx playwright test` to its first test was 58 s, beside the static checks. Lowered as
# the fixture build is, to take what the steps on the critical path leave.
run_bg "list: the tests (fills Playwright's compile cache)" nice -n 10 npx playwright test --list
# The docs PDF the landing page links to (`npm run build` makes it the same way), once Chromium
# and poppler are in.
[ -z "$SYSTEM_STEP" ] || wait_step "$SYSTEM_STEP"
run_bg "pdf: build/metaferry-docs.pdf" npx tsx scripts/pdf.ts --build build
wait_steps

# The static checks run beside the browser tests (issue 10: the suite's time).
# Beside the builds they slowed the build on the critical path by a minute,
# while the browser tests leave the cores idle for more than half their time
# (waiting on pages, timers and debounces). Their result is reported at the
# end; `npm run check` is the quick loop that runs them first.
run_bg typecheck npx tsc -p tsconfig.json
run_bg lint npm run --silent lint
echo "== playwright"
status=0
npx playwright test "$@" || status=$?
wait_steps
exit "$status"
