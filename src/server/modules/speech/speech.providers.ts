/**
 * The providers behind the speech service (speech.service.ts picks them from the configuration):
 * the third-party service (elevenlabs.provider.ts) and the local voice (local-voice.provider.ts).
 */

export interface TextToSpeechProvider {
  /** Stored with the audio and part of the cache key, e.g. 'local', 'elevenlabs'. */
  readonly name: string;
  /** Voice and model, so a change of either never serves the old audio from the cache. */
  readonly voice: string;
  synthesize(text: string): Promise<{ audio: Buffer; contentType: string }>;
}

export interface SpeechToTextProvider {
  readonly name: string;
  /** Audio already checked (audio-checks.ts): its type is the one its bytes prove. */
  transcribe(audio: { bytes: Buffer; contentType: string; filename: string }): Promise<{ text: string; durationMs: number | null }>;
}
