import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy } from '../../../helpers/jobs';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Live interviews: who may schedule, confirm and reject; tenancy 404s; overlaps; the e-mail's
 * one-time link; the .ics in the e-mails; the reminder sweep sends once; the pipeline move.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const HOUR = 3_600_000;
/** The app's clock: moved forward by the tests that need an interview to have started. */
let nowMs = Date.parse('2026-12-01T15:00:00.000Z');
const at = (hoursAhead: number) => new Date(nowMs + hoursAhead * HOUR).toISOString();

type Who = 'admin' | 'operador' | 'grua' | 'ajena' | 'super' | 'otra' | 'tercera';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });
const plan = (overrides: object = {}) => ({ application_id: ids.appOtra, starts_at: at(48), duration_minutes: 60, interviewer_ids: [ids.operador], mode: 'video', notes: 'Ten a la mano tu CV.', ...overrides });
let demoInterviews = 0;
const count = async (table: 'interviews' | 'interview_interviewers') => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const settled = () => t.services.interviews.settled();
const tokenIn = (text: string) => /token=([^\s&]+)/.exec(text)?.[1];
const applicationStatus = async (id: number) => (await t.database.db.selectFrom('job_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(nowMs) });
  // The demo's own interviews (demo/interviews-demo.ts): nothing a refused request does adds to them.
  demoInterviews = await count('interviews');
  ids.otra = await addPerson(t, { email: 'otra.entrevista@demo.mx', name: 'Olga', roles: [['final_user', null]] });
  ids.tercera = await addPerson(t, { email: 'tercera.entrevista@demo.mx', name: 'Tania', roles: [['final_user', null]] });
  for (const [who, email] of [
    ['admin', 'admin@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['grua', 'grua@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['otra', 'otra.entrevista@demo.mx'],
    ['tercera', 'tercera.entrevista@demo.mx'],
  ] as const)
    tokens[who] = (await t.login(email)).access_token;
  ids.operador = await t.userIdOf('operador@logistica.demo.mx');
  ids.soporte = await t.userIdOf('soporte@logistica.demo.mx');
  ids.ajenaAdmin = await t.userIdOf('admin@ajena.demo.mx');
  ids.vacancy = await createVacancy(t, tokens.admin!, 1, { title: 'Coordinador de patio' }, tokens.super);
  for (const who of ['otra', 'tercera'] as const) {
    const applied = await call('POST', `/api/v1/vacancies/${ids.vacancy}/applications`, who, {});
    expect(applied.statusCode, applied.body).toBe(201);
    ids[who === 'otra' ? 'appOtra' : 'appTercera'] = applied.json().id;
  }
});
afterAll(() => t.close());

describe('scheduling', () => {
  it('refuses who may not schedule: another tenant 404, a member without vacancies.manage 403, a candidate 404', async () => {
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'ajena', plan())).statusCode).toBe(404);
    const operador = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'operador', plan());
    expect(operador.statusCode).toBe(403);
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'otra', plan())).statusCode).toBe(404);
    expect(await count('interviews')).toBe(demoInterviews);
  });

  it('refuses bad plans in Spanish with nothing written', async () => {
    const cases: [object, RegExp][] = [
      [{ starts_at: at(-1) }, /futuro/],
      [{ duration_minutes: 10 }, /mínima/],
      [{ duration_minutes: 300 }, /máxima/],
      [{ interviewer_ids: [] }, /al menos una/],
      [{ mode: 'in_person', location: null }, /dirección/],
      [{ interviewer_ids: [ids.ajenaAdmin] }, /miembro de la empresa/],
      [{ starts_at: '2026-12-10 10:00' }, /ISO 8601/],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(JSON.stringify(expectErrorShape(response.json(), 422))).toMatch(message);
    }
    expect(await count('interviews')).toBe(demoInterviews);
  });

  it('schedules, moves the application to «Entrevista» through the pipeline and e-mails an .ics with a one-time link', async () => {
    const response = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan());
    expect(response.statusCode, response.body).toBe(201);
    const interview = response.json();
    ids.first = interview.id;
    expect(interview).toMatchObject({ status: 'scheduled', mode: 'video', room_path: `/superempleos/sala/${interview.id}`, candidate: { user_id: ids.otra }, interviewers: [{ user_id: ids.operador }], my_role: 'company' });
    expect(Date.parse(interview.ends_at) - Date.parse(interview.starts_at)).toBe(HOUR);
    expect(await applicationStatus(ids.appOtra!)).toBe('interview');
    const history = await t.database.db.selectFrom('job_application_events').select(['to_status', 'note']).where('application_id', '=', ids.appOtra!).orderBy('id').execute();
    expect(history.at(-1)).toMatchObject({ to_status: 'interview' });
    expect(history.at(-1)!.note).toMatch(/Entrevista agendada/);

    await settled();
    const mail = t.mailer.last('otra.entrevista@demo.mx')!;
    expect(mail.subject).toMatch(/Tienes una entrevista/);
    expect(mail.text).toMatch(/hora del centro de México/);
    expect(mail.icalEvent?.method).toBe('REQUEST');
    expect(mail.icalEvent?.content).toContain('SEQUENCE:0');
    expect(mail.icalEvent?.content).toContain(`UID:interview-${interview.id}@`);
    const token = tokenIn(mail.text)!;
    expect(token).toBeTruthy();
    // Only the token's SHA-256 is kept.
    const stored = await t.database.db.selectFrom('interviews').select('response_token_hash').where('id', '=', interview.id).executeTakeFirstOrThrow();
    expect(stored.response_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.response_token_hash).not.toBe(token);
    // The interviewer is told too.
    expect(t.mailer.last('operador@logistica.demo.mx')?.icalEvent?.method).toBe('REQUEST');
    const notices = await t.database.db.selectFrom('notifications').select('title').where('user_id', '=', ids.otra!).execute();
    expect(notices.map((notice) => notice.title)).toContain('Tienes una entrevista');
  });

  it('refuses overlaps for the candidate and for an interviewer with a 409 naming who clashes', async () => {
    const candidate = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ starts_at: at(48.5), interviewer_ids: [ids.soporte] }));
    expect(candidate.statusCode).toBe(409);
    expect(expectErrorShape(candidate.json(), 409)).toMatchObject({ data: { code: 'interview_overlap' } });
    expect(candidate.json().message).toMatch(/Olga.*candidato/);
    const interviewer = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ application_id: ids.appTercera, starts_at: at(47.5) }));
    expect(interviewer.statusCode).toBe(409);
    expect(interviewer.json().message).toMatch(/ya tiene otra entrevista/);
    // Back to back is no overlap.
    const next = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ application_id: ids.appTercera, starts_at: at(49), mode: 'in_person', location: 'Av. del Puerto 100, Manzanillo' }));
    expect(next.statusCode, next.body).toBe(201);
    ids.second = next.json().id;
    expect(next.json().room_path).toBeNull();
  });

  it('books an interviewer once when two schedulings for the same hour arrive at the same moment', async () => {
    const applications: number[] = [];
    for (const [email, name] of [['carrera.uno@demo.mx', 'Úrsula'], ['carrera.dos@demo.mx', 'Dora']] as const) {
      await addPerson(t, { email, name, roles: [['final_user', null]] });
      const applied = await t.app.inject({ method: 'POST', url: `/api/v1/vacancies/${ids.vacancy}/applications`, headers: t.bearer((await t.login(email)).access_token), payload: {} });
      applications.push(applied.json().id);
    }
    const before = await count('interviews');
    // Same interviewer (the plan's), same hour, two applicants: both pass the check made before anything is written.
    const answers = await Promise.all(applications.map((application_id) => call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ application_id, starts_at: at(150) }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/ya tiene otra entrevista/);
    expect(await count('interviews')).toBe(before + 1);
  });

  it('refuses an application that is over (409)', async () => {
    const rejected = await addPerson(t, { email: 'rechazada@demo.mx', name: 'Rita', roles: [['final_user', null]] });
    const login = (await t.login('rechazada@demo.mx')).access_token;
    const applied = await t.app.inject({ method: 'POST', url: `/api/v1/vacancies/${ids.vacancy}/applications`, headers: t.bearer(login), payload: {} });
    const moved = await call('PUT', `/api/v1/applications/${applied.json().id}/status`, 'admin', { status: 'rejected' });
    expect(moved.statusCode).toBe(200);
    const response = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ application_id: applied.json().id, starts_at: at(100) }));
    expect(response.statusCode).toBe(409);
    expect(expectErrorShape(response.json(), 409)).toMatchObject({ data: { code: 'interview_not_allowed' } });
    expect(rejected).toBeGreaterThan(0);
  });
});

