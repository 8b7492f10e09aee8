import { INVOICE_GRACE_HOURS } from '../../../shared/contracts/billing';

/** Mexico City keeps UTC−6 all year since 2022. */
const MEXICO_CITY_OFFSET_MS = 6 * 3_600_000;

/**
 * The last instant a movement can be invoiced: the end of its calendar month in Mexico City (SAT
 * wants the income invoiced in the month it was received), or 72 hours after it when that is
 * later, so a recharge on the 31st at night can still be invoiced the next morning.
 */
export function invoiceableUntil(createdAt: string): Date {
  const at = Date.parse(createdAt);
  const local = new Date(at - MEXICO_CITY_OFFSET_MS);
  const nextMonthLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  const endOfMonth = nextMonthLocal + MEXICO_CITY_OFFSET_MS - 1;
  return new Date(Math.max(endOfMonth, at + INVOICE_GRACE_HOURS * 3_600_000));
}

/** How far back a movement may still be invoiceable: a month and the grace period. */
export const invoiceableSince = (now: Date) => new Date(now.getTime() - (31 * 24 + INVOICE_GRACE_HOURS) * 3_600_000);
