/**
 * The docs MCP endpoint as a Worker (issue 56, item 3): the module a serverless or edge runtime
 * loads, `{ fetch(request, env) }`, around the web-standard handler (./fetch.ts) with the docs of one
 * build. Nothing here touches Node: the docs arrive as the text of docs.json (on Cloudflare, a Text
 * module beside the code, ./worker-entry.ts), parsed once when the isolate starts.
 *
 * Per call, the runtime scales instances instead of queueing, so no `admit` hook: a call either gets
 * an instance or the platform's own refusal.
 */
import { SERVER_PACKAGE } from '../../../src/agents/package';
import { BUNDLE_FORMAT, type DocsBundle } from './bundle';
import { Docs } from './docs';
import { createFetchHandler } from './fetch';
import { createServer } from './server';

/** The Worker's variables (deploy/cloudflare/wrangler.toml `[vars]`). */
export interface WorkerEnv {
  /** Browser origins accepted besides loopback, separated by commas or spaces. */
  readonly ALLOWED_ORIGINS?: string;
}

export interface DocsWorker {
  fetch(request: Request, env?: WorkerEnv): Promise<Response>;
}

export function originsOf(env: WorkerEnv | undefined): string[] {
  return (env?.ALLOWED_ORIGINS ?? '').split(/[\s,]+/).filter((origin) => origin !== '');
}

/** Reads docs.json's text; a bundle of another format is refused, not misread (as ./load.ts does). */
export function docsOf(docsJson: string): Docs {
  const bundle = JSON.parse(docsJson) as DocsBundle;
  if (bundle.format !== BUNDLE_FORMAT)
    throw new Error(
      `docs.json has format ${String(bundle.format)}, this worker reads ${BUNDLE_FORMAT}: rebuild it`,
    );
  return new Docs(bundle);
}

export function createWorker(docsJson: string): DocsWorker {
  const docs = docsOf(docsJson);
  const createServerForCall = () => createServer(docs, SERVER_PACKAGE.version);
  // The variables are the same for every call of a deployment: the handler is made on the first.
  let handler: ((request: Request) => Promise<Response>) | undefined;
  return {
    fetch(request, env) {
      handler ??= createFetchHandler({ createServer: createServerForCall, allowedOrigins: originsOf(env) });
      return handler(request);
    },
  };
}
