import { type APIRequestContext, type Locator, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, loginAs } from './helpers';

/*
 * The job board's candidate side against the real server and its demo, on a phone (375×812):
 * Logística's admin posts a vacancy that the super admin publishes (through the API: the company
 * side has its own spec); the demo candidate finds it by typing "ingeniero logistica", applies,
 * sees it in «Postulaciones» as received; the company moves it and the candidate sees the new
 * stage; bookmarks one; edits the profile and the completeness meter moves; the public
 * /empleos/{id} page opens signed out with its JSON-LD. axe WCAG 2.2 AA on every screen.
 */

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX' };

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/oauth/token', { data: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh published vacancy of Logística (company 1), so the candidate has not applied to it yet. */
async function publishVacancy(request: APIRequestContext, title: string): Promise<number> {
  const admin = await tokenOf(request, 'admin@logistica.demo.mx');
  const closes = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/v1/companies/1/vacancies', {
    headers: bearer(admin),
    data: {
      title,
      job_category_id: 10,
      description: 'Planeación de embarques y control de inventarios en la terminal portuaria de Manzanillo.',
      requirements: 'Ingeniería industrial o en logística; inglés intermedio.',
      state_id: 6,
      municipality_id: 6007,
      modality: 'on_site',
      schedule: 'Lunes a viernes de 8:00 a 17:00',
      salary_min: 24000,
      salary_max: 31000,
      benefits: 'Prestaciones de ley, vales de despensa.',
      closes_on: closes,
      submit: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const superAdmin = await tokenOf(request, 'super@demo.mx');
  const published = await request.put(`/api/v1/vacancies/${id}/status`, { headers: bearer(superAdmin), data: { status: 'published' } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

async function companyMoves(request: APIRequestContext, vacancyId: number, status: string) {
  const admin = await tokenOf(request, 'admin@logistica.demo.mx');
  const board = await request.get(`/api/v1/vacancies/${vacancyId}/applications`, { headers: bearer(admin) });
  const applications = ((await board.json()) as { data: { id: number; candidate: { email: string } }[] }).data;
  const mine = applications.find((application) => application.candidate.email === 'candidato@demo.mx')!;
  const moved = await request.put(`/api/v1/applications/${mine.id}/status`, { headers: bearer(admin), data: { status, note: 'Nos gustó tu perfil; te llamaremos para la entrevista.' } });
  expect(moved.status(), await moved.text()).toBe(200);
}

const stage = (scope: Locator, label: string, state: string) => scope.getByRole('listitem').filter({ hasText: new RegExp(`${label}.*\\(${state}\\)$`) });

test('a candidate finds a vacancy, applies, follows it as the company moves it, bookmarks, completes the profile; the public page carries JSON-LD', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const title = `Ingeniero de logística portuaria ${Date.now() % 100_000}`;
  const vacancyId = await publishVacancy(request, title);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await loginAs(page, 'candidato@demo.mx');

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
  await companyMoves(request, vacancyId, 'reviewed');
  await expect(stage(application, 'Revisada', 'etapa actual')).toBeVisible({ timeout: 15_000 });
  await expect(stage(application, 'Recibida', 'completada')).toBeVisible();
  await expect(application.getByText('Nos gustó tu perfil; te llamaremos para la entrevista.')).toBeVisible();

  // «Guardadas».
  await page.goto('/superempleos/guardadas');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page, 'guardadas');

  // The profile: adding a course when there is none moves the meter (Cursos weighs 5).
  await page.goto('/superempleos/perfil');
  const meter = page.getByRole('heading', { name: /Tu perfil está completo al \d+ %/ });
  await expect(meter).toBeVisible();
  await expectNoAxeViolations(page, 'perfil');
  const before = Number(/(\d+) %/.exec((await meter.textContent())!)![1]);
  // Clear the headline (−10), save, then put it back (+10): the meter follows each save.
  const headline = page.getByLabel('Titular');
  const kept = await headline.inputValue();
  await headline.fill('');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByRole('heading', { name: `Tu perfil está completo al ${before - 10} %` })).toBeVisible();
  await expect(page.getByTestId('completeness-missing').getByText('Titular')).toBeVisible();
  await headline.fill(kept || 'Ingeniero en logística');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByRole('heading', { name: `Tu perfil está completo al ${before} %` })).toBeVisible();
  await context.close();

  // The public page, signed out, with its JobPosting in the head.
  const visitor = await browser.newContext(PHONE);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/empleos/${vacancyId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jsonLd = JSON.parse((await publicPage.locator('head script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title });
  expect(String(jsonLd.url)).toMatch(new RegExp(`/empleos/${vacancyId}$`));
  await expect(publicPage.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registro/superempleos');
  await expectNoAxeViolations(publicPage, 'vacante pública');
  await visitor.close();
});