describe("the candidate's answer", () => {
  it('only the candidate confirms or rejects; anyone else gets 404', async () => {
    for (const who of ['tercera', 'operador', 'ajena'] as const) expect((await call('PUT', `/api/v1/interviews/${ids.first}/confirm`, who)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/interviews/${ids.first}/reject`, 'otra', { reason: 'x' })).statusCode).toBe(422);
    const confirmed = await call('PUT', `/api/v1/interviews/${ids.first}/confirm`, 'otra');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', my_role: 'candidate' });
    const again = await call('PUT', `/api/v1/interviews/${ids.first}/reject`, 'otra', { reason: 'Ya no puedo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya confirmaste/);
    await settled();
    expect(t.mailer.last('operador@logistica.demo.mx')?.subject).toMatch(/confirmó/);
  });

  it('answers once from the e-mail link, without a session', async () => {
    await settled();
    const token = tokenIn(t.mailer.last('tercera.entrevista@demo.mx')!.text)!;
    const view = await call('GET', `/api/v1/interview-responses/${token}`, null);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ vacancy_title: 'Coordinador de patio', mode: 'in_person', status: 'scheduled', candidate_name: 'Tania' });
    expect(view.body).not.toContain('@');
    const rejected = await call('POST', `/api/v1/interview-responses/${token}`, null, { action: 'reject', reason: 'Tengo otra cita ese día.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const used = await call('POST', `/api/v1/interview-responses/${token}`, null, { action: 'confirm' });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toMatch(/ya se usó/);
    expect((await call('GET', `/api/v1/interview-responses/${token}`, null)).statusCode).toBe(404);
    const stored = await t.database.db.selectFrom('interviews').select(['status', 'response_reason', 'response_token_hash']).where('id', '=', ids.second!).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'rejected', response_reason: 'Tengo otra cita ese día.', response_token_hash: null });
    await settled();
    expect(t.mailer.last('operador@logistica.demo.mx')?.text).toMatch(/Tengo otra cita/);
  });
});

describe('the company changes it', () => {
  it('reschedules: a new SEQUENCE, back to waiting for the candidate, a new link', async () => {
    const moved = await call('PUT', `/api/v1/interviews/${ids.first}`, 'admin', { starts_at: at(72), interviewer_ids: [ids.operador, ids.soporte] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'scheduled', interviewers: expect.arrayContaining([expect.objectContaining({ user_id: ids.soporte })]) });
    await settled();
    const mail = t.mailer.last('otra.entrevista@demo.mx')!;
    expect(mail.subject).toMatch(/cambió de horario/);
    expect(mail.icalEvent?.content).toContain('SEQUENCE:1');
    expect(tokenIn(mail.text)).toBeTruthy();
    expect((await call('PUT', `/api/v1/interviews/${ids.first}`, 'operador', { duration_minutes: 30 })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/interviews/${ids.first}`, 'ajena', { duration_minutes: 30 })).statusCode).toBe(404);
  });

  it('cancels with a reason: the .ics says CANCEL and the candidate can no longer answer', async () => {
    expect((await call('DELETE', `/api/v1/interviews/${ids.first}?reason=`, 'admin')).statusCode).toBe(422);
    const cancelled = await call('DELETE', `/api/v1/interviews/${ids.first}?reason=${encodeURIComponent('La vacante se pausó.')}`, 'admin');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', response_reason: 'La vacante se pausó.' });
    await settled();
    const mail = t.mailer.last('otra.entrevista@demo.mx')!;
    expect(mail.icalEvent?.method).toBe('CANCEL');
    expect(mail.icalEvent?.content).toContain('METHOD:CANCEL');
    expect(mail.icalEvent?.content).toContain('SEQUENCE:2');
    expect((await call('PUT', `/api/v1/interviews/${ids.first}/confirm`, 'otra')).statusCode).toBe(409);
    expect((await call('PUT', `/api/v1/interviews/${ids.first}`, 'admin', { duration_minutes: 30 })).statusCode).toBe(409);
  });

  it('marks completed only once it has started', async () => {
    const created = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ starts_at: at(2), interviewer_ids: [ids.soporte] }));
    expect(created.statusCode, created.body).toBe(201);
    ids.third = created.json().id;
    const early = await call('PUT', `/api/v1/interviews/${ids.third}`, 'admin', { status: 'completed' });
    expect(early.statusCode).toBe(409);
    nowMs += 3 * HOUR;
    expect((await call('PUT', `/api/v1/interviews/${ids.third}/confirm`, 'otra')).json().message).toMatch(/ya empezó/);
    const done = await call('PUT', `/api/v1/interviews/${ids.third}`, 'admin', { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('completed');
  });

  it('a reschedule that drops an interviewer sends them a CANCEL (same UID, new SEQUENCE) and the kept ones the new REQUEST', async () => {
    const created = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ starts_at: at(200), interviewer_ids: [ids.operador, ids.soporte] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await settled();
    const moved = await call('PUT', `/api/v1/interviews/${id}`, 'admin', { starts_at: at(210), interviewer_ids: [ids.soporte] });
    expect(moved.statusCode, moved.body).toBe(200);
    await settled();

    const dropped = t.mailer.last('operador@logistica.demo.mx')!;
    expect(dropped.subject).toMatch(/Ya no participas en una entrevista/);
    expect([dropped.to].flat()).toEqual(['operador@logistica.demo.mx']);
    expect(dropped.icalEvent?.method).toBe('CANCEL');
    expect(dropped.icalEvent?.content).toContain('METHOD:CANCEL');
    expect(dropped.icalEvent?.content).toContain(`UID:interview-${id}@`);
    expect(dropped.icalEvent?.content).toContain('SEQUENCE:1');
    // The CANCEL names only who was dropped (lines unfolded: RFC 5545 folds at 75 octets).
    const attendees = dropped.icalEvent!.content.replace(/\r\n /g, '').split('\r\n').filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toEqual([expect.stringContaining('mailto:operador@logistica.demo.mx')]);

    const kept = t.mailer.last('soporte@logistica.demo.mx')!;
    expect(kept.subject).toMatch(/cambió de horario/);
    expect(kept.icalEvent?.method).toBe('REQUEST');
    expect(kept.icalEvent?.content).toContain('SEQUENCE:1');
    expect([kept.to].flat()).not.toContain('operador@logistica.demo.mx');

    const notices = await t.database.db.selectFrom('notifications').select('title').where('user_id', '=', ids.operador!).execute();
    expect(notices.map((notice) => notice.title)).toContain('Ya no participas en una entrevista');
  });
});

