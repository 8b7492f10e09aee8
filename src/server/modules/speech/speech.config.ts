import path from 'node:path';
import { z } from 'zod';
import { hasProtocol, integerSetting, optionalText } from '../../lib/env-settings';

/**
 * The third-party speech service (ElevenLabs' API): text-to-speech and transcription when its
 * key is set. Without a key questions are spoken by the local voice (espeak-ng) and answers are
 * typed. The key stays on the server (modules/speech/README.md).
 */
export const speechEnv = z.object({
  SPEECH_API_KEY: optionalText(),
  SPEECH_API_URL: z
    .string()
    .trim()
    .default('https://api.elevenlabs.io')
    .refine((value) => hasProtocol(value, /^https?:$/), { message: 'SPEECH_API_URL debe ser una dirección http(s).' }),
  SPEECH_VOICE_ID: z.string().trim().regex(/^[\w-]{1,64}$/, 'SPEECH_VOICE_ID admite letras, números, - y _ (hasta 64).').default('JBFqnCBsd6RMkjVDRZzb'),
  SPEECH_TTS_MODEL: z.string().trim().min(1, 'SPEECH_TTS_MODEL no puede estar vacío.').default('eleven_multilingual_v2'),
  SPEECH_STT_MODEL: z.string().trim().min(1, 'SPEECH_STT_MODEL no puede estar vacío.').default('scribe_v1'),
  /** ISO 639-3 (or 639-1) code of the answers' language, sent to the transcription service. */
  SPEECH_LANGUAGE: z.string().trim().regex(/^[a-z]{2,3}$/, 'SPEECH_LANGUAGE debe ser un código de idioma como spa o es.').default('spa'),
  /** `local`: questions are spoken by the local voice even when SPEECH_API_KEY is set (transcription still uses the key). */
  SPEECH_TTS_PROVIDER: z.enum(['auto', 'local'], { error: 'SPEECH_TTS_PROVIDER debe ser auto o local.' }).default('auto'),
  /** espeak-ng voice of the local text-to-speech. */
  SPEECH_LOCAL_VOICE: z.string().trim().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, 'SPEECH_LOCAL_VOICE debe ser una voz de espeak-ng como es-419.').default('es-419'),
  SPEECH_TIMEOUT_SECONDS: integerSetting('SPEECH_TIMEOUT_SECONDS', { min: 1, max: 300, unit: 'segundos' }).default(30),
  /** Disk space of the spoken-question cache under DATA_DIR/speech-cache; the least recently used go first. */
  SPEECH_CACHE_MB: integerSetting('SPEECH_CACHE_MB', { min: 1, max: 100_000, unit: 'megabytes' }).default(200),
});

/** Text-to-speech and transcription (modules/speech/README.md). */
export interface SpeechConfig {
  /** Undefined: no third-party service; the local voice speaks and answers are typed. */
  apiKey: string | undefined;
  apiUrl: string;
  voiceId: string;
  ttsModel: string;
  sttModel: string;
  languageCode: string;
  ttsProvider: 'auto' | 'local';
  localVoice: string;
  timeoutMs: number;
  cacheDir: string;
  cacheMaxBytes: number;
}

export function speechConfigFrom(values: z.infer<typeof speechEnv>, context: { dataDir: string }): SpeechConfig {
  return {
    apiKey: values.SPEECH_API_KEY,
    apiUrl: values.SPEECH_API_URL.replace(/\/+$/, ''),
    voiceId: values.SPEECH_VOICE_ID,
    ttsModel: values.SPEECH_TTS_MODEL,
    sttModel: values.SPEECH_STT_MODEL,
    languageCode: values.SPEECH_LANGUAGE,
    ttsProvider: values.SPEECH_TTS_PROVIDER,
    localVoice: values.SPEECH_LOCAL_VOICE,
    timeoutMs: values.SPEECH_TIMEOUT_SECONDS * 1000,
    cacheDir: path.join(context.dataDir, 'speech-cache'),
    cacheMaxBytes: values.SPEECH_CACHE_MB * 1024 * 1024,
  };
}
