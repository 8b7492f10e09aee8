import type { Kysely } from 'kysely';
import type { PunchType } from '../../../shared/contracts/attendance-clock';
import { businessTimeOf } from '../../../shared/business-time';
import type { Database } from '../../db/schema';
import { conflict } from '../../errors';
import { deviceScope } from '../../tenancy';
import * as repository from './attendance-records.repository';
import { type Plan, type ShiftOccurrence, earlyExitMinutes, lateMinutes, hasShiftsOn, occurrenceForCheckOut, occurrenceInEntryWindow, paidRecessAllowance, recessMinutesOf } from './attendance.rules';
import { localDateOf } from './attendance.time';
import { closedRecordValues, fullName, parseRecesses } from './attendance.values';

/** A clock punch's effect on the employee's attendance records (the clock service stores the punch). */

/** The record the punch landed on; `review`: it matched no window of the employee's shifts. */
export interface Applied {
  recordId: number;
  open: repository.RecordRow | undefined;
  review?: boolean;
}

/**
 * Which shift occurrence a new record belongs to: the one due, unless that occurrence already has
 * a worked record — then the second record is kept unscheduled, on the punch's own day.
 */
function placement(due: ShiftOccurrence | null, existing: repository.RecordRow | undefined, localDate: string) {
  const scheduled = existing ? null : due;
  return {
    shift_id: scheduled?.shift.id ?? null,
    shift_name: scheduled?.shift.name ?? null,
    work_date: scheduled?.workDate ?? localDate,
    scheduled_start: scheduled?.start.toISOString() ?? null,
    scheduled_end: scheduled?.end.toISOString() ?? null,
  };
}

/**
 * Writes the punch's effect on the employee's records and answers the record id. Runs inside
 * the punch's transaction so the punch and its record land together or not at all.
 */
export async function applyPunch(
  trx: Kysely<Database>,
  plan: Plan,
  employee: repository.AttendanceEmployeeRow,
  open: repository.RecordRow | undefined,
  type: PunchType,
  at: Date,
  syncedLate: boolean,
  now: Date,
): Promise<Applied> {
  const atIso = at.toISOString();
  const nowIso = now.toISOString();
  const localDate = localDateOf(at);
  const late = syncedLate ? 1 : 0;

  if (type === 'in') {
    if (open) return { recordId: open.id, open };
    const due = occurrenceInEntryWindow(plan, employee, at, localDate);
    // Outside every entry window of someone who works shifts: kept, unscheduled, for review.
    const review = !due && hasShiftsOn(plan, employee, localDate);
    const existing = due ? await repository.recordOfInstance(trx, deviceScope(employee.company_id), employee.id, due.shift.id, due.workDate) : undefined;
    const values = {
      check_in_at: atIso,
      status: 'open' as const,
      late_minutes: due ? lateMinutes(due.shift, due.start, at) : 0,
      synced_late: late,
      paid_recess_minutes: paidRecessAllowance(plan, due?.shift.id ?? null),
      close_due_at: due ? due.exitCloses.toISOString() : new Date(at.getTime() + 16 * 3_600_000).toISOString(),
      updated_at: nowIso,
    };
    // An absence marked before an offline clock synced: the real check-in wins.
    if (existing && existing.status === 'absent') {
      await repository.updateRecord(trx, existing.id, values);
      return { recordId: existing.id, open: { ...existing, ...values } };
    }
    const inserted = {
      ...values,
      company_id: employee.company_id,
      employee_id: employee.id,
      ...placement(due, existing, localDate),
      late_minutes: existing ? 0 : values.late_minutes,
      needs_review: review ? 1 : 0,
      source: 'clock' as const,
      created_at: nowIso,
    };
    const id = await repository.insertRecord(trx, inserted);
    // The row as the database now holds it (the batch's next punches read it from memory).
    const row: repository.RecordRow = {
      ...inserted,
      id,
      check_out_at: null,
      early_exit_minutes: 0,
      auto_closed: 0,
      missing_check_in: 0,
      recesses: '[]',
      recess_minutes: 0,
      worked_minutes: null,
      notes: null,
    };
    return { recordId: id, open: row, review };
  }

  if (type === 'out') {
    if (open) {
      await repository.updateRecord(trx, open.id, { ...closedRecordValues(open, atIso, plan), synced_late: open.synced_late || late, updated_at: nowIso });
      return { recordId: open.id, open: undefined };
    }
    // The real check-out of a record closed automatically while the clock was offline.
    const autoClosed = await repository.autoClosedCovering(trx, deviceScope(employee.company_id), employee.id, atIso);
    if (autoClosed) {
      await repository.updateRecord(trx, autoClosed.id, { ...closedRecordValues(autoClosed, atIso, plan), auto_closed: 0, synced_late: 1, updated_at: nowIso });
      return { recordId: autoClosed.id, open: undefined };
    }
    const due = occurrenceForCheckOut(plan, employee, at, localDate);
    const review = !due && hasShiftsOn(plan, employee, localDate);
    const existing = due ? await repository.recordOfInstance(trx, deviceScope(employee.company_id), employee.id, due.shift.id, due.workDate) : undefined;
    const values = {
      check_out_at: atIso,
      status: 'closed' as const,
      missing_check_in: 1,
      early_exit_minutes: due ? earlyExitMinutes(due.shift, due.end, at) : 0,
      synced_late: late,
      worked_minutes: null,
      updated_at: nowIso,
    };
    if (existing && existing.status === 'absent') {
      await repository.updateRecord(trx, existing.id, values);
      return { recordId: existing.id, open: undefined };
    }
    const recordId = await repository.insertRecord(trx, {
      ...values,
      company_id: employee.company_id,
      employee_id: employee.id,
      ...placement(due, existing, localDate),
      close_due_at: null,
      check_in_at: null,
      needs_review: review ? 1 : 0,
      source: 'clock',
      created_at: nowIso,
    });
    return { recordId, open: undefined, review };
  }

  if (!open) throw conflict('conflict', `${fullName(employee)} no tiene una entrada registrada: registra primero la entrada.`);
  const recesses = parseRecesses(open.recesses);
  const current = recesses.find((period) => period.end_at === null);
  if (type === 'recess_start') {
    if (current) throw conflict('conflict', `${fullName(employee)} ya está en descanso desde las ${businessTimeOf(current.start_at)}.`);
    recesses.push({ start_at: atIso, end_at: null });
  } else {
    if (!current) throw conflict('conflict', `${fullName(employee)} no tiene un descanso abierto.`);
    current.end_at = atIso < current.start_at ? current.start_at : atIso;
  }
  const recessMinutes = recessMinutesOf(recesses);
  const changes = { recesses: JSON.stringify(recesses), recess_minutes: recessMinutes, synced_late: open.synced_late || late, updated_at: nowIso };
  await repository.updateRecord(trx, open.id, changes);
  return { recordId: open.id, open: { ...open, ...changes } };
}


/** Without a type: in when nothing is open, the end of an open recess, otherwise out. */
export function inferType(open: repository.RecordRow | undefined): PunchType {
  if (!open) return 'in';
  return parseRecesses(open.recesses).some((period) => period.end_at === null) ? 'recess_end' : 'out';
}
