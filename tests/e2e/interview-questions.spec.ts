import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, enterCompany, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes } from './helpers';

/*
 * A vacancy's question bank on a phone (375×812): Logística's admin opens the bank of a new
 * vacancy (empty: it says what the bank is for), adds two questions in the modal, moves the
 * second up, listens to one (the local voice answers a WAV) and deletes one. axe on each state,
 * light and dark.
 */

const COMPANY = 'Logística Portuaria del Pacífico';
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX' };

test('a company keeps the question bank of a vacancy', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A vacancy of its own, so questions other tests or the demo add elsewhere do not matter.
  const token = await request.post('/oauth/token', {
    data: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: 'admin@logistica.demo.mx', password: DEMO_PASSWORD },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const created = await request.post('/api/v1/companies/1/vacancies', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { title: 'Auxiliar de patio', job_category_id: 10, description: 'Apoya la recepción y el despacho de contenedores en el patio.', state_id: 6, modality: 'on_site', schedule: 'Lunes a viernes', closes_on: '2030-12-31' },
  });
  expect(created.status()).toBe(201);
  const vacancyId = ((await created.json()) as { id: number }).id;

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await enterCompany(page, 'admin@logistica.demo.mx', COMPANY);
  await page.goto(`/superempleos/vacantes/${vacancyId}`);
  await page.getByRole('link', { name: 'Banco de preguntas para entrevistas de trabajo' }).click();
  await expect(page).toHaveURL(new RegExp(`/superempleos/vacantes/${vacancyId}/preguntas$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Banco de preguntas' })).toBeVisible();
  await expect(page.getByText(/Aquí guardas las preguntas de las entrevistas de trabajo/)).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'banco vacío');

  // First question, with a mistake the form catches beside its box.
  await page.getByRole('button', { name: 'Agregar la primera pregunta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await dialog.getByRole('textbox', { name: 'Pregunta' }).fill('¿Qué harías si un contenedor llega sin sus sellos?');
  await dialog.getByRole('textbox', { name: 'Punto esperado 1', exact: true }).fill('x');
  await dialog.getByRole('button', { name: 'Agregar punto' }).click();
  await dialog.getByRole('textbox', { name: 'Punto esperado 2', exact: true }).fill('Avisa a su supervisor');
  await dialog.getByRole('button', { name: 'Agregar pregunta' }).click();
  await expect(dialog.getByText('Cada punto esperado debe tener al menos 2 caracteres.')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'nueva pregunta con error');
  await dialog.getByRole('textbox', { name: 'Punto esperado 1', exact: true }).fill('No lo recibe sin registrar la falta');
  await dialog.getByLabel('Tiempo límite (segundos)').fill('90');
  await dialog.getByText('5', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '5' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Agregar pregunta' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  const second = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await second.getByRole('textbox', { name: 'Pregunta' }).fill('Cuéntanos de una vez que trabajaste bajo presión.');
  await second.getByRole('textbox', { name: 'Punto esperado 1', exact: true }).fill('Un ejemplo concreto');
  await second.getByRole('button', { name: 'Agregar pregunta' }).click();
  await expect(second).toHaveCount(0);

  const items = page.getByRole('list', { name: 'Preguntas en orden' }).getByRole('listitem').filter({ has: page.getByRole('button') });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('sin sus sellos');
  await expect(items.first()).toContainText('1 min 30 s para responder');
  await expect(items.first()).toContainText('Peso 5');
  await expectNoAxeViolationsInBothSchemes(page, 'banco con preguntas');

  // Move the second one up with its button; the new place is announced.
  await page.getByRole('button', { name: 'Subir la pregunta 2' }).click();
  await expect(items.first()).toContainText('bajo presión');
  await expect(page.getByRole('status').filter({ hasText: 'Pregunta movida a la posición 1 de 2.' })).toBeAttached();
  await page.reload();
  await expect(items.first()).toContainText('bajo presión');

  // Listen: the local voice's WAV.
  const audio = page.waitForResponse((response) => response.url().includes('/audio'));
  await page.getByRole('button', { name: 'Escuchar la pregunta 1' }).click();
  const answer = await audio;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('audio/wav');

  // Delete with a confirmation.
  await page.getByRole('button', { name: 'Eliminar la pregunta 2' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la pregunta?' });
  await expectNoAxeViolations(page, 'confirmar eliminación');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(items).toHaveCount(1);
  await context.close();
});
