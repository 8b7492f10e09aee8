import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy, vacancyInput } from '../../../helpers/jobs';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Vacancies: a company admin creates and edits its own, sends them to review; only the super
 * admin publishes or rejects (with a reason, notified to the company); other tenants get 404;
 * candidates see only published ones; the closing sweep closes them after their closing day.
 */
let t: TestApp;
let now = new Date('2026-12-01T16:00:00.000Z');
const tokens: Record<string, string> = {};

type Who = 'admin' | 'horizonte' | 'ajena' | 'super' | 'candidato' | 'operador';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });
const count = async (table: 'vacancies' | 'vacancy_status_events' | 'vacancy_search_terms') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const people: [Who, string][] = [
    ['admin', 'admin@logistica.demo.mx'],
    ['horizonte', 'admin@horizonte.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['candidato', 'candidato@demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
  ];
  for (const [who, email] of people) tokens[who] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

describe('catalogues', () => {
  it('serves the job categories and soft skills without a session', async () => {
    const categories = await call('GET', '/api/v1/job-categories', null);
    expect(categories.statusCode).toBe(200);
    expect(categories.json().length).toBeGreaterThanOrEqual(20);
    expect(categories.json()).toContainEqual({ id: 10, slug: 'logistica-transporte', name: 'Logística, transporte y distribución' });
    const skills = await call('GET', '/api/v1/soft-skills', null);
    expect(skills.json().length).toBeGreaterThanOrEqual(25);
    expect(skills.json().map((skill: { name: string }) => skill.name)).toContain('Trabajo en equipo');
  });
});

describe('the status flow', () => {
  it('goes draft → in review → published (super admin) → paused → published → closed, with history', async () => {
    const id = await createVacancy(t, tokens.admin!, 1);
    const draft = (await call('GET', `/api/v1/vacancies/${id}`, 'admin')).json();
    expect(draft).toMatchObject({ status: 'draft', company_name: 'Logística Portuaria del Pacífico', state: { id: 14, name: 'Jalisco' }, municipality: { id: 14039, name: 'Guadalajara' }, has_salary: true });
    expect(draft.soft_skills).toHaveLength(3);

    expect((await call('PUT', `/api/v1/vacancies/${id}/status`, 'admin', { status: 'in_review' })).statusCode).toBe(200);
    // The company cannot publish its own vacancy.
    const selfPublish = await call('PUT', `/api/v1/vacancies/${id}/status`, 'admin', { status: 'published' });
    expect(selfPublish.statusCode).toBe(403);
    expect(expectErrorShape(selfPublish.json(), 403).message).toMatch(/superadministrador/);
    const published = await call('PUT', `/api/v1/vacancies/${id}/status`, 'super', { status: 'published' });
    expect(published.json()).toMatchObject({ status: 'published' });
    expect(published.json().published_at).not.toBeNull();
    expect(await t.database.db.selectFrom('vacancy_search_terms').select('term').where('vacancy_id', '=', id).execute()).not.toHaveLength(0);

    expect((await call('PUT', `/api/v1/vacancies/${id}/status`, 'admin', { status: 'paused' })).json().status).toBe('paused');
    // Paused vacancies leave the public search.
    expect(await t.database.db.selectFrom('vacancy_search_terms').select('term').where('vacancy_id', '=', id).execute()).toHaveLength(0);
    expect((await call('PUT', `/api/v1/vacancies/${id}/status`, 'admin', { status: 'published' })).json().status).toBe('published');
    const closed = await call('PUT', `/api/v1/vacancies/${id}/status`, 'admin', { status: 'closed' });
    expect(closed.json().status).toBe('closed');
    expect(closed.json().history.map((event: { to_status: string }) => event.to_status)).toEqual(['draft', 'in_review', 'published', 'paused', 'published', 'closed']);
    // Closed is final.
    const reopen = await call('PUT', `/api/v1/vacancies/${id}/status`, 'admin', { status: 'published' });
    expect(reopen.statusCode).toBe(422);
    expect(expectErrorShape(reopen.json(), 422).data.code).toBe('vacancy_invalid_transition');
  });

  it('lets only the super admin reject, with a reason the company is told', async () => {
    const id = await createVacancy(t, tokens.horizonte!, 3, { submit: true, title: 'Vendedor de piso' });
    await call('PUT', `/api/v1/vacancies/${id}/status`, 'horizonte', { status: 'in_review' });
    expect((await call('PUT', `/api/v1/vacancies/${id}/status`, 'horizonte', { status: 'rejected', reason: 'Me rechazo solo' })).statusCode).toBe(403);
    const noReason = await call('PUT', `/api/v1/vacancies/${id}/status`, 'super', { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(expectErrorShape(noReason.json(), 422).data.errors?.reason).toEqual(['Escribe el motivo del rechazo (al menos 5 caracteres).']);
    const rejected = await call('PUT', `/api/v1/vacancies/${id}/status`, 'super', { status: 'rejected', reason: 'El salario no coincide con la descripción.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'El salario no coincide con la descripción.' });
    const admin = await t.userIdOf('admin@horizonte.demo.mx');
    const notice = await t.database.db.selectFrom('notifications').select(['title', 'body', 'route']).where('user_id', '=', admin).where('title', '=', 'Vacante rechazada').executeTakeFirstOrThrow();
    expect(notice.body).toContain('El salario no coincide');
    expect(notice.route).toBe(`/superempleos/vacantes/${id}`);
    // Editing a rejected vacancy makes it a draft again, without the old reason.
    const edited = await call('PUT', `/api/v1/vacancies/${id}`, 'horizonte', { salary_max: 30000 });
    expect(edited.json()).toMatchObject({ status: 'draft', rejection_reason: null, salary_max: 30000 });
  });

  it('sends an edited published vacancy back to review', async () => {
    const id = await createVacancy(t, tokens.admin!, 1, { title: 'Operador de grúa pórtico' }, tokens.super);
    const edited = await call('PUT', `/api/v1/vacancies/${id}`, 'admin', { title: 'Operador de grúa pórtico (turno nocturno)' });
    expect(edited.json().status).toBe('in_review');
    expect(await t.database.db.selectFrom('vacancy_search_terms').select('term').where('vacancy_id', '=', id).execute()).toHaveLength(0);
  });

  it('closes published vacancies after their closing day (the sweep)', async () => {
    const id = await createVacancy(t, tokens.admin!, 1, { closes_on: '2026-12-03', title: 'Auxiliar de tráfico' }, tokens.super);
    now = new Date('2026-12-03T23:00:00.000Z'); // still the 3rd in Mexico City (17:00)
    expect(await t.services.jobs.vacancies.closeExpired()).toBe(0);
    now = new Date('2026-12-04T07:00:00.000Z'); // the 4th, 01:00 in Mexico City
    expect(await t.services.jobs.vacancies.closeExpired()).toBeGreaterThanOrEqual(1);
    const row = await t.database.db.selectFrom('vacancies').select(['status', 'closed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect(await t.database.db.selectFrom('vacancy_search_terms').select('term').where('vacancy_id', '=', id).execute()).toHaveLength(0);
    now = new Date('2026-12-01T16:00:00.000Z');
  });
});

describe('who sees what', () => {
  it('answers 404 to another tenant and to candidates for unpublished vacancies', async () => {
    const id = await createVacancy(t, tokens.admin!, 1, { title: 'Jefe de patio' });
    for (const who of ['ajena', 'candidato'] as const) {
      const response = await call('GET', `/api/v1/vacancies/${id}`, who);
      expect(response.statusCode).toBe(404);
      expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
    }
    expect((await call('PUT', `/api/v1/vacancies/${id}`, 'ajena', { title: 'Intruso' })).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/companies/1/vacancies', 'ajena')).statusCode).toBe(404);
    // A member without the role: 403.
    expect((await call('GET', '/api/v1/companies/1/vacancies', 'operador')).statusCode).toBe(403);
  });

  it('shows candidates a published vacancy without its history', async () => {
    const id = await createVacancy(t, tokens.admin!, 1, { title: 'Coordinador de almacén' }, tokens.super);
    const seen = await call('GET', `/api/v1/vacancies/${id}`, 'candidato');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'published', history: [], application_counts: {}, bookmarked: false, my_application_id: null });
  });

  it('lists the review queue to the super admin only, flagging near duplicates of the same company', async () => {
    const original = await createVacancy(t, tokens.horizonte!, 3, { title: 'Ejecutivo de ventas de campo', description: 'Visitar clientes de la zona metropolitana, levantar pedidos y dar seguimiento a la cartera de clientes.' }, tokens.super);
    const copy = await createVacancy(t, tokens.horizonte!, 3, { title: 'Ejecutivo de ventas campo', description: 'Visitar clientes de la zona metropolitana, levantar pedidos y dar seguimiento a cartera de clientes.', submit: true });
    const other = await createVacancy(t, tokens.horizonte!, 3, { title: 'Soldador de estructuras', description: 'Soldadura de anaqueles y estructuras metálicas para los exhibidores de las sucursales.', submit: true });
    await call('PUT', `/api/v1/vacancies/${copy}/status`, 'horizonte', { status: 'in_review' });
    await call('PUT', `/api/v1/vacancies/${other}/status`, 'horizonte', { status: 'in_review' });
    expect((await call('GET', '/api/v1/vacancies/to-revision', 'horizonte')).statusCode).toBe(403);
    const queue = await call('GET', '/api/v1/vacancies/to-revision?company_id=3', 'super');
    expect(queue.statusCode).toBe(200);
    const items = queue.json().data as { id: number; possible_duplicate: boolean; similar: { id: number; similarity: number }[] }[];
    const flagged = items.find((item) => item.id === copy)!;
    expect(flagged.possible_duplicate).toBe(true);
    expect(flagged.similar[0]!.id).toBe(original);
    expect(items.find((item) => item.id === other)!.possible_duplicate).toBe(false);
  });

  it('lists a company its own vacancies with their applications and the near duplicates the review will flag', async () => {
    const original = await createVacancy(t, tokens.horizonte!, 3, { title: 'Auxiliar de almacén nocturno', description: 'Recibir mercancía, acomodarla en racks y surtir los pedidos de las sucursales durante el turno de noche.' }, tokens.super);
    const copy = await createVacancy(t, tokens.horizonte!, 3, { title: 'Auxiliar de almacén de noche', description: 'Recibir mercancía, acomodarla en racks y surtir pedidos de las sucursales durante el turno de noche.' });
    const unlike = await createVacancy(t, tokens.horizonte!, 3, { title: 'Diseñador gráfico de almacén', description: 'Diseñar la señalización, las etiquetas de anaquel y los carteles de las promociones del almacén.' });
    expect((await call('POST', `/api/v1/vacancies/${original}/applications`, 'candidato', {})).statusCode).toBe(201);

    type Listed = { id: number; applications: { total: number; unreviewed: number }; similar: { id: number }[] };
    for (const url of ['/api/v1/search/company-vacancies?company_id=3&q=almacen', '/api/v1/companies/3/vacancies?page=1']) {
      const list = await call('GET', url, 'horizonte');
      expect(list.statusCode, url).toBe(200);
      const byId = new Map((list.json().data as Listed[]).map((vacancy) => [vacancy.id, vacancy]));
      expect(byId.get(original)!.applications, url).toEqual({ total: 1, unreviewed: 1 });
      expect(byId.get(copy)!.applications, url).toEqual({ total: 0, unreviewed: 0 });
      expect(byId.get(copy)!.similar.map((other) => other.id), url).toContain(original);
      expect(byId.get(original)!.similar.map((other) => other.id), url).toContain(copy);
      expect(byId.get(unlike)!.similar, url).toEqual([]);
    }
    // Another company's list is not this one's to read.
    expect((await call('GET', '/api/v1/search/company-vacancies?company_id=3', 'admin')).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 4xx in Spanish and writes nothing', async () => {
    const before = [await count('vacancies'), await count('vacancy_status_events')];
    const cases: [object, number, RegExp][] = [
      [vacancyInput({ title: '' }), 422, /título/],
      [vacancyInput({ salary_min: 30000, salary_max: 20000 }), 422, /salario mínimo no puede ser mayor/],
      [vacancyInput({ modality: 'a_veces' }), 422, /modalidad/],
      [vacancyInput({ closes_on: '2027-02-30' }), 422, /fecha no existe/],
      [vacancyInput({ job_category_id: 999 }), 422, /categoría no existe/],
      [vacancyInput({ municipality_id: 19039 }), 422, /no pertenece al estado/],
      [vacancyInput({ soft_skill_ids: [1, 9999] }), 422, /habilidades blandas/],
      [vacancyInput({ submit: true, closes_on: '2026-11-30' }), 422, /fecha de cierre ya pasó/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call('POST', '/api/v1/companies/1/vacancies', 'admin', payload);
      expect(response.statusCode, response.body).toBe(status);
      const error = expectErrorShape(response.json(), status);
      // The message names the problem, or the field errors do (a schema failure).
      expect(`${error.message} ${JSON.stringify(error.data.errors ?? {})}`).toMatch(message);
    }
    expect([await count('vacancies'), await count('vacancy_status_events')]).toEqual(before);
  });

  it('refuses to delete a vacancy with applications, deletes one without', async () => {
    const id = await createVacancy(t, tokens.admin!, 1, { title: 'Mecánico diésel' }, tokens.super);
    expect((await call('POST', `/api/v1/vacancies/${id}/applications`, 'candidato', {})).statusCode).toBe(201);
    const refused = await call('DELETE', `/api/v1/vacancies/${id}`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(expectErrorShape(refused.json(), 409).message).toMatch(/ciérrala/);
    const lone = await createVacancy(t, tokens.admin!, 1, { title: 'Electricista industrial' });
    expect((await call('DELETE', `/api/v1/vacancies/${lone}`, 'admin')).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('vacancies').select('id').where('id', '=', lone).execute()).toEqual([]);
  });
});
