import type { Kysely } from 'kysely';

/**
 * Punches stored before this kept `body_hash = sha256([employee, PIN, badge, type, time])`: an
 * unkeyed hash over a 4-digit PIN gives the PIN back in 10^4 guesses (issue 12, security 8).
 * New punches store a keyed fingerprint without the PIN (`k1$…`). The old values cannot be
 * rewritten without the PINs, so they are replaced by the marker `legacy`: a retry of such a
 * punch is then compared field by field with the stored row (employee, time, type), which still
 * dedupes a replayed batch. Irreversible on purpose: `down` cannot bring the PINs back.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('attendance_punches').set({ body_hash: 'legacy' }).where('body_hash', 'not like', 'k1$%').execute();
}

export async function down(): Promise<void> {
  // Nothing to undo: the wiped hashes were the leak.
}