describe('agendas', () => {
  it("a person's own agenda, as candidate and as interviewer; another person's is 404", async () => {
    const mine = await call('GET', `/api/v1/users/${ids.otra}/interviews`, 'otra');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().length).toBeGreaterThanOrEqual(2);
    expect(mine.json().every((interview: { my_role: string }) => interview.my_role === 'candidate')).toBe(true);
    const staff = await call('GET', `/api/v1/users/${ids.operador}/interviews`, 'operador');
    expect(staff.json().map((interview: { my_role: string }) => interview.my_role)).toContain('interviewer');
    expect((await call('GET', `/api/v1/users/${ids.otra}/interviews`, 'tercera')).statusCode).toBe(404);
    // One interview: its interviewer reads it; a colleague who neither interviews nor manages vacancies gets 404.
    expect((await call('GET', `/api/v1/interviews/${ids.second}`, 'operador')).json()).toMatchObject({ id: ids.second, my_role: 'interviewer' });
    expect((await call('GET', `/api/v1/interviews/${ids.second}`, 'grua')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/interviews/${ids.second}`, 'tercera')).json()).toMatchObject({ my_role: 'candidate' });
    expect((await call('GET', `/api/v1/users/${ids.otra}/interviews?from=2026-12-10T00:00:00Z&to=2026-12-01T00:00:00Z`, 'otra')).statusCode).toBe(422);
  });

  it("the company's agenda by date range; another tenant 404", async () => {
    const agenda = await call('GET', `/api/v1/companies/1/interviews?from=${encodeURIComponent(at(-24))}&to=${encodeURIComponent(at(24 * 7))}`, 'admin');
    expect(agenda.statusCode).toBe(200);
    expect(agenda.json().map((interview: { id: number }) => interview.id)).toEqual(expect.arrayContaining([ids.second, ids.third]));
    expect((await call('GET', '/api/v1/companies/1/interviews', 'ajena')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/companies/1/interviewers', 'ajena')).statusCode).toBe(404);
    const options = await call('GET', '/api/v1/companies/1/interviewers', 'admin');
    expect(options.json().map((option: { user_id: number }) => option.user_id)).toContain(ids.operador);
    const ofApplicant = await call('GET', `/api/v1/vacancies/${ids.vacancy}/interviews?user_id=${ids.tercera}`, 'admin');
    expect(ofApplicant.json().map((interview: { id: number }) => interview.id)).toEqual([ids.second]);
  });
});

describe('reminders', () => {
  it('sends one reminder a day before, once, even with two sweeps at the same time', async () => {
    // Scheduled three days ahead: no reminder yet; the sweep sends it once the day before.
    const created = await call('POST', `/api/v1/vacancies/${ids.vacancy}/interviews`, 'admin', plan({ application_id: ids.appTercera, starts_at: at(72), interviewer_ids: [ids.operador] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await t.services.interviews.sendReminders()).toBe(0);
    nowMs += 50 * HOUR;
    const [a, b] = await Promise.all([t.services.interviews.sendReminders(), t.services.interviews.sendReminders()]);
    expect(a + b).toBe(1);
    expect(await t.services.interviews.sendReminders()).toBe(0);
    await settled();
    const reminders = t.mailer.messages.filter((message) => message.subject.startsWith('Recordatorio de entrevista') && [message.to].flat().includes('tercera.entrevista@demo.mx'));
    expect(reminders).toHaveLength(1);
  });
});

describe('the public link', () => {
  it('is rate limited per address like the other public endpoints, in Spanish', async () => {
    let limited: Awaited<ReturnType<typeof call>> | null = null;
    for (let attempt = 0; attempt < 40 && !limited; attempt++) {
      const response = await call('GET', '/api/v1/interview-responses/token-que-no-existe-0123456789', null);
      if (response.statusCode === 429) limited = response;
      else expect(response.statusCode).toBe(404);
    }
    expect(limited, 'no 429 after 40 tries').not.toBeNull();
    expect(expectErrorShape(limited!.json(), 429).message).toMatch(/Demasiados intentos/);
  });
});
