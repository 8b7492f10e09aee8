import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/server/config';
import { AppError } from '../../../../src/server/errors';
import { TRANSCRIPTION_UNAVAILABLE, createSpeechService } from '../../../../src/server/modules/speech/speech.service';
import { pcmWav } from './audio-fixtures';

const logger = { warn: () => undefined };

function speechConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'speech-')), ...env }).speech;
}

/** A stand-in for the third-party service: records the calls, answers audio or a transcript. */
function fakeFetch(transcript = 'Me gusta trabajar con personas.') {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (url.includes('/v1/text-to-speech/')) return new Response(new Uint8Array([0x49, 0x44, 0x33, 1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } });
    return Response.json({ text: transcript, words: [] });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('speech service configuration', () => {
  it('reads its settings with the documented defaults', () => {
    const config = speechConfig();
    expect(config).toMatchObject({
      apiKey: undefined,
      apiUrl: 'https://api.elevenlabs.io',
      ttsModel: 'eleven_multilingual_v2',
      sttModel: 'scribe_v1',
      languageCode: 'spa',
      localVoice: 'es-419',
      timeoutMs: 30_000,
      cacheMaxBytes: 200 * 1024 * 1024,
    });
    expect(config.cacheDir.endsWith(`${path.sep}speech-cache`)).toBe(true);
    expect(() => speechConfig({ SPEECH_API_URL: 'ftp://x' })).toThrow(/SPEECH_API_URL debe ser una dirección http\(s\)\./);
  });

  it('without a key: the local voice speaks, and transcription is off with a Spanish reason', async () => {
    const service = createSpeechService({ config: speechConfig(), logger });
    expect(service.canTranscribe).toBe(false);
    expect(service.transcriptionUnavailableReason).toBe('La transcripción de voz no está configurada en este servidor; escribe tus respuestas.');
    const first = await service.synthesize('  ¿Sabes usar hojas de cálculo?  ');
    expect(first).toMatchObject({ provider: 'local', contentType: 'audio/wav', cached: false });
    const second = await service.synthesize('¿Sabes usar hojas de cálculo?');
    expect(second.cached).toBe(true);
    expect(second.audio.equals(first.audio)).toBe(true);

    const error = await failure(service.transcribe({ bytes: pcmWav(2000), contentType: 'audio/wav', filename: 'a.wav' }));
    expect(error.status).toBe(503);
    expect(error.message).toBe(TRANSCRIPTION_UNAVAILABLE);
  });

  it('with a key: the third-party service speaks and transcribes', async () => {
    const remote = fakeFetch();
    const service = createSpeechService({ config: speechConfig({ SPEECH_API_KEY: 'clave-secreta' }), logger, fetch: remote.fetch });
    expect(service.canTranscribe).toBe(true);
    expect(service.transcriptionUnavailableReason).toBeNull();
    expect(await service.synthesize('Hola')).toMatchObject({ provider: 'elevenlabs', contentType: 'audio/mpeg', cached: false });
    expect(await service.transcribe({ bytes: pcmWav(2000), contentType: 'application/octet-stream', filename: '../../x.exe' })).toEqual({
      text: 'Me gusta trabajar con personas.',
      provider: 'elevenlabs',
      durationMs: 2000,
    });
    expect(remote.calls).toEqual(['https://api.elevenlabs.io/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb?output_format=mp3_44100_128', 'https://api.elevenlabs.io/v1/speech-to-text']);
  });

  it('SPEECH_TTS_PROVIDER=local keeps questions on the local voice even with a key', async () => {
    const remote = fakeFetch();
    const service = createSpeechService({ config: speechConfig({ SPEECH_API_KEY: 'clave', SPEECH_TTS_PROVIDER: 'local' }), logger, fetch: remote.fetch });
    expect((await service.synthesize('Hola')).provider).toBe('local');
    expect(service.canTranscribe).toBe(true);
    expect(remote.calls).toEqual([]);
  });
});

describe('transcribe', () => {
  it('checks the audio before calling anybody', async () => {
    const remote = fakeFetch();
    const service = createSpeechService({ config: speechConfig({ SPEECH_API_KEY: 'clave' }), logger, fetch: remote.fetch });
    expect((await failure(service.transcribe({ bytes: Buffer.from('no soy audio'), contentType: 'audio/webm', filename: 'a.webm' }))).status).toBe(415);
    expect((await failure(service.transcribe({ bytes: Buffer.alloc(0), contentType: 'audio/webm', filename: 'a.webm' }))).status).toBe(422);
    expect(remote.calls).toEqual([]);
  });

  it('never answers an empty transcript: no words heard is a 422 asking to record again', async () => {
    const service = createSpeechService({ config: speechConfig({ SPEECH_API_KEY: 'clave' }), logger, fetch: fakeFetch('   ').fetch });
    const error = await failure(service.transcribe({ bytes: pcmWav(1000), contentType: 'audio/wav', filename: 'a.wav' }));
    expect(error.status).toBe(422);
    expect(error.extra).toEqual({ reason: 'no_speech' });
  });

  it('refuses empty text to speak', async () => {
    const service = createSpeechService({ config: speechConfig(), logger });
    expect((await failure(service.synthesize('   '))).status).toBe(422);
  });
});
