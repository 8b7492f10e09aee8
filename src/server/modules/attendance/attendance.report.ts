import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isoDateSchema } from '../../../shared/contracts/attendance-time';
import { ATTENDANCE_STATUS_LABELS } from '../../../shared/contracts/attendance-records';
import type { Database } from '../../db/schema';
import { flatten, keysetBatches } from '../../lib/report-writers';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './attendance-records.repository';

/** Report filters, signed into the URL: a date range and, for one person's report, the employee. */
export const attendanceReportParamsSchema = z.object({
  from: isoDateSchema('La fecha inicial'),
  to: isoDateSchema('La fecha final'),
  employee_id: z.string().regex(/^\d{1,10}$/, 'El empleado no es válido.').optional(),
}) as unknown as z.ZodType<Record<string, string>>;

const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 100) / 100);
const when = (iso: string | null) => (iso ? new Date(iso) : null);
const yesNo = (flag: number) => (flag ? 'sí' : 'no');

/**
 * `attendance`: every record of a company (or of one employee) over a date range, one row each,
 * read in keyset pages of 500 so that a month of a 500-person company streams in flat memory.
 */
export function attendanceReport(db: Kysely<Database>) {
  return defineReportKind<repository.RecordWithEmployeeRow>({
    kind: 'attendance',
    fileStem: 'asistencia',
    sheetName: 'Asistencia',
    permission: 'reports.attendance',
    params: attendanceReportParamsSchema,
    columns: [
      { header: 'fecha', value: (row) => row.work_date, width: 12 },
      { header: 'empleado', value: (row) => [row.name, row.surname, row.lastname].filter(Boolean).join(' '), width: 30 },
      { header: 'número de empleado', value: (row) => row.employee_number, width: 14 },
      { header: 'departamento', value: (row) => row.department_name, width: 20 },
      { header: 'turno', value: (row) => row.shift_name ?? 'sin turno', width: 18 },
      { header: 'entrada programada', value: (row) => when(row.scheduled_start), width: 18 },
      { header: 'salida programada', value: (row) => when(row.scheduled_end), width: 18 },
      { header: 'entrada', value: (row) => when(row.check_in_at), width: 18 },
      { header: 'salida', value: (row) => when(row.check_out_at), width: 18 },
      { header: 'estado', value: (row) => ATTENDANCE_STATUS_LABELS[row.status], width: 10 },
      { header: 'retardo (min)', value: (row) => row.late_minutes, width: 10 },
      { header: 'salida anticipada (min)', value: (row) => row.early_exit_minutes, width: 10 },
      { header: 'descanso (min)', value: (row) => row.recess_minutes, width: 10 },
      { header: 'horas trabajadas', value: (row) => hours(row.worked_minutes), width: 10 },
      { header: 'cierre automático', value: (row) => yesNo(row.auto_closed), width: 10 },
      { header: 'sin entrada', value: (row) => yesNo(row.missing_check_in), width: 10 },
      { header: 'sincronizada tarde', value: (row) => yesNo(row.synced_late), width: 10 },
      { header: 'origen', value: (row) => (row.source === 'manual' ? 'captura manual' : 'reloj'), width: 12 },
      { header: 'notas', value: (row) => row.notes, width: 30 },
    ],
    rows({ companyId, scope, params }) {
      const query = repository.recordsQuery(db, scope, {
        companyId,
        from: params.from,
        to: params.to,
        employeeIds: params.employee_id ? [Number(params.employee_id)] : undefined,
      });
      return flatten(keysetBatches(query, { column: 'attendance_records.id', of: (row) => row.id }));
    },
  });
}
