import { describe, expect, it } from 'vitest';
import { createAttendanceInputSchema, manualRecordFutureErrors } from '../../../src/shared/contracts/attendance-records';

/** The manual record rules the form checks before the server says the same. */
describe('manual attendance records', () => {
  const base = { employee_id: 4, check_in_at: '2026-12-04T04:00:00Z' };

  it('need a reason: missing, null or blank is refused on notes', () => {
    for (const notes of [undefined, null, '  ']) {
      const parsed = createAttendanceInputSchema.safeParse({ ...base, notes });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['notes', 'Escribe el motivo del registro manual.']]);
    }
    expect(createAttendanceInputSchema.parse({ ...base, notes: '  Gafete olvidado ' }).notes).toBe('Gafete olvidado');
  });

  it('cannot be dated after now', () => {
    const now = new Date('2026-12-04T12:30:00Z');
    expect(manualRecordFutureErrors({ check_in_at: '2026-12-04T12:30:00Z', check_out_at: null }, now)).toEqual({});
    expect(manualRecordFutureErrors({ check_in_at: '2026-12-04T12:31:00Z', check_out_at: '2026-12-04T13:00:00Z' }, now)).toEqual({
      check_in_at: 'La entrada no puede estar en el futuro.',
      check_out_at: 'La salida no puede estar en el futuro.',
    });
  });
});
