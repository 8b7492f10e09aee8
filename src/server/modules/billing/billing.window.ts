import { INVOICE_GRACE_HOURS } from '../../../shared/contracts/billing';
import { businessDateOf, zonedInstant } from '../../../shared/business-time';

/**
 * The last instant a movement can be invoiced: the end of its calendar month in Mexico City (SAT
 * wants the income invoiced in the month it was received), or 72 hours after it when that is
 * later, so a recharge on the 31st at night can still be invoiced the next morning.
 */
export function invoiceableUntil(createdAt: string): Date {
  const at = Date.parse(createdAt);
  const [year, month] = businessDateOf(at).split('-').map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const endOfMonth = zonedInstant(nextMonth, '00:00').getTime() - 1;
  return new Date(Math.max(endOfMonth, at + INVOICE_GRACE_HOURS * 3_600_000));
}

/** How far back a movement may still be invoiceable: a month and the grace period. */
export const invoiceableSince = (now: Date) => new Date(now.getTime() - (31 * 24 + INVOICE_GRACE_HOURS) * 3_600_000);
