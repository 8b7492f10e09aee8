/** A unique constraint refused the write (SQLite or PostgreSQL), e.g. two racing sign-ups. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs a write that a unique index may refuse because another request wrote the same key at the
 * same moment — most often the next number of a per-company sequence (max + 1), or an idempotency
 * key. The refused write runs again (and takes the next number, or answers as a replay), up to
 * `attempts` times. Any other failure, or one that `retryable` turns down, is thrown at once.
 */
export async function retryOnUniqueViolation<T>(write: () => Promise<T>, options: { attempts?: number; retryable?: (error: unknown) => boolean } = {}): Promise<T> {
  const { attempts = 5, retryable = isUniqueViolation } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
    }
  }
}
