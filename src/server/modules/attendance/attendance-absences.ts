import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../tenancy';
import * as records from './attendance-records.repository';
import * as shifts from './attendance-shifts.repository';
import { closedRecordValues } from './attendance.values';
import { loadPlan } from './attendance.plan';
import { occurrencesBetween } from './attendance.rules';
import { addDays, localDateOf } from './attendance.time';

/** How far back the absence sweep looks (a server down over a long weekend still marks them). */
const SWEEP_DAYS = 7;
/** Reads sweep lazily, at most this often per company (the background sweeper runs every minute). */
const LAZY_SWEEP_SECONDS = 30;

export type AbsenceSweeps = ReturnType<typeof createAbsenceSweeps>;

/**
 * The time-driven rules: absences and forgotten check-outs. Reads run them lazily for the company
 * they show; the background sweeper (attendance-sweeper.ts) runs them for every company.
 */
export function createAbsenceSweeps({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  const lastSweep = new Map<number, number>();

  /**
   * Applies the time-driven rules of one company up to `at`: open records past their exit window
   * are closed at the shift's end (auto_closed), and shift occurrences whose entry window has
   * passed with no record become absences. Idempotent; safe to run from several processes (the
   * unique index of occurrences decides).
   */
  async function sweep(scope: TenantScope, companyId: number, at: Date = now()): Promise<{ closed: number; absences: number }> {
    const nowIso = at.toISOString();
    const today = localDateOf(at);
    const from = addDays(today, -SWEEP_DAYS);
    const plan = await loadPlan(db, scope, companyId, addDays(from, -1), today);
    let closed = 0;
    for (const record of await records.overdueOpenRecords(db, scope, companyId, nowIso)) {
      const checkOut = record.scheduled_end && record.check_in_at && record.check_in_at < record.scheduled_end ? record.scheduled_end : (record.check_in_at ?? record.close_due_at ?? nowIso);
      await records.updateRecord(db, record.id, { ...closedRecordValues(record, checkOut, plan), early_exit_minutes: 0, auto_closed: 1, updated_at: nowIso });
      closed++;
    }
    let absences = 0;
    if (plan.byEmployee.size > 0 || plan.byDepartment.size > 0) {
      const employees = await records.employeesOfCompany(db, scope, companyId);
      for (const employee of employees) {
        const since = employee.created_at.slice(0, 10) > from ? employee.created_at.slice(0, 10) : from;
        for (const due of occurrencesBetween(plan, employee, since, today)) {
          if (due.entryCloses > at) continue;
          const result = await records.insertAbsenceIfNone(db, {
            company_id: companyId,
            employee_id: employee.id,
            shift_id: due.shift.id,
            shift_name: due.shift.name,
            work_date: due.workDate,
            scheduled_start: due.start.toISOString(),
            scheduled_end: due.end.toISOString(),
            close_due_at: null,
            status: 'absent',
            source: 'clock',
            created_at: nowIso,
            updated_at: nowIso,
          });
          absences += Number(result[0]?.numInsertedOrUpdatedRows ?? 0);
        }
      }
    }
    lastSweep.set(companyId, at.getTime());
    return { closed, absences };
  }

  return {
    sweep,

    /** Sweeps a company a caller is about to read, unless it was swept moments ago. */
    async lazySweep(scope: TenantScope, companyId: number) {
      const at = now();
      const last = lastSweep.get(companyId);
      if (last !== undefined && Math.abs(at.getTime() - last) < LAZY_SWEEP_SECONDS * 1000) return;
      await sweep(scope, companyId, at);
    },

    /** Every company in scope the background sweeper should visit (those with shifts). */
    companiesToSweep: (scope: TenantScope) => shifts.companiesWithShifts(db, scope),
  };
}
