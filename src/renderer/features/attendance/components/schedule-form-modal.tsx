import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Schedule } from '../../../../shared/contracts/attendance-schedules';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createScheduleInputSchema, useCreateSchedule } from '../api/create-schedule';
import { updateScheduleInputSchema, useUpdateSchedule } from '../api/update-schedule';
import { DepartmentSelect } from '../../../components/department-select';
import { issuesByField, orNull } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';

export interface ScheduleFormModalProps {
  companyId: number;
  editing: Schedule | null;
  opened: boolean;
  onClose: () => void;
}

function ScheduleForm({ companyId, editing, onClose }: Omit<ScheduleFormModalProps, 'opened'>) {
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [startDate, setStartDate] = useState(editing?.start_date ?? '');
  const [endDate, setEndDate] = useState(editing?.end_date ?? '');
  const [scope, setScope] = useState<'company' | 'department'>(editing?.department_id ? 'department' : 'company');
  const [departmentId, setDepartmentId] = useState<number | null>(editing?.department_id ?? null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const write = editing ? update : create;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name, description: orNull(description), start_date: startDate, end_date: endDate || startDate, department_id: scope === 'department' ? departmentId : null };
    const checked = (editing ? updateScheduleInputSchema : createScheduleInputSchema).safeParse(input);
    const found = checked.success ? {} : issuesByField(checked.error);
    if (scope === 'department' && departmentId === null) found.department_id = 'Elige el departamento o marca «Toda la empresa».';
    if (Object.keys(found).length > 0) {
      setLocalErrors(found);
      return;
    }
    setLocalErrors({});
    const done = editing ? await update.mutateAsync({ id: editing.id, ...input }).catch(() => null) : await create.mutateAsync({ companyId, ...input }).catch(() => null);
    if (done) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <TextInput label="Nombre" placeholder="Día de la Revolución" required data-autofocus value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={100} />
        <SimpleGrid cols={2}>
          <TextInput type="date" label="Desde" required value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} error={errors.start_date} />
          <TextInput type="date" label="Hasta" description="Vacío: un solo día." min={startDate} value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} error={errors.end_date} />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Aplica a"
          value={scope}
          onChange={(value) => setScope(value as 'company' | 'department')}
          data={[
            { value: 'company', label: 'Toda la empresa' },
            { value: 'department', label: 'Un departamento' },
          ]}
          w="fit-content"
        />
        {scope === 'department' && <DepartmentSelect companyId={companyId} label="Departamento" required value={departmentId} onChange={setDepartmentId} error={errors.department_id} />}
        <Textarea label="Descripción" autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} maxLength={500} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing ? 'Guardar cambios' : 'Crear periodo'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a non-working period (holiday, closure) for the whole company or one department. */
export function ScheduleFormModal(props: ScheduleFormModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={props.opened} onClose={props.onClose} title={props.editing ? `Editar ${props.editing.name}` : 'Nuevo periodo no laborable'}>
      {props.opened && <ScheduleForm key={props.editing?.id ?? 'nuevo'} {...props} />}
    </Modal>
  );
}
