import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { pdfText, strokedPathsOf } from '../helpers/pdf';
import { enterCompany, expectNoAxeViolations } from './helpers';

/*
 * Service orders end to end against the real server and its demo, on a phone-sized touch screen:
 * support creates an order, starts it, the receiver signs on the canvas with a finger (real touch
 * input through the DevTools protocol, so the pad sees pointerType "touch"), the order is done, its
 * PDF downloads with the signature drawn as paths, and the verification page opens signed out.
 */

const COMPANY = 'Logística Portuaria del Pacífico';
const SUPPORT = 'soporte@logistica.demo.mx';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-MX' };

const statusBadge = (page: Page, words: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${words}$`) }).first();

/** Draws strokes with a finger: touchStart, touchMoves, touchEnd, in the element's own fractions (0..1). */
async function drawWithFinger(page: Page, selector: string, strokes: [number, number][][]) {
  const box = (await page.locator(selector).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  for (const stroke of strokes) {
    const points = stroke.map(([fx, fy]) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
    for (const point of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await cdp.detach();
}

/** A cursive-ish signature: a wave across most of the box and an underline. */
const curve = (n: number, at: (t: number) => [number, number]) => Array.from({ length: n }, (_, i) => at(i / (n - 1)));
const SIGNATURE: [number, number][][] = [curve(30, (t) => [0.1 + 0.75 * t, 0.5 - 0.25 * Math.sin(t * Math.PI * 6)]), curve(10, (t) => [0.15 + 0.7 * t, 0.85])];

test('support signs a service order on a phone, downloads its PDF with the signature, and the QR page verifies it signed out', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const title = `Cambio de lector en caseta ${Date.now() % 100_000}`;

  await enterCompany(page, SUPPORT, COMPANY);
  await page.goto('/soporte/ordenes-servicio');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de servicio' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Órdenes de servicio' }).getByText('Cambio de switch en la caseta de acceso')).toBeVisible();
  await expectNoAxeViolations(page, 'lista de órdenes de servicio');

  // «Descargar»: the company's orders as CSV, the demo's signed order among them.
  await page.getByRole('button', { name: 'Descargar reporte de órdenes de servicio' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const report = await downloading;
  expect(report.suggestedFilename()).toMatch(/\.csv$/);
  expect(Buffer.concat(await (await report.createReadStream()).toArray()).toString('utf8')).toContain('Cambio de switch en la caseta de acceso');

  // The calendar view shows the demo's orders too.
  await page.getByText('Calendario', { exact: true }).click();
  await expect(page.getByTestId('calendario-ordenes')).toBeVisible();
  await expect(page.locator('.fc-event').filter({ hasText: 'Mantenimiento preventivo de impresoras' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'calendario de órdenes de servicio');
  await page.getByText('Lista', { exact: true }).click();

  await page.getByRole('button', { name: 'Nueva orden de servicio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva orden de servicio' });
  await dialog.getByLabel('Qué se hará').fill(title);
  await dialog.getByLabel('Dónde').fill('Caseta 3, patio sur');
  await dialog.getByLabel('Fecha y hora programada (hora del centro)').fill('2026-12-03T10:00');
  await dialog.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page).toHaveURL(/\/soporte\/ordenes-servicio\/\d+\/detalles$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(statusBadge(page, 'Programada')).toBeVisible();
  const reference = (await page.getByText(/^OS-\d{6}$/).first().textContent())!;
  await expectNoAxeViolations(page, 'detalle de la orden de servicio');

  await page.getByRole('button', { name: 'Iniciar trabajo' }).click();
  await expect(statusBadge(page, 'En proceso')).toBeVisible();

  // The receiver signs with a finger; a blank pad cannot be sent.
  await page.getByRole('button', { name: 'Firmar y completar' }).click();
  const sign = page.getByRole('dialog', { name: `Firmar y completar ${reference}` });
  await expect(sign.getByRole('button', { name: 'Firmar y completar' })).toBeDisabled();
  await sign.getByLabel('Nombre de quien recibe').fill('Lucía Fernández');
  await drawWithFinger(page, '[data-testid="signature-pad"]', SIGNATURE);
  await expect(page.getByTestId('signature-pad')).toHaveAttribute('aria-label', 'Firma con 2 trazos');
  await expectNoAxeViolations(page, 'firma de la orden de servicio');
  await sign.getByRole('button', { name: 'Firmar y completar' }).click();
  await expect(sign).toBeHidden();
  await expect(statusBadge(page, 'Completada')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Firma de Lucía Fernández' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar trabajo' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'orden de servicio firmada');

  // The PDF carries the reference, the receiver and the two strokes as paths in the signature's box.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orden-servicio-${reference}.pdf`);
  const pdf = readFileSync((await file.path())!);
  const text = await pdfText(pdf);
  expect(text).toContain(reference);
  expect(text).toContain('Lucía Fernández');
  const strokes = (await strokedPathsOf(pdf)).filter((path) => path.ctm[0] === 0.5 && path.points.length > 1);
  expect(strokes.length).toBe(2);
  expect(strokes[0]!.points.length).toBeGreaterThan(10);
  for (const path of strokes) for (const [x, y] of path.points) expect(x >= 0 && x <= 600 && y >= 0 && y <= 200, `${x},${y}`).toBe(true);

  // The verification page (the QR code's link) opens for anyone, signed out.
  const href = (await page.getByRole('link', { name: 'Página pública de verificación' }).getAttribute('href'))!;
  const verificationPath = new URL(href).pathname;
  expect(verificationPath).toMatch(/^\/verificar\/orden-servicio\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext(PHONE);
  const visitor = await stranger.newPage();
  await visitor.goto(verificationPath);
  await expect(visitor).toHaveURL(new RegExp(`${verificationPath}$`));
  await expect(visitor.getByText('Orden firmada y registrada en Plataforma')).toBeVisible();
  await expect(visitor.getByText(reference)).toBeVisible();
  await expect(visitor.getByText('Lucía Fernández')).toBeVisible();
  await expectNoAxeViolations(visitor, 'verificación pública');
  await visitor.goto(`/verificar/orden-servicio/${'A'.repeat(43)}`);
  await expect(visitor.getByRole('alert')).toContainText('no corresponde a ninguna orden');
  await stranger.close();
  await context.close();
});

