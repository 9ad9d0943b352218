#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, the builds, then
# Playwright (unit + end-to-end in Debian's Chromium + the `engines` smoke
# suite in Debian's Firefox ESR and WebKitGTK, one run and one report).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"; npx tsc -p tsconfig.json
echo "== lint";      npm run --silent lint

echo "== build: public site → build/"
npx docusaurus build --out-dir build

echo "== build: fixtures (test pages, tag manager) → build-test/"
INCLUDE_TEST_PAGES=true GTM_CONTAINER_ID=GTM-TEST123 npx docusaurus build --out-dir build-test

echo "== build: search on Algolia, fake credentials (contract test) → build-algolia/"
ALGOLIA_APP_ID=TESTAPPID ALGOLIA_SEARCH_API_KEY=test-search-only-key ALGOLIA_INDEX_NAME=metaferry-test \
  npx docusaurus build --out-dir build-algolia

echo "== playwright"
npx playwright test "$@"
