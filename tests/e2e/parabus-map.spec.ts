import { type Page, expect, test } from '@playwright/test';
import type { ReplayResponse, UnitLocation, UnitsLocationsResponse } from '../../src/shared/contracts/positioning';
import { enterCompany, expectNoAxeViolations } from './helpers';

/*
 * The positioning service is another engineer's and not in this tree yet: its reads are
 * intercepted with fixtures typed by the shared contract. Map tiles are intercepted too (tests
 * never reach the internet).
 */

const COMPANY = 'Autotransportes Parabus';
// A 1×1 transparent PNG for every tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');


const location = (over: Partial<UnitLocation>): UnitLocation => ({
  unit_id: 9001,
  company_id: 2,
  number: 'FX-01',
  plates: 'JAL1234',
  route_id: null,
  latitude: 20.6767,
  longitude: -103.3475,
  speed_kmh: 32,
  bearing: 90,
  battery: 80,
  device_time: new Date().toISOString(),
  received_at: new Date().toISOString(),
  status: 'moving',
  off_route: false,
  at_terminal_id: null,
  ...over,
});

async function interceptMapServices(page: Page, units: UnitLocation[], replay?: ReplayResponse) {
  // The demo's simulator is driving the real buses: keep its socket pushes out of these fixtures.
  await page.routeWebSocket(/\/socket\.io\//, () => undefined);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  const locations: UnitsLocationsResponse = { data: units, offline_after_minutes: 5 };
  await page.route('**/positioning-api/v1/companies/*/units-locations', (route) => route.fulfill({ json: locations }));
  await page.route('**/positioning-api/v1/companies/*/tracker-events**', (route) => route.fulfill({ json: { data: [] } }));
  await page.route('**/positioning-api/v1/units/*/trail**', (route) => route.fulfill({ json: { unit_id: 0, from: '', to: '', total_points: 0, points: [] } }));
  await page.route('**/positioning-api/v1/units/*/stops**', (route) => route.fulfill({ json: { unit_id: 0, date: '2026-11-24', data: [] } }));
  await page.route('**/positioning-api/v1/units/*/position', (route) => route.fulfill({ status: 404, json: { message: 'La unidad aún no ha reportado.', status: 404, data: { code: 'not_found' } } }));
  if (replay) await page.route('**/positioning-api/v1/companies/*/replay**', (route) => route.fulfill({ json: replay }));
}

const markerOf = (page: Page, number: string) => page.locator(`.leaflet-marker-icon[title^="${number}:"]`);

test('the live map shows the company units from units-locations, with status in words and a side list', async ({ page }) => {
  test.setTimeout(120_000);
  const stale = new Date(Date.now() - 30 * 60_000).toISOString();
  await interceptMapServices(page, [
    location({}),
    location({ unit_id: 9002, number: 'FX-02', plates: 'JAL5678', latitude: 20.70, longitude: -103.39, speed_kmh: 0, status: 'stopped' }),
    location({ unit_id: 9003, number: 'FX-03', plates: 'JAL9012', latitude: 20.65, longitude: -103.30, received_at: stale, device_time: stale }),
  ]);
  await enterCompany(page, 'transporte@parabus.demo.mx', COMPANY);
  await page.goto('/parabus/mapa');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa en vivo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa de las unidades de la empresa' })).toBeVisible();
  await expect(page.getByText('3 de 3 unidades')).toBeVisible();
  // Zoomed to the units: each is a marker titled with its number and status (not colour alone).
  await expect(markerOf(page, 'FX-01')).toHaveAttribute('title', 'FX-01: En movimiento');
  await expect(markerOf(page, 'FX-02')).toHaveAttribute('title', 'FX-02: Detenida');
  // A report 30 minutes old is offline on the client's clock, whatever the server said.
  await expect(markerOf(page, 'FX-03')).toHaveAttribute('title', 'FX-03: Sin señal');
  const list = page.getByRole('list', { name: 'Unidades' });
  await list.getByRole('button', { name: /FX-02/ }).click();
  await expect(list.getByRole('button', { name: /FX-02/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Buscar unidad').fill('fx-03');
  await expect(page.getByText('1 de 3 unidades')).toBeVisible();
  await page.getByLabel('Buscar unidad').fill('');
  await expectNoAxeViolations(page, 'live map');
});

test('«Avisos» on the live map saves which tracker events notify me, and the choice stays', async ({ page }) => {
  test.setTimeout(120_000);
  // The units are fixtures; the choice itself goes to the real server.
  await interceptMapServices(page, [location({})]);
  await enterCompany(page, 'transporte@parabus.demo.mx', COMPANY);
  await page.goto('/parabus/mapa');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa en vivo' })).toBeVisible({ timeout: 20_000 });
  const open = page.getByRole('button', { name: 'Avisos' });
  const dialog = page.getByRole('dialog', { name: 'Avisos' });
  const departures = dialog.getByRole('checkbox', { name: 'Salidas de terminal' });
  const save = async () => {
    const answered = page.waitForResponse((response) => response.url().includes('/tracker-notices') && response.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    expect((await answered).status()).toBe(200);
    await expect(dialog).toBeHidden();
  };
  await open.click();
  await departures.uncheck();
  await save();
  // Read again from the server after a reload: it stays unchecked.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa en vivo' })).toBeVisible({ timeout: 20_000 });
  await open.click();
  await expect(departures).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Fuera de ruta' })).toBeVisible();
  await expectNoAxeViolations(page, 'tracker notices');
  // Departures notify the demo user again, for whoever runs next.
  await departures.check();
  await save();
});

test('a replay of two units moves their markers when the slider moves', async ({ page }) => {
  test.setTimeout(120_000);
  const start = Date.now() - 2 * 3_600_000;
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const replay: ReplayResponse = {
    from: at(0),
    to: at(60),
    units: [
      { unit_id: 9001, number: 'FX-01', route_id: null, total_points: 3, points: [0, 30, 60].map((m, i) => ({ t: at(m), latitude: 20.66 + i * 0.02, longitude: -103.36, speed_kmh: 30, bearing: 0 })) },
      { unit_id: 9002, number: 'FX-02', route_id: null, total_points: 3, points: [0, 30, 60].map((m, i) => ({ t: at(m), latitude: 20.68, longitude: -103.40 + i * 0.02, speed_kmh: 25, bearing: 90 })) },
    ],
  };
  await interceptMapServices(page, [location({}), location({ unit_id: 9002, number: 'FX-02', plates: 'JAL5678', latitude: 20.70, longitude: -103.39 })], replay);
  await enterCompany(page, 'transporte@parabus.demo.mx', COMPANY);
  await page.goto('/parabus/mapa');
  // The map and Leaflet are a lazy chunk: under CI load it takes longer than one 5 s expect.
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa en vivo' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2 de 2 unidades')).toBeVisible({ timeout: 20_000 });
  await expect(markerOf(page, 'FX-01')).toBeVisible({ timeout: 20_000 });
  await page.getByText('Recorrido histórico').click();
  await page.getByRole('combobox', { name: 'Unidades (hasta 10)' }).click();
  const units = page.getByRole('listbox', { name: 'Unidades (hasta 10)' });
  await units.getByRole('option', { name: 'FX-01', exact: true }).click();
  await units.getByRole('option', { name: 'FX-02', exact: true }).click();
  await page.keyboard.press('Escape');
  const request = page.waitForRequest(/\/positioning-api\/v1\/companies\/2\/replay\?/);
  await page.getByRole('button', { name: 'Ver recorrido' }).click();
  expect(new URL((await request).url()).searchParams.get('unit_ids')).toBe('9001,9002');
  const slider = page.getByRole('slider', { name: 'Momento del recorrido' });
  await expect(slider).toBeVisible();
  await expect(markerOf(page, 'FX-01')).toHaveCount(1);
  await expect(markerOf(page, 'FX-02')).toHaveCount(1);
  const before = [await markerOf(page, 'FX-01').getAttribute('style'), await markerOf(page, 'FX-02').getAttribute('style')];
  // Keyboard: End jumps to the last instant; both units move to their last reports.
  await slider.focus();
  await page.keyboard.press('End');
  await expect.poll(async () => markerOf(page, 'FX-01').getAttribute('style')).not.toBe(before[0]);
  await expect.poll(async () => markerOf(page, 'FX-02').getAttribute('style')).not.toBe(before[1]);
  // Trails are drawn up to the instant (one per unit).
  await expect(page.locator('path.leaflet-interactive')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproducir' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '300×' })).toBeAttached();
  await expectNoAxeViolations(page, 'replay');
});

test('buses list and a bus page with its documents and expiry badges', async ({ page }) => {
  test.setTimeout(120_000);
  await interceptMapServices(page, []);
  await enterCompany(page, 'transporte@parabus.demo.mx', COMPANY);
  await page.goto('/parabus/unidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Autobuses' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo autobús' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo autobús' });
  await dialog.getByLabel('Número económico').fill('PB-777');
  await dialog.getByLabel('Placas').fill('JAL7777');
  await dialog.getByLabel('Asientos').fill('44');
  await dialog.getByLabel('Identificador del rastreador').fill('e2e-pb-777');
  await dialog.getByRole('button', { name: 'Registrar autobús' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autobús PB-777' })).toBeVisible();
  await expect(page.getByText('44 asientos', { exact: false })).toBeVisible();
  await page.getByText('Cómo configurar Traccar Client').click();
  await expect(page.getByText(/\/positioning-api\/v1\/osmand$/)).toBeVisible();

  // A document expiring in ten days shows «Por vencer».
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Agregar documento' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo documento' });
  await form.getByLabel('Número o folio').fill('POL-777');
  await form.getByLabel('Fecha de vencimiento').fill(inTenDays);
  // The scan is uploaded to the files module first, then linked.
  await page.locator('input[type="file"]').setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await form.getByRole('button', { name: 'Registrar documento' }).click();
  const documents = page.getByRole('table', { name: 'Documentos de la unidad' });
  await expect(documents.getByRole('row', { name: /Póliza de seguro.*POL-777/ })).toBeVisible();
  await expect(documents.getByText(/Por vencer/)).toBeVisible();
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Descargar archivo de Póliza de seguro' }).click();
  expect((await download).suggestedFilename()).toBe('insurance-POL-777.pdf');
  await expectNoAxeViolations(page, 'bus page');

  await page.goto('/parabus/unidades');
  const row = page.getByRole('row', { name: /PB-777/ });
  await expect(row).toContainText('e2e-pb-777');
  await expect(row).toContainText('1 por vencer');
  await expectNoAxeViolations(page, 'buses list');
});

test('with the simulator running, the live map moves the demo buses without a reload', async ({ page }) => {
  test.setTimeout(150_000);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await enterCompany(page, 'transporte@parabus.demo.mx', COMPANY);
  await page.goto('/parabus/mapa');
  // Zoomed to the fleet, buses may cluster; a cluster's marker stands at its members' centre.
  const buses = page.locator('.leaflet-marker-icon[title^="PB-0"], .leaflet-marker-icon.unit-cluster');
  await expect(buses.first()).toBeAttached({ timeout: 40_000 });
  // Where every bus and cluster marker stands. A bus waits up to 2 min at a terminal and CI once
  // saw only one bus apart from a cluster, waiting; so the clusters count too, and any move does.
  const placement = () => buses.evaluateAll((markers) => markers.map((marker) => `${marker.getAttribute('title')} ${marker.getAttribute('style')}`).sort().join('|'));
  const before = await placement();
  // The simulator reports every 5 s; the markers move on a socket push, the page is never reloaded.
  await expect.poll(placement, { timeout: 60_000 }).not.toBe(before);
});
