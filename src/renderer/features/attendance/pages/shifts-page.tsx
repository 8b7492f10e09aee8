import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Shift } from '../../../../shared/contracts/attendance-shifts';
import { paths } from '../../../lib/paths';
import { useDeleteShift } from '../api/delete-shift';
import { useShifts } from '../api/get-shifts';
import { AssignmentsPanel } from '../components/assignments-panel';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DevicesPanel } from '../components/devices-panel';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { ShiftFormModal } from '../components/shift-form-modal';
import { ShiftHours, daysLabel } from '../components/shift-display';
import { useAttendanceContext } from '../components/use-attendance-context';
import { TableScroll } from '../../../components/table-scroll';

function RecessList({ shift }: { shift: Shift }) {
  if (shift.recesses.length === 0) return <Text size="sm" c="dimmed">Sin descansos</Text>;
  return (
    <Stack gap={2}>
      {shift.recesses.map((recess) => (
        <Text key={recess.id} size="sm">
          {recess.name}: {recess.start_time}–{recess.end_time}
          {recess.paid ? ' (pagado)' : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** `/control-asistencia/turnos`: the company's shifts with their recesses, who works them, and its clocks. */
export default function ShiftsPage() {
  const { company, canRead, canManage } = useAttendanceContext();
  const list = useShifts(company?.id ?? null);
  const remove = useDeleteShift();
  const [editing, setEditing] = useState<Shift | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const shifts = list.data ?? [];
  const openForm = (shift: Shift | null) => {
    setEditing(shift);
    setFormOpen(true);
  };

  return (
    <PageFrame title="Turnos" company={company} allowed={canRead} actions={canManage && <Button onClick={() => openForm(null)}>Nuevo turno</Button>}>
      {company && (
        <>
          {list.isPending && <Loading label="Cargando turnos" />}
          {list.isError && <LoadFailed title="No pudimos cargar los turnos" error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && shifts.length === 0 && (
            <Paper withBorder p="lg" radius="md">
              <Empty>{canManage ? 'Aún no hay turnos. Crea el primero con «Nuevo turno».' : 'Aún no hay turnos.'}</Empty>
            </Paper>
          )}
          {shifts.length > 0 && (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lista-turnos">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="h3" id="lista-turnos">
                  Lista
                </Title>
                <Button component={Link} to={paths.attendanceRecesses} variant="subtle" size="xs">
                  Administrar descansos
                </Button>
              </Group>
              <TableScroll label="Lista de turnos" minWidth={900}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Turno</Table.Th>
                      <Table.Th scope="col">Horario</Table.Th>
                      <Table.Th scope="col">Días</Table.Th>
                      <Table.Th scope="col">Ventanas y tolerancias</Table.Th>
                      <Table.Th scope="col">Descansos</Table.Th>
                      <Table.Th scope="col">Asignado a</Table.Th>
                      {canManage && (
                        <Table.Th scope="col">
                          <VisuallyHidden>Acciones</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shifts.map((shift) => (
                      <Table.Tr key={shift.id}>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            {shift.color && <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: shift.color, display: 'inline-block' }} />}
                            {shift.name}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <ShiftHours start={shift.start_time} end={shift.end_time} />
                        </Table.Td>
                        <Table.Td>{daysLabel(shift.days)}</Table.Td>
                        <Table.Td>
                          <Text size="xs">
                            Entrada ±{shift.entry_window_minutes} min · salida +{shift.exit_window_minutes} min
                          </Text>
                          <Text size="xs" c="dimmed">
                            Retardo tras {shift.late_grace_minutes} min · salida anticipada antes de {shift.early_exit_grace_minutes} min
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <RecessList shift={shift} />
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge variant="light" size="sm">
                              {shift.departments_count} depto.
                            </Badge>
                            <Badge variant="light" size="sm" color="grape">
                              {shift.employees_count} empl.
                            </Badge>
                          </Group>
                        </Table.Td>
                        {canManage && (
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap" justify="flex-end">
                              <Button size="xs" variant="light" onClick={() => openForm(shift)} aria-label={`Editar ${shift.name}`}>
                                Editar
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                onClick={() => {
                                  remove.reset();
                                  setDeleting(shift);
                                }}
                                aria-label={`Eliminar ${shift.name}`}
                              >
                                Eliminar
                              </Button>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Paper>
          )}

          {list.data && <AssignmentsPanel companyId={company.id} shifts={shifts} manage={canManage} />}
          {canManage && <DevicesPanel companyId={company.id} />}

          {canManage && (
            <>
              <ShiftFormModal companyId={company.id} editing={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
              <ConfirmDeleteModal
                opened={deleting !== null}
                title="Eliminar turno"
                confirmLabel="Eliminar"
                pending={remove.isPending}
                error={remove.error}
                onClose={() => setDeleting(null)}
                onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                ¿Eliminar el turno «{deleting?.name}»? Sus descansos y asignaciones se eliminan con él; los registros ya tomados se conservan.
              </ConfirmDeleteModal>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
