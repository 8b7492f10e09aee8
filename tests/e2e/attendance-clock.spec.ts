import { type Page, expect, test } from '@playwright/test';
import { enterCompany, wcagViolations } from './helpers';
import { businessTimeOf } from '../../src/shared/business-time';

// The service worker is part of what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

async function expectAccessible(page: Page, label: string) {
  // Not mid-transition: a fading drawer's text would fail contrast (spinners loop forever and are left alone).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = await wcagViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`), label).toEqual([]);
}

/** The demo wall clock's device code (src/server/demo/attendance-demo.ts). */
const DEMO_CLOCK_TOKEN = 'dvc_demo-horizonte-reloj-recepcion-2026';

const wallTime = businessTimeOf;

test('an employee punches in with PIN 4321; a manager sees it live, the employee sees it in mis-asistencias', async ({ browser }) => {
  // The manager's live board is open before the punch.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await enterCompany(manager, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');
  await manager.goto('/control-asistencia/monitoreo-personal');
  const miguelRow = manager.getByRole('row', { name: /Miguel Flores Aguilar/ });
  await expect(miguelRow).toBeVisible();

  // The clock: signed out, configured with its device code.
  const clockContext = await browser.newContext();
  const clock = await clockContext.newPage();
  await clock.goto('/control-asistencia/reloj');
  await expect(clock).toHaveURL(/\/control-asistencia\/reloj$/);
  await clock.getByLabel('Código del reloj').fill(DEMO_CLOCK_TOKEN);
  await clock.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(clock.getByRole('heading', { name: 'Comercializadora Horizonte' })).toBeVisible();
  await expect(clock.getByTestId('estado-conexion')).toHaveText('En línea');

  await clock.getByLabel('Busca tu nombre o número de empleado').fill('migu');
  await clock.getByRole('listitem').filter({ hasText: 'Miguel Flores Aguilar' }).click();
  await clock.getByText('Entrada', { exact: true }).click();
  for (const digit of '4321') await clock.getByRole('button', { name: `Dígito ${digit}` }).click();
  // On a narrow wall tablet every key reads whole (issue 19.11: the submit key showed "Checa").
  await clock.setViewportSize({ width: 360, height: 780 });
  for (const label of await clock.locator('form .mantine-Button-label').all()) {
    const [needed, shown] = await label.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(needed, `«${await label.textContent()}» is cut (${needed} px of text in ${shown} px)`).toBeLessThanOrEqual(shown);
  }
  const before = new Date();
  await clock.getByRole('button', { name: 'Checar' }).first().click();
  const confirmation = clock.getByTestId('confirmacion-checada');
  await expect(confirmation).toContainText('Entrada registrada');
  await expect(confirmation).toContainText('Miguel Flores Aguilar');
  await expect(confirmation).toContainText('Recibida por el servidor.');
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('0 por enviar');

  // Live on the manager's board, without reloading.
  await expect(miguelRow.getByText(/^Presente/)).toBeVisible({ timeout: 10_000 });

  // A wrong PIN is refused on the clock itself.
  await clock.getByLabel('Busca tu nombre o número de empleado').fill('adriana');
  await clock.getByRole('listitem').filter({ hasText: 'Adriana' }).click();
  await clock.getByLabel('PIN').fill('0000');
  await clock.keyboard.press('Enter');
  await expect(confirmation).toContainText('No se registró');
  await expect(confirmation).toContainText('PIN incorrecto. Te quedan 4 intentos.');

  // The employee's own list.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await enterCompany(employee, 'empleado@horizonte.demo.mx', 'Comercializadora Horizonte');
  await employee.goto('/control-asistencia/mis-asistencias');
  const times = [wallTime(before), wallTime(new Date(before.getTime() + 60_000)), wallTime(new Date(before.getTime() - 60_000))];
  const entryCell = employee.getByRole('cell', { name: new RegExp(`^(${times.join('|')})$`) });
  await expect(entryCell.first()).toBeVisible();

  await Promise.all([managerContext.close(), clockContext.close(), employeeContext.close()]);
});

