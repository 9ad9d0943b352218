import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30000,
  expect: { timeout: 7000 },
  workers: 1,
  projects: [
    { name: 'e2e', testMatch: 'search.spec.ts', use: { ...devices['Desktop Chrome'], baseURL: 'http://127.0.0.1:3199', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } } },
    { name: 'alg', testDir: 'tests/e2e/algolia-build', testMatch: '*.spec.ts', use: { ...devices['Desktop Chrome'], baseURL: 'http://127.0.0.1:3198', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } } },
  ],
});
