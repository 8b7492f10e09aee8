import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';

const when = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** «jueves, 10 de diciembre de 2026, 10:00»: the interview's date in es-MX, Mexico City time (as in the e-mails). */
export function formatInterviewWhen(iso: string): string {
  return when.format(new Date(iso));
}

/** Upcoming first (soonest first), then the past (latest first). */
export function upcomingFirst<T extends { starts_at: string; ends_at: string }>(items: readonly T[], now: Date): T[] {
  const time = now.getTime();
  const upcoming = items.filter((item) => Date.parse(item.ends_at) > time).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const past = items.filter((item) => Date.parse(item.ends_at) <= time).sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  return [...upcoming, ...past];
}
