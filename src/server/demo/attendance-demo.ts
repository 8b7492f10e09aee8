import type { Transaction } from 'kysely';
import { sha256 } from '../lib/tokens';
import { addDays, localDateOf, shiftInstance, weekdayOf, zonedInstant } from '../modules/attendance/attendance.time';
import type { Database } from '../db/schema';

/**
 * Attendance demo for Comercializadora Horizonte (company 3): a day shift with a lunch break for
 * both departments, a night shift for the warehouse, two non-working days, a wall clock whose code
 * is DEMO_CLOCK_TOKEN, and the last week of attendance (on time, late, an absence, a forgotten
 * check-out closed automatically) so every attendance screen has something on first start.
 */

/** The demo wall clock's device code: paste it on /control-asistencia/reloj (never loaded in production). */
export const DEMO_CLOCK_TOKEN = 'dvc_demo-horizonte-reloj-recepcion-2026';

const fullDays = '12345';

export async function seedAttendanceDemo(trx: Transaction<Database>, today = localDateOf(new Date())): Promise<void> {
  const departments = new Map((await trx.selectFrom('departments').select(['id', 'slug']).where('company_id', '=', 3).execute()).map((row) => [row.slug, row.id]));
  const employees = await trx.selectFrom('employees').select(['id', 'department_id', 'employee_number']).where('company_id', '=', 3).orderBy('id').execute();

  const shift = async (name: string, start_time: string, end_time: string, days: string, color: string) => {
    const { id } = await trx
      .insertInto('attendance_shifts')
      .values({ company_id: 3, name, start_time, end_time, days, entry_window_minutes: 60, exit_window_minutes: 120, late_grace_minutes: 10, early_exit_grace_minutes: 10, color, search_text: name.toLowerCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const morning = await shift('Matutino', '09:00', '18:00', fullDays, '#1c7ed6');
  const night = await shift('Nocturno almacén', '22:00', '06:00', '12345', '#7048e8');
  await trx
    .insertInto('attendance_recesses')
    .values([
      { company_id: 3, shift_id: morning, name: 'Comida', start_time: '14:00', end_time: '15:00', paid: 0 },
      { company_id: 3, shift_id: night, name: 'Cena', start_time: '02:00', end_time: '02:30', paid: 1 },
    ])
    .execute();
  const validFrom = addDays(today, -60);
  await trx
    .insertInto('attendance_department_shifts')
    .values([
      { company_id: 3, department_id: departments.get('ventas')!, shift_id: morning, valid_from: validFrom, valid_to: null },
      { company_id: 3, department_id: departments.get('almacen')!, shift_id: morning, valid_from: validFrom, valid_to: null },
    ])
    .execute();
  // The driver works nights: his own assignment replaces his department's.
  const driver = employees.find((employee) => employee.employee_number === 'HOR-0005');
  if (driver) await trx.insertInto('attendance_employee_shifts').values({ company_id: 3, employee_id: driver.id, shift_id: night, valid_from: validFrom, valid_to: null }).execute();
  await trx
    .insertInto('attendance_schedules')
    .values([
      { company_id: 3, name: 'Día de la Revolución', description: 'Descanso obligatorio (LFT art. 74)', start_date: '2026-11-16', end_date: '2026-11-16', department_id: null },
      { company_id: 3, name: 'Navidad', description: 'Descanso obligatorio (LFT art. 74)', start_date: '2026-12-25', end_date: '2026-12-25', department_id: null },
      { company_id: 3, name: 'Inventario anual', description: 'Ventas cerrado por inventario', start_date: '2026-12-30', end_date: '2026-12-31', department_id: departments.get('ventas')! },
    ])
    .execute();
  await trx.insertInto('attendance_devices').values({ company_id: 3, name: 'Reloj de recepción', token_hash: sha256(DEMO_CLOCK_TOKEN), created_by: null, last_seen_at: null, revoked_at: null }).execute();

  // The last seven days before today (weekdays only), for the day-shift staff.
  const dayStaff = employees.filter((employee) => employee.employee_number !== 'HOR-0005');
  const now = new Date().toISOString();
  let variation = 0;
  for (let back = 7; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = weekdayOf(date);
    if (weekday === 0 || weekday === 6 || date === '2026-11-16') continue;
    const { start, end } = shiftInstance({ start_time: '09:00', end_time: '18:00' }, date);
    for (const employee of dayStaff) {
      variation++;
      const base = {
        company_id: 3,
        employee_id: employee.id,
        shift_id: morning,
        shift_name: 'Matutino',
        work_date: date,
        scheduled_start: start.toISOString(),
        scheduled_end: end.toISOString(),
        close_due_at: new Date(end.getTime() + 120 * 60_000).toISOString(),
        source: 'clock' as const,
        created_at: now,
        updated_at: now,
      };
      if (variation % 11 === 0) {
        await trx.insertInto('attendance_records').values({ ...base, status: 'absent', close_due_at: null }).execute();
        continue;
      }
      const lateBy = variation % 5 === 0 ? 23 : variation % 3;
      const checkIn = new Date(start.getTime() + (lateBy - 4) * 60_000);
      const forgot = variation % 13 === 0;
      const checkOut = forgot ? end : new Date(end.getTime() + ((variation % 4) * 7 - 3) * 60_000);
      const recessStart = zonedInstant(date, '14:00').getTime() + (variation % 3) * 60_000;
      const recessEnd = recessStart + (55 + (variation % 4) * 4) * 60_000;
      const recessMinutes = Math.round((recessEnd - recessStart) / 60_000);
      await trx
        .insertInto('attendance_records')
        .values({
          ...base,
          check_in_at: checkIn.toISOString(),
          check_out_at: checkOut.toISOString(),
          status: 'closed',
          late_minutes: lateBy - 4 > 10 ? lateBy - 4 : 0,
          auto_closed: forgot ? 1 : 0,
          recesses: JSON.stringify([{ start_at: new Date(recessStart).toISOString(), end_at: new Date(recessEnd).toISOString() }]),
          recess_minutes: recessMinutes,
          worked_minutes: Math.round((checkOut.getTime() - checkIn.getTime()) / 60_000) - recessMinutes,
        })
        .execute();
    }
  }
}
