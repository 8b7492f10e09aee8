import { expect, test } from '@playwright/test';
import { enterCompany } from './helpers';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('/perfil edits the name and the photo', async ({ page }) => {
  await enterCompany(page, 'receptor@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto('/perfil');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Raúl Alberto');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Tus datos se guardaron.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Raúl Alberto\s*, menú de usuario$/ })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG });
  const photo = page.getByRole('img', { name: 'Foto de Raúl Alberto' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toMatch(/^\/media\/profile-photos\/[a-f0-9]{32}\.png$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
});
