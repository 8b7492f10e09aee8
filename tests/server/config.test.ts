import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { fastifyTrustProxy } from '../../src/server/lib/trust-proxy';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'plataforma-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      databaseUrl: `sqlite:${path.join(dir, 'plataforma.sqlite')}`,
      redisUrl: undefined,
      smtpUrl: undefined,
      corsOrigins: [],
      accessTokenTtl: 3600,
      refreshTokenTtl: 2_592_000,
      loadDemoData: true,
    });
  });

  it('generates APP_KEY once into DATA_DIR, readable only by its owner, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'app.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appKey);
    expect(first.appKey.length).toBeGreaterThanOrEqual(43);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).appKey).toBe(first.appKey);
  });

  it('names every bad value in Spanish, all at once', () => {
    const problems = problemsOf({
      PORT: 'ochenta',
      DATABASE_URL: 'mysql://localhost/db',
      REDIS_URL: 'http://localhost',
      APP_KEY: 'corta',
      CORS_ORIGINS: 'no es origen',
      TRUST_PROXY: 'quizá',
      ACCESS_TOKEN_TTL: '5',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: PORT debe ser un número.',
        'DATABASE_URL: DATABASE_URL debe empezar con postgres://, postgresql://, sqlite: o file:.',
        'REDIS_URL: REDIS_URL no es una URL válida.',
        'APP_KEY: APP_KEY debe tener al menos 32 caracteres.',
        expect.stringContaining('CORS_ORIGINS'),
        expect.stringContaining('TRUST_PROXY: «quizá» no es una dirección IP ni un rango CIDR'),
        'ACCESS_TOKEN_TTL: ACCESS_TOKEN_TTL debe ser al menos 60 segundos.',
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it('refuses to start in production on the development client secrets or a generated key', () => {
    expect(problemsOf({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(40) })).toHaveLength(3);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        OAUTH_WEB_CLIENT_SECRET: 'w'.repeat(32),
        OAUTH_DESKTOP_CLIENT_SECRET: 'd'.repeat(32),
        OAUTH_KIOSK_CLIENT_SECRET: 'k'.repeat(32),
      }),
    ).toEqual(['APP_KEY: en producción debe definirse (al menos 32 caracteres), no generarse.']);
  });

  it('never loads demo data in production', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_KEY: 'k'.repeat(40),
      OAUTH_WEB_CLIENT_SECRET: 'w'.repeat(32),
      OAUTH_DESKTOP_CLIENT_SECRET: 'd'.repeat(32),
      OAUTH_KIOSK_CLIENT_SECRET: 'k'.repeat(32),
    });
    expect(config.loadDemoData).toBe(false);
  });

  it('trusts no proxy unless told; a hop count or addresses and CIDR ranges', () => {
    const trustOf = (value?: string) => loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trustOf()).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('1')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
    expect(trustOf('10.0.0.0/8, 127.0.0.1')).toEqual({ proxies: ['10.0.0.0/8', '127.0.0.1'] });
    expect(trustOf('fd00::/8,loopback')).toEqual({ proxies: ['fd00::/8', 'loopback'] });
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    const [problem] = problemsOf({ TRUST_PROXY: 'true' });
    expect(problem).toContain('TRUST_PROXY=true confiaría en cualquier X-Forwarded-For');
    expect(problem).toContain('TRUST_PROXY=1');
    expect(problem).toContain('TRUST_PROXY=10.0.0.0/8,127.0.0.1');
    expect(problemsOf({ TRUST_PROXY: 'TRUE' })).toHaveLength(1);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toContain('«10.0.0.0/33»');
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.interno' })[0]).toContain('«proxy.interno»');
    expect(problemsOf({ TRUST_PROXY: '11' })[0]).toContain('de 1 a 10 proxies');
    expect(problemsOf({ TRUST_PROXY: ',' })[0]).toContain('la lista está vacía');
  });

  it('a hop count believes only the nearest proxies, and only on loopback or private networks', () => {
    const trust = fastifyTrustProxy({ hops: 1 }) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trust('192.168.1.10', 0)).toBe(true);
    expect(trust('203.0.113.5', 0)).toBe(false);
    expect(trust('10.0.0.2', 1)).toBe(false);
    expect(fastifyTrustProxy({ proxies: ['10.0.0.0/8'] })).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('loads the demo tenants only on a loopback HOST unless DEMO_DATA says so', () => {
    const demoOf = (env: Record<string, string>) => {
      const config = loadConfig({ DATA_DIR: dataDir(), ...env });
      return { load: config.loadDemoData, skipped: config.demoDataSkipped };
    };
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) expect(demoOf({ HOST: host }).load).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'servidor.local']) {
      const demo = demoOf({ HOST: host });
      expect(demo.load).toBe(false);
      expect(demo.skipped).toContain(`HOST=${host}`);
      expect(demo.skipped).toContain('DEMO_DATA=1');
    }
    expect(demoOf({ HOST: '0.0.0.0', DEMO_DATA: '1' })).toEqual({ load: true, skipped: undefined });
    expect(demoOf({ HOST: '0.0.0.0', DEMO_DATA: 'on' })).toEqual({ load: true, skipped: undefined });
    expect(demoOf({ HOST: '127.0.0.1', DEMO_DATA: 'off' })).toEqual({ load: false, skipped: undefined });
    expect(demoOf({ HOST: '127.0.0.1', DEMO_DATA: '0' }).load).toBe(false);
    expect(problemsOf({ DEMO_DATA: 'siempre' })).toEqual(['DEMO_DATA: DEMO_DATA debe ser auto, on (1) u off (0).']);
  });

  it("says what is wrong with an area's whole-number setting, in its unit", () => {
    expect(problemsOf({ ANTI_BOT_COST: 'mucho' })).toEqual(['ANTI_BOT_COST: ANTI_BOT_COST debe ser un número.']);
    expect(problemsOf({ IMPORT_RESUME_AFTER_SECONDS: '1.5' })).toEqual(['IMPORT_RESUME_AFTER_SECONDS: IMPORT_RESUME_AFTER_SECONDS debe ser un número entero de segundos.']);
    expect(problemsOf({ SPEECH_CACHE_MB: '0' })).toEqual(['SPEECH_CACHE_MB: SPEECH_CACHE_MB debe estar entre 1 y 100000.']);
    expect(problemsOf({ TERMINAL_GEOFENCE_M: '9000' })).toEqual(['TERMINAL_GEOFENCE_M: TERMINAL_GEOFENCE_M debe estar entre 10 y 5000 metros.']);
    expect(problemsOf({ WEBRTC_TURN_TTL: 'x' })).toEqual(['WEBRTC_TURN_TTL: WEBRTC_TURN_TTL debe ser un número de segundos.']);
    expect(problemsOf({ TRACK_THREADS: '17' })).toEqual(['TRACK_THREADS: TRACK_THREADS debe estar entre 0 y 16.']);
  });
});
