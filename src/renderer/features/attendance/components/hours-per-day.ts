import type { AttendanceRecord } from '../../../../shared/contracts/attendance-records';
import { addDays } from './zoned-time';

export interface DayHours {
  /** `YYYY-MM-DD`. */
  date: string;
  /** "23 nov". */
  label: string;
  /** Hours worked that day (records of the day summed; a night shift counts for the day it began). */
  hours: number;
  /** Late minutes that day, for the tooltip and the table. */
  late: number;
  absent: boolean;
}

const dayLabel = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** One bar per day of the range, zero where nothing was worked (so gaps show as gaps). At most 366 days. */
export function hoursPerDay(records: AttendanceRecord[], from: string, to: string): DayHours[] {
  const byDay = new Map<string, { minutes: number; late: number; absent: boolean }>();
  for (const record of records) {
    const day = byDay.get(record.work_date) ?? { minutes: 0, late: 0, absent: false };
    day.minutes += record.worked_minutes ?? 0;
    day.late += record.late_minutes;
    day.absent ||= record.status === 'absent';
    byDay.set(record.work_date, day);
  }
  const days: DayHours[] = [];
  for (let date = from; date <= to && days.length < 366; date = addDays(date, 1)) {
    const day = byDay.get(date);
    days.push({
      date,
      label: dayLabel.format(new Date(`${date}T12:00:00Z`)).replace('.', ''),
      hours: Math.round(((day?.minutes ?? 0) / 60) * 100) / 100,
      late: day?.late ?? 0,
      absent: day?.absent ?? false,
    });
  }
  return days;
}
