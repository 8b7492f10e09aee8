import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, setSessionHooks, toClientError } from '../../../src/renderer/lib/api-client';
import { RETRY_STATUSES } from '../../../src/renderer/lib/retry-policy';

/**
 * The client against a real HTTP server: `/status/<code>` answers that code with the spec's
 * error body and counts the hits per path; `/slow` never answers in time.
 */
let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(`${request.method} ${path}`, (hits.get(`${request.method} ${path}`) ?? 0) + 1);
    if (path === '/slow') return void setTimeout(() => response.end('{}'), 2000);
    if (path === '/auth') {
      const ok = request.headers.authorization === 'Bearer nuevo';
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json', 'retry-after': '0' });
      return void response.end(JSON.stringify(ok ? { ok: true } : { message: 'Inicia sesión para continuar.', status: 401, data: { code: 'unauthenticated' } }));
    }
    const status = Number(/\/status\/(\d+)/.exec(path)?.[1] ?? 200);
    response.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
    response.end(JSON.stringify(status >= 400 ? { message: `Mensaje ${status}`, status, data: { code: 'x' } } : { ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits.clear();
  setSessionHooks({ getToken: () => null, refresh: async () => null, onSessionEnded: () => undefined });
});

const STATUSES = [400, 401, 403, 404, 408, 409, 422, 425, 429, 500, 502, 503, 504];

describe('api client retry (spec §7, §9)', () => {
  for (const method of ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'] as const) {
    for (const status of STATUSES) {
      const retried = ['get', 'head', 'options'].includes(method) && (RETRY_STATUSES as readonly number[]).includes(status);
      it(`${method.toUpperCase()} ${status} is sent ${retried ? 'twice' : 'once'} and fails in the spec shape`, async () => {
        const client = createServiceClient(base);
        const error = await client.request({ method, url: `/status/${status}` }).then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(hits.get(`${method.toUpperCase()} /status/${status}`)).toBe(retried ? 2 : 1);
        expect(error).toMatchObject({ status });
        if (method !== 'head') expect(error).toEqual({ message: `Mensaje ${status}`, status, data: { message: `Mensaje ${status}`, status, data: { code: 'x' } } });
      });
    }
  }
});

describe('failures without an answer (spec §8 transport messages)', () => {
  it('a refused connection is "Network Error" with status null', async () => {
    const error = await createServiceClient('http://127.0.0.1:9').get('/x').catch((failure: unknown) => failure);
    expect(error).toEqual({ message: 'Network Error', status: null, data: null });
  });

  it('a timeout is "timeout of N ms exceeded"', async () => {
    const client = createServiceClient(base);
    const error = await client.get('/slow', { timeout: 100 }).catch((failure: unknown) => failure);
    expect(error).toEqual({ message: 'timeout of 100ms exceeded', status: null, data: null });
  });

  it('an aborted request is "Request aborted"', async () => {
    const controller = new AbortController();
    const pending = createServiceClient(base).get('/slow', { signal: controller.signal });
    controller.abort();
    expect(await pending.catch((failure: unknown) => failure)).toEqual({ message: 'Request aborted', status: null, data: null });
  });

  it('an unsupported protocol is "Unsupported protocol"', async () => {
    const error = await createServiceClient('ftp://127.0.0.1').get('/x').catch((failure: unknown) => failure);
    expect(error).toEqual({ message: 'Unsupported protocol', status: null, data: null });
  });

  it('anything else thrown keeps its message', () => {
    expect(toClientError(new Error('x'))).toEqual({ message: 'x', status: null, data: null });
  });

  it("what a call rejected with (a query's error) stays as it is, not «[object Object]»", () => {
    const failure = { message: 'Este enlace ya se usó o no es válido.', status: 404, data: { message: 'Este enlace ya se usó o no es válido.', status: 404, data: { code: 'not_found' } } };
    expect(toClientError(failure)).toBe(failure);
  });
});

describe('session renewal on 401', () => {
  it('refreshes once, repeats the request with the new token, and shares one refresh between requests', async () => {
    let token = 'viejo';
    let refreshes = 0;
    setSessionHooks({
      getToken: () => token,
      refresh: async () => {
        refreshes++;
        token = 'nuevo';
        return token;
      },
      onSessionEnded: () => undefined,
    });
    const client = createServiceClient(base);
    const results = await Promise.all([client.get('/auth'), client.get('/auth')]);
    expect(results.map((response) => response.status)).toEqual([200, 200]);
    expect(refreshes).toBe(1);
  });

  it('ends the session when the refresh fails', async () => {
    let ended = false;
    setSessionHooks({ getToken: () => 'viejo', refresh: async () => null, onSessionEnded: () => void (ended = true) });
    const error = await createServiceClient(base).get('/auth').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 401 });
    expect(ended).toBe(true);
  });

  it('sends the bearer token when there is one, and none for anonymous requests', async () => {
    setSessionHooks({ getToken: () => 'nuevo', refresh: async () => null, onSessionEnded: () => undefined });
    const client = createServiceClient(base);
    expect((await client.get('/auth')).status).toBe(200);
    const anonymous = await client.get('/auth', { plataforma: { anonymous: true } } as object).catch((failure: unknown) => failure);
    expect(anonymous).toMatchObject({ status: 401 });
  });
});
