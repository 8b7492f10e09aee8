import { expect, test } from '@playwright/test';
import { bridgeCalls as calls, installFakeBridge } from './desktop-bridge';
import { DEMO_PASSWORD, enterCompany, wcagViolations } from './helpers';

/**
 * The renderer with the desktop console's bridge: the PWA build, with `window.desktop` standing in
 * for the preload (main itself is tested in Node under tests/main; desktop-build.spec.ts runs the
 * electron-vite build itself).
 */

test.describe('desktop console renderer', () => {
  test('first run: the operator tests the server address and saves it', async ({ page }) => {
    await installFakeBridge(page, { firstRun: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Configura el servidor' })).toBeVisible();
    const address = page.getByRole('textbox', { name: /Dirección del servidor/ });
    await address.fill('https://no-existe.example');
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await expect(page.getByRole('alert')).toContainText('No hubo respuesta de https://no-existe.example');
    const origin = new URL(page.url()).origin;
    await address.fill(origin);
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await expect(page.getByRole('status')).toContainText(`${origin} es un servidor de Plataforma (versión 1.14.1)`);
    expect((await wcagViolations(page)).map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect.poll(async () => (await calls(page)).filter(([name]) => name === 'server.save')).toEqual([['server.save', origin]]);
  });

  test('the token goes to the keychain bridge, never to localStorage or cookies, and survives a reload', async ({ page, context }) => {
    await installFakeBridge(page);
    await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('plataforma.session') ?? '{}'));
    const keychain = await page.evaluate(() => JSON.parse(sessionStorage.getItem('fake-keychain') ?? 'null'));
    // A 256-bit token in base64url: "-" and "_" may break any run of \w, so match the whole alphabet.
    expect(keychain.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(stored).not.toContain(keychain.accessToken);
    expect(session.state.authenticated).toBe(true);
    expect(session.state).not.toHaveProperty('token');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
    await page.reload();
    // Signed in again from the keychain alone: the signed-in header (with the desktop widget) is back.
    await expect(page.getByRole('button', { name: 'Descargas' })).toBeVisible();
    await expect(page).toHaveURL(/\/inicio$/);
    // A clicked native notification routes the window.
    await page.evaluate(() => (window as unknown as { __fake: { openRoute(route: string): void } }).__fake.openRoute('/perfil'));
    await expect(page).toHaveURL(/\/perfil$/);
  });

  test('a report goes through main: progress in the header, then "Mostrar en carpeta"', async ({ page }) => {
    await installFakeBridge(page);
    await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Descargar reporte de usuarios' }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    await expect.poll(async () => (await calls(page)).filter(([name]) => name === 'downloads.start').length).toBe(1);
    const [, request] = (await calls(page)).find(([name]) => name === 'downloads.start')! as [string, { id: string; url: string; fileName: string }];
    expect(request.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/reports\/members\?.*signature=/);
    expect(request.fileName).toMatch(/^usuarios-.*\.csv$/);

    const downloads = page.getByRole('button', { name: 'Descargas (1 en curso)' });
    await expect(downloads).toBeVisible();
    await downloads.click();
    await expect(page.getByRole('progressbar', { name: `Descargando ${request.fileName}` })).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Carpeta: /home/operador/Descargas')).toBeVisible();
    await page.evaluate((id) => (window as unknown as { __fake: { finishDownload(id: string): void } }).__fake.finishDownload(id), request.id);
    await page.getByRole('button', { name: 'Mostrar en carpeta' }).click();
    await expect.poll(async () => (await calls(page)).filter(([name]) => name === 'downloads.showInFolder')).toEqual([['downloads.showInFolder', request.id]]);
  });

  test('without a keychain the operator is told the session lasts only while the app is open', async ({ page }) => {
    const reason = 'El llavero del sistema no está disponible: tu sesión se guardará solo mientras la aplicación esté abierta.';
    await installFakeBridge(page, { vault: { mode: 'memory', reason } });
    await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    await expect(page.getByText(reason)).toBeVisible();
  });

  test('kiosk: leaving needs an administrator; a refusal is shown', async ({ page }) => {
    await installFakeBridge(page, { kiosk: true });
    await page.goto('/control-asistencia/reloj');
    await page.getByRole('button', { name: 'Administración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salir del modo quiosco' });
    await dialog.getByRole('textbox', { name: /Correo del administrador/ }).fill('empleado@horizonte.demo.mx');
    await dialog.getByLabel(/Contraseña/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Salir del modo quiosco' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Solo un administrador de la empresa puede salir del modo quiosco.');
    expect((await calls(page)).filter(([name]) => name === 'kiosk.exit')).toEqual([['kiosk.exit', 'empleado@horizonte.demo.mx']]);
  });
});
