/**
 * The Worker's entry module (scripts/build-docs-mcp.ts bundles it to worker.mjs, for
 * deploy/cloudflare/wrangler.toml). `./docs.json.txt` stays outside the bundle: the runtime loads it
 * as a Text module beside the code, so a cold start compiles only the code and parses the docs as
 * JSON, rather than compiling 5 MB of JavaScript literals.
 */
import docsJson from './docs.json.txt';
import { createWorker } from './worker';

export default createWorker(docsJson);
