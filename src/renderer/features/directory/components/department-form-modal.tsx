import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type Department, slugify } from '../../../../shared/contracts/departments';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createDepartmentInputSchema, useCreateDepartment } from '../api/create-department';
import { updateDepartmentInputSchema, useUpdateDepartment } from '../api/update-department';
import { subtreeIds } from './department-tree';
import { EmployeePicker } from '../../../components/employee-picker';
import { issuesByField, orNull } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';

export interface DepartmentFormModalProps {
  companyId: number;
  departments: Department[];
  /** The department to edit; null creates one. */
  editing: Department | null;
  opened: boolean;
  onClose: () => void;
}

function DepartmentForm({ companyId, departments, editing, onClose }: Omit<DepartmentFormModalProps, 'opened'>) {
  const [name, setName] = useState(editing?.name ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [parentId, setParentId] = useState<number | null>(editing?.parent_id ?? null);
  const [managerId, setManagerId] = useState<number | null>(editing?.manager_employee_id ?? null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const write = editing ? update : create;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };

  // A department cannot hang from itself or from anything below it.
  const excluded = editing ? subtreeIds(departments, editing.id) : new Set<number>();
  const parentOptions = departments.filter((d) => !excluded.has(d.id)).map((d) => ({ value: String(d.id), label: d.name }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name, slug: slug.trim() || undefined, description: orNull(description), parent_id: parentId, manager_employee_id: managerId };
    const checked = (editing ? updateDepartmentInputSchema : createDepartmentInputSchema).safeParse(input);
    if (!checked.success) {
      setLocalErrors(issuesByField(checked.error));
      return;
    }
    setLocalErrors({});
    const done = editing
      ? await update.mutateAsync({ id: editing.id, ...input }).catch(() => null)
      : await create.mutateAsync({ companyId, ...input }).catch(() => null);
    if (done) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <TextInput label="Nombre" required data-autofocus value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={200} />
        <TextInput
          label="Identificador (slug)"
          description="Minúsculas, números y guiones; único en la empresa. Vacío: se forma con el nombre."
          placeholder={slugify(name) || 'por-ejemplo-ventas'}
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={errors.slug}
          maxLength={100}
        />
        <Textarea label="Descripción" autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} maxLength={1000} />
        <Select
          label="Departamento superior"
          placeholder="Ninguno (nivel principal)"
          clearable
          searchable
          data={parentOptions}
          value={parentId === null ? null : String(parentId)}
          onChange={(value) => setParentId(value ? Number(value) : null)}
          error={errors.parent_id}
          comboboxProps={{ withinPortal: true }}
        />
        <EmployeePicker
          companyId={companyId}
          label="Responsable"
          value={managerId}
          currentLabel={editing?.manager?.full_name}
          onChange={setManagerId}
          error={errors.manager_employee_id}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing ? 'Guardar cambios' : 'Crear departamento'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a department in a modal: name, slug, description, parent and manager. */
export function DepartmentFormModal(props: DepartmentFormModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={props.opened} onClose={props.onClose} title={props.editing ? `Editar ${props.editing.name}` : 'Nuevo departamento'} size="lg">
      {/* Keyed so that each opening starts from the department's data. */}
      {props.opened && <DepartmentForm key={props.editing?.id ?? 'nuevo'} {...props} />}
    </Modal>
  );
}
