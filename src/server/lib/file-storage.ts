import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files people upload, under DATA_DIR/storage/<folder>/. Names are always generated (128 random
 * bits plus the extension the bytes proved), never the uploader's, so nothing can escape the
 * folder or collide, and a URL can be cached forever.
 */
export interface FileStorage {
  save(folder: string, content: Buffer, extension: string): Promise<string>;
  remove(folder: string, name: string): Promise<void>;
  pathOf(folder: string, name: string): string | null;
}

export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|pdf|docx|xlsx|csv|webm|ogg|wav|mp3|m4a)$/;

export function createFileStorage(root: string): FileStorage {
  return {
    async save(folder, content, extension) {
      const directory = path.join(root, folder);
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(directory, name), content, { flag: 'wx' });
      return name;
    },
    async remove(folder, name) {
      if (STORED_NAME.test(name)) await rm(path.join(root, folder, name), { force: true });
    },
    pathOf: (folder, name) => (STORED_NAME.test(name) ? path.join(root, folder, name) : null),
  };
}

/** The image type the bytes say, whatever the name or header claim. */
export function imageTypeOf(content: Buffer): { extension: 'png' | 'jpg' | 'webp'; mime: string } | null {
  if (content.length >= 8 && content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png', mime: 'image/png' };
  }
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return { extension: 'jpg', mime: 'image/jpeg' };
  if (content.length >= 12 && content.toString('ascii', 0, 4) === 'RIFF' && content.toString('ascii', 8, 12) === 'WEBP') {
    return { extension: 'webp', mime: 'image/webp' };
  }
  return null;
}
