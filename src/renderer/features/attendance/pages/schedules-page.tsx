import { Badge, Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Schedule } from '../../../../shared/contracts/attendance-schedules';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedules } from '../api/get-schedules';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { ScheduleFormModal } from '../components/schedule-form-modal';
import { useAttendanceContext } from '../components/use-attendance-context';
import { formatDay, todayInZone } from '../components/zoned-time';
import { TableScroll } from '../../../components/table-scroll';

const period = (schedule: Schedule) => (schedule.start_date === schedule.end_date ? formatDay(schedule.start_date) : `${formatDay(schedule.start_date)} — ${formatDay(schedule.end_date)}`);

/** `/control-asistencia/horarios`: the company's non-working periods (no absence is marked on them). */
export default function SchedulesPage() {
  const { company, canRead, canManage } = useAttendanceContext();
  const list = useSchedules(company?.id ?? null);
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<Schedule | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const today = todayInZone();
  const schedules = [...(list.data ?? [])].sort((a, b) => b.start_date.localeCompare(a.start_date));
  const openForm = (schedule: Schedule | null) => {
    setEditing(schedule);
    setFormOpen(true);
  };

  return (
    <PageFrame
      title="Horarios"
      company={company}
      allowed={canRead}
      description="Días y periodos no laborables (días festivos, cierres). En ellos no se marcan faltas."
      actions={canManage && <Button onClick={() => openForm(null)}>Nuevo periodo</Button>}
    >
      {company && (
        <>
          {list.isPending && <Loading label="Cargando horarios" />}
          {list.isError && <LoadFailed title="No pudimos cargar los horarios" error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && schedules.length === 0 && (
            <Paper withBorder p="lg" radius="md">
              <Empty>{canManage ? 'Sin periodos no laborables. Agrega los días festivos con «Nuevo periodo».' : 'Sin periodos no laborables.'}</Empty>
            </Paper>
          )}
          {schedules.length > 0 && (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lista-horarios">
              <Title order={2} fz="h3" id="lista-horarios" mb="sm">
                Lista
              </Title>
              <TableScroll label="Lista de días no laborables" minWidth={700}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Nombre</Table.Th>
                      <Table.Th scope="col">Periodo</Table.Th>
                      <Table.Th scope="col">Aplica a</Table.Th>
                      {canManage && (
                        <Table.Th scope="col">
                          <VisuallyHidden>Acciones</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {schedules.map((schedule) => (
                      <Table.Tr key={schedule.id}>
                        <Table.Td>
                          {schedule.name}
                          {schedule.start_date <= today && today <= schedule.end_date && (
                            <Badge ml="xs" size="sm" variant="light" color="teal">
                              Hoy
                            </Badge>
                          )}
                          {schedule.description && (
                            <Text size="xs" c="dimmed">
                              {schedule.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{period(schedule)}</Table.Td>
                        <Table.Td>{schedule.department_name ?? 'Toda la empresa'}</Table.Td>
                        {canManage && (
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap" justify="flex-end">
                              <Button size="xs" variant="light" onClick={() => openForm(schedule)} aria-label={`Editar ${schedule.name}`}>
                                Editar
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                onClick={() => {
                                  remove.reset();
                                  setDeleting(schedule);
                                }}
                                aria-label={`Eliminar ${schedule.name}`}
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
          {canManage && (
            <>
              <ScheduleFormModal companyId={company.id} editing={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
              <ConfirmDeleteModal
                opened={deleting !== null}
                title="Eliminar periodo"
                confirmLabel="Eliminar"
                pending={remove.isPending}
                error={remove.error}
                onClose={() => setDeleting(null)}
                onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                ¿Eliminar «{deleting?.name}»? Esos días volverán a ser laborables.
              </ConfirmDeleteModal>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
