#!/usr/bin/env bash
# The writers' loop (`npm run check`): types, lint (prose style and spelling
# included), one build of the public site (broken links fail it) and the unit
# tests, which hold the prose rules, the catalogue data and the checks on the
# built pages. No browser, no server. `npm test` runs all of this and more.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh
source scripts/lib/node.sh
ensure_node

run_bg typecheck npx tsc -p tsconfig.json
run_bg lint npm run --silent lint
run_bg "build: public site → build/" npx docusaurus build --out-dir build
wait_steps

echo "== unit tests"
# Without the fixture build (build-test/, which only `npm test` makes): its
# tests carry the @fixture-build tag (tests/unit/builds.ts) and are left out
# here; everywhere else they run and fail when build-test/ is missing.
npx playwright test --project=unit --grep-invert @fixture-build "$@"