test('the clock confirms at once offline, says it will send on reconnect, and survives a reload', async ({ browser }) => {
  const context = await browser.newContext();
  const clock = await context.newPage();
  await clock.goto('/control-asistencia/reloj');
  await clock.getByLabel('Código del reloj').fill(DEMO_CLOCK_TOKEN);
  await clock.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(clock.getByTestId('estado-conexion')).toHaveText('En línea');

  await context.setOffline(true);
  await clock.getByLabel('Gafete').fill('HOR-B-0004');
  await clock.getByLabel('Gafete').press('Enter');
  const confirmation = clock.getByTestId('confirmacion-checada');
  await expect(confirmation).toContainText('Checada registrada');
  await expect(confirmation).toContainText('se enviará al reconectar');
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('1 por enviar');
  await expect(clock.getByTestId('estado-conexion')).toContainText('Sin conexión');
  // The offline sentence wraps on a 360-px tablet; nothing scrolls sideways.
  await clock.setViewportSize({ width: 360, height: 780 });
  expect(await clock.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A reload while the server still cannot be reached keeps the punch (it is on disk, not in memory).
  await clock.route('**/attendance-api/v1/punches/batch', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await clock.reload();
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('1 por enviar');
  await clock.unroute('**/attendance-api/v1/punches/batch');
  await clock.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('0 por enviar', { timeout: 40_000 });
  await context.close();
});

test('offline, the clock refuses a wrong PIN on the spot, queues the right one with a proof and never keeps the PIN', async ({ browser }) => {
  const context = await browser.newContext();
  const clock = await context.newPage();
  await clock.goto('/control-asistencia/reloj');
  const proofsLoaded = clock.waitForResponse((response) => response.url().endsWith('/attendance-api/v1/device/pin-proofs') && response.ok());
  await clock.getByLabel('Código del reloj').fill(DEMO_CLOCK_TOKEN);
  await clock.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(clock.getByTestId('estado-conexion')).toHaveText('En línea');
  await proofsLoaded;

  await context.setOffline(true);
  await clock.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(clock.getByTestId('estado-conexion')).toContainText('Sin conexión');
  await clock.getByLabel('Busca tu nombre o número de empleado').fill('héctor');
  await clock.getByRole('listitem').filter({ hasText: 'Héctor Romero' }).click();
  await clock.getByLabel('PIN').fill('0000');
  await clock.keyboard.press('Enter');
  const confirmation = clock.getByTestId('confirmacion-checada');
  await expect(confirmation).toContainText('No se registró');
  await expect(confirmation).toContainText('PIN incorrecto. Te quedan 4 intentos.');
  await expect(confirmation).not.toContainText('✓');
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('0 por enviar');
  await confirmation.click();

  await clock.getByLabel('Busca tu nombre o número de empleado').fill('héctor');
  await clock.getByRole('listitem').filter({ hasText: 'Héctor Romero' }).click();
  await clock.getByLabel('PIN').fill('2468');
  await clock.keyboard.press('Enter');
  await expect(confirmation).toContainText('registrada');
  await expect(confirmation).toContainText('se enviará al reconectar');
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('1 por enviar');

  // What the clock keeps on disk: the employee and a proof of this one punch, never the PIN.
  const stored = await clock.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = indexedDB.open('plataforma-reloj');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
  expect(stored).toHaveLength(1);
  const body = (stored[0] as { body: Record<string, unknown> }).body;
  expect(Object.keys(body)).not.toContain('pin');
  expect(body.pin_proof).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]{43}$/));
  expect(JSON.stringify(stored)).not.toContain('2468');

  await context.setOffline(false);
  await clock.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('0 por enviar', { timeout: 40_000 });
  await expect(clock.getByTestId('checadas-rechazadas')).toHaveCount(0);
  await context.close();
});

