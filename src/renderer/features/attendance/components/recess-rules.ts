import { crossesMidnight, minutesIntoShift, minutesOfDay, shiftLengthMinutes } from '../../../../shared/contracts/attendance-time';

/**
 * What is wrong with a recess, said before the server says the same (422 `data.errors`): its end
 * before its start, outside its shift, or overlapping another recess of the shift. Times are
 * measured from the shift's start, so recesses of a night shift after midnight compare correctly.
 */

export interface RecessTimes {
  id?: number;
  name?: string;
  start_time: string;
  end_time: string;
}

export interface ShiftTimes {
  name: string;
  start_time: string;
  end_time: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Field → message (the form shows each beside its field); empty when the recess is fine. */
export function recessProblems(recess: RecessTimes, shift: ShiftTimes | null, others: RecessTimes[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!TIME.test(recess.start_time)) problems.start_time = 'Escribe la hora de inicio en formato HH:MM (24 horas).';
  if (!TIME.test(recess.end_time)) problems.end_time = 'Escribe la hora de fin en formato HH:MM (24 horas).';
  if (Object.keys(problems).length > 0 || !shift) return problems;

  const length = shiftLengthMinutes(shift.start_time, shift.end_time);
  const start = minutesIntoShift(shift.start_time, recess.start_time);
  let end = minutesIntoShift(shift.start_time, recess.end_time);
  // A recess ending exactly when the shift ends sits at `length`, not at 0 of the next day.
  if (end === 0 && recess.end_time === shift.end_time) end = length;

  const window = `${shift.start_time}–${shift.end_time}${crossesMidnight(shift.start_time, shift.end_time) ? ' (cruza la medianoche)' : ''}`;
  if (start >= length) {
    problems.start_time = `El inicio queda fuera del turno «${shift.name}» (${window}).`;
  }
  if (end > length) {
    problems.end_time = `El fin queda fuera del turno «${shift.name}» (${window}).`;
  } else if (end <= start && !problems.start_time) {
    problems.end_time =
      minutesOfDay(recess.end_time) === minutesOfDay(recess.start_time)
        ? 'La hora de fin no puede ser igual a la de inicio.'
        : 'La hora de fin es anterior a la de inicio.';
  }
  if (Object.keys(problems).length > 0) return problems;

  for (const other of others) {
    if (other.id !== undefined && other.id === recess.id) continue;
    const otherStart = minutesIntoShift(shift.start_time, other.start_time);
    let otherEnd = minutesIntoShift(shift.start_time, other.end_time);
    if (otherEnd === 0 && other.end_time === shift.end_time) otherEnd = length;
    if (start < otherEnd && otherStart < end) {
      problems.start_time = `Se traslapa con el descanso «${other.name ?? 'otro'}» (${other.start_time}–${other.end_time}) del mismo turno.`;
      break;
    }
  }
  return problems;
}
