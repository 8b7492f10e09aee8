import { type Page, expect, test } from '@playwright/test';
import { wcagViolations } from './helpers';

/** The new states these forms reach (errors beside fields, the confirmation) stay WCAG 2.2 AA. */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const violations = await wcagViolations(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Registration hashes a password and each form solves a proof of work: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Every request the page sends to a path, so a test can say none was sent. */
function requestsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method());
  });
  return seen;
}

for (const [route, service] of [
  ['/registro', 'main'],
  ['/registro/superempleos', 'superempleos'],
] as const) {
  test(`${route} flags an empty name and a bad e-mail before sending anything`, async ({ page }) => {
    const posts = requestsTo(page, '/api/v1/register');
    await page.goto(route);
    const form = page.locator('form');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('rosa@');
    // Leaving the field says what is wrong with it, in the server's words.
    await form.getByRole('textbox', { name: 'Apellido paterno' }).focus();
    await expect(form.getByText('El correo electrónico no es válido.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('una-clave-larga');
    await form.getByRole('textbox', { name: 'Confirma la contraseña' }).fill('una-clave-larga');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(form.getByText('El nombre es obligatorio.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    await expectAccessible(page);

    // Fixed, the messages leave as the fields are corrected, and the account is created.
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
    await expect(form.getByText('El nombre es obligatorio.')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(`rosa.${service}.${Date.now()}@ejemplo.mx`);
    await expect(form.getByText('El correo electrónico no es válido.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(new RegExp(`/verificarme\\?id=\\d+&email=.+&service=${service}$`));
    expect(posts).toEqual(['POST']);
  });
}

test('the contact form gives the message a reference, shown on the confirmation', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/contacto');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Rosa Elena');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('rosa@ejemplo.mx');
  await form.getByRole('textbox', { name: 'Asunto' }).fill('Quiero una demostración');
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('Somos una terminal en Manzanillo.');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();

  const confirmation = page.getByRole('region', { name: 'Recibimos tu mensaje' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  await expect(confirmation.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeFocused();
  await expect(confirmation.getByText(/^CT-\d{4}-\d{6}$/)).toBeVisible();
  await expect(confirmation.getByText('rosa@ejemplo.mx')).toBeVisible();
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Enviar otro mensaje' }).click();
  await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
});

test('the form for companies gives a reference of its own series', async ({ page }) => {
  await page.goto('/empresa');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Luis Ángel');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('luis@naviera.mx');
  await form.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Naviera del Golfo');
  await form.getByRole('textbox', { name: 'Asunto' }).fill('Queremos usar Plataforma');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const confirmation = page.getByRole('region', { name: 'Recibimos tu mensaje' });
  await expect(confirmation.getByText(/^EM-\d{4}-\d{6}$/)).toBeVisible({ timeout: 20_000 });
});
