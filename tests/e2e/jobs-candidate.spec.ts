import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, bearer, expectNoAxeViolations, latestMailTo, loginAs, publishVacancy, tokenOf } from './helpers';

/*
 * The job board's candidate side against the real server and its demo, on a phone (375×812):
 * Logística's admin posts a vacancy that the super admin publishes (through the API: the company
 * side has its own spec); a new candidate registers on /registro/superempleos, types the code
 * e-mailed to them, signs in, fills the profile's headline and the completeness meter moves; finds
 * the vacancy by typing "ingeniero logistica", applies, sees it in «Postulaciones» as received;
 * the company moves it and the candidate sees the new stage; bookmarks it; the public
 * /empleos/{id} page opens signed out with its JSON-LD. axe WCAG 2.2 AA on every screen.
 */

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX' };

/** A new candidate: registers on /registro/superempleos, types the code e-mailed to them, signs in. */
async function registerCandidate(page: Page, email: string) {
  await page.goto('/registro/superempleos');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await form.getByRole('textbox', { name: 'Apellido paterno' }).fill('Medina');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('textbox', { name: 'Confirma la contraseña' }).fill(DEMO_PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/verificarme\?id=\d+&email=.+&service=superempleos$/, { timeout: 30_000 });
  const mail = await latestMailTo(email);
  const code = /es: (\d{6})/.exec(mail.body)?.[1];
  expect(code, mail.body).toBeDefined();
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code!);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('¡Listo!')).toBeVisible();
  await loginAs(page, email);
}

async function companyMoves(request: APIRequestContext, vacancyId: number, status: string, candidateEmail: string) {
  const admin = await tokenOf(request, 'admin@logistica.demo.mx');
  const board = await request.get(`/api/v1/vacancies/${vacancyId}/applications`, { headers: bearer(admin) });
  const applications = ((await board.json()) as { data: { id: number; candidate: { email: string } }[] }).data;
  const mine = applications.find((application) => application.candidate.email === candidateEmail)!;
  const moved = await request.put(`/api/v1/applications/${mine.id}/status`, { headers: bearer(admin), data: { status, note: 'Nos gustó tu perfil; te llamaremos para la entrevista.' } });
  expect(moved.status(), await moved.text()).toBe(200);
}

const stage = (scope: Locator, label: string, state: string) => scope.getByRole('listitem').filter({ hasText: new RegExp(`${label}.*\\(${state}\\)$`) });

test('a new candidate registers, completes the profile, finds a vacancy, applies, follows it as the company moves it, bookmarks it; the public page carries JSON-LD', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const title = `Ingeniero de logística portuaria ${Date.now() % 100_000}`;
  const vacancyId = await publishVacancy(request, title);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const email = `rosa.medina.${Date.now()}@ejemplo.mx`;
  await registerCandidate(page, email);

  // The profile: a new candidate's is nearly empty; the headline moves the meter (it weighs 10).
  await page.goto('/superempleos/perfil');
  const meter = page.getByRole('heading', { name: /Tu perfil está completo al \d+ %/ });
  await expect(meter).toBeVisible();
  await expectNoAxeViolations(page, 'perfil');
  const before = Number(/(\d+) %/.exec((await meter.textContent())!)![1]);
  await expect(page.getByTestId('completeness-missing').getByText('Titular')).toBeVisible();
  await page.getByLabel('Titular').fill('Ingeniero en logística portuaria');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByRole('heading', { name: `Tu perfil está completo al ${before + 10} %` })).toBeVisible();
  await expect(page.getByTestId('completeness-missing').getByText('Titular')).toHaveCount(0);

  // The search: words in the address, filters in a drawer on the phone.
  await page.goto('/superempleos/vacantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
  await expect(page.getByText(/vacantes encontradas/)).toBeVisible();
  await expectNoAxeViolations(page, 'búsqueda de vacantes');
  await page.getByRole('searchbox', { name: 'Buscar vacantes' }).fill('ingeniero logistica');
  await expect(page).toHaveURL(/q=ingeniero\+logistica/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Ingeniero en Logística' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await drawer.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: /^Colima \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/state_id=6/);
  await expect(page.getByRole('button', { name: /^Filtros ?, activo: 1$/, includeHidden: true })).toBeAttached();
  await expectNoAxeViolations(page, 'filtros');
  await drawer.getByRole('button', { name: /^Ver \d+ vacantes?$/ }).click();
  await expect(card).toBeVisible();

  // The vacancy: apply.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/superempleos/vacantes/${vacancyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$24,000 – $31,000 al mes')).toBeVisible();
  await expectNoAxeViolations(page, 'vacante');
  await page.getByLabel('Carta de presentación (opcional)').fill('Tengo cinco años en terminales portuarias.');
  await page.getByRole('button', { name: 'Postularme' }).click();
  await expect(page.getByRole('heading', { name: 'Ya te postulaste' })).toBeVisible();
  await expect(page.getByText('Tu postulación está en: Recibida')).toBeVisible();
  // Bookmark it.
  await page.getByRole('button', { name: `Guardar «${title}»` }).click();
  await expect(page.getByRole('button', { name: `Guardada «${title}»` })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'vacante postulada');

  // «Postulaciones»: received; the company moves it and the page shows the new stage by itself.
  await page.goto('/superempleos/postulaciones');
  const application = page.getByRole('article').filter({ hasText: title });
  await expect(stage(application, 'Recibida', 'etapa actual')).toBeVisible();
  await expectNoAxeViolations(page, 'postulaciones');
  await companyMoves(request, vacancyId, 'reviewed', email);
  await expect(stage(application, 'Revisada', 'etapa actual')).toBeVisible({ timeout: 15_000 });
  await expect(stage(application, 'Recibida', 'completada')).toBeVisible();
  await expect(application.getByText('Nos gustó tu perfil; te llamaremos para la entrevista.')).toBeVisible();

  // «Guardadas».
  await page.goto('/superempleos/guardadas');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page, 'guardadas');

  await context.close();

  // The public page, signed out, with its JobPosting in the head.
  const visitor = await browser.newContext(PHONE);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/empleos/${vacancyId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // One JobPosting: the server sends it with the HTML (issue 18), the page's own replaces it.
  await expect(publicPage.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  const jsonLd = JSON.parse((await publicPage.locator('head script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title });
  expect(String(jsonLd.url)).toMatch(new RegExp(`/empleos/${vacancyId}$`));
  await expect(publicPage.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registro/superempleos');
  await expectNoAxeViolations(publicPage, 'vacante pública');
  await visitor.close();
});
