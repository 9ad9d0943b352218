import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { computeScore, runChecks } from 'afdocs';
import { LLMS_TXT_LINK } from '../../config/http-headers';
import { PDF_FILE_NAME } from '../../config/pdf';
import {
  MCP_CATALOG_PATH,
  SERVER_CARD_PATH,
  SERVER_CARD_TYPE,
  SKILLS_INDEX_PATH,
  SKILL_PATH,
} from '../../src/agents/discovery';
import { DEFAULT_SITE_URL } from '../unit/builds';
import { ROOT } from './utils';

/**
 * What an assistant meets on deploy/nginx (project e2e-nginx, issue 28): the
 * Agent-Friendly Documentation Spec's checker, and the discovery files with
 * their headers.
 */

/**
 * afdocs 0.22.2 (pure JavaScript, on npm) through its programmatic API, as
 * `npx afdocs check <nginx> --sampling none --canonical-origin <SITE_URL>`:
 * build/ names its default address in llms.txt and the twins, and
 * `canonicalOrigin` has the checker read that address as the server it talks
 * to, so the links resolve here without a build for this port. About 8 s.
 */
test('afdocs scores the site 100 of 100 behind nginx', async ({ baseURL }) => {
  test.setTimeout(90_000);
  // The home page links the docs PDF, which scripts/test.sh writes beside the fixture build.
  expect(
    existsSync(path.join(ROOT, 'build', PDF_FILE_NAME)),
    `build/${PDF_FILE_NAME} is missing: run npx tsx scripts/pdf.ts --build build (npm test does)`,
  ).toBe(true);
  const report = await runChecks(`${baseURL ?? ''}/`, {
    samplingStrategy: 'none',
    canonicalOrigin: DEFAULT_SITE_URL,
  });
  const score = computeScore(report);
  const notPassed = report.results
    .filter((result) => result.status !== 'pass' && result.status !== 'skip')
    .map((result) => `${result.id} (${result.status}): ${result.message}`);
  expect(score.overall, notPassed.join('\n')).toBe(100);
  // Every check ran: a skip caused by a failed dependency would hide a failure.
  expect(report.summary.fail + report.summary.error).toBe(0);
  expect(report.summary.pass).toBeGreaterThan(20);
});

test('an HTML page names llms.txt and its twin in its Link header; other files name llms.txt', async ({
  request,
}) => {
  const page = await request.get('/start/how-to-run-job/');
  expect(page.headers().link).toBe(
    `</start/how-to-run-job.md>; rel="alternate"; type="text/markdown", ${LLMS_TXT_LINK}`,
  );
  const home = await request.get('/');
  expect(home.headers().link).toBe(`</index.md>; rel="alternate"; type="text/markdown", ${LLMS_TXT_LINK}`);
  for (const file of ['/llms.txt', '/sitemap.xml', '/start/how-to-run-job.md']) {
    expect((await request.get(file)).headers().link, file).toBe(LLMS_TXT_LINK);
  }
  // The target is there, as plain text.
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
});

test('the discovery files: the card as application/mcp-server-card+json, all readable from any origin', async ({
  request,
}) => {
  const types: Record<string, RegExp> = {
    [SERVER_CARD_PATH]: new RegExp(`^${SERVER_CARD_TYPE.replace(/[+.]/g, '\\$&')}$`),
    [MCP_CATALOG_PATH]: /^application\/json/,
    [SKILLS_INDEX_PATH]: /^application\/json/,
    [SKILL_PATH]: /^text\/markdown; charset=utf-8$/,
  };
  for (const [file, type] of Object.entries(types)) {
    const response = await request.get(file, { headers: { Origin: 'https://agent.example' } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(type);
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  // Nothing else is opened to other origins.
  const page = await request.get('/start/how-to-run-job/', { headers: { Origin: 'https://agent.example' } });
  expect(page.headers()['access-control-allow-origin']).toBeUndefined();
});
