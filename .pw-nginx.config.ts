import { defineConfig } from '@playwright/test';
import base from './playwright.config';
const servers = Array.isArray(base.webServer) ? base.webServer : [];
export default defineConfig({ ...base, webServer: servers.filter((w) => w.command.includes('nginx-conf')) });
