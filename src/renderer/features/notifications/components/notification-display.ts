import { isInAppRoute } from '../../../../shared/contracts/notifications';
import { paths } from '../../../lib/paths';

/**
 * Where a click on a notification goes: its route when it is an in-app path, otherwise the
 * notifications list. The server accepts only in-app paths; checking again here means a stored
 * value can never send someone to another site.
 */
export function targetOf(route: string | null | undefined): string {
  return route && isInAppRoute(route) ? route : paths.notifications;
}

const relative = new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** "hace 5 minutos", "ayer", or the date for anything older than a week. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'justo ahora';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return absolute.format(then);
}

/** The full date, for a tooltip or a `title`. */
export const formatFullDate = (iso: string) => {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : absolute.format(then);
};

/** The bell's badge: exact up to 99. */
export const badgeLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell's accessible name carries the count (the badge alone is not read out). */
export const bellLabel = (count: number) =>
  count === 0 ? 'Notificaciones' : count === 1 ? 'Notificaciones, 1 sin leer' : `Notificaciones, ${count} sin leer`;
