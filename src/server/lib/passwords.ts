import argon2 from 'argon2';

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
