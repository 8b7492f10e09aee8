/**
 * The calendar day of an instant where the business runs (Mexico City): what "today" means for a
 * hire date or a work day, whatever zone the server's clock is in.
 */
const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Mexico City. */
export function businessDateOf(instant: Date): string {
  return dayFormatter.format(instant);
}
