import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Spoken questions on disk (DATA_DIR/speech-cache): the same text in the same voice of the same
 * provider is synthesized once. A file is named by the SHA-256 of provider, voice and text, so a
 * change of voice or model never serves old audio and no text reaches a file name. Bounded by
 * size with least-recently-used eviction: a hit touches the file's modification time, and when a
 * write takes the folder over its limit the files used longest ago go first (down to 90 %).
 * Requests for the same key while it is being made share that one synthesis.
 */
export interface TtsCache {
  getOrCreate(key: TtsCacheKey, create: () => Promise<{ audio: Buffer; contentType: string }>): Promise<{ audio: Buffer; contentType: string; cached: boolean }>;
}

export interface TtsCacheKey {
  provider: string;
  voice: string;
  text: string;
}

const EXTENSIONS: Record<string, string> = { 'audio/wav': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg' };
const TYPES: Record<string, string> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]));
const CACHED_NAME = /^[a-f0-9]{64}\.(wav|mp3|ogg)$/;

export function createTtsCache(options: { directory: string; maxBytes: number; onError?: (error: unknown) => void }): TtsCache {
  const inFlight = new Map<string, Promise<{ audio: Buffer; contentType: string }>>();
  /** name → size and last use; read from the folder on first use, then kept up to date. */
  let index: Promise<Map<string, { size: number; usedAt: number }>> | undefined;

  const loadIndex = () =>
    (index ??= (async () => {
      await mkdir(options.directory, { recursive: true });
      const entries = new Map<string, { size: number; usedAt: number }>();
      for (const name of await readdir(options.directory)) {
        if (!CACHED_NAME.test(name)) continue;
        const info = await stat(path.join(options.directory, name)).catch(() => null);
        if (info) entries.set(name, { size: info.size, usedAt: info.mtimeMs });
      }
      return entries;
    })());

  async function find(hash: string): Promise<{ name: string; audio: Buffer; contentType: string } | null> {
    const entries = await loadIndex();
    for (const extension of Object.keys(TYPES)) {
      const name = `${hash}.${extension}`;
      if (!entries.has(name)) continue;
      try {
        const audio = await readFile(path.join(options.directory, name));
        return { name, audio, contentType: TYPES[extension]! };
      } catch {
        // Evicted by another process sharing the folder: make it again.
        entries.delete(name);
      }
    }
    return null;
  }

  async function store(hash: string, audio: Buffer, contentType: string) {
    const extension = EXTENSIONS[contentType];
    if (!extension) return;
    const entries = await loadIndex();
    const name = `${hash}.${extension}`;
    // Written beside and renamed: a reader never sees half a file.
    const temporary = path.join(options.directory, `.${randomBytes(8).toString('hex')}.tmp`);
    await writeFile(temporary, audio);
    await rename(temporary, path.join(options.directory, name));
    entries.set(name, { size: audio.length, usedAt: Date.now() });
    await evict(entries);
  }

  async function evict(entries: Map<string, { size: number; usedAt: number }>) {
    let total = 0;
    for (const entry of entries.values()) total += entry.size;
    if (total <= options.maxBytes) return;
    const oldestFirst = [...entries].sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [name, entry] of oldestFirst) {
      if (total <= options.maxBytes * 0.9) break;
      entries.delete(name);
      total -= entry.size;
      await rm(path.join(options.directory, name), { force: true });
    }
  }

  return {
    async getOrCreate(key, create) {
      const hash = sha256(JSON.stringify([key.provider, key.voice, key.text]));
      const making = inFlight.get(hash);
      if (making) return { ...(await making), cached: false };
      const found = await find(hash).catch(() => null);
      if (found) {
        const now = new Date();
        const entry = (await loadIndex()).get(found.name);
        if (entry) entry.usedAt = now.getTime();
        await utimes(path.join(options.directory, found.name), now, now).catch(() => undefined);
        return { audio: found.audio, contentType: found.contentType, cached: true };
      }
      // Checked again after the disk lookup: another request may have started it meanwhile.
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = (async () => {
          const made = await create();
          // The audio is good even when the disk is not: answer it and say why it was not kept.
          await store(hash, made.audio, made.contentType).catch((error: unknown) => options.onError?.(error));
          return made;
        })().finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return { ...(await pending), cached: false };
    },
  };
}
