import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { freePort } from './free-port';

/**
 * A build variant of the PWA (spec §1) served by a server of its own with fresh demo data, for the
 * file that calls this at its top: scripts/e2e.mjs builds the variant before the shards start and
 * passes its folder (`prebuilt`); a run of the file alone builds it here and removes it after.
 * Answers the server's origin.
 */
export function serveVariant(options: { name: string; prebuilt: string | undefined; outDir: string; viteArgs?: string[]; viteEnv?: Record<string, string> }): string {
  const outDir = options.prebuilt ?? path.resolve(options.outDir);
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  let dataDir: string;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (!options.prebuilt) {
      execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', ...(options.viteArgs ?? []), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
        env: { ...process.env, ...options.viteEnv },
        stdio: 'inherit',
      });
    }
    dataDir = mkdtempSync(path.join(tmpdir(), `plataforma-${options.name}-`));
    server = spawn(process.execPath, ['out/server/main.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: outDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ANTI_BOT_COST: '1', GEOCODER_URL: 'off' },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 120; attempt++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the ${options.name} server did not start`);
  });

  test.afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (!options.prebuilt) rmSync(outDir, { recursive: true, force: true });
  });

  return origin;
}
