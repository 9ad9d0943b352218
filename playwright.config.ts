import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from './scripts/lib/chromium';

/**
 * One runner for everything: unit tests (no browser), end-to-end tests in
 * Debian's Chromium against production builds served locally, and a smoke
 * suite in Debian's Firefox ESR and WebKitGTK (project `engines`).
 *
 * Builds are made by scripts/test.sh before this runs:
 *   build/       the public site          → served on PUBLIC_PORT
 *   build-test/  + test pages, GTM, feedback endpoint, search on Algolia with
 *                fake credentials (the tests answer for Algolia's hosts)
 *                                         → served on FIXTURE_PORT
 *   build/ again, by deploy/nginx         → served on NGINX_PORT (production parity:
 *                                           headers, caching, redirects, CSP)
 */
const isCI = Boolean(process.env.CI);
// First of the consecutive loopback ports (three here, two more for the mcp
// project); move it to run two suites side by side.
const PORT_BASE = Number(process.env.PW_PORT_BASE ?? 3100);
export const PUBLIC_PORT = PORT_BASE;
export const FIXTURE_PORT = PORT_BASE + 1;
export const NGINX_PORT = PORT_BASE + 2;

// Chromium's headless shell, from Debian (scripts/lib/chromium.ts says why, with the figures).
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS],
  },
};

/**
 * The projects named on the command line (`--project=unit`, `--project unit`);
 * empty when none is, which runs them all.
 */
function requestedProjects(argv: readonly string[]): string[] {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    const next = argv[i + 1];
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project' && next !== undefined) names.push(next);
  });
  return names;
}
// Unit tests read files and builds, never a server: `--project=unit` alone
// starts none, so it runs in seconds and without build-test/.
// The `mcp` project starts its own servers (the MCP server and an nginx with /mcp on).
const unitOnly = (() => {
  const names = requestedProjects(process.argv);
  return names.length > 0 && names.every((name) => name === 'unit' || name === 'mcp');
})();

export default defineConfig({
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two, one per core (issue 44). A third kept the cores busier while tests
  // waited on pages, but each test's own time then hung on what the other two
  // were doing: on a slower machine of this kind the heaviest (axe on long
  // pages) ran out of their limits. With axe scoped to what each test is
  // about, two workers ran the suite in 7.3 min of Playwright against 7.9 min
  // for three before the cuts, and the tests' summed time fell from 20.9 to
  // 13.4 min. `npm run test:slow` runs them both on one core.
  workers: 2,
  reporter: isCI ? [['list'], ['./tests/summary-reporter.ts']] : [['list'], ['./tests/summary-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  projects: [
    {
      name: 'unit',
      testMatch: [
        // Tests of code beside it (CONTRIBUTING.md, Add a test); checks on the builds in tests/unit.
        'src/**/__tests__/**/*.test.ts',
        'config/**/__tests__/**/*.test.ts',
        'docs/__tests__/**/*.test.ts',
        'tests/unit/**/*.test.ts',
        'packages/**/__tests__/**/*.test.ts',
      ],
    },
    {
      // The docs MCP server (issue 17): the tarball scripts/test.sh packs into
      // build/downloads/ after the public build, driven by the MCP Inspector's
      // CLI over stdio and over HTTP behind its own nginx (PW_PORT_BASE+4, +5).
      name: 'mcp',
      testDir: 'tests/mcp',
      testMatch: '*.spec.ts',
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testMatch: '**/*.spec.ts',
      // The page sweep runs once, behind nginx (below), where it also sees the
      // production headers: running it here too doubled its time for no check.
      testIgnore: [
        '**/fixtures-build/**',
        '**/algolia-build/**',
        '**/nginx.spec.ts',
        '**/budgets.spec.ts',
        '**/markdown-twins.spec.ts',
        '**/sweep.spec.ts',
        '**/agents.spec.ts',
      ],
      use: { ...chromium, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` },
    },
    {
      // The server config itself, the page sweep behind it (every page, both
      // colour modes; a Content-Security-Policy violation is a console error
      // there), the JavaScript budgets, which need nginx's gzip, and the
      // Markdown twins' negotiation and headers (issue 11), and what an assistant
      // meets there: afdocs' score and the discovery files (issue 28).
      name: 'e2e-nginx',
      testDir: 'tests/e2e',
      testMatch: [
        'nginx.spec.ts',
        'markdown-twins.spec.ts',
        'sweep.spec.ts',
        'budgets.spec.ts',
        'agents.spec.ts',
      ],
      use: { ...chromium, baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
    {
      // Firefox ESR and WebKitGTK from Debian, on the public build. The test
      // files launch and drive these browsers themselves (puppeteer-core,
      // WebKitWebDriver): Playwright cannot download its own builds here.
      name: 'engines',
      testDir: 'tests/engines',
      testMatch: '*.spec.ts',
      timeout: 60_000,
      use: { baseURL: `http://127.0.0.1:${PUBLIC_PORT}` },
    },
    {
      name: 'e2e-fixtures',
      testDir: 'tests/e2e/fixtures-build',
      testMatch: '**/*.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${FIXTURE_PORT}` },
    },
    {
      name: 'e2e-algolia',
      testDir: 'tests/e2e/algolia-build',
      testMatch: '**/*.spec.ts',
      // The fixture build, which searches on Algolia.
      use: { ...chromium, baseURL: `http://127.0.0.1:${FIXTURE_PORT}` },
    },
  ],
  webServer: unitOnly
    ? []
    : [
        {
          command: `npx docusaurus serve --dir build --port ${PUBLIC_PORT} --host 127.0.0.1 --no-open`,
          url: `http://127.0.0.1:${PUBLIC_PORT}/`,
          reuseExistingServer: !isCI,
          timeout: 60_000,
        },
        {
          command: `npx docusaurus serve --dir build-test --port ${FIXTURE_PORT} --host 127.0.0.1 --no-open`,
          url: `http://127.0.0.1:${FIXTURE_PORT}/`,
          reuseExistingServer: !isCI,
          timeout: 60_000,
        },
        {
          command: `npx tsx scripts/nginx-conf.ts --root build --port ${NGINX_PORT} --run`,
          url: `http://127.0.0.1:${NGINX_PORT}/`,
          reuseExistingServer: !isCI,
          timeout: 30_000,
        },
      ],
});
