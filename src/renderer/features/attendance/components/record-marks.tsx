import { Badge, type BadgeProps, Group } from '@mantine/core';
import { ATTENDANCE_STATUS_LABELS, type AttendanceRecord } from '../../../../shared/contracts/attendance-records';
import { formatMinutes } from './zoned-time';

/** Mantine's light badges put orange/yellow/cyan text on a pale tint (under 4.5:1); the text takes the body colour. */
const readable: BadgeProps['styles'] = { label: { color: 'var(--mantine-color-text)' } };

const STATUS_COLORS: Record<AttendanceRecord['status'], string> = { open: 'teal', closed: 'gray', absent: 'red' };

/** The record's status and every mark that explains it: late, early exit, closed automatically, synced late, to review. */
export function RecordMarks({ record }: { record: AttendanceRecord }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge styles={readable} size="sm" variant="light" color={STATUS_COLORS[record.status]}>
        {ATTENDANCE_STATUS_LABELS[record.status]}
      </Badge>
      {record.late_minutes > 0 && (
        <Badge styles={readable} size="sm" variant="light" color="orange">
          Retardo {formatMinutes(record.late_minutes)}
        </Badge>
      )}
      {record.early_exit_minutes > 0 && (
        <Badge styles={readable} size="sm" variant="light" color="grape">
          Salida anticipada {formatMinutes(record.early_exit_minutes)}
        </Badge>
      )}
      {record.auto_closed && (
        <Badge styles={readable} size="sm" variant="light" color="yellow" title="No registró salida: se cerró al final del turno">
          Cierre automático
        </Badge>
      )}
      {record.synced_late && (
        <Badge styles={readable} size="sm" variant="light" color="cyan" title="La checada llegó al servidor más tarde de lo que se tomó (reloj sin conexión)">
          Sincronizada tarde
        </Badge>
      )}
      {record.missing_check_in && (
        <Badge styles={readable} size="sm" variant="light" color="red">
          Sin entrada
        </Badge>
      )}
      {record.needs_review && (
        <Badge styles={readable} size="sm" variant="light" color="orange" title="Checada fuera de los horarios de sus turnos: revísala y corrígela o elimínala">
          Por revisar
        </Badge>
      )}
      {record.source === 'manual' && (
        <Badge size="sm" variant="outline" color="gray">
          Manual
        </Badge>
      )}
    </Group>
  );
}
