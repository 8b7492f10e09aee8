import { EMPLOYEE_PRESENCE, type EmployeePresence, type EmployeeStatus } from '../../../../shared/contracts/attendance-records';
import { type AttendancePunchEvent } from '../../../../shared/contracts/attendance-clock';

/**
 * The live board's model: the list of `GET /companies/{id}/employee-status` patched by each
 * `attendance.punch` event, without another request.
 */

/** The list after a punch: that employee's row replaced (or added), others untouched. */
export function applyPunchEvent(list: EmployeeStatus[] | undefined, event: AttendancePunchEvent, companyId: number): EmployeeStatus[] | undefined {
  if (!list || event.company_id !== companyId) return list;
  const index = list.findIndex((row) => row.employee_id === event.status.employee_id);
  if (index === -1) return [...list, event.status].sort(byName);
  const current = list[index]!;
  // A late event (a clock syncing an old punch) must not undo a newer status.
  if (current.since && event.status.since && Date.parse(event.status.since) < Date.parse(current.since)) return list;
  const next = list.slice();
  next[index] = event.status;
  return next;
}

const byName = (a: EmployeeStatus, b: EmployeeStatus) => a.full_name.localeCompare(b.full_name, 'es');

export type PresenceCounts = Record<EmployeePresence, number>;

export function countByPresence(list: EmployeeStatus[]): PresenceCounts {
  const counts = Object.fromEntries(EMPLOYEE_PRESENCE.map((status) => [status, 0])) as PresenceCounts;
  for (const row of list) counts[row.status] += 1;
  return counts;
}

export interface StatusFilter {
  status: EmployeePresence | 'all';
  departmentId: number | null;
  /** Part of a name, accents and case ignored. */
  q: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function filterStatuses(list: EmployeeStatus[], filter: StatusFilter): EmployeeStatus[] {
  const words = fold(filter.q).split(/\s+/).filter(Boolean);
  return list.filter(
    (row) =>
      (filter.status === 'all' || row.status === filter.status) &&
      (filter.departmentId === null || row.department_id === filter.departmentId) &&
      words.every((word) => fold(row.full_name).includes(word)),
  );
}

/** Presence colours of the board's badges and counters. */
export const PRESENCE_COLORS: Record<EmployeePresence, string> = {
  in: 'green',
  late: 'orange',
  recess: 'yellow',
  out: 'blue',
  absent: 'red',
  off: 'gray',
};
