import { type Page, expect, test } from '@playwright/test';
import { enterCompany, wcagViolations } from './helpers';

// A 1×1 transparent PNG: tests never reach the internet, so every map tile is this.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function interceptTiles(page: Page) {
  await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
}

async function expectNoViolations(page: Page, label: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = await wcagViolations(page);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 3).join(' | ')}`);
  expect(summary, label).toEqual([]);
}

test('the public route page, signed out, shows the route, its map, stops and timetable, and passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await interceptTiles(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/parabus/ruta-101');
  await expect(page).toHaveURL(/\/parabus\/ruta-101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ruta 101: Centro – Galerías' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Opera Autotransportes Parabus')).toBeVisible();
  const map = page.getByRole('region', { name: /Mapa de la ruta 101/ });
  await expect(map).toBeVisible();
  // The path and the stops are drawn on the map (Leaflet's SVG layer).
  await expect(map.locator('path.leaflet-interactive').first()).toBeAttached();
  const stops = page.getByRole('region', { name: 'Paradas' });
  await expect(stops.getByRole('listitem').first()).toContainText('Terminal Centro San Juan de Dios');
  await expect(stops.getByText('La Minerva')).toBeVisible();
  const timetable = page.getByRole('region', { name: 'Horario de salidas' });
  await expect(timetable.getByRole('tab', { name: 'Lunes a viernes' })).toBeVisible();
  await expect(timetable.getByText('05:30').first()).toBeAttached();
  await expect(page.getByText('Tarifa: $11.00')).toBeVisible();
  // The demo's simulator drives the buses over OsmAnd; the page shows those on this route now.
  await expect(map.locator('[title^="Camión "]').first()).toBeAttached({ timeout: 40_000 });
  await expect(page.getByText(/^[1-9]\d* cami(ón|ones) en ruta ahora$/)).toBeVisible();
  // Mobile-first: nothing wider than a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page, '/parabus/ruta-101');

  // A passenger, signed out, sends a complaint about this route and gets its folio.
  const complaints = page.getByRole('region', { name: 'Quejas y sugerencias' });
  await complaints.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: /Conductor/ }).click();
  await complaints.getByLabel('Cuéntanos qué pasó').fill('El camión no hizo alto en la parada de La Minerva a las 8 de la mañana.');
  await complaints.getByLabel('Tu nombre').fill('Pasajera de prueba');
  await complaints.getByLabel('Tu correo').fill('pasajera@example.mx');
  await complaints.getByRole('button', { name: 'Enviar' }).click();
  await expect(complaints.getByRole('status')).toContainText(/QS-\d+/, { timeout: 30_000 });

  // An unknown number says so instead of failing.
  await page.goto('/parabus/ruta-999');
  await expect(page.getByRole('heading', { level: 1, name: 'Ruta no encontrada' })).toBeVisible({ timeout: 20_000 });
});

test('the route editor adds a stop with a click on the map and saves it; the list and the editor pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await interceptTiles(page);
  await enterCompany(page, 'transporte@parabus.demo.mx', 'Autotransportes Parabus');
  await page.goto('/parabus/rutas');
  await expect(page.getByRole('heading', { level: 1, name: 'Rutas' })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('row', { name: /Centro – Zapopan/ });
  await expect(row).toContainText('$11.00');
  await expectNoViolations(page, '/parabus/rutas');

  await row.getByRole('link', { name: 'Centro – Zapopan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ruta 102: Centro – Zapopan' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Paradas (8)' })).toBeVisible();
  await expectNoViolations(page, '/parabus/rutas/{id}/detalles');

  const map = page.getByRole('region', { name: /Mapa de la ruta: haz clic/ });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByRole('heading', { name: 'Paradas (9)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre de la parada 9' }).fill('Parada de prueba');
  // Keyboard-reachable reordering: move it up one place.
  await page.getByRole('button', { name: 'Subir la parada 9' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre de la parada 8' })).toHaveValue('Parada de prueba');
  await page.getByRole('button', { name: 'Guardar paradas' }).click();
  await expect(page.getByText('Paradas guardadas.')).toBeVisible();

  // It stayed: a fresh load shows nine stops with the new one eighth.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paradas (9)' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Nombre de la parada 8' })).toHaveValue('Parada de prueba');

  // Without a pointer: a stop added by searching its place (the server's geocoder, stood in for here).
  await page.route('**/api/v1/geocode?*', (route) =>
    route.fulfill({ json: { data: [{ label: 'Plaza Patria, Avenida Patria, Zapopan, Jalisco, México', latitude: 20.7128, longitude: -103.3767 }] } }),
  );
  await page.getByRole('combobox', { name: 'Agregar parada por lugar o dirección' }).fill('Plaza Patria');
  await page.getByRole('option', { name: /^Plaza Patria, Avenida Patria/ }).click();
  await expect(page.getByRole('heading', { name: 'Paradas (10)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de la parada 10' })).toHaveValue('Plaza Patria');
});

test('the route editor drags, selects (pointer and keyboard), nudges and removes path points, and takes a unit off the route', async ({ page }) => {
  test.setTimeout(120_000);
  await interceptTiles(page);
  await enterCompany(page, 'transporte@parabus.demo.mx', 'Autotransportes Parabus');
  await page.goto('/parabus/rutas');
  await page.getByRole('row', { name: /Centro – Zapopan/ }).getByRole('link', { name: 'Centro – Zapopan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ruta 102: Centro – Zapopan' })).toBeVisible({ timeout: 20_000 });
  const pathHeading = page.getByRole('heading', { name: /^Recorrido \(\d+ puntos\)$/ });
  const pointsOf = async () => Number(/\((\d+) puntos\)/.exec((await pathHeading.innerText()) ?? '')![1]);
  const before = await pointsOf();
  expect(before).toBeGreaterThan(3);

  await page.locator('label', { hasText: 'Trazar recorrido' }).click();
  const map = page.getByRole('region', { name: /Mapa de la ruta: haz clic/ });
  const handles = map.locator('[title^="Punto "][title$=" del recorrido"]');
  await expect(handles).toHaveCount(before);
  const status = page.getByRole('status').filter({ hasText: /Punto|Recorrido/ });

  // Drag: a point in the middle of the path (the ends sit on terminals, under other handles) moves; the count stays.
  const middle = Math.floor(before / 2);
  const box = (await handles.nth(middle).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  await expect(status).toContainText(/Punto \d+ movido a 20\.\d+, -103\.\d+/);
  await expect(pathHeading).toHaveText(`Recorrido (${before} puntos)`);

  // Which one the pointer took (neighbours may overlap at this zoom) is the selected one; a click
  // on its handle, now apart from the rest, selects it again.
  const moved = Number(/Punto (\d+) movido/.exec(await status.innerText())![1]);
  const picker = page.getByRole('combobox', { name: 'Punto seleccionado' });
  await expect(picker).toHaveValue(`Punto ${moved}`);
  await map.locator(`[title="Punto ${moved} del recorrido"]`).click();
  await expect(status).toContainText(`Punto ${moved} seleccionado`);

  // Keyboard only: pick point 1 in the list, nudge it north, remove it.
  await picker.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Punto 1');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue('Punto 1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mover el punto 1 al norte' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Punto 1 movido a');
  await page.getByRole('button', { name: 'Quitar punto' }).click();
  await expect(status).toContainText('Punto 1 quitado del recorrido.');
  await expect(pathHeading).toHaveText(`Recorrido (${before - 1} puntos)`);
  await expect(handles).toHaveCount(before - 1);
  await expectNoViolations(page, '/parabus/rutas/{id}/detalles, trazando el recorrido');
  await page.getByRole('button', { name: 'Guardar recorrido' }).click();
  await expect(page.getByText('Recorrido guardado.')).toBeVisible();

  // The manager takes a bus off the route (after confirming); it is no longer listed after a reload.
  const units = page.getByRole('region', { name: 'Unidades asignadas' });
  await expect(units.getByText('PB-06', { exact: true })).toBeVisible();
  await units.getByRole('button', { name: 'Quitar la unidad PB-06 de la ruta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Quitar la unidad de la ruta?' });
  await dialog.getByRole('button', { name: 'Quitar de la ruta' }).click();
  await expect(dialog).toBeHidden();
  await expect(units.getByText('PB-06', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(pathHeading).toHaveText(`Recorrido (${before - 1} puntos)`, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Unidades asignadas' }).getByText('PB-05', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unidades asignadas' }).getByText('PB-06', { exact: true })).toHaveCount(0);
});

test('the terminals screen lists the company’s terminals and creates one with its point clicked on the map', async ({ page }) => {
  test.setTimeout(120_000);
  await interceptTiles(page);
  await enterCompany(page, 'transporte@parabus.demo.mx', 'Autotransportes Parabus');
  await page.goto('/parabus/terminales');
  await expect(page.getByRole('heading', { level: 1, name: 'Terminales' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: /PB-CEN/ })).toContainText('Terminal Centro San Juan de Dios');
  await expectNoViolations(page, '/parabus/terminales');

  await page.getByRole('button', { name: 'Nueva terminal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva terminal' });
  await dialog.getByRole('textbox', { name: 'Código', exact: true }).fill('PB-E2E');
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Base de prueba');
  const map = dialog.getByRole('region', { name: /marcar la ubicación/ });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(dialog.getByText(/^Ubicación: 20\.\d+, -103\.\d+/)).toBeVisible();
  await expectNoViolations(page, '/parabus/terminales nueva terminal');
  await dialog.getByRole('button', { name: 'Crear terminal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /PB-E2E/ })).toContainText('20.');
});
