export type LicenceStatus = { state: 'none' } | { state: 'expired'; days: number } | { state: 'soon'; days: number } | { state: 'valid'; days: number };

export const LICENCE_WARNING_DAYS = 30;

/** A driver's licence by its expiry date (YYYY-MM-DD) as of `today` (YYYY-MM-DD, local). */
export function licenceStatus(expiresOn: string | null, today: string): LicenceStatus {
  if (!expiresOn) return { state: 'none' };
  const days = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (Number.isNaN(days)) return { state: 'none' };
  if (days < 0) return { state: 'expired', days: -days };
  if (days <= LICENCE_WARNING_DAYS) return { state: 'soon', days };
  return { state: 'valid', days };
}

/** Today as YYYY-MM-DD in the local time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
