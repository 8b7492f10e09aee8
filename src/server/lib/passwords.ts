import argon2 from 'argon2';
import { AppError } from '../errors';
import { QueueFullError, createSemaphore } from './semaphore';

/**
 * argon2id at OWASP's Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1). OWASP
 * also accepts scrypt N=2^17, but on a 2-core server that costs ~860 ms of CPU per login against
 * ~40 ms here, for the same protection. The parameters travel inside the PHC string, so raising
 * them later still verifies old hashes (and `needsRehash` tells when to upgrade one).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

/**
 * Verifying against this when the e-mail is unknown costs the same time as a real check, so the
 * response time does not tell whether an account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  return decoyHash;
}

/**
 * Password hashing and checking for request handlers, behind a per-process gate. Each argon2 call
 * holds 19 MiB and a libuv thread for ~40 ms, so without a cap a burst of logins (or a flood
 * against unknown e-mails, which cost the decoy check) takes every thread from file and DNS work
 * and the memory with it. At most `concurrency` run at once, `maxQueue` wait; beyond that the
 * request is answered 503 with Retry-After at once.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; a `null` hash is checked against the decoy. */
  verify(hash: string | null, password: string): Promise<boolean>;
}

export const busyWithPasswords = () =>
  new AppError(
    'service_unavailable',
    'Hay muchos inicios de sesión en este momento. Intenta de nuevo en unos segundos.',
    503,
    { retry_after: 1 },
    { 'retry-after': '1' },
  );

export function createPasswordHasher(options: { concurrency: number; maxQueue: number }): PasswordHasher {
  const gate = createSemaphore(options);
  async function gated<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await gate.run(task);
    } catch (error) {
      if (error instanceof QueueFullError) throw busyWithPasswords();
      throw error;
    }
  }
  return {
    hash: (password) => gated(() => hashPassword(password)),
    async verify(hash, password) {
      // The decoy's own hash is made once per process and never holds a slot.
      const against = hash ?? (await decoyPasswordHash());
      return gated(() => verifyPassword(against, password));
    },
  };
}
