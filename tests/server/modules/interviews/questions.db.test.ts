import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy } from '../../../helpers/jobs';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * A vacancy's question bank: its company's admins list, add, edit, reorder, delete and listen to
 * its questions; members without `vacancies.manage`, other companies and candidates get 404;
 * bad input is a Spanish 422 and writes nothing.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let vacancyId: number;
let otherVacancyId: number;

type Who = 'admin' | 'horizonte' | 'super' | 'candidato' | 'operador';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const count = async () => Number((await t.database.db.selectFrom('vacancy_questions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const question = (overrides: object = {}) => ({
  text: '¿Cómo organizarías la salida de 40 contenedores en un solo turno?',
  expected_points: ['Prioriza por hora de cita', 'Coordina con patio y aduana'],
  time_limit_seconds: 120,
  weight: 3,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const people: [Who, string][] = [
    ['admin', 'admin@logistica.demo.mx'],
    ['horizonte', 'admin@horizonte.demo.mx'],
    ['super', 'super@demo.mx'],
    ['candidato', 'candidato@demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
  ];
  for (const [who, email] of people) tokens[who] = (await t.login(email)).access_token;
  vacancyId = await createVacancy(t, tokens.admin!, 1);
  // Transportes Horizonte is company 3 of the demo data.
  otherVacancyId = await createVacancy(t, tokens.horizonte!, 3);
});
afterAll(() => t.close());

describe('the question bank', () => {
  it('adds questions at the end, lists them in order, edits and deletes them', async () => {
    const empty = await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    const first = await call('POST', `/api/v1/vacancies/${vacancyId}/questions`, 'admin', question({ text: '  ¿Qué experiencia tienes con inventarios?  ', expected_points: [' Conteos cíclicos '] }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ vacancy_id: vacancyId, text: '¿Qué experiencia tienes con inventarios?', expected_points: ['Conteos cíclicos'], time_limit_seconds: 120, weight: 3, position: 1 });
    const second = await call('POST', `/api/v1/vacancies/${vacancyId}/questions`, 'admin', question());
    expect(second.json().position).toBe(2);
    const third = await call('POST', `/api/v1/vacancies/${vacancyId}/questions`, 'super', question({ text: 'Describe una vez que resolviste un conflicto en tu equipo.' }));
    expect(third.statusCode).toBe(201);
    expect(third.json().position).toBe(3);

    const edited = await call('PUT', `/api/v1/vacancy-questions/${second.json().id}`, 'admin', question({ weight: 5, time_limit_seconds: 600, expected_points: ['Uno', 'Dos', 'Tres'] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: second.json().id, weight: 5, time_limit_seconds: 600, expected_points: ['Uno', 'Dos', 'Tres'], position: 2 });

    const removed = await call('DELETE', `/api/v1/vacancy-questions/${first.json().id}`, 'admin');
    expect(removed.json()).toEqual({ message: 'Pregunta eliminada.' });
    const list = (await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json();
    // The gap closes: positions stay 1…n.
    expect(list.data.map((item: { id: number; position: number }) => [item.id, item.position])).toEqual([
      [second.json().id, 1],
      [third.json().id, 2],
    ]);
  });

  it('reorders with every id once, and refuses a partial or foreign list', async () => {
    const ids = (await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json().data.map((item: { id: number }) => item.id) as number[];
    const reversed = [...ids].reverse();
    const ordered = await call('PUT', `/api/v1/vacancies/${vacancyId}/questions/order`, 'admin', { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().data.map((item: { id: number }) => item.id)).toEqual(reversed);
    expect(ordered.json().data.map((item: { position: number }) => item.position)).toEqual(reversed.map((_, index) => index + 1));

    for (const bad of [[ids[0]], [...ids, 999_999]]) {
      const refused = await call('PUT', `/api/v1/vacancies/${vacancyId}/questions/order`, 'admin', { ids: bad });
      expect(refused.statusCode).toBe(422);
      expect(expectErrorShape(refused.json(), 422).message).toMatch(/cada pregunta de la vacante una sola vez/);
    }
    const repeated = await call('PUT', `/api/v1/vacancies/${vacancyId}/questions/order`, 'admin', { ids: [ids[0], ids[0]] });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().data.errors.ids).toEqual(['Cada pregunta debe aparecer una sola vez.']);
    // Nothing moved.
    expect((await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json().data.map((item: { id: number }) => item.id)).toEqual(reversed);
  });

  it('reads a question aloud with the local voice, from the cache the second time', async () => {
    const [item] = (await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json().data as { id: number }[];
    const first = await call('GET', `/api/v1/vacancy-questions/${item!.id}/audio`, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['x-speech-provider']).toBe('local');
    expect(first.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
    expect(first.rawPayload.length).toBeGreaterThan(10_000);
    const second = await call('GET', `/api/v1/vacancy-questions/${item!.id}/audio`, 'admin');
    expect(second.headers['x-speech-cached']).toBe('true');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('validation', () => {
  const cases: [string, object, string, string][] = [
    ['a short text', { text: 'Corta' }, 'text', 'La pregunta debe tener al menos 10 caracteres.'],
    ['a long text', { text: 'a'.repeat(1001) }, 'text', 'La pregunta admite hasta 1000 caracteres.'],
    ['no expected points', { expected_points: [] }, 'expected_points', 'Agrega al menos un punto que una buena respuesta debe cubrir.'],
    ['nine expected points', { expected_points: Array.from({ length: 9 }, (_, index) => `Punto ${index}`) }, 'expected_points', 'Agrega hasta 8 puntos esperados.'],
    ['a one-letter point', { expected_points: ['x'] }, 'expected_points.0', 'Cada punto esperado debe tener al menos 2 caracteres.'],
    ['a long point', { expected_points: ['p'.repeat(201)] }, 'expected_points.0', 'Cada punto esperado admite hasta 200 caracteres.'],
    ['29 seconds', { time_limit_seconds: 29 }, 'time_limit_seconds', 'El tiempo límite debe estar entre 30 y 600 segundos.'],
    ['601 seconds', { time_limit_seconds: 601 }, 'time_limit_seconds', 'El tiempo límite debe estar entre 30 y 600 segundos.'],
    ['a fractional time', { time_limit_seconds: 60.5 }, 'time_limit_seconds', 'El tiempo límite debe ser un número entero de segundos.'],
    ['weight 0', { weight: 0 }, 'weight', 'El peso debe estar entre 1 y 5.'],
    ['weight 6', { weight: 6 }, 'weight', 'El peso debe estar entre 1 y 5.'],
    ['a text weight', { weight: 'alto' }, 'weight', 'El peso debe ser un número.'],
  ];
  it.each(cases)('refuses %s with a Spanish 422 and writes nothing', async (_name, overrides, field, message) => {
    const before = await count();
    const response = await call('POST', `/api/v1/vacancies/${vacancyId}/questions`, 'admin', question(overrides));
    expect(response.statusCode).toBe(422);
    expect(expectErrorShape(response.json(), 422).data.errors?.[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('refuses the same on an edit and leaves the question as it was', async () => {
    const [item] = (await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json().data as { id: number; text: string }[];
    const response = await call('PUT', `/api/v1/vacancy-questions/${item!.id}`, 'admin', question({ weight: 9 }));
    expect(response.statusCode).toBe(422);
    const after = (await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json().data[0];
    expect(after.text).toBe(item!.text);
  });
});

describe('who may', () => {
  it('answers 404 to other companies, to members without vacancies.manage and to candidates', async () => {
    const [item] = (await call('GET', `/api/v1/vacancies/${vacancyId}/questions`, 'admin')).json().data as { id: number }[];
    const before = await count();
    for (const who of ['horizonte', 'operador', 'candidato'] as const) {
      const requests = [
        call('GET', `/api/v1/vacancies/${vacancyId}/questions`, who),
        call('POST', `/api/v1/vacancies/${vacancyId}/questions`, who, question()),
        call('PUT', `/api/v1/vacancies/${vacancyId}/questions/order`, who, { ids: [item!.id] }),
        call('PUT', `/api/v1/vacancy-questions/${item!.id}`, who, question()),
        call('DELETE', `/api/v1/vacancy-questions/${item!.id}`, who),
        call('GET', `/api/v1/vacancy-questions/${item!.id}/audio`, who),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.statusCode, `${who}: ${response.body}`).toBe(404);
        expectErrorShape(response.json(), 404);
      }
    }
    expect(await count()).toBe(before);
  });

  it('keeps each company to its own vacancies: another vacancy’s ids do not reorder this one', async () => {
    const foreign = await call('POST', `/api/v1/vacancies/${otherVacancyId}/questions`, 'horizonte', question());
    expect(foreign.statusCode).toBe(201);
    const refused = await call('PUT', `/api/v1/vacancies/${vacancyId}/questions/order`, 'admin', { ids: [foreign.json().id] });
    expect(refused.statusCode).toBe(422);
    expect((await call('GET', `/api/v1/vacancy-questions/${foreign.json().id}/audio`, 'admin')).statusCode).toBe(404);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/vacancies/${vacancyId}/questions` });
    expect(response.statusCode).toBe(401);
  });
});
