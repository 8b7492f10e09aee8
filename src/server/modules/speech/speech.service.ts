import type { SpeechConfig } from './speech.config';
import { AppError } from '../../errors';
import { type AudioLimits, DEFAULT_AUDIO_LIMITS, checkSpeechAudio } from './audio-checks';
import { createElevenLabsProviders } from './elevenlabs.provider';
import { createLocalVoice } from './local-voice.provider';
import type { SpeechToTextProvider, TextToSpeechProvider } from './speech.providers';
import type { SpeechService } from './speech.types';
import { createTtsCache } from './tts-cache';

export interface SpeechDeps {
  config: SpeechConfig;
  logger: { warn(obj: object, msg: string): void };
  /** Tests and benchmarks put other providers behind the same service. */
  providers?: { textToSpeech?: TextToSpeechProvider; speechToText?: SpeechToTextProvider | null };
  audioLimits?: AudioLimits;
  fetch?: typeof fetch;
}

export const TRANSCRIPTION_UNAVAILABLE = 'La transcripción de voz no está configurada en este servidor; escribe tus respuestas.';

/** Question text longer than the bank allows (1000) is not a question: refuse it before any work. */
const MAX_TEXT_LENGTH = 5000;

/**
 * Text-to-speech and transcription for the work interviews (speech.types.ts). Questions are
 * spoken by the third-party service when its key is set (and SPEECH_TTS_PROVIDER is not `local`),
 * else by the local voice; spoken audio is cached on disk. Answers are transcribed only by the
 * third-party service: without its key `canTranscribe` is false and the interview asks for typed
 * answers, saying why.
 */
export function createSpeechService(deps: SpeechDeps): SpeechService {
  const { config } = deps;
  const remote = config.apiKey
    ? createElevenLabsProviders({
        apiKey: config.apiKey,
        baseUrl: config.apiUrl,
        voiceId: config.voiceId,
        ttsModel: config.ttsModel,
        sttModel: config.sttModel,
        languageCode: config.languageCode,
        timeoutMs: config.timeoutMs,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      })
    : null;
  const textToSpeech =
    deps.providers?.textToSpeech ?? (remote && config.ttsProvider === 'auto' ? remote.textToSpeech : createLocalVoice({ voice: config.localVoice }));
  const speechToText = deps.providers?.speechToText !== undefined ? deps.providers.speechToText : (remote?.speechToText ?? null);
  const audioLimits = deps.audioLimits ?? DEFAULT_AUDIO_LIMITS;
  const cache = createTtsCache({
    directory: config.cacheDir,
    maxBytes: config.cacheMaxBytes,
    onError: (error) => deps.logger.warn({ err: error }, 'no se pudo guardar el audio de una pregunta en la caché'),
  });

  /** A provider's failure is the operator's business too (a refused key, an outage): logged, never with the key. */
  async function reported<T>(provider: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError && error.status >= 500) deps.logger.warn({ provider, status: error.status }, `servicio de voz: ${error.message}`);
      throw error;
    }
  }

  return {
    canTranscribe: speechToText !== null,
    transcriptionUnavailableReason: speechToText ? null : TRANSCRIPTION_UNAVAILABLE,

    async synthesize(text) {
      const spoken = text.trim();
      if (spoken.length === 0) throw new AppError('validation_failed', 'No hay texto que leer en voz alta.', 422);
      if (spoken.length > MAX_TEXT_LENGTH) throw new AppError('validation_failed', `El texto a leer admite hasta ${MAX_TEXT_LENGTH} caracteres.`, 422);
      const result = await cache.getOrCreate({ provider: textToSpeech.name, voice: textToSpeech.voice, text: spoken }, () =>
        reported(textToSpeech.name, () => textToSpeech.synthesize(spoken)),
      );
      return { audio: result.audio, contentType: result.contentType, provider: textToSpeech.name, cached: result.cached };
    },

    async transcribe(audio) {
      // The bytes are checked first: bad audio is the sender's 4xx whatever the configuration.
      const checked = checkSpeechAudio(audio.bytes, audioLimits);
      if (!speechToText) throw new AppError('service_unavailable', TRANSCRIPTION_UNAVAILABLE, 503, { reason: 'transcription_not_configured' });
      // The uploader's file name is not passed on: the type the bytes proved names the file.
      const filename = `respuesta.${checked.extension}`;
      const result = await reported(speechToText.name, () => speechToText.transcribe({ bytes: audio.bytes, contentType: checked.contentType, filename }));
      if (result.text.length === 0) {
        throw new AppError('invalid_file', 'No se entendió ninguna palabra en la grabación; vuelve a grabar tu respuesta o escríbela.', 422, { reason: 'no_speech' });
      }
      return { text: result.text, provider: speechToText.name, durationMs: checked.durationMs ?? result.durationMs };
    },
  };
}
