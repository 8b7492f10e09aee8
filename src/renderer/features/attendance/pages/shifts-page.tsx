import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
import { type DataTableColumn, type DataTableRowAction, DataTable } from '../../../components/data-table';
import { ShiftFormModal } from '../components/shift-form-modal';
import { ShiftHours, daysLabel } from '../components/shift-display';
import { useAttendanceContext } from '../components/use-attendance-context';

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

const SHIFT_COLUMNS: DataTableColumn<Shift>[] = [
  {
    header: 'Turno',
    cell: (shift) => (
      <Group gap={6} wrap="nowrap">
        {shift.color && <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: shift.color, display: 'inline-block' }} />}
        {shift.name}
      </Group>
    ),
  },
  { header: 'Horario', cell: (shift) => <ShiftHours start={shift.start_time} end={shift.end_time} /> },
  { header: 'Días', cell: (shift) => daysLabel(shift.days) },
  {
    header: 'Ventanas y tolerancias',
    cell: (shift) => (
      <>
        <Text size="xs">
          Entrada ±{shift.entry_window_minutes} min · salida +{shift.exit_window_minutes} min
        </Text>
        <Text size="xs" c="dimmed">
          Retardo tras {shift.late_grace_minutes} min · salida anticipada antes de {shift.early_exit_grace_minutes} min
        </Text>
      </>
    ),
  },
  { header: 'Descansos', cell: (shift) => <RecessList shift={shift} /> },
  {
    header: 'Asignado a',
    cell: (shift) => (
      <Group gap={4}>
        <Badge variant="light" size="sm">
          {shift.departments_count} depto.
        </Badge>
        <Badge variant="light" size="sm" color="grape">
          {shift.employees_count} empl.
        </Badge>
      </Group>
    ),
  },
];

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
  const actions: DataTableRowAction<Shift>[] = [
    { label: 'Editar', name: (shift) => `Editar ${shift.name}`, onClick: openForm },
    {
      label: 'Eliminar',
      name: (shift) => `Eliminar ${shift.name}`,
      danger: true,
      onClick: (shift) => {
        remove.reset();
        setDeleting(shift);
      },
    },
  ];

  return (
    <PageFrame title="Turnos" company={company} allowed={canRead} actions={canManage && <Button onClick={() => openForm(null)}>Nuevo turno</Button>}>
      {company && (
        <>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lista-turnos">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="h3" id="lista-turnos">
                Lista
              </Title>
              <Button component={Link} to={paths.attendanceRecesses} variant="subtle" size="xs">
                Administrar descansos
              </Button>
            </Group>
            <DataTable
              query={list}
              rows={shifts}
              rowKey={(shift) => shift.id}
              columns={SHIFT_COLUMNS}
              actions={canManage ? actions : []}
              scrollLabel="Lista de turnos"
              minWidth={900}
              loadingLabel="Cargando turnos"
              errorTitle="No pudimos cargar los turnos"
              empty={canManage ? 'Aún no hay turnos. Crea el primero con «Nuevo turno».' : 'Aún no hay turnos.'}
            />
          </Paper>

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
