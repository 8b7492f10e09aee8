import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/server/errors';
import { createPasswordHasher, hashPassword } from '../../../src/server/lib/passwords';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password hasher gate', () => {
  it('never runs more argon2 checks at once than allowed, and answers 503 with Retry-After past the queue', async () => {
    const stored = await hashPassword('correcta-123');
    const realVerify = argon2.verify;
    let active = 0;
    let most = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
      active += 1;
      most = Math.max(most, active);
      await held;
      try {
        return await realVerify(...args);
      } finally {
        active -= 1;
      }
    });

    const hasher = createPasswordHasher({ concurrency: 2, maxQueue: 3 });
    const attempts = Array.from({ length: 8 }, (_, n) => hasher.verify(stored, n === 0 ? 'correcta-123' : `mala-${n}`).catch((error: unknown) => error));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const outcomes = await Promise.all(attempts);

    expect(most).toBe(2);
    expect(outcomes.slice(0, 5)).toEqual([true, false, false, false, false]);
    for (const refused of outcomes.slice(5)) {
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 503, code: 'service_unavailable', headers: { 'retry-after': '1' } });
    }
  });

  it('checks an unknown account against the decoy: one real argon2 check, never a match', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    const hasher = createPasswordHasher({ concurrency: 1, maxQueue: 0 });
    expect(await hasher.verify(null, 'decoy-password-that-never-matches-either')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
