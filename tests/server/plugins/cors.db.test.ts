import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../helpers/test-app';

/** The desktop console's renderer (app://plataforma) calls the API cross-origin; others may not. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CORS', () => {
  it('answers the desktop console’s preflight and requests, without credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user',
      headers: { origin: 'app://plataforma', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('app://plataforma');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'app://plataforma' } });
    expect(health.headers['access-control-allow-origin']).toBe('app://plataforma');
  });

  it('gives other origins nothing', async () => {
    for (const origin of ['https://evil.example', 'app://otra', 'null']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
