import { type Page, expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolationsInBothSchemes } from './helpers';

/*
 * Support tickets end to end against the real server and its demo: an employee of Logística
 * Portuaria del Pacífico raises a ticket, support opens it from the queue with the keyboard,
 * the employee sees support typing (collision detection), support answers and waits on the
 * requester, the employee sees it live and answers, and the ticket is open again.
 */

const COMPANY = 'Logística Portuaria del Pacífico';
const EMPLOYEE = 'receptor@logistica.demo.mx';
const SUPPORT = 'soporte@logistica.demo.mx';


/** The status badge of the ticket's header (the word, not the colour). */
/** The conversation of the ticket page (a notice toast may repeat a reply's words elsewhere). */
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversación' });

const statusBadge = (page: Page, words: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${words}$`) }).first();

test('an employee raises a ticket, support answers and waits on them, the employee answers and it is open again', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const subject = `No enciende el monitor de la caseta ${Date.now() % 100_000}`;

  // The employee (no support role) sees their own list and raises a ticket.
  await enterCompany(page, EMPLOYEE, COMPANY);
  await page.goto('/soporte/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tickets' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sin asignar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Nuevo ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ticket' });
  await expect(dialog.getByLabel('Prioridad')).toHaveCount(0);
  await dialog.getByLabel('Asunto').fill(subject);
  await dialog.getByLabel('Descripción').fill('Desde la mañana el monitor no enciende; ya revisé el cable de corriente.');
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Equipo de cómputo' }).click();
  await dialog.getByRole('button', { name: 'Levantar ticket' }).click();
  await expect(page).toHaveURL(/\/soporte\/tickets\/\d+\/detalles$/);
  const ticketUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(statusBadge(page, 'Nuevo')).toBeVisible();
  const reference = (await page.getByText(/^TK-\d{6}$/).first().textContent())!;

  // Support finds it at the top of «Sin asignar» and opens it with the keyboard.
  const supportContext = await browser.newContext();
  const agent = await supportContext.newPage();
  await enterCompany(agent, SUPPORT, COMPANY);
  await agent.goto('/soporte/tickets');
  await expect(agent.getByRole('heading', { level: 1, name: 'Tickets de soporte' })).toBeVisible();
  await agent.getByRole('tab', { name: 'Sin asignar' }).click();
  const queue = agent.getByRole('table', { name: 'Tickets: Sin asignar' });
  await expect(queue.getByRole('link', { name: reference })).toBeVisible();
  await agent.getByRole('heading', { level: 1 }).click();
  await agent.keyboard.press('j');
  await expect(queue.getByRole('link', { name: reference })).toBeFocused();
  await expect(queue.getByRole('row').filter({ has: agent.getByRole('link', { name: reference }) })).toHaveAttribute('aria-selected', 'true');
  await agent.keyboard.press('Enter');
  await expect(agent).toHaveURL(new RegExp(`${ticketUrl}$`));
  await expect(agent.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // Collision detection: while support types, the employee is told who is writing.
  const agentReply = agent.getByRole('textbox', { name: 'Respuesta pública' });
  await expect(async () => {
    await agentReply.pressSequentially('Ho');
    await expect(page.getByText(/^Lucía( [^ ]+)* está escribiendo una respuesta…$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const answer = 'Hola, ¿puedes confirmar si el monitor tiene la luz de encendido en ámbar?';
  await agentReply.fill(answer);
  await agent.getByRole('button', { name: 'Enviar respuesta' }).click();
  // The first public reply of support opens a new ticket.
  await expect(statusBadge(agent, 'Abierto')).toBeVisible();
  // The first public reply meets the first-response target; the resolution clock counts.
  await expect(agent.getByText('Primera respuesta: Cumplido')).toBeVisible();
  await expect(agent.getByText(/^Resolución: Restan /)).toBeVisible();
  await agent.getByRole('button', { name: 'Poner en espera del solicitante' }).click();
  await expect(statusBadge(agent, 'En espera del solicitante')).toBeVisible();
  // Waiting on the requester pauses the resolution clock (what osTicket users asked for).
  await expect(agent.getByText(/^Resolución: En pausa · restan /)).toBeVisible();

  // The employee sees the answer and the status live, without reloading, and answers.
  await expect(conversation(page).getByText(answer)).toBeVisible();
  await expect(statusBadge(page, 'En espera del solicitante')).toBeVisible();
  await expect(page.getByText(/está escribiendo/)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Nota interna' })).toHaveCount(0);
  const back = 'Sí, la luz está en ámbar y la pantalla sigue negra.';
  await page.getByRole('textbox', { name: 'Respuesta pública' }).fill(back);
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(conversation(page).getByText(back)).toBeVisible();
  await expect(statusBadge(page, 'Abierto')).toBeVisible();

  // Support's screen follows: the requester's answer and the ticket open again.
  await expect(conversation(agent).getByText(back)).toBeVisible();
  await expect(statusBadge(agent, 'Abierto')).toBeVisible();
  await expect(agent.getByText('En espera del solicitante → Abierto')).toBeVisible();
  // The requester's answer resumes the clock.
  await expect(agent.getByText(/^Resolución: Restan /)).toBeVisible();

  // An internal note stays with support, labelled as such.
  await agent.locator('.mantine-SegmentedControl-label', { hasText: 'Nota interna' }).click();
  await expect(agent.getByRole('radio', { name: 'Nota interna' })).toBeChecked();
  await agent.getByRole('textbox', { name: 'Nota interna' }).fill('Probable fuente dañada; llevar un monitor de reemplazo.');
  await agent.getByRole('button', { name: 'Guardar nota interna' }).click();
  await expect(agent.getByRole('article', { name: /Nota interna de/ })).toContainText('Nota interna · solo soporte');
  await page.reload();
  await expect(conversation(page).getByText(back)).toBeVisible();
  await expect(conversation(page).getByText('Probable fuente dañada')).toHaveCount(0);

  // The queue and the ticket pass axe (WCAG 2.2 AA) in light and dark.
  await agent.goto('/soporte/tickets?view=all');
  await expect(agent.getByRole('table', { name: 'Tickets: Todos' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(agent, 'queue');
  await agent.goto(ticketUrl);
  await expect(agent.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(agent.getByRole('article', { name: /Nota interna de/ })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(agent, 'ticket');
  await page.goto('/soporte/tickets');
  await expect(page.getByRole('table', { name: 'Mis tickets' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'my tickets');
  await supportContext.close();
});

test('a company admin edits the SLA targets and the business calendar, and sees the server’s messages', async ({ page }) => {
  test.setTimeout(120_000);
  await enterCompany(page, 'admin@logistica.demo.mx', COMPANY);
  await page.goto('/soporte/configuracion');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de soporte' })).toBeVisible();
  const urgentFirst = page.getByLabel('Primera respuesta, urgente (minutos)');
  await expect(urgentFirst).toHaveValue('30');
  await expect(page.getByLabel('Lunes, fin 1')).toHaveValue('18:00');

  // Two mistakes at once: the server's words come back beside each field and in one list.
  await urgentFirst.fill('500');
  await page.getByLabel('Lunes, fin 1').fill('08:00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'No se guardó' });
  await expect(problems).toContainText('La primera respuesta no puede tener más minutos que la resolución.');
  await expect(problems).toContainText('Cada horario debe empezar antes de terminar.');
  await expect(page.getByText('La primera respuesta no puede tener más minutos que la resolución.')).toHaveCount(2);

  // Fixed: saved, and still there after a reload.
  await urgentFirst.fill('20');
  await page.getByLabel('Lunes, fin 1').fill('18:00');
  await page.getByRole('button', { name: 'Agregar horario al domingo' }).click();
  await page.getByLabel('Domingo, inicio 1').fill('10:00');
  await page.getByLabel('Domingo, fin 1').fill('14:00');
  await page.getByLabel('Fecha del día festivo').fill('2026-12-12');
  await page.getByRole('button', { name: 'Agregar festivo' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se guardaron las metas y el calendario.' })).toBeVisible();
  await page.reload();
  await expect(urgentFirst).toHaveValue('20');
  await expect(page.getByLabel('Domingo, fin 1')).toHaveValue('14:00');
  await expect(page.getByRole('list', { name: 'Días festivos' })).toContainText('2026-12-12');

  await expectNoAxeViolationsInBothSchemes(page, 'support settings');

  // Back to the demo's figures for the specs that follow.
  await urgentFirst.fill('30');
  await page.getByRole('button', { name: 'Quitar el horario 1 del domingo' }).click();
  await page.getByRole('button', { name: 'Quitar el festivo 2026-12-12' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se guardaron las metas y el calendario.' })).toBeVisible();
});
