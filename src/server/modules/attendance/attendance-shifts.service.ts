import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { minutesIntoShift, shiftLengthMinutes } from '../../../shared/contracts/attendance-time';
import type { Recess, Shift, createRecessInputSchema, createShiftInputSchema, updateRecessInputSchema, updateShiftInputSchema } from '../../../shared/contracts/attendance-shifts';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { searchTextOf } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import * as repository from './attendance-shifts.repository';
import { assertCanManageAttendance, assertCanReadAttendance } from './attendance.access';
import { toRecess, toShift } from './attendance.values';
import { localDateOf } from './attendance.time';

export type AttendanceShiftsService = ReturnType<typeof createAttendanceShiftsService>;

const SHIFT_NOT_FOUND = 'No encontramos ese turno.';
const RECESS_NOT_FOUND = 'No encontramos ese descanso.';

/** Shifts (turnos) and their recesses: a company's working hours. */
export function createAttendanceShiftsService({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  /** The rows as the contract shows them: each with its recesses and how many people work it. */
  async function shiftsWithDetails(scope: TenantScope, rows: repository.ShiftRow[]): Promise<Shift[]> {
    const ids = rows.map((row) => row.id);
    const [recesses, counts] = await Promise.all([repository.recessesOfShifts(db, scope, ids), repository.assignmentCounts(db, scope, ids, localDateOf(now()))]);
    return rows.map((row) =>
      toShift(
        row,
        recesses.filter((recess) => recess.shift_id === row.id).map(toRecess),
        { employees: counts.employees.get(row.id) ?? 0, departments: counts.departments.get(row.id) ?? 0 },
      ),
    );
  }

  async function shiftDetail(scope: TenantScope, id: number): Promise<Shift> {
    const [shift] = await shiftsWithDetails(scope, [orNotFound(await repository.findShift(db, scope, id), SHIFT_NOT_FOUND)]);
    return shift!;
  }

  /** The shift, if the caller sees its company (404 otherwise) and may do `action` there (403 otherwise). */
  async function shiftFor(principal: Principal, id: number, action: 'attendance.read' | 'attendance.manage') {
    const shift = orNotFound(await repository.findShift(db, scopeOf(principal), id), SHIFT_NOT_FOUND);
    assertCanIn(principal, shift.company_id, action);
    return shift;
  }

  async function recessFor(principal: Principal, id: number, action: 'attendance.read' | 'attendance.manage') {
    const recess = orNotFound(await repository.findRecess(db, scopeOf(principal), id), RECESS_NOT_FOUND);
    assertCanIn(principal, recess.company_id, action);
    return recess;
  }

  /** A recess must fit inside its shift and not overlap the shift's other recesses. */
  async function checkRecess(scope: TenantScope, shift: repository.ShiftRow, times: { start_time: string; end_time: string }, exceptId: number | null) {
    const length = shiftLengthMinutes(shift.start_time, shift.end_time);
    const start = minutesIntoShift(shift.start_time, times.start_time);
    const end = minutesIntoShift(shift.start_time, times.end_time);
    const errors: Record<string, string[]> = {};
    if (times.start_time === times.end_time) errors.end_time = ['El descanso debe terminar después de empezar.'];
    else if (start >= length) errors.start_time = [`El descanso empieza fuera del turno «${shift.name}» (${shift.start_time} a ${shift.end_time}).`];
    else if (end <= start) errors.end_time = ['La hora de fin del descanso es anterior a la de inicio.'];
    else if (end > length) errors.end_time = [`El descanso termina después de la salida del turno «${shift.name}» (${shift.end_time}).`];
    if (Object.keys(errors).length === 0) {
      const others = (await repository.recessesOfShifts(db, scope, [shift.id])).filter((recess) => recess.id !== exceptId);
      const overlapping = others.find((other) => {
        const otherStart = minutesIntoShift(shift.start_time, other.start_time);
        const otherEnd = minutesIntoShift(shift.start_time, other.end_time);
        return start < otherEnd && otherStart < end;
      });
      if (overlapping) errors.start_time = [`Se empalma con el descanso «${overlapping.name}» (${overlapping.start_time} a ${overlapping.end_time}).`];
    }
    if (Object.keys(errors).length > 0) throw invalid('validation_failed', Object.values(errors)[0]![0]!, errors);
  }

  /** Editing a shift's times must leave its recesses inside it. */
  async function checkRecessesStillFit(scope: TenantScope, shift: repository.ShiftRow, times: { start_time: string; end_time: string }) {
    const length = shiftLengthMinutes(times.start_time, times.end_time);
    for (const recess of await repository.recessesOfShifts(db, scope, [shift.id])) {
      const start = minutesIntoShift(times.start_time, recess.start_time);
      const end = minutesIntoShift(times.start_time, recess.end_time);
      if (start >= length || end > length || end <= start) {
        throw invalid('validation_failed', `El descanso «${recess.name}» (${recess.start_time} a ${recess.end_time}) quedaría fuera del turno. Ajústalo primero.`, {
          start_time: [`El descanso «${recess.name}» quedaría fuera del turno.`],
        });
      }
    }
  }

  return {
    shiftsWithDetails,

    async listShifts(principal: Principal, companyId: number): Promise<Shift[]> {
      assertCanReadAttendance(principal, companyId);
      const scope = scopeOf(principal);
      return shiftsWithDetails(scope, await repository.shiftsOfCompany(db, scope, companyId));
    },
    async getShift(principal: Principal, id: number): Promise<Shift> {
      const shift = await shiftFor(principal, id, 'attendance.read');
      return shiftDetail(scopeOf(principal), shift.id);
    },
    async createShift(principal: Principal, companyId: number, input: z.output<typeof createShiftInputSchema>): Promise<Shift> {
      assertCanManageAttendance(principal, companyId);
      const id = await repository.insertShift(db, {
        company_id: companyId,
        name: input.name,
        start_time: input.start_time,
        end_time: input.end_time,
        days: input.days.join(''),
        entry_window_minutes: input.entry_window_minutes,
        exit_window_minutes: input.exit_window_minutes,
        late_grace_minutes: input.late_grace_minutes,
        early_exit_grace_minutes: input.early_exit_grace_minutes,
        color: input.color ?? null,
        search_text: searchTextOf(input.name),
      });
      return shiftDetail(scopeOf(principal), id);
    },
    async updateShift(principal: Principal, id: number, input: z.output<typeof updateShiftInputSchema>): Promise<Shift> {
      const scope = scopeOf(principal);
      const shift = await shiftFor(principal, id, 'attendance.manage');
      const times = { start_time: input.start_time ?? shift.start_time, end_time: input.end_time ?? shift.end_time };
      if (times.start_time === times.end_time) throw invalid('validation_failed', 'La hora de salida no puede ser igual a la de entrada.', { end_time: ['La hora de salida no puede ser igual a la de entrada.'] });
      if (times.start_time !== shift.start_time || times.end_time !== shift.end_time) await checkRecessesStillFit(scope, shift, times);
      await repository.updateShift(db, id, {
        ...(input.name !== undefined && { name: input.name, search_text: searchTextOf(input.name) }),
        ...times,
        ...(input.days !== undefined && { days: input.days.join('') }),
        ...(input.entry_window_minutes !== undefined && { entry_window_minutes: input.entry_window_minutes }),
        ...(input.exit_window_minutes !== undefined && { exit_window_minutes: input.exit_window_minutes }),
        ...(input.late_grace_minutes !== undefined && { late_grace_minutes: input.late_grace_minutes }),
        ...(input.early_exit_grace_minutes !== undefined && { early_exit_grace_minutes: input.early_exit_grace_minutes }),
        ...(input.color !== undefined && { color: input.color }),
        updated_at: now().toISOString(),
      });
      return shiftDetail(scope, id);
    },
    async deleteShift(principal: Principal, id: number): Promise<void> {
      const shift = await shiftFor(principal, id, 'attendance.manage');
      // Records keep the shift's name; assignments and recesses go with it.
      await repository.deleteShift(db, shift.id);
    },

    async listRecesses(principal: Principal, companyId: number): Promise<Recess[]> {
      assertCanReadAttendance(principal, companyId);
      return (await repository.recessesOfCompany(db, scopeOf(principal), companyId)).map(toRecess);
    },
    async getRecess(principal: Principal, id: number): Promise<Recess> {
      return toRecess(await recessFor(principal, id, 'attendance.read'));
    },
    async createRecess(principal: Principal, input: z.output<typeof createRecessInputSchema>): Promise<Recess> {
      const scope = scopeOf(principal);
      // A shift named in the body that the caller cannot see is a wrong field, not a missing page.
      const shift = await repository.findShift(db, scope, input.shift_id);
      if (!shift) throw invalid('validation_failed', 'Ese turno no existe.', { shift_id: ['Ese turno no existe.'] });
      assertCanIn(principal, shift.company_id, 'attendance.manage');
      await checkRecess(scope, shift, input, null);
      const id = await repository.insertRecess(db, { company_id: shift.company_id, shift_id: shift.id, name: input.name, start_time: input.start_time, end_time: input.end_time, paid: input.paid ? 1 : 0 });
      return toRecess((await repository.findRecess(db, scope, id))!);
    },
    async updateRecess(principal: Principal, id: number, input: z.output<typeof updateRecessInputSchema>): Promise<Recess> {
      const scope = scopeOf(principal);
      const recess = await recessFor(principal, id, 'attendance.manage');
      // A recess is always of its shift's company (both rows carry it; the insert copies the shift's).
      const shift = orNotFound(await repository.findShift(db, scope, recess.shift_id), SHIFT_NOT_FOUND);
      const times = { start_time: input.start_time ?? recess.start_time, end_time: input.end_time ?? recess.end_time };
      await checkRecess(scope, shift, times, id);
      await repository.updateRecess(db, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...times,
        ...(input.paid !== undefined && { paid: input.paid ? 1 : 0 }),
        updated_at: now().toISOString(),
      });
      return toRecess((await repository.findRecess(db, scope, id))!);
    },
    async deleteRecess(principal: Principal, id: number): Promise<void> {
      const recess = await recessFor(principal, id, 'attendance.manage');
      await repository.deleteRecess(db, recess.id);
    },
  };
}
