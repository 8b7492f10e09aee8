import type { Recharge } from '../../../../../shared/contracts/wallet';

/** What every provider's checkout screen gets: the pending recharge (with its provider's data) and where to report. */
export interface CheckoutProps {
  recharge: Recharge;
  /** The provider has the payment: from here the screen waits for the server to confirm it. */
  onSubmitted: () => void;
  onCancel: () => void;
}
