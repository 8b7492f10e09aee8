import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../errors';
import type { SpeechToTextProvider, TextToSpeechProvider } from './speech.providers';

/**
 * The third-party speech service (spec §7), on ElevenLabs' HTTP API:
 * - text-to-speech: `POST {base}/v1/text-to-speech/{voice_id}` with JSON `{ text, model_id }`,
 *   answering audio/mpeg;
 * - speech-to-text: `POST {base}/v1/speech-to-text`, multipart with `file`, `model_id`,
 *   `language_code`, `tag_audio_events`, `num_speakers`, `timestamps_granularity`, `diarize`
 *   (spec §9), answering JSON with `text` and, per word, `start`/`end` in seconds.
 * The key travels in the `xi-api-key` header and nowhere else: not in URLs, errors or logs.
 */
export interface ElevenLabsOptions {
  apiKey: string;
  baseUrl: string;
  voiceId: string;
  ttsModel: string;
  sttModel: string;
  /** ISO 639-3 ('spa') or 639-1. */
  languageCode: string;
  timeoutMs: number;
  /** The longest Retry-After honoured before the single retry of a 429; longer ones fail at once. */
  maxRetryWaitMs?: number;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<unknown>;
}

/** One speaker (the candidate), no sound tags in the transcript, word timestamps for the duration. */
export const TRANSCRIPTION_OPTIONS = { tagAudioEvents: false, numSpeakers: 1, timestampsGranularity: 'word', diarize: false } as const;

const DEFAULT_MAX_RETRY_WAIT_MS = 5000;

const unavailable = (message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  new AppError('service_unavailable', message, 503, extra, headers);
const badGateway = (message: string) => new AppError('service_unavailable', message, 502);

export function createElevenLabsProviders(options: ElevenLabsOptions): { textToSpeech: TextToSpeechProvider; speechToText: SpeechToTextProvider } {
  const fetchFn = options.fetch ?? fetch;
  const wait = options.wait ?? sleep;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;

  /** One request; a 429 whose Retry-After is short is tried once more, anything else is mapped. */
  async function call(what: 'voz' | 'transcripción', path: string, init: () => RequestInit): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      const request = init();
      try {
        response = await fetchFn(`${options.baseUrl}${path}`, {
          ...request,
          headers: { ...(request.headers as Record<string, string>), 'xi-api-key': options.apiKey },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw unavailable(
          timedOut
            ? `El servicio de ${what} no respondió a tiempo. Intenta de nuevo en un momento.`
            : `No pudimos conectar con el servicio de ${what}. Intenta de nuevo en un momento.`,
        );
      }
      if (response.ok) return response;
      // The body may echo what we sent; it is read only to free the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 429) {
        const waitMs = retryAfterMs(response.headers.get('retry-after'));
        if (attempt === 1 && waitMs <= maxRetryWaitMs) {
          await wait(waitMs);
          continue;
        }
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw unavailable(`El servicio de ${what} está saturado. Intenta de nuevo en ${seconds} s.`, { retry_after: seconds }, { 'retry-after': String(seconds) });
      }
      if (response.status === 401 || response.status === 403) {
        throw badGateway(`El servicio de ${what} rechazó la llave configurada en el servidor. Avisa al administrador.`);
      }
      if (response.status >= 500) throw badGateway(`El servicio de ${what} tuvo un problema. Intenta de nuevo en un momento.`);
      throw badGateway(`El servicio de ${what} no aceptó la solicitud (${response.status}).`);
    }
  }

  const textToSpeech: TextToSpeechProvider = {
    name: 'elevenlabs',
    voice: `${options.voiceId}/${options.ttsModel}`,
    async synthesize(text) {
      const response = await call('voz', `/v1/text-to-speech/${encodeURIComponent(options.voiceId)}?output_format=mp3_44100_128`, () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({ text, model_id: options.ttsModel }),
      }));
      const audio = Buffer.from(await readBody('voz', () => response.arrayBuffer()));
      if (audio.length === 0) throw badGateway('El servicio de voz respondió un audio vacío. Intenta de nuevo en un momento.');
      return { audio, contentType: response.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/mpeg' };
    },
  };

  const speechToText: SpeechToTextProvider = {
    name: 'elevenlabs',
    async transcribe(audio) {
      const response = await call('transcripción', '/v1/speech-to-text', () => {
        // Built per attempt: a FormData body is consumed by the request that sends it.
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(audio.bytes)], { type: audio.contentType }), audio.filename);
        form.append('model_id', options.sttModel);
        form.append('language_code', options.languageCode);
        form.append('tag_audio_events', String(TRANSCRIPTION_OPTIONS.tagAudioEvents));
        form.append('num_speakers', String(TRANSCRIPTION_OPTIONS.numSpeakers));
        form.append('timestamps_granularity', TRANSCRIPTION_OPTIONS.timestampsGranularity);
        form.append('diarize', String(TRANSCRIPTION_OPTIONS.diarize));
        return { method: 'POST', headers: { accept: 'application/json' }, body: form };
      });
      const raw = await readBody('transcripción', () => response.text());
      const body = parseJson(raw) as { text?: unknown; words?: unknown } | null;
      if (!body || typeof body.text !== 'string') throw badGateway('El servicio de transcripción respondió algo que no entendemos.');
      return { text: body.text.trim(), durationMs: lastWordEndMs(body.words) };
    },
  };

  return { textToSpeech, speechToText };
}

/** The answer's body, read under the same time limit as its headers (the request's signal). */
async function readBody<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw unavailable(`El servicio de ${what} dejó de responder a media respuesta. Intenta de nuevo en un momento.`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Retry-After as seconds or an HTTP date; missing or unreadable: one second. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

function lastWordEndMs(words: unknown): number | null {
  if (!Array.isArray(words) || words.length === 0) return null;
  const end = (words[words.length - 1] as { end?: unknown }).end;
  return typeof end === 'number' && Number.isFinite(end) ? Math.round(end * 1000) : null;
}
