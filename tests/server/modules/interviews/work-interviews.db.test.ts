import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy } from '../../../helpers/jobs';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { multipartFile } from '../../../helpers/multipart';
import { type FakeSpeech, addQuestionBank, createFakeSpeech, silentWav } from '../../../helpers/work-interviews';

/**
 * Work interviews, the company's and the candidate's sides: who may send, read and answer; one open
 * interview per application; the candidate sees only the questions reached; answers once, in order
 * and in time; resume; closed interviews refuse; scores, recommendations and the comparison.
 */
let t: TestApp;
let speech: FakeSpeech;
let nowMs = Date.parse('2026-12-05T16:00:00Z');
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const answerFolder = () => path.join(t.config.dataDir, 'storage', 'work-interview-answers');

type Who = 'admin' | 'horizonte' | 'ajena' | 'super' | 'candidato' | 'otra' | 'operador';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const answersCount = async () => Number((await t.database.db.selectFrom('work_interview_answers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const interviewsCount = async () => Number((await t.database.db.selectFrom('work_interviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function apply(who: Who, vacancyId: number): Promise<number> {
  const applied = await call('POST', `/api/v1/vacancies/${vacancyId}/applications`, who, {});
  expect(applied.statusCode, applied.body).toBe(201);
  return applied.json().id;
}

beforeAll(async () => {
  speech = createFakeSpeech();
  t = await createTestApp({}, { clock: () => new Date(nowMs), speech });
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
  ids.vacancy = await createVacancy(t, tokens.admin!, 1, { title: 'Coordinador de atención a clientes' }, tokens.super);
  ids.application = await apply('candidato', ids.vacancy);
  ids.otraApplication = await apply('otra', ids.vacancy);
  await addQuestionBank(t, 1, ids.vacancy, 4);
});
afterAll(() => t.close());

describe('sending', () => {
  it('refuses more questions than the bank has, in Spanish, writing nothing', async () => {
    const before = await interviewsCount();
    const response = await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', { application_id: ids.application, question_count: 5 });
    expect(response.statusCode).toBe(422);
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.code).toBe('question_bank_too_small');
    expect(error.message).toContain('tiene 4 preguntas');
    expect(await interviewsCount()).toBe(before);
  });

  it('is for the vacancy’s company only: 404 to other tenants, 403 without vacancies.manage', async () => {
    const body = { application_id: ids.application, question_count: 3 };
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'ajena', body)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'horizonte', body)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'operador', body)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'candidato', body)).statusCode).toBe(404);
  });

  it('draws the questions, copies them and tells the candidate; one open interview per application', async () => {
    const sent = await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', { application_id: ids.application, question_count: 3, days_to_answer: 3 });
    expect(sent.statusCode, sent.body).toBe(201);
    const body = sent.json();
    expect(body).toMatchObject({ view: 'company', status: 'sent', question_count: 3, candidate: { user_id: ids.candidato } });
    expect(body.questions.map((question: { position: number }) => question.position)).toEqual([1, 2, 3]);
    expect(body.expires_at).toBe(new Date(nowMs + 3 * 86_400_000).toISOString());
    ids.interview = body.id;
    const again = await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', { application_id: ids.application, question_count: 2 });
    expect(again.statusCode).toBe(409);
    expect(expectErrorShape(again.json(), 409).data.code).toBe('work_interview_open');
    await t.services.workInterviews.settled();
    const notice = await t.database.db.selectFrom('notifications').select(['title', 'route']).where('user_id', '=', ids.candidato!).where('title', '=', 'Tienes una entrevista de trabajo').executeTakeFirst();
    expect(notice?.route).toBe(`/superempleos/entrevistas/bienvenida?id=${ids.interview}`);
    expect(t.mailer.last('candidato@demo.mx')?.text).toContain(`/superempleos/entrevistas/bienvenida?id=${ids.interview}`);
  });

  it('lists the vacancy’s interviews for the company only', async () => {
    const list = await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: ids.interview, status: 'sent', answered_count: 0, overall_score: null });
    expect((await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'ajena')).statusCode).toBe(404);
  });

  it('narrows the list to one applicant (their interviews page)', async () => {
    const theirs = await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interviews?user_id=${ids.candidato}`, 'admin');
    expect(theirs.json().data.map((interview: { id: number }) => interview.id)).toEqual([ids.interview]);
    const none = await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interviews?user_id=${ids.otra}`, 'admin');
    expect(none.json()).toMatchObject({ data: [], total: 0 });
    expect((await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interviews?user_id=uno`, 'admin')).statusCode).toBe(422);
  });
});

describe('the candidate', () => {
  it('sees the interview without the expected points; others see nothing', async () => {
    const view = await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'candidato');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ view: 'candidate', status: 'sent', question_count: 3, current: null, voice_available: true, identity: { email: 'candidato@demo.mx', confirmed_at: null } });
    expect(view.body).not.toContain('expected_points');
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'otra')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'ajena')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'horizonte')).statusCode).toBe(404);
    const company = await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'admin');
    expect(company.json().view).toBe('company');
    expect(company.json().questions[0].expected_points.length).toBeGreaterThan(0);
    const mine = await call('GET', '/api/v1/work-interviews', 'candidato');
    expect(mine.json().data.map((each: { id: number }) => each.id)).toContain(ids.interview);
  });

  it('confirms identity before starting; typed when asked; a second start resumes', async () => {
    const early = await call('PUT', `/api/v1/work-interviews/${ids.interview}`, 'candidato', { action: 'start' });
    expect(early.statusCode).toBe(422);
    expect(expectErrorShape(early.json(), 422).message).toMatch(/Confirma tus datos/);
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}`, 'otra', { action: 'confirm_identity' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}`, 'candidato', { action: 'confirm_identity' })).json().identity.confirmed_at).not.toBeNull();
    const started = await call('PUT', `/api/v1/work-interviews/${ids.interview}`, 'candidato', { action: 'start', answer_mode: 'typed' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', answer_mode: 'typed', current: { position: 1 } });
    expect(started.json().current).not.toHaveProperty('expected_points');
    nowMs += 5_000;
    const again = await call('PUT', `/api/v1/work-interviews/${ids.interview}`, 'candidato', { action: 'start' });
    expect(again.json().current.opened_at).toBe(started.json().current.opened_at);
  });

  it('answers once, in order, with the covered points computed', async () => {
    const ahead = await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/2`, 'candidato', { text: 'Adelantada' });
    expect(ahead.statusCode).toBe(409);
    expect(expectErrorShape(ahead.json(), 409).data.code).toBe('answer_out_of_order');
    const first = await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/1`, 'candidato', { text: 'Escucho al CLIENTE con atención y resuelvo el problema en equipo.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ answered_positions: [1], current: { position: 2 } });
    const before = await answersCount();
    const twice = await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/1`, 'candidato', { text: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(expectErrorShape(twice.json(), 409).message).toBe('Ya respondiste esta pregunta.');
    expect(await answersCount()).toBe(before);
    expect((await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/2`, 'otra', { text: 'Intrusa' })).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/2`, 'candidato', { text: '' })).statusCode).toBe(422);
    const stored = await t.database.db.selectFrom('work_interview_answers').selectAll().where('work_interview_id', '=', ids.interview!).where('position', '=', 1).executeTakeFirstOrThrow();
    const question = await t.database.db.selectFrom('work_interview_questions').select('expected_points').where('work_interview_id', '=', ids.interview!).where('position', '=', 1).executeTakeFirstOrThrow();
    // Every bank question expects "atención al cliente"; the answer says it in other case and order.
    expect(JSON.parse(question.expected_points)[0]).toBe('Atención al cliente');
    expect(JSON.parse(stored.covered_points)).toContain(0);
    expect(stored.answer_mode).toBe('typed');
  });

  it('resumes at the first unanswered question after a dropped connection', async () => {
    const view = await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'candidato');
    expect(view.json()).toMatchObject({ answered_positions: [1], current: { position: 2 } });
  });

  it('refuses an answer past the time limit and grace, storing nothing, and moves on', async () => {
    const { current } = (await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'candidato')).json();
    nowMs = Date.parse(current.deadline_at) + 31_000;
    const before = await answersCount();
    const late = await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/2`, 'candidato', { text: 'Tarde' });
    expect(late.statusCode).toBe(422);
    expect(expectErrorShape(late.json(), 422).data.code).toBe('answer_time_up');
    expect(await answersCount()).toBe(before);
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}`, 'candidato')).json().current.position).toBe(3);
  });

  it('speaks a question reached, not one ahead', async () => {
    const audio = await call('GET', `/api/v1/work-interviews/${ids.interview}/questions/3/audio`, 'candidato');
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}/questions/3/audio`, 'otra')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}/questions/1/audio`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}/questions/1/audio`, 'ajena')).statusCode).toBe(404);
  });

  it('completes with the last answer; the company hears of it; a closed interview refuses', async () => {
    const last = await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/3`, 'candidato', { text: 'Trabajo en equipo y con calma.' });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({ status: 'completed', current: null });
    const after = await call('POST', `/api/v1/work-interviews/${ids.interview}/answers/3`, 'candidato', { text: 'Más' });
    expect(after.statusCode).toBe(409);
    expect(expectErrorShape(after.json(), 409).data.code).toBe('work_interview_closed');
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}`, 'candidato', { action: 'finish' })).json().status).toBe('completed');
    await t.services.workInterviews.settled();
    const admin = await t.userIdOf('admin@logistica.demo.mx');
    const notice = await t.database.db.selectFrom('notifications').select('route').where('user_id', '=', admin).where('title', '=', 'Entrevista de trabajo completada').executeTakeFirst();
    expect(notice?.route).toBe(`/superempleos/resultados-evaluacion/${ids.interview}`);
  });
});

describe('evaluating', () => {
  it('takes scores of a completed interview from its company only', async () => {
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/1`, 'ajena', { score: 4 })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/1`, 'operador', { score: 4 })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/1`, 'candidato', { score: 4 })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/1`, 'admin', { score: 5 })).statusCode).toBe(422);
    const scored = await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/1`, 'admin', { score: 4, comment: 'Clara y concreta.' });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json()).toMatchObject({ position: 1, mean_score: 4 });
    nowMs += 1_000;
    await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/1`, 'super', { score: 2 });
    await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/2`, 'admin', { score: 0, comment: 'Sin respuesta.' });
    // Changing one's mind rewrites the score, it does not add one.
    await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/3`, 'admin', { score: 1 });
    expect((await call('PUT', `/api/v1/work-interviews/${ids.interview}/results/3`, 'admin', { score: 3 })).json()).toMatchObject({ mean_score: 3 });
  });

  it('computes the overall score from the per-question means and weights', async () => {
    const summary = await call('GET', `/api/v1/work-interviews/${ids.interview}/results/summary`, 'admin');
    expect(summary.statusCode).toBe(200);
    const questions = summary.json().questions as { weight: number; mean_score: number }[];
    expect(questions.map((question) => question.mean_score)).toEqual([3, 0, 3]);
    const expected = Math.round(((questions[0]!.weight * 3 + questions[1]!.weight * 0 + questions[2]!.weight * 3) / (questions[0]!.weight + questions[1]!.weight + questions[2]!.weight) / 4) * 1000) / 10;
    expect(summary.json().overall_score).toBe(expected);
    const one = await call('GET', `/api/v1/work-interviews/${ids.interview}/results/1`, 'admin');
    expect(one.json()).toMatchObject({ position: 1, answer: { answer_mode: 'typed', audio_url: null }, scores: [{ score: 4, comment: 'Clara y concreta.' }, { score: 2 }] });
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}/results/summary`, 'candidato')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/work-interviews/${ids.interview}/results/9`, 'admin')).statusCode).toBe(404);
  });

  it('tells the candidate it was reviewed — once, and without the scores', async () => {
    const evaluated = await call('PUT', `/api/v1/work-interviews/${ids.interview}/evaluation`, 'admin', { recommendation: 'advance', summary: 'Buen candidato.' });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    expect(evaluated.json().evaluations).toHaveLength(1);
    nowMs += 1_000;
    await call('PUT', `/api/v1/work-interviews/${ids.interview}/evaluation`, 'super', { recommendation: 'hold' });
    await t.services.workInterviews.settled();
    const notices = await t.database.db.selectFrom('notifications').select('body').where('user_id', '=', ids.candidato!).where('title', '=', 'Revisaron tu entrevista de trabajo').execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).not.toMatch(/advance|Avanzar|Buen candidato|\d+ ?%/);
  });
});

describe('a spoken answer', () => {
  it('is checked before anything is stored, transcribed, and its recording served to the company only', async () => {
    const sent = await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', { application_id: ids.otraApplication, question_count: 2 });
    ids.voiceInterview = sent.json().id;
    await call('PUT', `/api/v1/work-interviews/${ids.voiceInterview}`, 'otra', { action: 'confirm_identity' });
    const started = await call('PUT', `/api/v1/work-interviews/${ids.voiceInterview}`, 'otra', { action: 'start' });
    expect(started.json()).toMatchObject({ answer_mode: 'voice', answer_mode_reason: null });
    const files = () => (existsSync(answerFolder()) ? readdirSync(answerFolder()).length : 0);
    const before = { answers: await answersCount(), files: files() };
    for (const [content, type, status] of [
      [Buffer.from('esto no es audio'), 'audio/webm', 415],
      [Buffer.alloc(0), 'audio/webm', 422],
      [Buffer.concat([silentWav(), Buffer.alloc(10 * 1024 * 1024)]), 'audio/wav', 413],
      // Longer than any bank question's time and grace (at most 120 + 30 s): not an answer to it.
      [silentWav(200), 'audio/wav', 422],
    ] as const) {
      const bad = multipartFile('audio', 'respuesta.webm', content, type);
      const refused = await t.app.inject({ method: 'POST', url: `/api/v1/work-interviews/${ids.voiceInterview}/answers/1`, headers: { ...t.bearer(tokens.otra!), ...bad.headers }, payload: bad.payload });
      expect(refused.statusCode, refused.body).toBe(status);
      expectErrorShape(refused.json(), status);
    }
    expect({ answers: await answersCount(), files: files() }).toEqual(before);
    expect(speech.transcribed).toBe(0);
    const form = speech.wavUpload();
    const answered = await t.app.inject({ method: 'POST', url: `/api/v1/work-interviews/${ids.voiceInterview}/answers/1`, headers: { ...t.bearer(tokens.otra!), ...form.headers }, payload: form.payload });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(speech.transcribed).toBe(1);
    const result = (await call('GET', `/api/v1/work-interviews/${ids.voiceInterview}/results/1`, 'admin')).json();
    expect(result.answer).toMatchObject({ answer_mode: 'voice', transcript: speech.transcript, audio_url: `/api/v1/work-interviews/${ids.voiceInterview}/answers/1/audio` });
    const audio = await call('GET', result.answer.audio_url, 'admin');
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(form.content)).toBe(true);
    expect((await call('GET', result.answer.audio_url, 'otra')).statusCode).toBe(404);
    expect((await call('GET', result.answer.audio_url, 'ajena')).statusCode).toBe(404);
  });
});

describe('cancelling and expiring', () => {
  it('cancels an open interview with a reason; the candidate can no longer answer', async () => {
    const reason = { work_interview_id: ids.voiceInterview, reason: 'La vacante se cubrió.' };
    expect((await call('PUT', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'ajena', reason)).statusCode).toBe(404);
    const cancelled = await call('PUT', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', reason);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const answer = await call('POST', `/api/v1/work-interviews/${ids.voiceInterview}/answers/2`, 'otra', { text: 'Hola' });
    expect(answer.statusCode).toBe(409);
    expect(expectErrorShape(answer.json(), 409).message).toMatch(/canceló/);
    expect((await call('PUT', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', reason)).statusCode).toBe(409);
  });

  it('reads an interview past its date as expired, and the sweep writes it', async () => {
    const sent = await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', { application_id: ids.otraApplication, question_count: 1, days_to_answer: 1 });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    nowMs += 2 * 86_400_000;
    expect((await call('GET', `/api/v1/work-interviews/${id}`, 'otra')).json().status).toBe('expired');
    const step = await call('PUT', `/api/v1/work-interviews/${id}`, 'otra', { action: 'confirm_identity' });
    expect(step.statusCode).toBe(409);
    expect(expectErrorShape(step.json(), 409).message).toMatch(/venció/);
    expect(await t.services.workInterviews.company.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await t.database.db.selectFrom('work_interviews').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('expired');
  });
});

describe('the comparison', () => {
  it('puts the vacancy’s completed interviews side by side, best first', async () => {
    const compared = await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interview-results`, 'admin');
    expect(compared.statusCode).toBe(200);
    expect(compared.json().data).toHaveLength(1);
    expect(compared.json().data[0]).toMatchObject({ id: ids.interview, recommendations: [{ recommendation: 'advance' }, { recommendation: 'hold' }] });
    expect(compared.json().data[0].question_scores).toHaveLength(3);
    expect((await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interview-results`, 'ajena')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/vacancies/${ids.vacancy}/work-interview-results`, 'operador')).statusCode).toBe(403);
  });
});

describe('without a transcription service', () => {
  it('starts typed and says why', async () => {
    const sent = await call('POST', `/api/v1/vacancies/${ids.vacancy}/work-interviews`, 'admin', { application_id: ids.application, question_count: 1 });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    (speech as { canTranscribe: boolean }).canTranscribe = false;
    try {
      await call('PUT', `/api/v1/work-interviews/${id}`, 'candidato', { action: 'confirm_identity' });
      const started = await call('PUT', `/api/v1/work-interviews/${id}`, 'candidato', { action: 'start', answer_mode: 'voice' });
      expect(started.json()).toMatchObject({ answer_mode: 'typed', voice_available: false });
      expect(started.json().answer_mode_reason).toMatch(/^Responderás por escrito/);
      const form = speech.wavUpload();
      const voice = await t.app.inject({ method: 'POST', url: `/api/v1/work-interviews/${id}/answers/1`, headers: { ...t.bearer(tokens.candidato!), ...form.headers }, payload: form.payload });
      expect(voice.statusCode).toBe(422);
      expect(expectErrorShape(voice.json(), 422).data.code).toBe('answer_mode_mismatch');
    } finally {
      (speech as { canTranscribe: boolean }).canTranscribe = true;
    }
  });
});