test("a ticket shows its service orders; support creates one from it and deletes it", async ({ page }) => {
  await enterCompany(page, SUPPORT, COMPANY);
  await page.goto('/soporte/ordenes-servicio?q=switch');
  await page.getByRole('table', { name: 'Órdenes de servicio' }).getByRole('link', { name: /^TK-/ }).first().click();
  await expect(page).toHaveURL(/\/soporte\/tickets\/\d+\/detalles$/);
  const panel = page.getByRole('region', { name: 'Órdenes de servicio' });
  await expect(panel.getByText('Cambio de switch en la caseta de acceso')).toBeVisible();
  await panel.getByRole('button', { name: 'Crear orden de servicio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva orden de servicio' });
  await expect(dialog.getByLabel('Qué se hará')).toHaveValue('Caída de la red en la caseta de acceso');
  await dialog.getByLabel('Dónde').fill('Caseta de acceso');
  await dialog.getByLabel('Fecha y hora programada (hora del centro)').fill('2026-12-04T09:30');
  await dialog.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page).toHaveURL(/\/soporte\/ordenes-servicio\/\d+\/detalles$/);
  await expect(page.getByRole('link', { name: /^TK-\d{6}$/ })).toBeVisible();
  // Unsigned, so support may delete it, after the shared confirmation.
  await page.getByRole('button', { name: 'Eliminar orden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar orden de servicio' });
  await expect(confirm).toContainText(/¿Eliminar OS-\d{6}/);
  await expectNoAxeViolations(page, 'eliminar orden de servicio');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/soporte\/ordenes-servicio$/);
});
