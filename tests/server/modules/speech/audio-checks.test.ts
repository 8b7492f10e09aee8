import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../src/server/errors';
import { checkSpeechAudio } from '../../../../src/server/modules/speech/audio-checks';
import { oggOpus, pcmWav, webm } from './audio-fixtures';

function refusal(bytes: Buffer, limits?: Parameters<typeof checkSpeechAudio>[1]): AppError {
  try {
    checkSpeechAudio(bytes, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('the audio was accepted');
}

describe('checkSpeechAudio', () => {
  it('recognises each recorder format by its bytes and reads the duration where it is cheap', () => {
    expect(checkSpeechAudio(pcmWav(1500))).toEqual({ container: 'wav', contentType: 'audio/wav', extension: 'wav', durationMs: 1500 });
    expect(checkSpeechAudio(oggOpus(4000))).toMatchObject({ container: 'ogg', contentType: 'audio/ogg', durationMs: 4000 });
    expect(checkSpeechAudio(webm(null))).toMatchObject({ container: 'webm', contentType: 'audio/webm', durationMs: null });
    expect(checkSpeechAudio(webm(2500))).toMatchObject({ container: 'webm', durationMs: 2500 });
    const mp3 = Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), Buffer.alloc(2000)]);
    expect(checkSpeechAudio(mp3)).toMatchObject({ container: 'mp3', contentType: 'audio/mpeg', durationMs: null });
    const bareMp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2000)]);
    expect(checkSpeechAudio(bareMp3)).toMatchObject({ container: 'mp3' });
    const m4a = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \0\0\0\0', 'latin1'), Buffer.alloc(2000)]);
    expect(checkSpeechAudio(m4a)).toMatchObject({ container: 'mp4', contentType: 'audio/mp4', extension: 'm4a' });
  });

  it('refuses other files with a 415, whatever they claim to be', () => {
    for (const bytes of [Buffer.from('%PDF-1.7 hola'), Buffer.from('<html>audio</html>'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]) {
      const error = refusal(bytes);
      expect(error.status).toBe(415);
      expect(error.code).toBe('unsupported_media_type');
      expect(error.message).toBe('El audio debe ser una grabación WebM, Ogg, WAV, MP3 o MP4 (M4A).');
    }
  });

  it('refuses an empty recording, or one without a single sample, with a 422', () => {
    for (const bytes of [Buffer.alloc(0), pcmWav(0)]) {
      const error = refusal(bytes);
      expect(error.status).toBe(422);
      expect(error.extra).toEqual({ reason: 'empty' });
    }
  });

  it('refuses a file over the size limit with a 413', () => {
    const error = refusal(pcmWav(1000), { maxBytes: 1000, maxDurationMs: 60_000 });
    expect(error.status).toBe(413);
    expect(error.code).toBe('payload_too_large');
  });

  it('refuses a recording longer than the limit with a 422, from its container or else its size', () => {
    const limits = { maxBytes: 10 * 1024 * 1024, maxDurationMs: 60_000 };
    expect(refusal(pcmWav(61_000), limits).extra).toEqual({ reason: 'too_long' });
    expect(refusal(oggOpus(90_000), limits).message).toBe('La grabación dura más de 1 minutos; graba una respuesta más corta.');
    // 4 MB of MP3 is at least 100 s even at 320 kbps.
    const longMp3 = Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), Buffer.alloc(4_000_000)]);
    expect(refusal(longMp3, limits).extra).toEqual({ reason: 'too_long' });
    expect(checkSpeechAudio(pcmWav(59_000), limits).durationMs).toBe(59_000);
  });
});
