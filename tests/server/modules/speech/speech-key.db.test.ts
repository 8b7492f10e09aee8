import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * The speech service's key stays on the server: with a key configured and the service failing in
 * every way it can, the key appears in no answer (body or headers) and in no log line, and each
 * failure is a clear Spanish 502/503. The third-party service is a local fake.
 */
const KEY = 'sk_clave_que_nadie_debe_ver_0123456789';
let fake: Server;
let seenKeys: string[] = [];
let answer: 'unauthorized' | 'down' | 'ok' = 'ok';
let t: TestApp;
let token: string;
let questionId: number;
const logLines: string[] = [];

beforeAll(async () => {
  fake = createServer((request, response) => {
    seenKeys.push(String(request.headers['xi-api-key']));
    request.resume();
    request.on('end', () => {
      if (answer === 'unauthorized') response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: `invalid key ${KEY}` }));
      else if (answer === 'down') response.writeHead(500).end(`internal error for ${KEY}`);
      else response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3\x04\0\0\0\0\0\0fake-mp3', 'latin1'));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({ SPEECH_API_KEY: KEY, SPEECH_API_URL: url }, { logger: { level: 'debug', stream: { write: (line) => void logLines.push(line) } } });
  token = (await t.login('admin@logistica.demo.mx')).access_token;
  const vacancy = await t.database.db
    .insertInto('vacancies')
    .values({ company_id: 1, title: 'Voz', job_category_id: 10, description: 'Voz', requirements: '', state_id: 14, municipality_id: null, modality: 'on_site', schedule: 'x', employment_type: 'full_time', salary_min: null, salary_max: null, benefits: '', openings: 1, closes_on: '2099-01-01', status: 'draft', rejection_reason: null, search_text: 'voz', published_at: null, closed_at: null, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/vacancies/${vacancy.id}/questions`,
    headers: t.bearer(token),
    payload: { text: '¿Qué te gustaría aprender en este puesto?', expected_points: ['Algo concreto'], time_limit_seconds: 60, weight: 2 },
  });
  questionId = created.json().id;
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const hear = () => t.app.inject({ method: 'GET', url: `/api/v1/vacancy-questions/${questionId}/audio`, headers: t.bearer(token) });

describe('the speech service key', () => {
  it('is sent to the service in its header, and the audio comes back', async () => {
    answer = 'ok';
    seenKeys = [];
    const response = await hear();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['x-speech-provider']).toBe('elevenlabs');
    expect(seenKeys).toEqual([KEY]);
  });

  it('never reaches an answer or a log line when the service refuses it or fails', async () => {
    // A new text each time: the cache would otherwise answer without calling the service.
    for (const [mode, status, message] of [
      ['unauthorized', 502, 'El servicio de voz rechazó la llave configurada en el servidor. Avisa al administrador.'],
      ['down', 502, 'El servicio de voz tuvo un problema. Intenta de nuevo en un momento.'],
    ] as const) {
      answer = mode;
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/vacancy-questions/${questionId}`,
        headers: t.bearer(token),
        payload: { text: `¿Qué te gustaría aprender en este puesto? (${mode})`, expected_points: ['Algo concreto'], time_limit_seconds: 60, weight: 2 },
      });
      const response = await hear();
      expect(response.statusCode).toBe(status);
      expect(expectErrorShape(response.json(), status).message).toBe(message);
      expect(response.body).not.toContain(KEY);
      expect(JSON.stringify(response.headers)).not.toContain(KEY);
    }
    // The operator reads why (the refused key, the outage) in the log, without the key.
    expect(logLines.some((line) => line.includes('servicio de voz: El servicio de voz rechazó la llave configurada'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(KEY);
  });
});
