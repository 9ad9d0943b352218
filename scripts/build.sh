#!/usr/bin/env bash
# `npm run build` (and so `npm start`): the site in build/, then the two files
# made from it that the site links to: the docs PDF on the landing page
# (scripts/pdf.ts, printed by Debian's Chromium; poppler's pdfinfo gives its
# contents page numbers) and the docs MCP server's tarball that llms.txt and
# the FAQ name (scripts/build-docs-mcp.ts). A plain `docusaurus build` has
# neither, so those two links would lead nowhere on a site deployed from it.
# Then the Brotli copies that deploy/nginx serves (scripts/precompress.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh
source scripts/lib/node.sh
ensure_node
ensure_system_packages chromium poppler-utils
# What says the type facts may be stale (a newer registry, types with no page read): warnings only.
npx tsx scripts/type-facts.ts --check
npx docusaurus build --out-dir build
npx tsx scripts/pdf.ts --build build
npx tsx scripts/build-docs-mcp.ts --dir build
# Last: Brotli copies of every text file, for nginx's brotli_static.
npx tsx scripts/precompress.ts --dir build
