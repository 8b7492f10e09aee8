/**
 * What billing asks the wallet for (the wallet implements it in wallet.movements.ts): the
 * user's recharges and payments, with what was paid in money and whether a payment was refunded.
 */
export interface WalletMovement {
  transactionId: number;
  kind: 'recharge' | 'payment';
  description: string;
  /** Paid in money, centavos (a payment's points are not money). */
  amount: number;
  refunded: boolean;
  createdAt: string;
}

export interface WalletMovements {
  /** The user's recharges and payments since `since` (ISO), newest first. */
  ofUserSince(userId: number, since: string): Promise<WalletMovement[]>;
  /** Those of `ids` that are the user's recharges or payments (others are simply absent). */
  ofUserByIds(userId: number, ids: readonly number[]): Promise<WalletMovement[]>;
}
