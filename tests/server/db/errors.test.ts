import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryOnUniqueViolation } from '../../../src/server/db/errors';

const uniqueViolation = () => Object.assign(new Error('duplicate key'), { code: '23505' });

describe('isUniqueViolation', () => {
  it('knows the PostgreSQL and SQLite codes and nothing else', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe('retryOnUniqueViolation', () => {
  it('runs the write again after a unique violation and answers what the later run returns', async () => {
    let calls = 0;
    const result = await retryOnUniqueViolation(async () => {
      calls += 1;
      if (calls < 3) throw uniqueViolation();
      return calls;
    });
    expect(result).toBe(3);
  });

  it('gives up after the attempts it is allowed and throws the last violation', async () => {
    let calls = 0;
    const write = async () => {
      calls += 1;
      throw uniqueViolation();
    };
    await expect(retryOnUniqueViolation(write, { attempts: 3 })).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(3);
  });

  it('throws any other failure at once', async () => {
    let calls = 0;
    const write = async () => {
      calls += 1;
      throw new Error('disk full');
    };
    await expect(retryOnUniqueViolation(write)).rejects.toThrow('disk full');
    expect(calls).toBe(1);
  });

  it('throws a violation that retryable turns down at once', async () => {
    let calls = 0;
    const write = async () => {
      calls += 1;
      throw uniqueViolation();
    };
    await expect(retryOnUniqueViolation(write, { retryable: () => false })).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});
