import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy } from '../../../helpers/jobs';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Applications: a candidate applies once per published vacancy; the company moves the application
 * through the pipeline (who may move what), each move recorded and notified; the candidate sees
 * only their own; the board ranks by match score; bookmarks and the profile are the candidate's own.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'admin' | 'horizonte' | 'ajena' | 'super' | 'candidato' | 'otra' | 'operador';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });
const count = async (table: 'job_applications' | 'job_application_events' | 'vacancy_bookmarks' | 'professional_courses') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  ids.otra = await addPerson(t, { email: 'otra@demo.mx', name: 'Otra', roles: [['final_user', null]] });
  for (const [who, email] of [
    ['admin', 'admin@logistica.demo.mx'],
    ['horizonte', 'admin@horizonte.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['candidato', 'candidato@demo.mx'],
    ['otra', 'otra@demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
  ] as const)
    tokens[who] = (await t.login(email)).access_token;
  ids.candidato = await t.userIdOf('candidato@demo.mx');
  ids.vacancy = await createVacancy(t, tokens.admin!, 1, { title: 'Analista de tráfico marítimo', soft_skill_ids: [1, 2] }, tokens.super);
  ids.draft = await createVacancy(t, tokens.admin!, 1, { title: 'Borrador sin publicar' });
});
afterAll(() => t.close());

