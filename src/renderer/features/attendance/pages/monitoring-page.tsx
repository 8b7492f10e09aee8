import { Anchor, Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { EMPLOYEE_PRESENCE, EMPLOYEE_PRESENCE_LABELS, type EmployeePresence } from '../../../../shared/contracts/attendance-records';
import { attendanceEmployeePath } from '../../../lib/paths';
import { useEmployeeStatus } from '../api/get-employee-status';
import { DepartmentSelect } from '../../../components/department-select';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { PRESENCE_COLORS, countByPresence, filterStatuses } from '../components/status-board';
import { useAttendanceContext } from '../components/use-attendance-context';
import { useLiveStatus } from '../components/use-live-status';
import { formatDateTime, formatTime } from '../components/zoned-time';
import { TableScroll } from '../../../components/table-scroll';

/** `/control-asistencia/monitoreo-personal`: who is in, late, on recess, out or absent, live from the clocks. */
export default function MonitoringPage() {
  const { company, canRead } = useAttendanceContext();
  const board = useEmployeeStatus(canRead ? (company?.id ?? null) : null);
  const updatedAt = useLiveStatus(canRead ? (company?.id ?? null) : null, board.dataUpdatedAt);
  // In the address, so Back from an employee's attendance returns to the same view.
  const [filters, setFilters] = useListState({ status: 'all', department: null as number | null, q: '' });
  const status: EmployeePresence | 'all' = oneOf(EMPLOYEE_PRESENCE, filters.status) ?? 'all';
  const departmentId = typeof filters.department === 'number' ? filters.department : null;
  const { q } = filters;
  const setStatus = (next: EmployeePresence | 'all') => setFilters({ status: next });
  const rows = board.data ?? [];
  const counts = countByPresence(rows);
  const shown = filterStatuses(rows, { status, departmentId, q });

  return (
    <PageFrame
      title="Monitoreo de personal"
      company={company}
      allowed={canRead}
      actions={
        <Text size="sm" c="dimmed" aria-live="polite">
          Última actualización: {updatedAt ? formatDateTime(new Date(updatedAt).toISOString()) : '—'}
        </Text>
      }
    >
      {company && (
        <>
          {board.isPending && <Loading label="Cargando el estado del personal" />}
          {board.isError && <LoadFailed title="No pudimos cargar el estado del personal" error={board.error} onRetry={() => void board.refetch()} />}
          {board.data && (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="section" aria-label="Resumen por estado">
                {EMPLOYEE_PRESENCE.map((presence) => (
                  <UnstyledButton
                    key={presence}
                    onClick={() => setStatus(status === presence ? 'all' : presence)}
                    aria-pressed={status === presence}
                  >
                    <Paper withBorder p="sm" radius="md" style={{ borderColor: status === presence ? `var(--mantine-color-${PRESENCE_COLORS[presence]}-6)` : undefined }}>
                      <Text size="xs" c="dimmed" fw={600}>
                        {EMPLOYEE_PRESENCE_LABELS[presence]}
                      </Text>
                      <Text size="xl" fw={700} c={`${PRESENCE_COLORS[presence]}.8`} data-testid={`conteo-${presence}`}>
                        {counts[presence]}
                      </Text>
                    </Paper>
                  </UnstyledButton>
                ))}
              </SimpleGrid>

              <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="personal">
                <Stack gap="sm">
                  <Title order={2} fz="h3" id="personal">
                    Personal
                  </Title>
                  <Group align="flex-end" gap="sm">
                    <Select
                      label="Estado"
                      value={status}
                      onChange={(value) => setStatus((value ?? 'all') as EmployeePresence | 'all')}
                      allowDeselect={false}
                      data={[{ value: 'all', label: 'Todos' }, ...EMPLOYEE_PRESENCE.map((presence) => ({ value: presence, label: EMPLOYEE_PRESENCE_LABELS[presence] }))]}
                      comboboxProps={{ withinPortal: true }}
                    />
                    <DepartmentSelect companyId={company.id} label="Departamento" placeholder="Todos" value={departmentId} onChange={(id) => setFilters({ department: id })} />
                    <TextInput label="Buscar" placeholder="Nombre" value={q} onChange={(e) => setFilters({ q: e.currentTarget.value })} />
                  </Group>
                  {rows.length === 0 ? (
                    <Empty>La empresa no tiene empleados.</Empty>
                  ) : shown.length === 0 ? (
                    <Empty>Nadie coincide con estos filtros.</Empty>
                  ) : (
                    <TableScroll label="Estado del personal, tabla" minWidth={760}>
                      <Table striped highlightOnHover aria-label="Estado del personal">
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th scope="col">Empleado</Table.Th>
                            <Table.Th scope="col">Departamento</Table.Th>
                            <Table.Th scope="col">Estado</Table.Th>
                            <Table.Th scope="col">Desde</Table.Th>
                            <Table.Th scope="col">Turno de hoy</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {shown.map((row) => (
                            <Table.Tr key={row.employee_id}>
                              <Table.Td>
                                <Anchor component={Link} to={attendanceEmployeePath(row.employee_id)} size="sm">
                                  {row.full_name}
                                </Anchor>
                              </Table.Td>
                              <Table.Td>{row.department_name}</Table.Td>
                              <Table.Td>
                                <Badge variant="light" color={PRESENCE_COLORS[row.status]} styles={{ label: { color: 'var(--mantine-color-text)' } }}>
                                  {EMPLOYEE_PRESENCE_LABELS[row.status]}
                                </Badge>
                              </Table.Td>
                              <Table.Td>{formatTime(row.since)}</Table.Td>
                              <Table.Td>
                                {row.shift_name ?? 'Sin turno'}
                                {row.scheduled_start && row.scheduled_end && (
                                  <Text size="xs" c="dimmed">
                                    {formatTime(row.scheduled_start)}–{formatTime(row.scheduled_end)}
                                  </Text>
                                )}
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </TableScroll>
                  )}
                </Stack>
              </Paper>
            </Stack>
          )}
        </>
      )}
    </PageFrame>
  );
}
