import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, SETTINGS_FILE, chooseServer, loadSettings, normalizeServerUrl, parseLaunchArgs, saveSettings, settingsSchema } from '../../src/main/settings';

const defaults = settingsSchema.parse({});

describe('desktop settings', () => {
  it('reads --server and --kiosk from the command line', () => {
    expect(parseLaunchArgs(['electron', '.', '--server=https://p.mx', '--kiosk'])).toEqual({ server: 'https://p.mx', kiosk: true });
    expect(parseLaunchArgs(['electron', '.', '--server', 'https://q.mx'])).toEqual({ server: 'https://q.mx', kiosk: false });
    expect(parseLaunchArgs(['electron', '.'])).toEqual({ server: null, kiosk: false });
  });

  it('chooses --server, then the settings file, then http://localhost:8080 (first run)', () => {
    const saved = { ...defaults, serverUrl: 'https://guardado.mx' };
    expect(chooseServer({ server: 'https://argumento.mx/', kiosk: false }, saved)).toEqual({ origin: 'https://argumento.mx', source: 'argument', firstRun: false });
    expect(chooseServer({ server: null, kiosk: false }, saved)).toEqual({ origin: 'https://guardado.mx', source: 'settings', firstRun: false });
    expect(chooseServer({ server: null, kiosk: false }, defaults)).toEqual({ origin: DEFAULT_SERVER_URL, source: 'default', firstRun: true });
    // An unusable argument falls through to the saved server rather than failing to start.
    expect(chooseServer({ server: 'ftp://x', kiosk: false }, saved).origin).toBe('https://guardado.mx');
  });

  it('accepts https anywhere and http only on this machine, without credentials or paths', () => {
    expect(normalizeServerUrl(' https://plataforma.empresa.mx ')).toEqual({ ok: true, origin: 'https://plataforma.empresa.mx' });
    expect(normalizeServerUrl('http://localhost:8080/')).toEqual({ ok: true, origin: 'http://localhost:8080' });
    expect(normalizeServerUrl('http://127.0.0.1:9000')).toEqual({ ok: true, origin: 'http://127.0.0.1:9000' });
    for (const bad of ['plataforma.mx', 'ftp://p.mx', 'http://192.168.1.5:8080', 'https://u:p@p.mx', 'https://p.mx/api', 'https://p.mx/?a=1', 'javascript:alert(1)']) {
      const result = normalizeServerUrl(bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/servidor|https|http/);
    }
  });

  it('saves atomically and reads back; a broken file gives the defaults', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'plataforma-settings-'));
    expect(loadSettings(folder)).toEqual(defaults);
    const settings = { ...defaults, serverUrl: 'https://p.mx', kiosk: true, windowBounds: { x: 10, y: 20, width: 1200, height: 800, maximized: false } };
    saveSettings(folder, settings);
    expect(loadSettings(folder)).toEqual(settings);
    expect(readdirSync(folder)).toEqual([SETTINGS_FILE]);
    writeFileSync(path.join(folder, SETTINGS_FILE), '{"serverUrl": 5');
    expect(loadSettings(folder)).toEqual(defaults);
    writeFileSync(path.join(folder, SETTINGS_FILE), JSON.stringify({ kiosk: 'yes' }));
    expect(loadSettings(folder)).toEqual(defaults);
    saveSettings(folder, settings);
    expect(JSON.parse(readFileSync(path.join(folder, SETTINGS_FILE), 'utf8'))).not.toHaveProperty('token');
  });
});