describe('applying', () => {
  it('lets a candidate apply once; the second try is a 409 in Spanish', async () => {
    const first = await call('POST', `/api/v1/vacancies/${ids.vacancy}/applications`, 'otra', { cover_letter: 'Tengo tres años en tráfico.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ view: 'candidate', status: 'received', vacancy: { id: ids.vacancy, title: 'Analista de tráfico marítimo' } });
    ids.application = first.json().id;
    const before = await count('job_applications');
    const second = await call('POST', `/api/v1/vacancies/${ids.vacancy}/applications`, 'otra', {});
    expect(second.statusCode).toBe(409);
    const error = expectErrorShape(second.json(), 409);
    expect(error.data.code).toBe('already_applied');
    expect(error.message).toMatch(/Ya te postulaste/);
    expect(await count('job_applications')).toBe(before);
    // The company hears about it.
    const admin = await t.userIdOf('admin@logistica.demo.mx');
    expect(await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', admin).where('title', '=', 'Nueva postulación').execute()).toHaveLength(1);
  });

  it('refuses unpublished vacancies (404) and non-candidates (403)', async () => {
    expect((await call('POST', `/api/v1/vacancies/${ids.draft}/applications`, 'candidato', {})).statusCode).toBe(404);
    const admin = await call('POST', `/api/v1/vacancies/${ids.vacancy}/applications`, 'operador', {});
    expect(admin.statusCode).toBe(403);
    expect(expectErrorShape(admin.json(), 403).message).toMatch(/candidato/);
  });
});

describe('the pipeline', () => {
  it('lets the company move it; each move is recorded and told to the candidate', async () => {
    for (const status of ['reviewed', 'interview', 'offer'] as const) {
      const moved = await call('PUT', `/api/v1/applications/${ids.application}/status`, 'admin', { status, note: status === 'interview' ? 'Te esperamos el lunes a las 10.' : null });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ view: 'company', status });
    }
    const notices = await t.database.db.selectFrom('notifications').select(['title', 'body', 'route']).where('user_id', '=', ids.otra!).orderBy('id').execute();
    expect(notices).toHaveLength(3);
    expect(notices[1]).toMatchObject({ title: 'Tu postulación cambió', route: '/superempleos/postulaciones' });
    expect(notices[1]!.body).toContain('Te esperamos el lunes');
    const mine = await call('GET', '/api/v1/applications', 'otra');
    expect(mine.json().data[0].history.map((event: { to_status: string }) => event.to_status)).toEqual(['received', 'reviewed', 'interview', 'offer']);
  });

  it('refuses moves outside the flow and moves by the candidate or another tenant', async () => {
    const skip = await call('PUT', `/api/v1/applications/${ids.application}/status`, 'admin', { status: 'received' });
    expect(skip.statusCode).toBe(422);
    expect(expectErrorShape(skip.json(), 422).data.code).toBe('application_invalid_transition');
    // The candidate cannot move it (it is not a company of theirs: 404), nor can another tenant.
    expect((await call('PUT', `/api/v1/applications/${ids.application}/status`, 'otra', { status: 'hired' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/applications/${ids.application}/status`, 'ajena', { status: 'hired' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/applications/${ids.application}/status`, 'horizonte', { status: 'hired' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/applications/${ids.application}/status`, 'operador', { status: 'hired' })).statusCode).toBe(403);
    const hired = await call('PUT', `/api/v1/applications/${ids.application}/status`, 'admin', { status: 'hired' });
    expect(hired.json().status).toBe('hired');
    // Hired is final; the candidate can no longer withdraw it either.
    expect((await call('PUT', `/api/v1/applications/${ids.application}/status`, 'admin', { status: 'rejected' })).statusCode).toBe(422);
    expect((await call('DELETE', `/api/v1/applications/${ids.application}`, 'otra')).statusCode).toBe(422);
  });

  it('ranks the board by match score', async () => {
    // The demo candidate looks for logistics jobs in Guadalajara and has both soft skills; "otra" has no profile yet.
    await call('PUT', '/api/v1/profile', 'candidato', { job_category_ids: [10], state_id: 14, municipality_id: 14039 });
    await call('PUT', '/api/v1/profile/soft-skills', 'candidato', { soft_skill_ids: [1, 2, 3] });
    const applied = await call('POST', `/api/v1/vacancies/${ids.vacancy}/applications`, 'candidato', {});
    expect(applied.statusCode).toBe(201);
    const board = await call('GET', `/api/v1/vacancies/${ids.vacancy}/applications`, 'admin');
    expect(board.statusCode).toBe(200);
    const data = board.json().data as { candidate: { user_id: number }; match: { total: number; category: number; location: number; soft_skills: number } }[];
    expect(data[0]!.candidate.user_id).toBe(ids.candidato);
    expect(data[0]!.match).toEqual({ total: 100, category: 40, location: 30, soft_skills: 30 });
    expect(data[1]!.match.total).toBe(0);
    expect(board.json().counts).toMatchObject({ received: 1, hired: 1 });
    expect((await call('GET', `/api/v1/vacancies/${ids.vacancy}/applications`, 'ajena')).statusCode).toBe(404);
  });
});

describe('the candidate sees only their own', () => {
  it('lists and reads only their applications', async () => {
    const mine = await call('GET', '/api/v1/applications', 'candidato');
    const own = await t.database.db.selectFrom('job_applications').select('id').where('user_id', '=', ids.candidato!).orderBy('id', 'desc').execute();
    expect(mine.json().data.map((application: { id: number }) => application.id)).toEqual(own.map((row) => row.id));
    expect(mine.json().data.map((application: { vacancy: { id: number } }) => application.vacancy.id)).toContain(ids.vacancy);
    expect(mine.json().data.map((application: { id: number }) => application.id)).not.toContain(ids.application);
    expect((await call('GET', `/api/v1/applications/${ids.application}`, 'candidato')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/applications/${ids.application}`, 'otra')).json().view).toBe('candidate');
    expect((await call('GET', `/api/v1/applications/${ids.application}`, 'admin')).json().view).toBe('company');
  });

  it('edits the cover letter while received and withdraws', async () => {
    const own = (await call('GET', '/api/v1/applications', 'candidato')).json().data[0].id as number;
    const edited = await call('PUT', `/api/v1/applications/${own}`, 'candidato', { cover_letter: 'Disponible de inmediato.' });
    expect(edited.json().cover_letter).toBe('Disponible de inmediato.');
    expect((await call('PUT', `/api/v1/applications/${own}`, 'otra', { cover_letter: 'Intrusa' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/applications/${own}`, 'candidato')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/applications/${own}`, 'candidato')).json().status).toBe('withdrawn');
  });
});

describe('bookmarks', () => {
  it('keeps, lists and removes bookmarks of published vacancies', async () => {
    const before = await count('vacancy_bookmarks');
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/bookmark`, 'otra')).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/bookmark`, 'otra')).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/vacancies/${ids.draft}/bookmark`, 'otra')).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/bookmark`, 'admin')).statusCode).toBe(403);
    const list = await call('GET', '/api/v1/bookmarks', 'otra');
    expect(list.json().data.map((bookmark: { vacancy: { id: number } }) => bookmark.vacancy.id)).toEqual([ids.vacancy]);
    // The demo candidate's own bookmarks do not include it.
    expect((await call('GET', '/api/v1/bookmarks', 'candidato')).json().data.map((bookmark: { vacancy: { id: number } }) => bookmark.vacancy.id)).not.toContain(ids.vacancy);
    expect((await call('DELETE', `/api/v1/bookmark-vacancy/${ids.vacancy}`, 'candidato')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/bookmark-vacancy/${ids.vacancy}`, 'otra')).statusCode).toBe(200);
    expect(await count('vacancy_bookmarks')).toBe(before);
  });
});

describe('the candidate profile', () => {
  it('fills in and reports its completeness', async () => {
    const empty = await call('GET', '/api/v1/profile', 'otra');
    expect(empty.json()).toMatchObject({ completeness: 0, cv_type: null });
    const updated = await call('PUT', '/api/v1/profile', 'otra', {
      headline: 'Analista de tráfico',
      summary: 'Tres años coordinando embarques.',
      phone: '33 1234 5678',
      state_id: 14,
      job_category_ids: [10],
      cv_type: 'generated',
      experience: [{ position: 'Analista', company: 'Naviera del Pacífico', started_on: '2022-01-10', ended_on: null }],
      education: [{ level: 'licenciatura', institution: 'Universidad de Guadalajara', field: 'Comercio internacional', started_on: '2016-08-01', ended_on: '2021-06-30' }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ phone: '3312345678', completeness: 85, missing: ['Habilidades blandas', 'Cursos'] });
    await call('PUT', '/api/v1/profile/soft-skills', 'otra', { soft_skill_ids: [5] });
    const course = await call('POST', '/api/v1/professional-courses', 'otra', { name: 'Incoterms 2020', institution: 'Cámara de Comercio', hours: 20 });
    expect(course.statusCode).toBe(201);
    expect((await call('GET', '/api/v1/profile', 'otra')).json().completeness).toBe(100);
    expect((await call('DELETE', `/api/v1/professional-courses/${course.json().id}`, 'candidato')).statusCode).toBe(404);
  });

  it('refuses bad profile input in Spanish, writing nothing, and non-candidates', async () => {
    const before = (await call('GET', '/api/v1/profile', 'otra')).json();
    for (const payload of [{ phone: '12' }, { state_id: 99 }, { state_id: 14, municipality_id: 19039 }, { cv_type: 'video' }, { job_category_ids: [1, 2, 3, 4] }]) {
      const response = await call('PUT', '/api/v1/profile', 'otra', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expectErrorShape(response.json(), 422);
    }
    expect((await call('GET', '/api/v1/profile', 'otra')).json()).toEqual(before);
    expect((await call('GET', '/api/v1/profile', 'admin')).statusCode).toBe(403);
  });
});

describe('the applications report', () => {
  it('downloads the company applications as CSV through a signed link', async () => {
    const link = await call('GET', `/api/v1/companies/1/generate-url-report/applications?format=csv&vacancy_id=${ids.vacancy}`, 'admin');
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().file_name).toMatch(/^postulaciones/);
    const file = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Analista de tráfico marítimo');
    expect(file.body).toContain('Contratado');
    expect((await call('GET', '/api/v1/companies/1/generate-url-report/applications?format=csv', 'ajena')).statusCode).toBe(404);
  });
});
