import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { portFromEnv } from './tests/e2e/free-port';

/**
 * Browser tests against the real server (`out/server/main.js`, as `npm start` runs it) serving
 * the real PWA build, on a fresh SQLite database with the demo tenants. Chromium is Debian's
 * (/usr/bin/chromium): Playwright's own browsers cannot be downloaded here.
 */
// Free ports picked once per run (E2E_PORT / E2E_DESKTOP_PORT choose them instead); the web
// server, its CORS list and tests/e2e/desktop-build.spec.ts all read them from the environment.
const PORT = portFromEnv('E2E_PORT');
const DESKTOP_PORT = portFromEnv('E2E_DESKTOP_PORT');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'plataforma-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder per run

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The CI machine runs two shards (a browser and a server each) on two cores, about three times
  // slower than a developer's machine: a screen that appears in 2 s here can take 6 s there.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-MX',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
    // Each test's fresh context would install the PWA's service worker, which precaches the whole
    // app (415 files) in the background: measured 2.5 → 1.9 min for the 17 public axe screens with
    // it blocked. The specs about the service worker and the offline clock allow it (test.use).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node out/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: 'out/web',
      LOG_LEVEL: 'warn',
      ANTI_BOT_COST: '1',
      NODE_ENV: 'development',
      // Tests never reach the internet: no place search against OpenStreetMap's geocoder.
      GEOCODER_URL: 'off',
      // Nor the speech service: questions are spoken by the local voice, answers typed.
      SPEECH_API_KEY: '',
      // tests/e2e/desktop-build.spec.ts serves the desktop renderer here, standing in for app://plataforma.
      CORS_ORIGINS: `http://127.0.0.1:${DESKTOP_PORT}`,
    },
  },
});