test('the clock passes axe (WCAG 2.2 AA): set-up, the clock, the PIN step and a confirmation', async ({ browser }) => {
  const context = await browser.newContext();
  const clock = await context.newPage();
  await clock.goto('/control-asistencia/reloj');
  await expect(clock.getByLabel('Código del reloj')).toBeVisible();
  // Clocks are made on the Turnos screen (issue 19.6: the text named "Registro global").
  await expect(clock.getByText('Control de asistencia → Turnos → Relojes')).toBeVisible();
  await expectAccessible(clock, 'configuración');
  await clock.getByLabel('Código del reloj').fill(DEMO_CLOCK_TOKEN);
  await clock.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(clock.getByTestId('estado-conexion')).toHaveText('En línea');
  await expectAccessible(clock, 'reloj');
  await clock.getByLabel('Busca tu nombre o número de empleado').fill('guada');
  await clock.getByRole('listitem').filter({ hasText: 'Guadalupe' }).click();
  await expect(clock.getByText('No tienes PIN asignado')).toBeVisible();
  await expectAccessible(clock, 'PIN');
  await clock.getByRole('button', { name: 'Cancelar' }).click();
  await clock.getByLabel('Gafete').fill('HOR-B-0004');
  await clock.getByLabel('Gafete').press('Enter');
  await expect(clock.getByTestId('confirmacion-checada')).toBeVisible();
  await expectAccessible(clock, 'confirmación');
  await context.close();
});

test('an admin pairs a new clock with the short code from «Vincular», and a second code from the QR link pairs by itself', async ({ browser }) => {
  // Four browser contexts and axe on the pairing dialog: past 60 s on the loaded two-shard CI machine.
  test.setTimeout(120_000);
  // A clock of its own: pairing issues a new device token, and the demo clock's must keep working for the other tests.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await enterCompany(admin, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');
  await admin.goto('/control-asistencia/turnos');
  const name = `Reloj vinculado ${Date.now()}`;
  await admin.getByLabel('Nombre del reloj').fill(name);
  await admin.getByRole('button', { name: 'Agregar reloj' }).click();
  await admin.getByRole('button', { name: 'Listo' }).click();

  const readCode = async () => {
    const dialog = admin.getByRole('dialog', { name: `Vincular el reloj «${name}»` });
    await expect(dialog.getByRole('img', { name: `Código QR para vincular el reloj ${name}` })).toBeVisible();
    await expect(dialog.getByRole('timer')).toContainText(/Vence en (10:00|9:\d\d)/);
    const code = (await dialog.getByTestId('codigo-vinculacion').textContent())!;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    return code;
  };
  await admin.getByRole('button', { name: `Vincular el reloj ${name}` }).click();
  const first = await readCode();
  await expectAccessible(admin, 'vincular');

  // The tablet types the short code, lower case, into the same field as the long token.
  const clockContext = await browser.newContext();
  const clock = await clockContext.newPage();
  await clock.goto('/control-asistencia/reloj');
  await clock.getByLabel('Código del reloj').fill(first.toLowerCase());
  await clock.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(clock.getByRole('heading', { name: 'Comercializadora Horizonte' })).toBeVisible();
  await expect(clock.getByTestId('estado-conexion')).toHaveText('En línea');
  await clockContext.close();

  // «Generar otro», then the QR's link opened on another tablet: it pairs with no typing and drops the code from the address.
  const dialog = admin.getByRole('dialog', { name: `Vincular el reloj «${name}»` });
  await dialog.getByRole('button', { name: 'Generar otro' }).click();
  await expect(dialog.getByTestId('codigo-vinculacion')).not.toHaveText(first);
  const second = (await readCode()).replace('-', '');
  const qrContext = await browser.newContext();
  const tablet = await qrContext.newPage();
  await tablet.goto(`/control-asistencia/reloj#vincular=${second}`);
  await expect(tablet.getByTestId('estado-conexion')).toHaveText('En línea');
  await expect(tablet.getByRole('heading', { name: 'Comercializadora Horizonte' })).toBeVisible();
  await expect(tablet).toHaveURL(/\/control-asistencia\/reloj$/);

  // The same code again is spent: the set-up screen says so.
  const againContext = await browser.newContext();
  const again = await againContext.newPage();
  await again.goto(`/control-asistencia/reloj#vincular=${second}`);
  await expect(again.getByText('El código no es válido o ya venció. Pide uno nuevo en Turnos → Relojes.')).toBeVisible();
  await expect(again.getByLabel('Código del reloj')).toHaveValue(second);

  await Promise.all([adminContext.close(), qrContext.close(), againContext.close()]);
});
