import { AppError } from '../../errors';

/**
 * What a spoken answer may be before anything is stored or sent to a transcription service: a
 * recording in one of the containers browsers record (MediaRecorder's WebM/Opus, Ogg, MP4/M4A on
 * Safari) or a WAV/MP3 file, recognised by its bytes (the declared type is only a hint), not
 * empty, not over the size limit and not longer than the longest answer.
 */

export type AudioContainer = 'webm' | 'ogg' | 'wav' | 'mp3' | 'mp4';

export interface AudioLimits {
  maxBytes: number;
  maxDurationMs: number;
}

/** 10 MiB: ten minutes of Opus at 128 kbps (Chrome's MediaRecorder default) fits with room. */
export const DEFAULT_AUDIO_LIMITS: AudioLimits = { maxBytes: 10 * 1024 * 1024, maxDurationMs: 11 * 60_000 };

export interface CheckedAudio {
  container: AudioContainer;
  /** The type the bytes prove, to store and to send on. */
  contentType: string;
  extension: AudioContainer | 'm4a';
  /** From the container when it says so cheaply (WAV, Ogg, WebM with a Duration); else null. */
  durationMs: number | null;
}

const CONTENT_TYPES: Record<AudioContainer, string> = { webm: 'audio/webm', ogg: 'audio/ogg', wav: 'audio/wav', mp3: 'audio/mpeg', mp4: 'audio/mp4' };

/**
 * For containers whose duration is not cheap to read (MP3, MP4, a WebM without Duration), the
 * shortest the recording can be is its size at a generous bitrate: a file refused on that bound is
 * certainly too long, and no honest recording is refused for its size alone.
 */
const MAX_PLAUSIBLE_BITS_PER_SECOND = 320_000;

const unsupported = () =>
  new AppError('unsupported_media_type', 'El audio debe ser una grabación WebM, Ogg, WAV, MP3 o MP4 (M4A).', 415);

/** Throws the app's 4xx error when the audio may not be kept; returns what the bytes say. */
export function checkSpeechAudio(bytes: Buffer, limits: AudioLimits = DEFAULT_AUDIO_LIMITS): CheckedAudio {
  if (bytes.length === 0) throw new AppError('invalid_file', 'La grabación está vacía; vuelve a grabar tu respuesta.', 422, { reason: 'empty' });
  if (bytes.length > limits.maxBytes) {
    throw new AppError('payload_too_large', `La grabación pesa más de ${Math.floor(limits.maxBytes / (1024 * 1024))} MB; graba una respuesta más corta.`, 413);
  }
  const container = containerOf(bytes);
  if (!container) throw unsupported();
  const durationMs = durationOf(container, bytes);
  if (durationMs === 0) throw new AppError('invalid_file', 'La grabación no tiene sonido; vuelve a grabar tu respuesta.', 422, { reason: 'empty' });
  const shortestMs = durationMs ?? Math.floor((bytes.length * 8 * 1000) / MAX_PLAUSIBLE_BITS_PER_SECOND);
  if (shortestMs > limits.maxDurationMs) {
    throw new AppError('invalid_file', `La grabación dura más de ${Math.floor(limits.maxDurationMs / 60_000)} minutos; graba una respuesta más corta.`, 422, { reason: 'too_long' });
  }
  return { container, contentType: CONTENT_TYPES[container], extension: container === 'mp4' ? 'm4a' : container, durationMs };
}

/** The container the first bytes announce, or null. */
export function containerOf(bytes: Buffer): AudioContainer | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm'; // EBML (WebM / Matroska)
  if (bytes.length >= 4 && bytes.toString('ascii', 0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WAVE') return 'wav';
  if (bytes.length >= 3 && bytes.toString('ascii', 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame sync (11 bits set) with layer III: an MP3 without tags.
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) === 0x02) return 'mp3';
  if (bytes.length >= 12 && bytes.toString('ascii', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

function durationOf(container: AudioContainer, bytes: Buffer): number | null {
  if (container === 'wav') return wavDurationMs(bytes);
  if (container === 'ogg') return oggDurationMs(bytes);
  if (container === 'webm') return webmDurationMs(bytes);
  return null;
}

/** Data bytes over the format's byte rate; null when the chunks are not where they should be. */
export function wavDurationMs(bytes: Buffer): number | null {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (byteRate === 0) return null;
      // A recorder still streaming writes 0 or 0xFFFFFFFF; the bytes present are what counts.
      const dataBytes = Math.min(size, bytes.length - offset - 8);
      return Math.round((dataBytes * 1000) / byteRate);
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/**
 * The granule position of the last Ogg page over the codec's rate: 48 kHz for Opus (always),
 * the identification header's rate for Vorbis. Opus' pre-skip is ignored (a few milliseconds).
 */
export function oggDurationMs(bytes: Buffer): number | null {
  let rate: number | null = null;
  const opusHead = bytes.indexOf('OpusHead', 0, 'ascii');
  if (opusHead !== -1 && opusHead < 512) rate = 48_000;
  const vorbis = bytes.indexOf('\x01vorbis', 0, 'latin1');
  if (rate === null && vorbis !== -1 && vorbis < 512 && vorbis + 16 <= bytes.length) rate = bytes.readUInt32LE(vorbis + 12);
  if (!rate) return null;
  const last = bytes.lastIndexOf('OggS', bytes.length - 1, 'ascii');
  if (last === -1 || last + 14 > bytes.length) return null;
  const granule = bytes.readBigInt64LE(last + 6);
  if (granule < 0n) return null;
  return Math.round((Number(granule) * 1000) / rate);
}

/**
 * The Segment Info's Duration (element 0x4489, a float in TimecodeScale units, 1 ms by
 * default). MediaRecorder's live recordings leave it out; then null.
 */
export function webmDurationMs(bytes: Buffer): number | null {
  const head = bytes.subarray(0, Math.min(bytes.length, 4096));
  const at = head.indexOf(Buffer.from([0x44, 0x89]));
  if (at === -1 || at + 3 > head.length) return null;
  const sizeByte = head[at + 2] ?? 0;
  const size = sizeByte === 0x84 ? 4 : sizeByte === 0x88 ? 8 : 0;
  if (size === 0 || at + 3 + size > head.length) return null;
  const value = size === 4 ? head.readFloatBE(at + 3) : head.readDoubleBE(at + 3);
  let scaleNs = 1_000_000;
  const scaleAt = head.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  if (scaleAt !== -1 && scaleAt + 4 <= head.length) {
    const length = (head[scaleAt + 3] ?? 0) & 0x0f;
    if (length >= 1 && length <= 4 && scaleAt + 4 + length <= head.length) scaleNs = head.readUIntBE(scaleAt + 4, length);
  }
  return Number.isFinite(value) && value >= 0 ? Math.round((value * scaleNs) / 1_000_000) : null;
}
