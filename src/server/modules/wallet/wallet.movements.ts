import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WalletMovement, WalletMovements } from '../billing/billing.ports';

/*
 * The wallet's side of billing's port: a user's succeeded recharges and payments, read from the
 * ledger's own tables (only here, so billing never queries them).
 */

function movementsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('wallet_transactions as t')
    .leftJoin('wallet_recharges as r', 'r.id', 't.recharge_id')
    .leftJoin('wallet_payments as p', 'p.id', 't.payment_id')
    .select(['t.id', 't.kind', 't.description', 't.created_at', 'r.amount as recharge_amount', 'p.cash_amount', 'p.status as payment_status'])
    .where('t.user_id', '=', userId)
    .where('t.kind', 'in', ['recharge', 'payment'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc');
}

type Row = { id: number; kind: string; description: string; created_at: string; recharge_amount: number | null; cash_amount: number | null; payment_status: string | null };

const movementOf = (row: Row): WalletMovement => ({
  transactionId: row.id,
  kind: row.kind === 'recharge' ? 'recharge' : 'payment',
  description: row.description,
  amount: Number(row.kind === 'recharge' ? row.recharge_amount : row.cash_amount) || 0,
  refunded: row.payment_status === 'refunded',
  // PostgreSQL hands timestamptz back as a Date.
  createdAt: new Date(row.created_at).toISOString(),
});

export function createWalletMovements(db: Kysely<Database>): WalletMovements {
  return {
    async ofUserSince(userId, since) {
      return (await movementsOfUser(db, userId).where('t.created_at', '>=', since).limit(500).execute()).map(movementOf);
    },
    async ofUserByIds(userId, ids) {
      if (ids.length === 0) return [];
      return (await movementsOfUser(db, userId).where('t.id', 'in', [...ids]).execute()).map(movementOf);
    },
  };
}
