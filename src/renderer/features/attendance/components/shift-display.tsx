import { Badge, Group, Text } from '@mantine/core';
import { WEEKDAY_LABELS, crossesMidnight, shiftLengthMinutes } from '../../../../shared/contracts/attendance-time';
import { formatMinutes } from './zoned-time';

/** Monday first, as people in Mexico read a week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** [1,2,3,4,5] → "Lun, Mar, Mié, Jue, Vie"; every day → "Todos los días". */
export function daysLabel(days: number[]): string {
  if (days.length === 7) return 'Todos los días';
  if (days.length === 5 && [1, 2, 3, 4, 5].every((day) => days.includes(day))) return 'Lunes a viernes';
  if (days.length === 6 && [1, 2, 3, 4, 5, 6].every((day) => days.includes(day))) return 'Lunes a sábado';
  return WEEK_ORDER.filter((day) => days.includes(day))
    .map((day) => WEEKDAY_LABELS[day].slice(0, 3))
    .join(', ');
}

/** "08:00–17:00 · 9 h", with a plain badge when it ends the next day. */
export function ShiftHours({ start, end }: { start: string; end: string }) {
  const night = crossesMidnight(start, end);
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {start}–{end}
        {night ? ' (día siguiente)' : ''} · {formatMinutes(shiftLengthMinutes(start, end))}
      </Text>
      {night && (
        <Badge size="xs" variant="light" color="indigo" title="Termina al día siguiente; cuenta para el día en que empieza">
          Cruza la medianoche
        </Badge>
      )}
    </Group>
  );
}
