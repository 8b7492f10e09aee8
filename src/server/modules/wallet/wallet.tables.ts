import type { Generated } from 'kysely';

/* The wallet's tables (migration 2026_12_05_1000_wallet). Amounts are integer centavos or points. */

export type AccountKind =
  | 'user_wallet'
  | 'user_points'
  | 'provider_clearing'
  | 'company_revenue'
  | 'points_funding'
  | 'points_issued'
  | 'points_redeemed'
  | 'points_expired';

export interface WalletAccountsTable {
  id: Generated<number>;
  code: string;
  kind: AccountKind;
  /** 'MXN' (centavos) or 'PTS' (points). */
  unit: string;
  user_id: number | null;
  company_id: number | null;
  /** A user's account: credits − debits, written in the same transaction as the entries. Shared accounts: null (the sum of their entries). */
  balance: number | null;
  created_at: Generated<string>;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  company_id: number | null;
  description: string;
  recharge_id: number | null;
  payment_id: number | null;
  created_at: string;
}

export interface WalletEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  debit: number;
  credit: number;
}

export interface WalletRechargesTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  currency: string;
  provider: string;
  provider_reference: string;
  status: string;
  failure_reason: string | null;
  transaction_id: number | null;
  created_at: string;
  completed_at: string | null;
}

export interface WalletWebhookEventsTable {
  provider: string;
  event_id: string;
  received_at: string;
}

export interface WalletChargesTable {
  id: Generated<number>;
  company_id: number;
  concept: string;
  amount: number;
  currency: string;
  payer_user_id: number | null;
  status: string;
  created_by: number | null;
  created_at: string;
}

export interface WalletPaymentsTable {
  id: Generated<number>;
  charge_id: number;
  company_id: number;
  user_id: number;
  amount: number;
  cash_amount: number;
  points_redeemed: number;
  points_earned: number;
  earned_lot_id: number | null;
  status: string;
  transaction_id: number;
  refund_transaction_id: number | null;
  created_at: string;
  refunded_at: string | null;
}

export interface WalletPointLotsTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: number;
  points: number;
  remaining: number;
  expires_at: string;
  created_at: string;
}

export interface WalletIdempotencyKeysTable {
  user_id: number;
  key: string;
  fingerprint: string;
  status_code: number;
  response: string;
  created_at: string;
}
