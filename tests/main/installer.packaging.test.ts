import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util/out/DebugLogger';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The installers' configuration, checked without downloading Electron: app-builder-lib validates
 * electron-builder.yml against its schema, then a `--linux dir` build runs with a stub Electron
 * (a script carrying the fuse wire, so electron-builder can flip the fuses on it) to show what the
 * app.asar of a real installer would hold. Needs `electron-vite build` first (npm test does it).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const ENABLED = 0x31;
const DISABLED = 0x30;

/** Electron's own defaults on the wire: run-as-node on, node options on, inspect on, file: privileges on. */
function stubElectron(folder: string) {
  mkdirSync(path.join(folder, 'locales'), { recursive: true });
  mkdirSync(path.join(folder, 'resources'), { recursive: true });
  for (const locale of ['es', 'es-419', 'en-US', 'fr']) writeFileSync(path.join(folder, 'locales', `${locale}.pak`), '');
  writeFileSync(path.join(folder, 'LICENSE'), 'MIT');
  writeFileSync(path.join(folder, 'LICENSES.chromium.html'), '');
  const wire = Buffer.concat([Buffer.from(`#!/bin/sh\necho "stub"\n# ${SENTINEL}`), Buffer.from([1, 8]), Buffer.from('10110001'), Buffer.from('\n')]);
  writeFileSync(path.join(folder, 'electron'), wire);
  chmodSync(path.join(folder, 'electron'), 0o755);
}

describe('installers (electron-builder.yml)', () => {
  it('validates offline against app-builder-lib’s schema with the required targets and identity', async () => {
    const config = await getConfig(ROOT, null, null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.appId).toBe('mx.plataforma.consola');
    expect(config.productName).toBe('Plataforma');
    expect(config.asar).toBe(true);
    // keytar is N-API; a rebuild would only recompile the server's native modules.
    expect(config.npmRebuild).toBe(false);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon]) {
      expect(icon).toMatch(/^resources\//);
      expect(existsSync(path.join(ROOT, icon as string))).toBe(true);
    }
  });

  describe('a --linux dir build with a stub Electron', () => {
    let output: string;
    let files: string[];
    beforeAll(() => {
      expect(existsSync(path.join(ROOT, 'out/main/index.js')), 'run `npm run build:desktop` first').toBe(true);
      const work = mkdtempSync(path.join(tmpdir(), 'plataforma-installer-'));
      const dist = path.join(work, 'electron-dist');
      stubElectron(dist);
      output = path.join(work, 'dist');
      const build = spawnSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/electron-builder/cli.js'),
          '--linux',
          'dir',
          `--config.electronDist=${dist}`,
          `--config.directories.output=${output}`,
        ],
        { cwd: ROOT, encoding: 'utf8', timeout: 170_000, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' } },
      );
      expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
      files = listPackage(path.join(output, 'linux-unpacked/resources/app.asar'), { isPack: false }).map((file) => file.replaceAll('\\', '/'));
    }, 180_000);

    it('packs the build output and keytar, and no sources, tests, maps or secrets', () => {
      const topLevel = new Set(files.map((file) => file.split('/')[1]));
      expect([...topLevel].sort()).toEqual(['node_modules', 'out', 'package.json']);
      expect(files).toContain('/out/main/index.js');
      expect(files).toContain('/out/preload/index.cjs');
      expect(files).toContain('/out/renderer/index.html');
      const modules = new Set(files.filter((file) => file.startsWith('/node_modules/')).map((file) => file.split('/')[2]));
      expect([...modules]).toEqual(['keytar']);
      for (const file of files) {
        expect(file, file).not.toMatch(/\.(ts|tsx|map|env|key|sqlite|db)$|\/(src|tests|bench|data|scripts)\//);
        expect(file).not.toMatch(/app\.key|\.env|outbox|storage/);
      }
    });

    it('flips the fuses on the packaged binary', async () => {
      const wire = (await getCurrentFuseWire(path.join(output, 'linux-unpacked/plataforma'))) as unknown as Record<number, number>;
      expect(wire[FuseV1Options.RunAsNode]).toBe(DISABLED);
      expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ENABLED);
      expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(DISABLED);
      expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(DISABLED);
      expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ENABLED);
      expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ENABLED);
      expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(DISABLED);
      expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(DISABLED);
    });
  });
});
