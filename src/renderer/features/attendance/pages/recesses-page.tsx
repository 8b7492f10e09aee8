import { Badge, Button, Group, Paper, Select, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Recess } from '../../../../shared/contracts/attendance-shifts';
import { useDeleteRecess } from '../api/delete-recess';
import { useRecesses } from '../api/get-recesses';
import { useShifts } from '../api/get-shifts';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useListState } from '../../../hooks/use-list-state';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { RecessFormModal } from '../components/recess-form-modal';
import { ShiftHours } from '../components/shift-display';
import { useAttendanceContext } from '../components/use-attendance-context';
import { formatMinutes } from '../components/zoned-time';
import { minutesIntoShift } from '../../../../shared/contracts/attendance-time';
import { TableScroll } from '../../../components/table-scroll';

/** `/control-asistencia/descansos`: the breaks inside each shift. */
export default function RecessesPage() {
  const { company, canRead, canManage } = useAttendanceContext();
  const shifts = useShifts(company?.id ?? null);
  const list = useRecesses(company?.id ?? null);
  const remove = useDeleteRecess();
  const [filters, setFilters] = useListState({ shift: null as number | null });
  const shiftFilter = typeof filters.shift === 'number' ? filters.shift : null;
  const [editing, setEditing] = useState<Recess | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Recess | null>(null);
  const shiftList = shifts.data ?? [];
  const recesses = (list.data ?? []).filter((recess) => shiftFilter === null || recess.shift_id === shiftFilter);
  const openForm = (recess: Recess | null) => {
    setEditing(recess);
    setFormOpen(true);
  };
  const shiftOf = (recess: Recess) => shiftList.find((shift) => shift.id === recess.shift_id);
  // By shift, then by time into the shift (a night shift's 02:00 break comes after its 23:00 one).
  const ordered = [...recesses].sort((a, b) => {
    if (a.shift_id !== b.shift_id) return a.shift_name.localeCompare(b.shift_name, 'es');
    const start = shiftOf(a)?.start_time ?? '00:00';
    return minutesIntoShift(start, a.start_time) - minutesIntoShift(start, b.start_time);
  });
  const length = (recess: Recess) => {
    const start = minutesIntoShift(recess.start_time, recess.end_time);
    return formatMinutes(start);
  };

  return (
    <PageFrame
      title="Descansos"
      company={company}
      allowed={canRead}
      actions={
        canManage && (
          <Button onClick={() => openForm(null)} disabled={shiftList.length === 0}>
            Nuevo descanso
          </Button>
        )
      }
    >
      {company && (
        <>
          {(shifts.isPending || list.isPending) && <Loading label="Cargando descansos" />}
          {shifts.isError && <LoadFailed title="No pudimos cargar los turnos" error={shifts.error} onRetry={() => void shifts.refetch()} />}
          {list.isError && <LoadFailed title="No pudimos cargar los descansos" error={list.error} onRetry={() => void list.refetch()} />}
          {shifts.data && shiftList.length === 0 && (
            <Paper withBorder p="lg" radius="md">
              <Empty>Los descansos pertenecen a un turno: crea primero un turno en «Turnos».</Empty>
            </Paper>
          )}
          {list.data && shiftList.length > 0 && (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lista-descansos">
              <Group justify="space-between" align="flex-end" mb="sm">
                <Title order={2} fz="h3" id="lista-descansos">
                  Lista
                </Title>
                <Select
                  label="Turno"
                  placeholder="Todos los turnos"
                  clearable
                  data={shiftList.map((shift) => ({ value: String(shift.id), label: shift.name }))}
                  value={shiftFilter === null ? null : String(shiftFilter)}
                  onChange={(value) => setFilters({ shift: value ? Number(value) : null })}
                  w={240}
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
              {ordered.length === 0 ? (
                <Empty>{canManage ? 'Sin descansos. Agrega uno con «Nuevo descanso».' : 'Sin descansos.'}</Empty>
              ) : (
                <TableScroll label="Lista de descansos" minWidth={700}>
                  <Table striped highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Descanso</Table.Th>
                        <Table.Th scope="col">Turno</Table.Th>
                        <Table.Th scope="col">Horario</Table.Th>
                        <Table.Th scope="col">Duración</Table.Th>
                        <Table.Th scope="col">Pago</Table.Th>
                        {canManage && (
                          <Table.Th scope="col">
                            <VisuallyHidden>Acciones</VisuallyHidden>
                          </Table.Th>
                        )}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {ordered.map((recess) => {
                        const shift = shiftOf(recess);
                        return (
                          <Table.Tr key={recess.id}>
                            <Table.Td>{recess.name}</Table.Td>
                            <Table.Td>
                              {recess.shift_name}
                              {shift && (
                                <Text size="xs" c="dimmed" component="div">
                                  <ShiftHours start={shift.start_time} end={shift.end_time} />
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>
                              {recess.start_time}–{recess.end_time}
                            </Table.Td>
                            <Table.Td>{length(recess)}</Table.Td>
                            <Table.Td>
                              <Badge size="sm" variant="light" color={recess.paid ? 'teal' : 'gray'}>
                                {recess.paid ? 'Pagado' : 'Sin pago'}
                              </Badge>
                            </Table.Td>
                            {canManage && (
                              <Table.Td>
                                <Group gap="xs" wrap="nowrap" justify="flex-end">
                                  <Button size="xs" variant="light" onClick={() => openForm(recess)} aria-label={`Editar ${recess.name} de ${recess.shift_name}`}>
                                    Editar
                                  </Button>
                                  <Button
                                    size="xs"
                                    variant="subtle"
                                    color="red"
                                    onClick={() => {
                                      remove.reset();
                                      setDeleting(recess);
                                    }}
                                    aria-label={`Eliminar ${recess.name} de ${recess.shift_name}`}
                                  >
                                    Eliminar
                                  </Button>
                                </Group>
                              </Table.Td>
                            )}
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
              )}
            </Paper>
          )}
          {canManage && (
            <>
              <RecessFormModal shifts={shiftList} recesses={list.data ?? []} editing={editing} shiftId={shiftFilter} opened={formOpen} onClose={() => setFormOpen(false)} />
              <ConfirmDeleteModal
                opened={deleting !== null}
                title="Eliminar descanso"
                confirmLabel="Eliminar"
                pending={remove.isPending}
                error={remove.error}
                onClose={() => setDeleting(null)}
                onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                ¿Eliminar el descanso «{deleting?.name}» del turno «{deleting?.shift_name}»?
              </ConfirmDeleteModal>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
