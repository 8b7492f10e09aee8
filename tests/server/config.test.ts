import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

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
        'TRUST_PROXY: TRUST_PROXY debe ser true o false.',
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
});
