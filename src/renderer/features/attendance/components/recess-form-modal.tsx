import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Recess, Shift } from '../../../../shared/contracts/attendance-shifts';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createRecessInputSchema, useCreateRecess } from '../api/create-recess';
import { updateRecessInputSchema, useUpdateRecess } from '../api/update-recess';
import { issuesByField } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';
import { recessProblems } from './recess-rules';
import { ShiftHours } from './shift-display';

export interface RecessFormModalProps {
  shifts: Shift[];
  recesses: Recess[];
  /** The recess to edit; null creates one. */
  editing: Recess | null;
  /** Preselected shift for a new recess. */
  shiftId?: number | null;
  opened: boolean;
  onClose: () => void;
}

function RecessForm({ shifts, recesses, editing, shiftId: initialShiftId, onClose }: Omit<RecessFormModalProps, 'opened'>) {
  const [shiftId, setShiftId] = useState<number | null>(editing?.shift_id ?? initialShiftId ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const [start, setStart] = useState(editing?.start_time ?? '');
  const [end, setEnd] = useState(editing?.end_time ?? '');
  const [paid, setPaid] = useState(editing?.paid ?? false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateRecess();
  const update = useUpdateRecess();
  const write = editing ? update : create;
  // What the server said about the values it was sent; cleared as soon as they change.
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };
  const shift = shifts.find((s) => s.id === shiftId) ?? null;
  const siblings = recesses.filter((recess) => recess.shift_id === shiftId);

  const edit = (apply: () => void) => {
    apply();
    setLocalErrors({});
    if (write.error) write.reset();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name, start_time: start, end_time: end, paid };
    const checked = editing ? updateRecessInputSchema.safeParse(input) : createRecessInputSchema.safeParse({ shift_id: shiftId ?? undefined, ...input });
    const found = checked.success ? {} : issuesByField(checked.error);
    if (!editing && shiftId === null) found.shift_id = 'Elige el turno al que pertenece el descanso.';
    // The schema checks the format; these say what is wrong about the times themselves.
    Object.assign(found, { ...recessProblems({ id: editing?.id, start_time: start, end_time: end }, shift, siblings), ...found });
    if (Object.keys(found).length > 0) {
      setLocalErrors(found);
      return;
    }
    setLocalErrors({});
    const done = editing ? await update.mutateAsync({ id: editing.id, ...input }).catch(() => null) : await create.mutateAsync({ shift_id: shiftId!, ...input }).catch(() => null);
    if (done) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <Select
          label="Turno"
          required
          placeholder="Elige un turno"
          searchable
          disabled={editing !== null}
          data={shifts.map((s) => ({ value: String(s.id), label: `${s.name} (${s.start_time}–${s.end_time})` }))}
          value={shiftId === null ? null : String(shiftId)}
          onChange={(value) => edit(() => setShiftId(value ? Number(value) : null))}
          error={errors.shift_id}
          comboboxProps={{ withinPortal: true }}
        />
        {shift && (
          <Stack gap={2}>
            <ShiftHours start={shift.start_time} end={shift.end_time} />
            {siblings.filter((r) => r.id !== editing?.id).length > 0 && (
              <Text size="xs" c="dimmed">
                Otros descansos del turno:{' '}
                {siblings
                  .filter((r) => r.id !== editing?.id)
                  .map((r) => `${r.name} ${r.start_time}–${r.end_time}`)
                  .join(', ')}
              </Text>
            )}
          </Stack>
        )}
        <TextInput label="Nombre del descanso" required data-autofocus value={name} onChange={(e) => edit(() => setName(e.currentTarget.value))} error={errors.name} maxLength={100} />
        <SimpleGrid cols={2}>
          <TextInput type="time" label="Inicio" required value={start} onChange={(e) => edit(() => setStart(e.currentTarget.value))} error={errors.start_time} />
          <TextInput type="time" label="Fin" required value={end} onChange={(e) => edit(() => setEnd(e.currentTarget.value))} error={errors.end_time} />
        </SimpleGrid>
        <Switch label="Descanso pagado (cuenta como tiempo trabajado)" checked={paid} onChange={(e) => edit(() => setPaid(e.currentTarget.checked))} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing ? 'Guardar cambios' : 'Crear descanso'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a recess, saying what is wrong before saving: end before start, outside its shift, overlapping another. */
export function RecessFormModal(props: RecessFormModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={props.opened} onClose={props.onClose} title={props.editing ? `Editar ${props.editing.name}` : 'Nuevo descanso'}>
      {props.opened && <RecessForm key={props.editing?.id ?? 'nuevo'} {...props} />}
    </Modal>
  );
}
