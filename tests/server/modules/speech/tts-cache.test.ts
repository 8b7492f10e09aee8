import { mkdtemp, readdir, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTtsCache } from '../../../../src/server/modules/speech/tts-cache';

const key = (text: string) => ({ provider: 'local', voice: 'espeak-ng/es-419/150', text });

function counter(size = 1000) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    make: async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { audio: Buffer.alloc(size, calls), contentType: 'audio/wav' };
    },
  };
}

describe('TTS cache', () => {
  it('serves the second request for the same text from disk', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const cache = createTtsCache({ directory, maxBytes: 1_000_000 });
    const synth = counter();
    const first = await cache.getOrCreate(key('¿Por qué quieres este puesto?'), synth.make);
    const second = await cache.getOrCreate(key('¿Por qué quieres este puesto?'), synth.make);
    expect(first.cached).toBe(false);
    expect(second).toEqual({ audio: first.audio, contentType: 'audio/wav', cached: true });
    expect(synth.calls).toBe(1);
    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[a-f0-9]{64}\.wav$/);
    // A new process (a new cache over the same folder) finds it too.
    const again = await createTtsCache({ directory, maxBytes: 1_000_000 }).getOrCreate(key('¿Por qué quieres este puesto?'), synth.make);
    expect(again.cached).toBe(true);
    expect(synth.calls).toBe(1);
  });

  it('keeps texts, voices and providers apart', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const cache = createTtsCache({ directory, maxBytes: 1_000_000 });
    const synth = counter();
    await cache.getOrCreate(key('Pregunta uno'), synth.make);
    await cache.getOrCreate(key('Pregunta dos'), synth.make);
    await cache.getOrCreate({ ...key('Pregunta uno'), voice: 'espeak-ng/es-mx/150' }, synth.make);
    await cache.getOrCreate({ ...key('Pregunta uno'), provider: 'elevenlabs' }, synth.make);
    expect(synth.calls).toBe(4);
  });

  it('synthesizes concurrent requests for the same text once', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const cache = createTtsCache({ directory, maxBytes: 1_000_000 });
    const synth = counter();
    const results = await Promise.all(Array.from({ length: 8 }, () => cache.getOrCreate(key('Describe tu último empleo.'), synth.make)));
    expect(synth.calls).toBe(1);
    expect(new Set(results.map((result) => result.audio.toString('hex'))).size).toBe(1);
  });

  it('evicts the least recently used files past its size', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const cache = createTtsCache({ directory, maxBytes: 3500 });
    const synth = counter(1000);
    await cache.getOrCreate(key('uno'), synth.make);
    await cache.getOrCreate(key('dos'), synth.make);
    await cache.getOrCreate(key('tres'), synth.make);
    // Age every file, then use «uno» and «tres» again: «dos» is now the least recently used.
    const old = new Date(Date.now() - 60_000);
    for (const name of await readdir(directory)) await utimes(path.join(directory, name), old, old);
    const fresh = createTtsCache({ directory, maxBytes: 3500 });
    expect((await fresh.getOrCreate(key('uno'), synth.make)).cached).toBe(true);
    expect((await fresh.getOrCreate(key('tres'), synth.make)).cached).toBe(true);
    await fresh.getOrCreate(key('cuatro'), synth.make);
    const files = await readdir(directory);
    let total = 0;
    for (const name of files) total += (await stat(path.join(directory, name))).size;
    expect(total).toBeLessThanOrEqual(3500 * 0.9);
    expect((await fresh.getOrCreate(key('uno'), synth.make)).cached).toBe(true);
    expect((await fresh.getOrCreate(key('tres'), synth.make)).cached).toBe(true);
    expect((await fresh.getOrCreate(key('cuatro'), synth.make)).cached).toBe(true);
    const before = synth.calls;
    expect((await fresh.getOrCreate(key('dos'), synth.make)).cached).toBe(false);
    expect(synth.calls).toBe(before + 1);
  });

  it('still answers the audio when the disk refuses it, and says so', async () => {
    const errors: unknown[] = [];
    // A folder that cannot be created: under a regular file.
    const cache = createTtsCache({ directory: path.join(fileURLToPath(import.meta.url), 'no'), maxBytes: 1000, onError: (error) => errors.push(error) });
    const synth = counter();
    const result = await cache.getOrCreate(key('Hola'), synth.make);
    expect(result.audio.length).toBe(1000);
    expect(errors).toHaveLength(1);
  });
});
