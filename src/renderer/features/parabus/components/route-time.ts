import type { RouteDayType } from '../../../../shared/contracts/bus-routes';
import { businessDateOf, businessTimeOf } from '../../../../shared/business-time';

/** Today's day type in business time: Saturday, Sunday or a weekday (holidays run as weekdays). */
export function dayTypeOf(instant: Date): RouteDayType {
  const weekday = new Date(`${businessDateOf(instant)}T12:00:00Z`).getUTCDay();
  return weekday === 6 ? 'saturday' : weekday === 0 ? 'sunday' : 'weekday';
}

/** The first departure at or after now (business time), or null when the day's service is over. */
export function nextDeparture(departures: readonly string[], instant: Date): string | null {
  const now = businessTimeOf(instant);
  return departures.find((time) => time >= now) ?? null;
}

const fare = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** MXN centavos as "$11.00"; null as "—". */
export const fareText = (cents: number | null) => (cents === null ? '—' : fare.format(cents / 100));
