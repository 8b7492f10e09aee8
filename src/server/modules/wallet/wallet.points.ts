import type { Transaction } from 'kysely';
import { POINTS_LIFETIME_DAYS } from '../../../shared/contracts/wallet';
import type { Database } from '../../db/schema';
import { LedgerInvariantError, accountCodes, lockUserAccounts, post } from './wallet.ledger';
import * as repository from './wallet.repository';

/*
 * Point lots: each earning is a lot that expires POINTS_LIFETIME_DAYS later; spending takes from
 * the lot that expires first (FIFO). The lots always add up to the points account's balance (an
 * invariant the tests check), and are only changed while that account's row is locked.
 */

export const expiryOf = (at: Date) => new Date(at.getTime() + POINTS_LIFETIME_DAYS * 86_400_000).toISOString();

export async function addLot(trx: Transaction<Database>, userId: number, transactionId: number, points: number, at: Date): Promise<number | null> {
  if (points <= 0) return null;
  return repository.insertLot(trx, { user_id: userId, transaction_id: transactionId, points, expires_at: expiryOf(at), created_at: at.toISOString() });
}

/** Takes `points` from the user's lots, `firstLotId` first (a refund takes back the lot it earned), then FIFO. */
export async function takePoints(trx: Transaction<Database>, userId: number, points: number, firstLotId: number | null = null): Promise<void> {
  if (points === 0) return;
  let left = points;
  const lots = await repository.liveLots(trx, userId);
  const ordered = [...lots.filter((lot) => lot.id === firstLotId), ...lots.filter((lot) => lot.id !== firstLotId)];
  for (const lot of ordered) {
    if (left === 0) break;
    const taken = Math.min(left, Number(lot.remaining));
    await repository.takeFromLot(trx, lot.id, taken);
    left -= taken;
  }
  if (left > 0) throw new LedgerInvariantError(`lots of user ${userId} hold ${points - left} points, ${points} were due`);
}

/** Expires a user's lots past their date at `at`: one ledger transaction, points → expired. */
export async function expireUserPoints(trx: Transaction<Database>, userId: number, at: Date): Promise<number> {
  const points = await repository.ensureAccount(trx, accountCodes.userPoints(userId));
  await lockUserAccounts(trx, [points]);
  const lots = await repository.expiredLotsOf(trx, userId, at.toISOString());
  const total = lots.reduce((sum, lot) => sum + Number(lot.remaining), 0);
  if (total === 0) return 0;
  const expired = await repository.ensureAccount(trx, accountCodes.pointsExpired());
  await post(trx, { kind: 'points_expiry', user_id: userId, company_id: null, description: `Vencimiento de ${total} puntos`, created_at: at.toISOString() }, [
    { account: points, debit: total },
    { account: expired, credit: total },
  ]);
  for (const lot of lots) await repository.takeFromLot(trx, lot.id, Number(lot.remaining));
  return total;
}
