/**
 * What the rest of the server asks of the speech service (issue 16). Providers live behind it;
 * the third-party service's key never leaves the server. The work interviews depend on this
 * type only, so their tests pass a fake and the app wires the real service.
 */

export interface SynthesizedSpeech {
  audio: Buffer;
  /** e.g. 'audio/wav' from the local voice, 'audio/mpeg' from the third-party service. */
  contentType: string;
  /** Which provider made it (e.g. 'local', 'elevenlabs'). */
  provider: string;
  /** True when it came from the cache of earlier syntheses of the same text and voice. */
  cached: boolean;
}

export interface SpeechAudio {
  bytes: Buffer;
  /** The upload's declared type; the service checks the bytes, not only this. */
  contentType: string;
  filename: string;
}

export interface Transcript {
  text: string;
  provider: string;
  /** Length of the audio when the provider or the container says so. */
  durationMs: number | null;
}

export interface SpeechService {
  /** Spanish text to audio; the local voice when no third-party key is configured. */
  synthesize(text: string): Promise<SynthesizedSpeech>;
  /**
   * Whether spoken answers can be transcribed (a transcription provider is configured). When
   * false, interviews ask for typed answers and say why (`transcriptionUnavailableReason`).
   */
  readonly canTranscribe: boolean;
  readonly transcriptionUnavailableReason: string | null;
  /**
   * Audio to text. Throws the app's 4xx errors for bad audio (type, size, empty, too long) and a
   * clear 502/503-style error when the provider fails or times out — never a silent empty text.
   */
  transcribe(audio: SpeechAudio): Promise<Transcript>;
}
