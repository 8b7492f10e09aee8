import { Anchor, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AttendanceRecord } from '../../../../shared/contracts/attendance-records';
import { attendanceEmployeePath } from '../../../lib/paths';
import { RecordMarks } from './record-marks';
import { formatDateTime, formatDay, formatMinutes, formatTime, toZonedWallIso } from './zoned-time';
import { TableScroll } from '../../../components/table-scroll';

export interface RecordsTableProps {
  records: AttendanceRecord[];
  /** Show the employee column (company-wide lists), linked to their history. */
  showEmployee?: boolean;
  onEdit?: (record: AttendanceRecord) => void;
  onDelete?: (record: AttendanceRecord) => void;
}

/** A check-out on another day than the shift's (a night shift) shows its date too. */
function exitLabel(record: AttendanceRecord) {
  if (!record.check_out_at) return '—';
  return toZonedWallIso(record.check_out_at).slice(0, 10) === record.work_date ? formatTime(record.check_out_at) : formatDateTime(record.check_out_at);
}

export function RecordsTable({ records, showEmployee = false, onEdit, onDelete }: RecordsTableProps) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <TableScroll label="Registros de asistencia" minWidth={showEmployee ? 960 : 760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Día</Table.Th>
            {showEmployee && <Table.Th scope="col">Empleado</Table.Th>}
            <Table.Th scope="col">Turno</Table.Th>
            <Table.Th scope="col">Entrada</Table.Th>
            <Table.Th scope="col">Salida</Table.Th>
            <Table.Th scope="col">Descansos</Table.Th>
            <Table.Th scope="col">Trabajado</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            {actions && (
              <Table.Th scope="col">
                <VisuallyHidden>Acciones</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(record.work_date)}</Table.Td>
              {showEmployee && (
                <Table.Td>
                  <Anchor component={Link} to={attendanceEmployeePath(record.employee_id)} size="sm">
                    {record.employee.full_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {record.employee.department_name}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                {record.shift_name ?? '—'}
                {record.scheduled_start && record.scheduled_end && (
                  <Text size="xs" c="dimmed">
                    {formatTime(record.scheduled_start)}–{formatTime(record.scheduled_end)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatTime(record.check_in_at)}</Table.Td>
              <Table.Td>{exitLabel(record)}</Table.Td>
              <Table.Td>{record.recesses.length > 0 ? `${record.recesses.length} (${formatMinutes(record.recess_minutes)} sin pago)` : '—'}</Table.Td>
              <Table.Td>{formatMinutes(record.worked_minutes)}</Table.Td>
              <Table.Td miw={200}>
                <RecordMarks record={record} />
                {record.notes && (
                  <Text size="xs" c="dimmed" mt={2}>
                    {record.notes}
                  </Text>
                )}
              </Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {onEdit && (
                      <Button size="xs" variant="light" onClick={() => onEdit(record)} aria-label={`Editar registro de ${record.employee.full_name} del ${formatDay(record.work_date)}`}>
                        Editar
                      </Button>
                    )}
                    {onDelete && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(record)} aria-label={`Eliminar registro de ${record.employee.full_name} del ${formatDay(record.work_date)}`}>
                        Eliminar
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
