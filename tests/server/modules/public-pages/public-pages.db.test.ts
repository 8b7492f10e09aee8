import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_POSTING_REQUIRED } from '../../../../src/shared/job-posting';
import { createVacancy } from '../../../helpers/jobs';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * Public pages with data (issue 18): the server sends `/directorio`, `/parabus/ruta-{number}` and
 * `/empleos/{id}` as the app shell with their own title, description, Open Graph tags and JSON-LD;
 * a page that does not exist is a 404 with a «no encontrada» head; every other route keeps the
 * plain shell or its prerendered page.
 */
const SHELL = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Plataforma: directorio empresarial y más." />
    <title>Plataforma</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>
`;
const PUBLIC_URL = 'https://plataforma.example.mx';
/** A tenant's text that tries to leave every context it is written in. */
const HOSTILE = `Transportes "El Águila" </script><script>alert(1)</script> & 'hijos' $&`;

let t: TestApp;
let web: string;
const logged: string[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'plataforma-web-'));
  mkdirSync(path.join(web, 'prerendered'));
  writeFileSync(path.join(web, 'index.html'), SHELL);
  writeFileSync(path.join(web, 'prerendered', 'login.html'), '<!doctype html><title>Iniciar sesión · Plataforma</title><h1>Inicia sesión</h1>');
  t = await createTestApp({ WEB_DIR: web, PUBLIC_URL }, { logger: { level: 'error', stream: { write: (line) => void logged.push(line) } } });
  for (const [who, email] of [
    ['super', 'super@demo.mx'],
    ['admin', 'admin@logistica.demo.mx'],
  ] as const)
    tokens[who] = (await t.login(email)).access_token;
  ids.published = await createVacancy(t, tokens.admin!, 1, { title: `Chofer ${HOSTILE}` }, tokens.super);
  ids.draft = await createVacancy(t, tokens.admin!, 1, { title: 'Chofer de patio (borrador)' });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** What a crawler reads from the head: attribute values unescaped, the JSON-LD parsed. */
function headOf(html: string) {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const meta: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) meta[match[1]!] = decode(match[2]!);
  return {
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

/** The shell is still there around the head: the SPA boots from it. */
function expectShell(html: string) {
  expect(html).toContain('<div id="root"></div>\n    <script type="module" src="/assets/index-abc123.js"></script>');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
}

function expectOpenGraph(head: ReturnType<typeof headOf>, path: string) {
  expect(head.canonical).toBe(`${PUBLIC_URL}${path}`);
  expect(head.meta).toMatchObject({ 'og:type': 'website', 'og:url': `${PUBLIC_URL}${path}`, 'og:site_name': 'Plataforma', 'og:locale': 'es_MX', 'twitter:card': 'summary' });
  expect(head.meta['og:title']).toBe(head.title.replace(/ · Plataforma$/, ''));
  expect(head.meta['og:description']).toBe(head.meta.description);
  expect(head.meta.robots).toBeUndefined();
}

describe('/directorio', () => {
  it('names the directory and lists its first page as an ItemList, escaping the companies’ names', async () => {
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/v1/companies/2', headers: t.bearer(tokens.super!), payload: { name: HOSTILE } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const response = await get('/directorio');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectShell(response.body);
    // The hostile name never opens an element of its own.
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body.match(/<script/g)).toHaveLength(2);
    const head = headOf(response.body);
    expect(head.title).toBe('Directorio de empresas · Plataforma');
    expectOpenGraph(head, '/directorio');
    expect(head.meta.description).toContain('3 empresas autorizadas');
    expect(head.meta.description).toContain(HOSTILE);
    const directory = (await get('/api/v1/search/companies-directory')).json() as { total: number; data: { name: string; website: string | null }[] };
    expect(head.jsonLd).toHaveLength(1);
    const list = head.jsonLd[0]!;
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', url: `${PUBLIC_URL}/directorio`, numberOfItems: directory.total });
    const items = list.itemListElement as { '@type': string; position: number; item: { '@type': string; name: string; url?: string } }[];
    expect(items.map((entry) => entry.item.name)).toEqual(directory.data.map((company) => company.name));
    expect(items.map((entry) => entry.position)).toEqual(directory.data.map((_, index) => index + 1));
    expect(items.map((entry) => entry.item.name)).toContain(HOSTILE);
    for (const entry of items) expect(entry).toMatchObject({ '@type': 'ListItem', item: { '@type': 'Organization' } });
    expect(items.some((entry) => entry.item.url?.startsWith('http'))).toBe(true);
    // Unauthorized companies are not in the directory, so not in its page either.
    expect(response.body).not.toContain('Empresa Ajena');
  });

  it('answers HEAD and a trailing slash the same way', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/directorio' });
    expect(head.statusCode).toBe(200);
    const slash = await get('/directorio/');
    expect(headOf(slash.body).title).toBe('Directorio de empresas · Plataforma');
  });
});

describe('/parabus/ruta-{number}', () => {
  it('names the route, lists its stops in the description and a BusTrip’s itinerary', async () => {
    const route = (await get('/api/v1/public/routes/101')).json() as { name: string; company_name: string; stops: { name: string; latitude: number; longitude: number }[] };
    expect(route.stops.length).toBeGreaterThan(2);
    const response = await get('/parabus/ruta-101');
    expect(response.statusCode).toBe(200);
    expectShell(response.body);
    const head = headOf(response.body);
    expect(head.title).toBe(`Ruta 101: ${route.name} · Plataforma`);
    expectOpenGraph(head, '/parabus/ruta-101');
    expect(head.meta.description).toContain(route.company_name);
    expect(head.meta.description).toContain(`Paradas: ${route.stops[0]!.name}, ${route.stops[1]!.name}`);
    const [trip] = head.jsonLd;
    expect(trip).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BusTrip',
      name: route.name,
      busNumber: '101',
      url: `${PUBLIC_URL}/parabus/ruta-101`,
      provider: { '@type': 'Organization', name: route.company_name },
      departureBusStop: { '@type': 'BusStop', name: route.stops[0]!.name },
      arrivalBusStop: { '@type': 'BusStop', name: route.stops.at(-1)!.name },
      offers: { '@type': 'Offer', price: '11.00', priceCurrency: 'MXN' },
    });
    const itinerary = trip!.itinerary as { numberOfItems: number; itemListElement: { position: number; item: { name: string; geo: { latitude: number; longitude: number } } }[] };
    expect(itinerary.numberOfItems).toBe(route.stops.length);
    expect(itinerary.itemListElement.map((entry) => [entry.position, entry.item.name, entry.item.geo.latitude, entry.item.geo.longitude])).toEqual(
      route.stops.map((stop, index) => [index + 1, stop.name, stop.latitude, stop.longitude]),
    );
  });

  it('points a padded number at the route’s one canonical address', async () => {
    const response = await get('/parabus/ruta-0102');
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).canonical).toBe(`${PUBLIC_URL}/parabus/ruta-102`);
  });
});

describe('/empleos/{id}', () => {
  it('carries the JobPosting of GET /public/vacancies/{id}, with every required property', async () => {
    const api = (await get(`/api/v1/public/vacancies/${ids.published}`)).json() as { vacancy: { title: string; company_name: string }; json_ld: Record<string, unknown> };
    const response = await get(`/empleos/${ids.published}`);
    expect(response.statusCode).toBe(200);
    expectShell(response.body);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    const head = headOf(response.body);
    expect(head.title).toBe(`Chofer ${HOSTILE} — Logística Portuaria del Pacífico · Plataforma`);
    expectOpenGraph(head, `/empleos/${ids.published}`);
    expect(head.meta.description).toContain('Logística Portuaria del Pacífico busca Chofer');
    expect(head.meta.description).toContain('Guadalajara, Jalisco (presencial)');
    expect(head.meta.description).toContain('Sueldo de $18,000 a $25,000 al mes.');
    expect(head.jsonLd).toEqual([api.json_ld]);
    const posting = head.jsonLd[0]!;
    expect(posting['@type']).toBe('JobPosting');
    for (const property of JOB_POSTING_REQUIRED) expect(posting[property], property).toBeTruthy();
    expect(posting.jobLocation).toBeTruthy();
    expect(posting.url).toBe(`${PUBLIC_URL}/empleos/${ids.published}`);
  });
});

describe('pages that do not exist', () => {
  it.each([
    ['/parabus/ruta-9999', 'Ruta no encontrada'],
    ['/parabus/ruta-0', 'Ruta no encontrada'],
    ['/parabus/ruta-99999999999999999999', 'Ruta no encontrada'],
    ['/empleos/draft', 'Vacante no encontrada'],
    ['/empleos/0', 'Vacante no encontrada'],
    ['/empleos/abc', 'Vacante no encontrada'],
    ['/empleos/2147483647', 'Vacante no encontrada'],
    ['/empleos/99999999999', 'Vacante no encontrada'],
    ['/empleos/-1', 'Vacante no encontrada'],
  ])('%s is a 404 with a «no encontrada» head, noindex, and the shell', async (url, title) => {
    const response = await get(url.replace('draft', String(ids.draft)));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectShell(response.body);
    const head = headOf(response.body);
    expect(head.title).toBe(`${title} · Plataforma`);
    expect(head.meta.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });

  it('a route that stopped being published drops out', async () => {
    await t.database.db.updateTable('routes').set({ active: 0 }).where('public_number', '=', 103).execute();
    try {
      expect((await get('/parabus/ruta-103')).statusCode).toBe(404);
    } finally {
      await t.database.db.updateTable('routes').set({ active: 1 }).where('public_number', '=', 103).execute();
    }
    expect((await get('/parabus/ruta-103')).statusCode).toBe(200);
  });
});

describe('every other route', () => {
  it.each(['/', '/parabus/rutas', '/parabus/centro-galerias', '/empleos', '/directorio/otra', '/empresas/landing', '/contenedores/12/detalles?x=1'])('%s is the plain shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });

  it('a prerendered page wins over the shell, and a data page gets its head over its prerendered HTML', async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<h1>Inicia sesión</h1>');
    const prerenderedDirectory = '<!doctype html><html><head><title>Directorio de empresas · Plataforma</title></head><body><div id="root" data-prerendered="/directorio"><h1>Directorio</h1></div></body></html>';
    writeFileSync(path.join(web, 'prerendered', 'directorio.html'), prerenderedDirectory);
    try {
      const directory = await get('/directorio');
      expect(directory.body).toContain('<div id="root" data-prerendered="/directorio"><h1>Directorio</h1></div>');
      expect(directory.body).toContain('<meta property="og:title"');
      expect(directory.body).toContain('application/ld+json');
    } finally {
      rmSync(path.join(web, 'prerendered', 'directorio.html'));
    }
  });

  it('keeps API paths and missing files as they were', async () => {
    expect((await get('/api/v1/desconocido')).json()).toMatchObject({ status: 404, data: { code: 'route_not_found' } });
    expect((await get('/empleos/12.html')).statusCode).toBe(404);
    expect((await get('/empleos/12.html')).headers['content-type']).toContain('application/json');
  });
});

describe('a failing lookup', () => {
  it('is logged and serves the plain shell, never a 500', async () => {
    const { db } = t.database;
    await db.schema.alterTable('route_stops').renameTo('route_stops_apart').execute();
    try {
      const response = await get('/parabus/ruta-101');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    } finally {
      await db.schema.alterTable('route_stops_apart').renameTo('route_stops').execute();
    }
    expect(logged.some((line) => line.includes('falló la cabecera de una página pública') && line.includes('/parabus/ruta-101'))).toBe(true);
    expect((await get('/parabus/ruta-101')).statusCode).toBe(200);
  });
});
