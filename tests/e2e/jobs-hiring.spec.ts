// DRAFT, not run (not *.spec.ts): fails at the Select locators and the keyboard lift; rename to jobs-hiring.spec.ts once fixed (see the jh report).
import { type Locator, type Page, expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolations } from './helpers';

/*
 * The job board's hiring side against the real server and its demo, on a phone-sized screen
 * (375×812): Logística's admin writes a vacancy and sends it to review; the super admin publishes
 * it from the queue and rejects another with a reason the company then reads; the admin moves a
 * demo applicant on the pipeline board once by keyboard and once by dragging. axe on every screen.
 */

const COMPANY = 'Logística Portuaria del Pacífico';
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX' };

/** A Mantine Select inside the form (its name carries the required asterisk). */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company writes a vacancy, the super admin publishes it and rejects another, the company reads why', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Montacarguista de patio ${Date.now() % 100_000}`;
  const adminContext = await browser.newContext(PHONE);
  const admin = await adminContext.newPage();
  await enterCompany(admin, 'admin@logistica.demo.mx', COMPANY);
  await admin.goto('/superempleos/vacantes');
  await expect(admin.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Ingeniero en Logística' })).toBeVisible();
  // Each vacancy says how many applied and how many wait for a first look.
  const applicationsCell = admin.getByRole('row').filter({ hasText: 'Ingeniero en Logística' }).getByRole('cell').nth(2);
  await expect(applicationsCell).toHaveText(/^[1-9]\d*( · \d+ sin revisar)?$/);
  await expectNoAxeViolations(admin, 'vacantes de la empresa');

  await admin.getByRole('button', { name: 'Nueva vacante' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nueva vacante' });
  await dialog.getByLabel('Título del puesto').fill(title);
  await choose(admin, dialog, 'Categoría', 'Logística, transporte y distribución');
  await dialog.getByLabel('Descripción').fill('Opera montacargas en el patio de contenedores y apoya la carga y descarga de unidades.');
  await choose(admin, dialog, 'Estado', 'Colima');
  await dialog.getByLabel('Horario').fill('Lunes a sábado de 7:00 a 15:00');
  await dialog.getByLabel('Salario mínimo mensual (MXN)').fill('16000');
  await dialog.getByLabel('Salario máximo mensual (MXN)').fill('14000');
  await dialog.getByLabel('Recibe postulaciones hasta').fill('2030-12-31');
  await expectNoAxeViolations(admin, 'nueva vacante');
  await dialog.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(dialog.getByText('El salario mínimo no puede ser mayor que el máximo.')).toBeVisible();
  await dialog.getByLabel('Salario máximo mensual (MXN)').fill('19000');
  await dialog.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(admin).toHaveURL(/\/superempleos\/vacantes\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText(/En revisión: el equipo de Superempleos/)).toBeVisible();
  await expect(admin.getByText('Aún no hay postulaciones.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(admin, 'vacante en revisión');

  // The super admin publishes it and rejects another of the company's, with a reason.
  const superContext = await browser.newContext(PHONE);
  const reviewer = await superContext.newPage();
  await enterCompany(reviewer, 'super@demo.mx', COMPANY);
  await reviewer.goto('/superempleos/revision-vacantes');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Revisión de vacantes' })).toBeVisible();
  const mine = reviewer.getByRole('article', { name: title });
  await expect(mine).toBeVisible();
  // «Ingeniero de Logística» is in review beside the published «Ingeniero en Logística».
  await expect(reviewer.getByRole('article', { name: 'Ingeniero de Logística' }).getByText('Posible duplicado')).toBeVisible();
  await expectNoAxeViolations(reviewer, 'revisión de vacantes');
  await mine.getByRole('button', { name: `Publicar «${title}»` }).click();
  await expect(mine).toHaveCount(0);
  await reviewer.getByRole('button', { name: 'Rechazar «Reclutador de operadores»' }).click();
  const reject = reviewer.getByRole('dialog', { name: 'Rechazar la vacante' });
  await reject.getByLabel('Motivo del rechazo').fill('no');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText(/al menos 5 caracteres/)).toBeVisible();
  await expectNoAxeViolations(reviewer, 'rechazar vacante');
  await reject.getByLabel('Motivo del rechazo').fill('Publica el salario y quita el requisito de edad.');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject).toHaveCount(0);
  await expect(reviewer.getByRole('article', { name: 'Reclutador de operadores' })).toHaveCount(0);

  // The company sees it published, and why the other was rejected.
  await admin.reload();
  await expect(admin.locator('.mantine-Badge-root').filter({ hasText: /^Publicada$/ })).toBeVisible();
  await admin.goto('/superempleos/vacantes?status=rejected');
  await expect(admin.getByText('Rechazada: Publica el salario y quita el requisito de edad.')).toBeVisible();
  await adminContext.close();
  await superContext.close();
});

test('the company moves applicants on the pipeline board by keyboard and by dragging, on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await enterCompany(page, 'admin@logistica.demo.mx', COMPANY);
  await page.goto('/superempleos/vacantes');
  await page.getByRole('link', { name: 'Ingeniero en Logística' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingeniero en Logística' })).toBeVisible();
  const received = page.getByTestId('column-received');
  const reviewed = page.getByTestId('column-reviewed');
  const interview = page.getByTestId('column-interview');
  await expect(received.getByText(/Coincidencia \d+ %/)).toBeVisible();
  await expectNoAxeViolations(page, 'tablero de postulaciones');

  // Keyboard: Space lifts, → goes to «Revisada», Space drops.
  const handle = received.getByRole('button', { name: /^Arrastrar a / });
  const name = (await handle.getAttribute('aria-label'))!.replace('Arrastrar a ', '');
  await handle.focus();
  // dnd-kit listens for the arrows from the next tick on: wait for each announcement. The lift's
  // own («Tomaste…») is replaced at once by where the card stands.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${name} está sobre la columna Recibida.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} está sobre la columna Revisada.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(reviewed.getByText(name)).toBeVisible();
  await expect(page.getByText(`${name} se movió a Revisada.`)).toBeAttached();

  // Drag: the handle of the card now in «Revisada» to the «Entrevista» column.
  await page.reload();
  const dragHandle = page.getByTestId('column-reviewed').getByRole('button', { name: `Arrastrar a ${name}` });
  await dragHandle.scrollIntoViewIfNeeded();
  const from = (await dragHandle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  const to = (await interview.boundingBox())!;
  await page.mouse.move(Math.min(to.x + 40, 370), to.y + 60, { steps: 10 });
  await page.mouse.up();
  await expect(interview.getByText(name)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('column-interview').getByText(name)).toBeVisible();

  // The applicant's CV (the generated one: the demo candidate uploaded none) from the card.
  const cvDownload = page.waitForEvent('download');
  await page.getByTestId('column-interview').getByRole('button', { name: `Descargar CV (${name})` }).click();
  expect((await cvDownload).suggestedFilename()).toMatch(/^cv-postulacion-\d+\.pdf$/);

  // «Mover a…» offers only the stages the flow allows (no «Contratado» from an interview).
  await page.getByTestId('column-interview').getByRole('button', { name: `Mover a… (${name})` }).click();
  await expect(page.getByRole('menuitem', { name: 'Oferta' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contratado' })).toHaveCount(0);
  // axe 4.x reports Mantine's open menu (role=menu holding only menuitems, as the snapshot shows)
  // under aria-required-children; the board is checked with the menu closed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoAxeViolations(page, 'tablero tras los movimientos');
  await context.close();
});
