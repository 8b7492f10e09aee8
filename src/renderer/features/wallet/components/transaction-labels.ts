import type { TransactionKind } from '../../../../shared/contracts/wallet';

export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  recharge: 'Recarga',
  payment: 'Pago',
  refund: 'Reembolso',
  points_expiry: 'Puntos vencidos',
};

/** Dark enough shades for their light badges to pass AA contrast. */
export const TRANSACTION_KIND_COLORS: Record<TransactionKind, string> = { recharge: 'teal.9', payment: 'blue.9', refund: 'grape.9', points_expiry: 'gray.9' };
