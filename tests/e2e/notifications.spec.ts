import { type Page, expect, test } from '@playwright/test';
import { enterCompany } from './helpers';

/** Resolves once socket.io has accepted the page's connection (the "40" connect packet). */
function socketAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) resolve();
      });
    });
  });
}

test('a notice from the company admin reaches a colleague live, and a click opens its route', async ({ browser }) => {
  const operatorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  const admin = await adminContext.newPage();

  const connected = socketAccepted(operator);
  await enterCompany(operator, 'operador@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await connected;
  const bell = operator.getByRole('button', { name: /^Notificaciones/ });
  // The demo's notices and whatever specs before this one sent the operator (an interview invitation, …).
  await expect(bell).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
  const unread = Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label'))!)![1]);

  await enterCompany(admin, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await admin.goto('/notificaciones');
  const form = admin.getByRole('region', { name: 'Enviar aviso a la empresa' });
  await form.getByLabel('Título').fill('Simulacro de evacuación');
  await form.getByLabel('Mensaje').fill('Mañana a las 10:00 hay simulacro. Revisa tus datos de contacto.');
  await form.getByLabel('Ruta (opcional)').fill('//otro-sitio.example');
  await form.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(form.getByText('La ruta debe ser una dirección de la aplicación')).toBeVisible();
  await form.getByLabel('Ruta (opcional)').fill('/perfil');
  await form.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(form.getByRole('status')).toHaveText('Aviso enviado a 7 personas.');

  // The colleague's screen changes without a reload: the count, a toast, then the bell's list.
  await expect(bell).toHaveAccessibleName(`Notificaciones, ${unread + 1} sin leer`);
  await expect(operator.locator('.mantine-Notification-root').getByText('Simulacro de evacuación')).toBeVisible();
  expect(operator.url()).toMatch(/\/inicio$/);
  await bell.click();
  const recent = operator.getByRole('dialog');
  const notice = recent.getByRole('button', { name: /^Simulacro de evacuación/ });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(operator).toHaveURL(/\/perfil$/);
  await expect(bell).toHaveAccessibleName(`Notificaciones, ${unread} sin leer`);

  await operatorContext.close();
  await adminContext.close();
});

test('/notificaciones lists, filters and marks notices read', async ({ page }) => {
  await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto('/notificaciones');
  const inbox = page.getByRole('region', { name: 'Bandeja' });
  await expect(inbox.getByRole('button', { name: /^Revisa tu perfil/ })).toBeVisible();
  await inbox.getByText(/^Sin leer/).click();
  await inbox.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(inbox.getByText('No tienes notificaciones sin leer.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveAccessibleName('Notificaciones');
  await inbox.getByText('Todas', { exact: true }).click();
  await inbox.getByRole('button', { name: 'Marcar como no leída: Revisa tu perfil' }).click();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveAccessibleName('Notificaciones, 1 sin leer');

  const realTime = page.getByRole('switch', { name: 'Recibir avisos en tiempo real' });
  await expect(realTime).toBeChecked();
  await realTime.click({ force: true });
  await expect(realTime).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recibir avisos en tiempo real' })).not.toBeChecked();
});
