import { Alert, Button, Checkbox, ColorInput, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { WEEKDAY_LABELS, crossesMidnight, shiftLengthMinutes } from '../../../../shared/contracts/attendance-time';
import { type Shift } from '../../../../shared/contracts/attendance-shifts';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createShiftInputSchema, useCreateShift } from '../api/create-shift';
import { updateShiftInputSchema, useUpdateShift } from '../api/update-shift';
import { issuesByField } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WEEK_ORDER } from './shift-display';
import { formatMinutes } from './zoned-time';

export interface ShiftFormModalProps {
  companyId: number;
  /** The shift to edit; null creates one. */
  editing: Shift | null;
  opened: boolean;
  onClose: () => void;
}

function ShiftForm({ companyId, editing, onClose }: Omit<ShiftFormModalProps, 'opened'>) {
  const [name, setName] = useState(editing?.name ?? '');
  const [start, setStart] = useState(editing?.start_time ?? '08:00');
  const [end, setEnd] = useState(editing?.end_time ?? '17:00');
  const [days, setDays] = useState<string[]>((editing?.days ?? [1, 2, 3, 4, 5]).map(String));
  // The contract's bounds (minutesSchema): a negative tolerance is refused here, never sent as 0.
  const entryWindow = useNumberField(editing?.entry_window_minutes ?? 60, { min: 0, max: 720, integer: true, required: true });
  const exitWindow = useNumberField(editing?.exit_window_minutes ?? 120, { min: 0, max: 720, integer: true, required: true });
  const lateGrace = useNumberField(editing?.late_grace_minutes ?? 10, { min: 0, max: 240, integer: true, required: true });
  const earlyGrace = useNumberField(editing?.early_exit_grace_minutes ?? 10, { min: 0, max: 240, integer: true, required: true });
  const [color, setColor] = useState(editing?.color ?? '');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateShift();
  const update = useUpdateShift();
  const write = editing ? update : create;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };
  const validTimes = /^\d{2}:\d{2}$/.test(start) && /^\d{2}:\d{2}$/.test(end) && start !== end;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Checked together with the schema so every wrong field shows at once.
    const numbersRead = numberFieldsAreValid([entryWindow, exitWindow, lateGrace, earlyGrace]);
    const input = {
      name,
      start_time: start,
      end_time: end,
      days: days.map(Number),
      entry_window_minutes: numberValue(entryWindow) ?? Number.NaN,
      exit_window_minutes: numberValue(exitWindow) ?? Number.NaN,
      late_grace_minutes: numberValue(lateGrace) ?? Number.NaN,
      early_exit_grace_minutes: numberValue(earlyGrace) ?? Number.NaN,
      color: color || null,
    };
    const checked = (editing ? updateShiftInputSchema : createShiftInputSchema).safeParse(input);
    if (!checked.success) {
      setLocalErrors(issuesByField(checked.error));
      return;
    }
    setLocalErrors({});
    if (!numbersRead) return;
    const done = editing ? await update.mutateAsync({ id: editing.id, ...input }).catch(() => null) : await create.mutateAsync({ companyId, ...input }).catch(() => null);
    if (done) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <TextInput label="Nombre del turno" required data-autofocus value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={100} />
        <SimpleGrid cols={2}>
          <TextInput type="time" label="Hora de entrada" required value={start} onChange={(e) => setStart(e.currentTarget.value)} error={errors.start_time} />
          <TextInput type="time" label="Hora de salida" required value={end} onChange={(e) => setEnd(e.currentTarget.value)} error={errors.end_time} />
        </SimpleGrid>
        {validTimes && (
          <Alert color={crossesMidnight(start, end) ? 'indigo' : 'gray'} variant="light" aria-live="polite">
            {crossesMidnight(start, end)
              ? `Cruza la medianoche: empieza a las ${start} y termina a las ${end} del día siguiente (${formatMinutes(shiftLengthMinutes(start, end))}). Las horas cuentan para el día en que empieza.`
              : `Duración: ${formatMinutes(shiftLengthMinutes(start, end))}.`}
          </Alert>
        )}
        <Checkbox.Group label="Días de la semana" required value={days} onChange={setDays} error={errors.days}>
          <Group gap="sm" mt={6}>
            {WEEK_ORDER.map((day) => (
              <Checkbox key={day} value={String(day)} label={WEEKDAY_LABELS[day]} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            label="Ventana de entrada (min)"
            description="Antes y después de la entrada en que una checada cuenta para este turno."
            field={entryWindow}
            error={errors.entry_window_minutes}
          />
          <NumberField label="Ventana de salida (min)" description="Después de la salida; pasado este tiempo el registro se cierra solo." field={exitWindow} error={errors.exit_window_minutes} />
          <NumberField label="Tolerancia de retardo (min)" field={lateGrace} error={errors.late_grace_minutes} />
          <NumberField label="Tolerancia de salida anticipada (min)" field={earlyGrace} error={errors.early_exit_grace_minutes} />
        </SimpleGrid>
        <ColorInput label="Color en el calendario" placeholder="#1C7ED6" format="hex" value={color} onChange={setColor} error={errors.color} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing ? 'Guardar cambios' : 'Crear turno'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a shift: name, hours (crossing midnight said plainly), days, windows and grace minutes. */
export function ShiftFormModal(props: ShiftFormModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={props.opened} onClose={props.onClose} title={props.editing ? `Editar ${props.editing.name}` : 'Nuevo turno'} size="lg">
      {props.opened && <ShiftForm key={props.editing?.id ?? 'nuevo'} {...props} />}
    </Modal>
  );
}
