import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyKioskAdministrator } from '../../src/main/kiosk-exit';
import { DEMO_CLOCK_TOKEN } from '../../src/server/demo/attendance-demo';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-data';
import { type TestApp, createTestApp } from '../helpers/test-app';

/** Leaving kiosk mode, checked by the real server on SQLite and PostgreSQL. */
let t: TestApp;
let origin: string;
const client = { id: 'desktop', secret: 'desktop-dev-secret' };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function recordingFetch() {
  const issued: string[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (String(input).endsWith('/oauth/token') && response.ok) {
      const body = (await response.clone().json()) as { access_token: string };
      issued.push(body.access_token);
    }
    return response;
  };
  return { issued, fetch: wrapped };
}

describe('leaving kiosk mode needs an administrator', () => {
  it.each([
    ['admin@horizonte.demo.mx', true],
    ['super@demo.mx', true],
    ['empleado@horizonte.demo.mx', false],
    ['operador@logistica.demo.mx', false],
  ])('%s → allowed: %s, and the proof token is revoked at once', async (email, allowed) => {
    const spy = recordingFetch();
    const check = await verifyKioskAdministrator({ fetch: spy.fetch, serverOrigin: origin, client, email, password: DEMO_PASSWORD });
    expect(check.ok).toBe(allowed);
    if (!check.ok) expect(check).toMatchObject({ code: 'sin_permiso', message: 'Solo un administrador de la empresa de este reloj puede salir del modo quiosco.' });
    expect(spy.issued).toHaveLength(1);
    const afterwards = await fetch(`${origin}/api/v1/user`, { headers: { authorization: `Bearer ${spy.issued[0]}` } });
    expect(afterwards.status).toBe(401);
  });

  // The demo wall clock belongs to Comercializadora Horizonte (company 3).
  it.each([
    ['admin@horizonte.demo.mx', true],
    ['super@demo.mx', true],
    ['admin@logistica.demo.mx', false],
    ['admin@ajena.demo.mx', false],
    ['empleado@horizonte.demo.mx', false],
  ])('on a clock of company 3, %s → allowed: %s', async (email, allowed) => {
    const check = await verifyKioskAdministrator({ fetch, serverOrigin: origin, client, email, password: DEMO_PASSWORD, deviceToken: DEMO_CLOCK_TOKEN });
    expect(check.ok).toBe(allowed);
    if (!check.ok) expect(check.code).toBe('sin_permiso');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const check = await verifyKioskAdministrator({ fetch, serverOrigin: origin, client, email: 'admin@horizonte.demo.mx', password: 'incorrecta' });
    expect(check).toEqual({ ok: false, code: 'credenciales_invalidas', message: 'Correo o contraseña incorrectos.' });
  });

  it('says plainly when the server cannot be reached', async () => {
    const check = await verifyKioskAdministrator({ fetch, serverOrigin: 'http://127.0.0.1:1', client, email: 'admin@horizonte.demo.mx', password: DEMO_PASSWORD });
    expect(check).toMatchObject({ ok: false, code: 'sin_conexion' });
  });
});
