#!/usr/bin/env bash
# The whole suite on a slower machine, on demand (issue 44): `npm test` with
# every process it starts (builds, servers, browsers, Playwright's workers)
# pinned to one core by `taskset -c 0`. On this project's two-core machines
# that is half the cores for the same work, about as slow as the shared
# machines CI sometimes lands on (2 to 3 times slower). A test that passes
# here has the room its time limit promises; check a new test with it:
#
#   npm run test:slow                       # everything, as .ci/run does
#   npm run test:slow -- --project=e2e      # builds, then one project
#   SLOW_CORES=0,1 npm run test:slow        # other cores (taskset's list syntax)
#
# Arguments go to Playwright, as with `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v taskset >/dev/null 2>&1; then
  echo "taskset (Debian's util-linux) is needed to pin the suite to one core." >&2
  exit 1
fi
exec taskset -c "${SLOW_CORES:-0}" bash scripts/test.sh "$@"
