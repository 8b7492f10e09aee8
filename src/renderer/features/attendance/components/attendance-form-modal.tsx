import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Shift } from '../../../../shared/contracts/attendance-shifts';
import { type AttendanceRecord, manualRecordFutureErrors } from '../../../../shared/contracts/attendance-records';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createAttendanceInputSchema, useCreateAttendance } from '../api/create-attendance';
import { updateAttendanceInputSchema, useUpdateAttendance } from '../api/update-attendance';
import { EmployeePicker } from '../../../components/employee-picker';
import { issuesByField, orNull } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';
import { formatDay, fromDateTimeInput, toDateTimeInput } from './zoned-time';

export interface AttendanceFormModalProps {
  companyId: number;
  shifts: Shift[];
  /** The record to edit; null creates a manual one. */
  editing: AttendanceRecord | null;
  opened: boolean;
  onClose: () => void;
}

function AttendanceForm({ companyId, shifts, editing, onClose }: Omit<AttendanceFormModalProps, 'opened'>) {
  const [employeeId, setEmployeeId] = useState<number | null>(editing?.employee_id ?? null);
  const [employeeName, setEmployeeName] = useState<string | null>(editing?.employee.full_name ?? null);
  const [shiftId, setShiftId] = useState<number | null>(editing?.shift_id ?? null);
  const [checkIn, setCheckIn] = useState(toDateTimeInput(editing?.check_in_at ?? null));
  const [checkOut, setCheckOut] = useState(toDateTimeInput(editing?.check_out_at ?? null));
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateAttendance();
  const update = useUpdateAttendance();
  const write = editing ? update : create;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const times = { check_in_at: fromDateTimeInput(checkIn) ?? undefined, check_out_at: fromDateTimeInput(checkOut), notes: orNull(notes) };
    const found: Record<string, string> = {};
    if (editing) {
      const checked = updateAttendanceInputSchema.safeParse(times);
      if (!checked.success) Object.assign(found, issuesByField(checked.error));
      if (times.check_in_at && times.check_out_at && times.check_out_at <= times.check_in_at) found.check_out_at = 'La salida debe ser posterior a la entrada.';
    } else {
      const checked = createAttendanceInputSchema.safeParse({ employee_id: employeeId ?? undefined, shift_id: shiftId, ...times });
      if (!checked.success) Object.assign(found, issuesByField(checked.error));
      if (employeeId === null) found.employee_id = 'Elige al empleado.';
      // The server refuses the same with its own clock.
      Object.assign(found, manualRecordFutureErrors(times, new Date()));
    }
    if (!checkIn) found.check_in_at = 'Escribe la fecha y hora de entrada.';
    if (Object.keys(found).length > 0) {
      setLocalErrors(found);
      return;
    }
    setLocalErrors({});
    const done = editing
      ? await update.mutateAsync({ id: editing.id, ...times }).catch(() => null)
      : await create.mutateAsync({ employee_id: employeeId!, shift_id: shiftId, check_in_at: times.check_in_at!, check_out_at: times.check_out_at, notes: notes.trim() }).catch(() => null);
    if (done) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        {editing ? (
          <Text size="sm">
            {editing.employee.full_name} · {formatDay(editing.work_date)}
            {editing.shift_name ? ` · ${editing.shift_name}` : ''}
          </Text>
        ) : (
          <>
            <EmployeePicker
              companyId={companyId}
              label="Empleado"
              required
              value={employeeId}
              currentLabel={employeeName}
              onChange={(id, name) => {
                setEmployeeId(id);
                setEmployeeName(name);
              }}
              error={errors.employee_id}
            />
            <Select
              label="Turno"
              placeholder="El que le toque ese día"
              clearable
              data={shifts.map((shift) => ({ value: String(shift.id), label: `${shift.name} (${shift.start_time}–${shift.end_time})` }))}
              value={shiftId === null ? null : String(shiftId)}
              onChange={(value) => setShiftId(value ? Number(value) : null)}
              error={errors.shift_id}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label="Entrada" description="Hora de la Ciudad de México." required value={checkIn} onChange={(e) => setCheckIn(e.currentTarget.value)} error={errors.check_in_at} />
          <TextInput type="datetime-local" label="Salida" description="Vacío: sigue en curso." value={checkOut} min={checkIn} onChange={(e) => setCheckOut(e.currentTarget.value)} error={errors.check_out_at} />
        </SimpleGrid>
        <Textarea label={editing ? 'Notas' : 'Motivo'} placeholder="Motivo del registro manual" required={!editing} autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} error={errors.notes} maxLength={500} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing ? 'Guardar cambios' : 'Crear registro'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A record written by an administrator (a forgotten badge, a broken clock) or corrected by one. */
export function AttendanceFormModal(props: AttendanceFormModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={props.opened} onClose={props.onClose} title={props.editing ? 'Editar registro' : 'Nuevo registro manual'} size="lg">
      {props.opened && <AttendanceForm key={props.editing?.id ?? 'nuevo'} {...props} />}
    </Modal>
  );
}
