/** Small audio files made in the tests (no binary fixtures): the headers are what the checks read. */

/** A 16-bit mono PCM WAV of `durationMs` of a quiet tone at 8 kHz. */
export function pcmWav(durationMs: number, rate = 8000): Buffer {
  const samples = Math.round((rate * durationMs) / 1000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples * 2, 40);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) data.writeInt16LE(Math.round(3000 * Math.sin((index * 2 * Math.PI * 440) / rate)), index * 2);
  return Buffer.concat([header, data]);
}

function oggPage(granule: bigint, payload: Buffer, sequence: number): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'ascii');
  header.writeUInt8(0, 4);
  header.writeUInt8(sequence === 0 ? 2 : 0, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(1, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(1, 26);
  return Buffer.concat([header, Buffer.from([payload.length]), payload]);
}

/** An Ogg Opus stream: the OpusHead page, then one page whose granule says `durationMs` at 48 kHz. */
export function oggOpus(durationMs: number): Buffer {
  const head = Buffer.concat([Buffer.from('OpusHead', 'ascii'), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  return Buffer.concat([oggPage(0n, head, 0), oggPage(BigInt(durationMs * 48), Buffer.alloc(100, 7), 1)]);
}

/** A WebM start: EBML header, then a Segment Info with a Duration (ms) when given, as MediaRecorder leaves it out. */
export function webm(durationMs: number | null): Buffer {
  const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77]); // EBML, DocType-ish filler
  const info =
    durationMs === null
      ? Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80])
      : (() => {
          const duration = Buffer.alloc(8);
          duration.writeDoubleBE(durationMs);
          return Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x8b, 0x44, 0x89, 0x88]), duration]);
        })();
  return Buffer.concat([ebml, info, Buffer.alloc(500, 1)]);
}
