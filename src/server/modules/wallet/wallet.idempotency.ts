import { sha256 } from '../../lib/tokens';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import * as repository from './wallet.repository';

/**
 * Stripe's idempotency keys: the first request with a key runs its write and stores its answer
 * IN THE SAME database transaction, so a stored answer always matches what was written. The same
 * key with the same request answers the stored answer and writes nothing; with a different
 * request it answers 409. A request that fails (a 4xx) wrote nothing and stored nothing, so its
 * retry runs again — it may succeed once the wallet has money. Two requests racing with one key:
 * the second's insert of the key waits for the first (PostgreSQL) or runs after it (SQLite), is
 * refused by the primary key, and answers the first's stored answer.
 */
export type Stored<T> = { status: number; body: T };

export function fingerprintOf(request: { method: string; route: string; params: unknown; body: unknown }): string {
  return sha256(JSON.stringify([request.method, request.route, request.params, request.body ?? null]));
}

const reused = () =>
  new AppError('idempotency_key_reused', 'Esta llave Idempotency-Key ya se usó con otra operación. Genera una llave nueva para cada operación distinta.', 409);

export function createIdempotency(db: Kysely<Database>, now: () => Date) {
  async function replay<T>(userId: number, key: string, fingerprint: string): Promise<Stored<T> | null> {
    const stored = await repository.findIdempotencyKey(db, userId, key);
    if (!stored) return null;
    if (stored.fingerprint !== fingerprint) throw reused();
    return { status: stored.status_code, body: JSON.parse(stored.response) as T };
  }

  return {
    async run<T>(userId: number, key: string, fingerprint: string, status: number, write: (trx: Transaction<Database>) => Promise<T>): Promise<Stored<T>> {
      const earlier = await replay<T>(userId, key, fingerprint);
      if (earlier) return earlier;
      try {
        return await db.transaction().execute(async (trx) => {
          const body = await write(trx);
          await repository.insertIdempotencyKey(trx, { user_id: userId, key, fingerprint, status_code: status, response: JSON.stringify(body), created_at: now().toISOString() });
          return { status, body };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = await replay<T>(userId, key, fingerprint);
        if (!raced) throw error;
        return raced;
      }
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
