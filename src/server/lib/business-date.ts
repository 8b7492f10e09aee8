import { ATTENDANCE_TIME_ZONE } from '../../shared/contracts/attendance-time';

/**
 * The calendar day of an instant where the business runs (Mexico City): what "today" means for a
 * hire date or a work day, whatever zone the server's clock is in. Attendance's wall-clock
 * arithmetic (modules/attendance/attendance.time.ts) answers its dates with this too.
 */
const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: ATTENDANCE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Mexico City. */
export function businessDateOf(instant: Date): string {
  return dayFormatter.format(instant);
}
