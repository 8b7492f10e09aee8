import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/** A stand-in for Nominatim: records what it was asked and answers what the test sets. */
let geocoder: Server;
let asked: { url: string; userAgent: string | undefined; at: number }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: [] };
let t: TestApp;
let token: string;

beforeAll(async () => {
  geocoder = createServer((request, response) => {
    asked.push({ url: request.url ?? '', userAgent: request.headers['user-agent'], at: Date.now() });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  t = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/nominatim` });
  token = (await t.login('transporte@parabus.demo.mx')).access_token;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => geocoder.close(resolve));
});
beforeEach(() => {
  asked = [];
  answer = { status: 200, body: [] };
});

const search = (q: string, headers: Record<string, string> = t.bearer(token)) => t.app.inject({ method: 'GET', url: `/api/v1/geocode?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/v1/geocode', () => {
  it('asks the geocoder for places in Mexico, in Spanish, and answers label and coordinates', async () => {
    answer.body = [
      { display_name: 'Jardín Zenea, Centro, Santiago de Querétaro, Querétaro, México', lat: '20.5925', lon: '-100.3926', extra: 'ignored' },
      { display_name: 'sin coordenadas', lat: 'x', lon: null },
    ];
    const response = await search('Jardín Zenea');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: [{ label: 'Jardín Zenea, Centro, Santiago de Querétaro, Querétaro, México', latitude: 20.5925, longitude: -100.3926 }] });
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!.url, 'http://x');
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'Jardín Zenea', format: 'jsonv2', countrycodes: 'mx', 'accept-language': 'es' });
    expect(asked[0]!.userAgent).toMatch(/^Plataforma \(/);
  });

  it('answers the same search from its cache, accents and case aside', async () => {
    answer.body = [{ display_name: 'Alameda Hidalgo, Querétaro', lat: '20.588', lon: '-100.389' }];
    expect((await search('Alameda Hidalgo')).statusCode).toBe(200);
    const again = await search('ALAMEDA  hidalgo');
    expect(again.json().data[0].label).toBe('Alameda Hidalgo, Querétaro');
    expect(asked).toHaveLength(1);
  });

  it('sends at most one request a second to the geocoder', async () => {
    const started = Date.now();
    const answers = await Promise.all(['Plaza de Armas', 'Los Arcos Querétaro', 'Estadio Corregidora'].map((q) => search(q)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(asked).toHaveLength(3);
    expect(asked[2]!.at - asked[0]!.at).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('turns a failing geocoder into a clear 503, not a 500', async () => {
    answer = { status: 502, body: { error: 'bad gateway' } };
    const response = await search('Tequisquiapan centro');
    expect(expectErrorShape(response.json(), 503).message).toMatch(/buscador de lugares/);
  });

  it('validates the query and needs a session', async () => {
    expect(expectErrorShape((await search('ab')).json(), 422).data.code).toBe('validation_failed');
    expect(expectErrorShape((await search('Querétaro', {})).json(), 401).data.code).toBe('unauthenticated');
    expect(asked).toHaveLength(0);
  });
});

describe('GET /api/v1/geocode when place search is off', () => {
  it('answers 503 and explains it', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/api/v1/geocode?q=Querétaro', headers: off.bearer((await off.login('transporte@parabus.demo.mx')).access_token) });
      expect(expectErrorShape(response.json(), 503).message).toMatch(/desactivada/);
    } finally {
      await off.close();
    }
  });
});
