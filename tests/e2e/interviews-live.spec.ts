import { expect, test } from '@playwright/test';
import { applyAs, enterCompany, expectNoAxeViolations, loginAs, publishVacancy } from './helpers';

/*
 * Live interviews (issue 16) against the real server and its demo, on a phone (375×812):
 * Logística's admin schedules a video interview with the demo candidate (Daniela) from the pipeline
 * board of a vacancy of its own (published and applied to through the API, so the demo's boards
 * stay as the other specs expect them); the candidate sees it in «Mis entrevistas»
 * and confirms; the agenda shows it and opens its details; the e-mail link's page opens signed out.
 * axe WCAG 2.2 AA on each screen.
 */

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX' };
const CANDIDATE = 'Daniela Cruz Reyes';
const DAYS_AHEAD = 4;

/** The `datetime-local` value of 18:45 in Mexico City, `DAYS_AHEAD` days from now. */
function wallTimeAhead(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + DAYS_AHEAD * 86_400_000));
  return `${day}T18:45`;
}

test('a company schedules an interview from the board, the candidate confirms it, the agenda shows it', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const title = `Jefe de embarques ${Date.now() % 100_000}`;
  const vacancyId = await publishVacancy(request, title);
  await applyAs(request, 'candidato@demo.mx', vacancyId);
  const adminContext = await browser.newContext(PHONE);
  const admin = await adminContext.newPage();
  await enterCompany(admin, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await admin.goto(`/superempleos/vacantes/${vacancyId}`);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await admin.getByRole('link', { name: `Agendar entrevista (${CANDIDATE})` }).click();

  const form = admin.getByRole('dialog', { name: `Agendar entrevista con ${CANDIDATE}` });
  await expect(form).toBeVisible();
  await form.getByLabel('Fecha y hora (hora del centro de México)').fill(wallTimeAhead());
  // Nobody chosen: the form says so before sending.
  await form.getByRole('button', { name: 'Agendar y enviar invitación' }).click();
  await expect(form.getByText('Indica al menos una persona que entreviste.')).toBeVisible();
  const interviewers = form.getByRole('combobox', { name: 'Quién entrevista' });
  await interviewers.click();
  // The list shows the company's people as soon as it opens.
  await expect(admin.getByRole('listbox', { name: 'Quién entrevista' }).getByRole('option').first()).toBeVisible();
  await interviewers.fill('Jorge');
  await admin.getByRole('listbox', { name: 'Quién entrevista' }).getByRole('option', { name: /^Jorge/ }).click();
  // Escape closes the list, not the form around it.
  await interviewers.press('Escape');
  await expect(admin.getByRole('listbox', { name: 'Quién entrevista' })).toHaveCount(0);
  await expect(form).toBeVisible();
  await form.getByLabel('Notas para el candidato').fill('Ten a la mano tu CV y una identificación.');
  await expectNoAxeViolations(admin, 'agendar entrevista');
  await form.getByRole('button', { name: 'Agendar y enviar invitación' }).click();
  await expect(form).toHaveCount(0);
  await expect(admin.getByRole('heading', { level: 1, name: `Entrevistas con ${CANDIDATE}` })).toBeVisible();
  const scheduled = admin.getByRole('listitem').filter({ hasText: title });
  await expect(scheduled.getByText('Por confirmar')).toBeVisible();
  await expect(scheduled.getByText(/18:45 · 60 min/)).toBeVisible();
  await expectNoAxeViolations(admin, 'entrevistas del postulante');

  // The candidate confirms from «Mis entrevistas».
  const candidateContext = await browser.newContext(PHONE);
  const candidate = await candidateContext.newPage();
  await loginAs(candidate, 'candidato@demo.mx');
  await candidate.goto('/superempleos/entrevistas');
  await expect(candidate.getByRole('heading', { level: 1, name: 'Mis entrevistas' })).toBeVisible();
  const mine = candidate.getByRole('listitem', { name: `Entrevista: ${title}` });
  await expect(mine.getByText('Por confirmar')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Entrar a la sala' })).toHaveAttribute('href', /^\/superempleos\/sala\/\d+$/);
  await expectNoAxeViolations(candidate, 'mis entrevistas');
  await candidate.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(candidate, 'mis entrevistas (oscuro)');
  await candidate.emulateMedia({ colorScheme: 'light' });
  await mine.getByRole('button', { name: 'Confirmar' }).click();
  await expect(mine.getByText('Confirmada')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);

  // The agenda opens on the day view on a phone; the interview is DAYS_AHEAD days on.
  await candidate.goto('/superempleos/agenda');
  await expect(candidate.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  const calendar = candidate.getByTestId('agenda-entrevistas');
  await expect(calendar.getByRole('button', { name: 'Día' })).toHaveClass(/fc-button-active/);
  for (let day = 0; day < DAYS_AHEAD; day++) await calendar.getByRole('button', { name: 'Siguiente' }).click();
  const event = calendar.locator('.fc-event').filter({ hasText: title });
  await expect(event).toBeVisible();
  await expectNoAxeViolations(candidate, 'agenda');
  await candidate.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(candidate, 'agenda (oscuro)');
  await event.click();
  const details = candidate.getByRole('dialog', { name: 'Entrevista' });
  await expect(details.getByText('Confirmada')).toBeVisible();
  await expectNoAxeViolations(candidate, 'detalles de la entrevista');

  await adminContext.close();
  await candidateContext.close();

  // The e-mail's link page opens signed out; a used or unknown link says so.
  const visitorContext = await browser.newContext(PHONE);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/entrevista/responder?token=enlace-que-ya-se-uso-0123456789');
  await expect(visitor.getByRole('alert').filter({ hasText: 'El enlace ya se usó o no es válido.' })).toBeVisible({ timeout: 20_000 });
  await expect(visitor).toHaveURL(/\/entrevista\/responder\?token=/);
  await expectNoAxeViolations(visitor, 'responder a una entrevista');
  await visitorContext.close();
});
