import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './free-port';
import { expectNoAxeViolations } from './helpers';

/**
 * The superempleos build (spec §1: VITE_IS_SUPEREMPLEOS=true, `npm run build:web:superempleos`)
 * served by a server of its own, on a phone: `/` is the job board's landing in its own layout
 * (brand, search, categories with counts, public statistics), axe-clean, and its search box opens
 * the search with the words typed.
 */
// Built by the caller (E2E_SUPEREMPLEOS_WEB=$PWD/out/web-superempleos); a run of this file alone builds it here.
const PREBUILT = process.env.E2E_SUPEREMPLEOS_WEB;
const OUT_DIR = PREBUILT ?? path.resolve('out/web-superempleos-e2e');
const PORT = freePort();
const ORIGIN = `http://127.0.0.1:${PORT}`;
let dataDir: string;
let server: ChildProcess | null = null;

test.use({ viewport: { width: 375, height: 740 } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!PREBUILT) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--mode', 'superempleos', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-superempleos-'));
  server = spawn(process.execPath, ['out/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: OUT_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'development', ANTI_BOT_COST: '1', GEOCODER_URL: 'off' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the superempleos-build server did not start');
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (!PREBUILT) rmSync(OUT_DIR, { recursive: true, force: true });
});

test('on a phone, `/` is the job board: brand, search, categories with counts, statistics; the search box opens the search', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Superempleos, página de inicio' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentra empleo con salario a la vista' })).toBeVisible();
  await expect(page.getByText(/\d+ vacantes publicadas/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Logística, transporte y distribución.*\d+ vacantes/ })).toBeVisible();
  await expect(page.getByText('candidatos', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'superempleos landing (phone)');

  // The phone's menu holds the job-board navigation.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Buscar vacantes' })).toBeVisible();
  await expectNoAxeViolations(page, 'superempleos menu (phone)');
  await page.keyboard.press('Escape');

  await page.getByLabel('Puesto, palabra clave o empresa').fill('ingeniero logistica');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/superempleos\/vacantes\?q=ingeniero\+logistica$/);
  await context.close();
});
