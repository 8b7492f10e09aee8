import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../../src/server/errors';
import { createElevenLabsProviders, retryAfterMs } from '../../../../src/server/modules/speech/elevenlabs.provider';

/** A local fake of the third-party service's HTTP API: records each request, answers what a test says. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
type Handler = (request: Recorded, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let requests: Recorded[];
let handlers: Handler[];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const handler = handlers.shift();
      if (handler) handler(recorded, response);
      else response.writeHead(500).end('no handler');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  handlers = [];
});

const KEY = 'sk_test_0123456789abcdef';
const waits: number[] = [];
function providers(overrides: { timeoutMs?: number; maxRetryWaitMs?: number } = {}) {
  return createElevenLabsProviders({
    apiKey: KEY,
    baseUrl,
    voiceId: 'voz-prueba',
    ttsModel: 'eleven_multilingual_v2',
    sttModel: 'scribe_v1',
    languageCode: 'spa',
    timeoutMs: overrides.timeoutMs ?? 2000,
    maxRetryWaitMs: overrides.maxRetryWaitMs ?? 5000,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
}
const mp3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
const audioOk: Handler = (_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
const transcriptOk: Handler = (_request, response) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({ language_code: 'spa', text: ' Trabajé tres años en atención a clientes. ', words: [{ text: 'Trabajé', start: 0.1, end: 0.6 }, { text: 'clientes.', start: 2.1, end: 2.75 }] }),
  );

/** The multipart fields of a recorded request, parsed by the platform's own Response. */
async function formOf(request: Recorded): Promise<FormData> {
  return new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('text-to-speech', () => {
  it('posts the text and the multilingual model to the voice, with the key in its header only', async () => {
    handlers.push(audioOk);
    const result = await providers().textToSpeech.synthesize('¿Qué te motiva de este puesto?');
    expect(result).toEqual({ audio: mp3, contentType: 'audio/mpeg' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/text-to-speech/voz-prueba?output_format=mp3_44100_128');
    expect(request?.headers['xi-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({ text: '¿Qué te motiva de este puesto?', model_id: 'eleven_multilingual_v2' });
    expect(request?.url).not.toContain(KEY);
  });

  it('refuses an empty audio answer instead of passing it on', async () => {
    handlers.push((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end());
    const error = await failure(providers().textToSpeech.synthesize('Hola'));
    expect(error.status).toBe(502);
  });
});

describe('speech-to-text', () => {
  it('sends the audio and the spec’s options as multipart fields and returns the trimmed text', async () => {
    handlers.push(transcriptOk);
    const result = await providers().speechToText.transcribe({ bytes: mp3, contentType: 'audio/mpeg', filename: 'respuesta.mp3' });
    expect(result).toEqual({ text: 'Trabajé tres años en atención a clientes.', durationMs: 2750 });
    const [request] = requests;
    expect(request?.url).toBe('/v1/speech-to-text');
    expect(request?.headers['xi-api-key']).toBe(KEY);
    expect(String(request?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request!);
    const file = form.get('file') as File;
    expect(file.name).toBe('respuesta.mp3');
    expect(file.type).toBe('audio/mpeg');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(mp3);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      model_id: 'scribe_v1',
      language_code: 'spa',
      tag_audio_events: 'false',
      num_speakers: '1',
      timestamps_granularity: 'word',
      diarize: 'false',
    });
  });

  it('answers a clear 502 when the service sends something without text', async () => {
    handlers.push((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"detail":"x"}'));
    const error = await failure(providers().speechToText.transcribe({ bytes: mp3, contentType: 'audio/mpeg', filename: 'a.mp3' }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('El servicio de transcripción respondió algo que no entendemos.');
  });
});

describe('failures', () => {
  it('maps a refused key to a 502 that tells whom to call, and never repeats the key', async () => {
    handlers.push((_request, response) => response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: { message: `Invalid API key ${KEY}` } })));
    const error = await failure(providers().textToSpeech.synthesize('Hola'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('El servicio de voz rechazó la llave configurada en el servidor. Avisa al administrador.');
    expect(JSON.stringify({ message: error.message, extra: error.extra })).not.toContain(KEY);
  });

  it('maps a server error to a 502', async () => {
    handlers.push((_request, response) => response.writeHead(503).end('down'));
    const error = await failure(providers().speechToText.transcribe({ bytes: mp3, contentType: 'audio/mpeg', filename: 'a.mp3' }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('El servicio de transcripción tuvo un problema. Intenta de nuevo en un momento.');
  });

  it('gives up on a service that does not answer in time with a 503', async () => {
    handlers.push(() => undefined); // never answers
    const started = Date.now();
    const error = await failure(providers({ timeoutMs: 200 }).textToSpeech.synthesize('Hola'));
    expect(error.status).toBe(503);
    expect(error.message).toBe('El servicio de voz no respondió a tiempo. Intenta de nuevo en un momento.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers a 503 when nothing listens at the address', async () => {
    const closed = createElevenLabsProviders({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9', voiceId: 'v', ttsModel: 'm', sttModel: 's', languageCode: 'spa', timeoutMs: 2000 });
    const error = await failure(closed.textToSpeech.synthesize('Hola'));
    expect(error.status).toBe(503);
    expect(error.message).toBe('No pudimos conectar con el servicio de voz. Intenta de nuevo en un momento.');
  });
});

describe('rate limits (429)', () => {
  beforeEach(() => {
    waits.length = 0;
  });

  it('waits the Retry-After once and tries again', async () => {
    handlers.push((_request, response) => response.writeHead(429, { 'retry-after': '2' }).end());
    handlers.push(transcriptOk);
    const result = await providers().speechToText.transcribe({ bytes: mp3, contentType: 'audio/mpeg', filename: 'a.mp3' });
    expect(result.text).toBe('Trabajé tres años en atención a clientes.');
    expect(waits).toEqual([2000]);
    expect(requests).toHaveLength(2);
    // The retry sends the whole form again.
    expect(Object.fromEntries((await formOf(requests[1]!)).entries())).toHaveProperty('model_id', 'scribe_v1');
  });

  it('retries at most once and then says when to come back', async () => {
    handlers.push((_request, response) => response.writeHead(429, { 'retry-after': '1' }).end());
    handlers.push((_request, response) => response.writeHead(429, { 'retry-after': '3' }).end());
    const error = await failure(providers().textToSpeech.synthesize('Hola'));
    expect(requests).toHaveLength(2);
    expect(error.status).toBe(503);
    expect(error.headers).toEqual({ 'retry-after': '3' });
    expect(error.message).toBe('El servicio de voz está saturado. Intenta de nuevo en 3 s.');
  });

  it('does not wait a Retry-After longer than the bound', async () => {
    handlers.push((_request, response) => response.writeHead(429, { 'retry-after': '120' }).end());
    const error = await failure(providers({ maxRetryWaitMs: 5000 }).textToSpeech.synthesize('Hola'));
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(error.extra).toEqual({ retry_after: 120 });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-12-04T12:00:00Z');
    expect(retryAfterMs('4', now)).toBe(4000);
    expect(retryAfterMs('Fri, 04 Dec 2026 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs('pronto', now)).toBe(1000);
  });
});
