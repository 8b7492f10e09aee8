import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServer } from '../../src/main/server-check';
import { type TestApp, createTestApp } from '../helpers/test-app';

/** "Probar conexión" on the first-run screen, against the real server and against impostors. */
let t: TestApp;
let origin: string;
let impostor: Server;
let impostorOrigin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  impostor = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Bienvenido a nginx</h1>'));
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  impostorOrigin = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
});
afterAll(async () => {
  impostor.close();
  await t.close();
});

describe('checking a server address', () => {
  it('recognises a Plataforma server and answers its origin and version', async () => {
    expect(await checkServer(`${origin}/`, fetch)).toEqual({ ok: true, origin, version: '1.14.1' });
  });

  it('tells apart a server that is not Plataforma, one that does not answer, and a bad address', async () => {
    expect(await checkServer(impostorOrigin, fetch)).toMatchObject({ ok: false, code: 'no_es_plataforma' });
    expect(await checkServer('http://127.0.0.1:1', fetch)).toMatchObject({ ok: false, code: 'sin_respuesta', message: expect.stringContaining('No hubo respuesta') });
    expect(await checkServer('plataforma', fetch)).toMatchObject({ ok: false, code: 'direccion_invalida' });
    expect(await checkServer('http://10.0.0.5:8080', fetch)).toMatchObject({ ok: false, code: 'direccion_invalida', message: expect.stringContaining('https://') });
  });
});
