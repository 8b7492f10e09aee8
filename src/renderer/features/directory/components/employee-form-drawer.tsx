import { Button, Checkbox, Drawer, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Department } from '../../../../shared/contracts/departments';
import type { Employee } from '../../../../shared/contracts/employees';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createEmployeeInputSchema, useCreateEmployee } from '../api/create-employee';
import { updateEmployeeInputSchema, useUpdateEmployee } from '../api/update-employee';
import { issuesByField, orNull } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';

export interface EmployeeFormDrawerProps {
  departments: Department[];
  /** The employee to edit; null adds one. */
  editing: Employee | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (employee: Employee) => void;
}

function EmployeeForm({ departments, editing, onClose, onSaved }: Omit<EmployeeFormDrawerProps, 'opened'>) {
  const [fields, setFields] = useState({
    name: editing?.name ?? '',
    surname: editing?.surname ?? '',
    lastname: editing?.lastname ?? '',
    email: editing?.email ?? '',
    phone: editing?.phone ?? '',
    position: editing?.position ?? '',
    employee_number: editing?.employee_number ?? '',
    badge_code: editing?.badge_code ?? '',
    license_number: editing?.license_number ?? '',
    license_expires_on: editing?.license_expires_on ?? '',
    hire_date: editing?.hire_date ?? '',
    rfc: editing?.rfc ?? '',
    curp: editing?.curp ?? '',
    nss: editing?.nss ?? '',
  });
  const [departmentId, setDepartmentId] = useState<number | null>(editing?.department_id ?? (departments.length === 1 ? departments[0]!.id : null));
  const [isDriver, setIsDriver] = useState(editing?.is_driver ?? false);
  // Write-only: the PIN is never read back; blank leaves it as it is.
  const [pin, setPin] = useState('');
  const [removePin, setRemovePin] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const write = editing ? update : create;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };
  const set = (key: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: fields.name,
      surname: orNull(fields.surname),
      lastname: orNull(fields.lastname),
      email: orNull(fields.email),
      phone: orNull(fields.phone),
      position: orNull(fields.position),
      employee_number: orNull(fields.employee_number),
      badge_code: orNull(fields.badge_code),
      is_driver: isDriver,
      license_number: isDriver ? orNull(fields.license_number) : null,
      license_expires_on: isDriver ? orNull(fields.license_expires_on) : null,
      // Left empty on a new employee, the server takes the day it is added.
      ...(fields.hire_date ? { hire_date: fields.hire_date } : {}),
      rfc: orNull(fields.rfc),
      curp: orNull(fields.curp),
      nss: orNull(fields.nss),
      ...(removePin ? { pin: null } : pin ? { pin } : {}),
    };
    if (departmentId === null) {
      setLocalErrors({ department_id: 'Elige el departamento.' });
      return;
    }
    const checked = editing ? updateEmployeeInputSchema.safeParse({ ...input, department_id: departmentId }) : createEmployeeInputSchema.safeParse(input);
    if (!checked.success) {
      setLocalErrors(issuesByField(checked.error));
      return;
    }
    setLocalErrors({});
    const saved = editing
      ? await update.mutateAsync({ departmentId: editing.department_id, employeeId: editing.id, ...input, department_id: departmentId }).catch(() => null)
      : await create.mutateAsync({ departmentId, ...input }).catch(() => null);
    if (saved) {
      onSaved?.(saved);
      onClose();
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <TextInput label="Nombre(s)" required data-autofocus value={fields.name} onChange={set('name')} error={errors.name} maxLength={100} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Apellido paterno" value={fields.surname} onChange={set('surname')} error={errors.surname} maxLength={100} />
          <TextInput label="Apellido materno" value={fields.lastname} onChange={set('lastname')} error={errors.lastname} maxLength={100} />
        </SimpleGrid>
        <Select
          label="Departamento"
          required
          searchable
          data={departments.map((d) => ({ value: String(d.id), label: d.name }))}
          value={departmentId === null ? null : String(departmentId)}
          onChange={(value) => setDepartmentId(value ? Number(value) : null)}
          error={errors.department_id}
          nothingFoundMessage="Sin departamentos"
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label="Puesto" value={fields.position} onChange={set('position')} error={errors.position} maxLength={150} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Correo electrónico" type="email" value={fields.email} onChange={set('email')} error={errors.email} maxLength={254} />
          <TextInput label="Teléfono" type="tel" value={fields.phone} onChange={set('phone')} error={errors.phone} maxLength={30} />
          <TextInput label="Número de empleado" value={fields.employee_number} onChange={set('employee_number')} error={errors.employee_number} maxLength={50} />
          <TextInput label="Código de gafete" value={fields.badge_code} onChange={set('badge_code')} error={errors.badge_code} maxLength={64} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Fecha de ingreso"
            type="date"
            description={editing ? undefined : 'Vacía: hoy. No se registran faltas antes de esta fecha.'}
            value={fields.hire_date}
            onChange={set('hire_date')}
            error={errors.hire_date}
          />
          <TextInput label="RFC" value={fields.rfc} onChange={set('rfc')} error={errors.rfc} maxLength={13} autoCapitalize="characters" />
          <TextInput label="CURP" value={fields.curp} onChange={set('curp')} error={errors.curp} maxLength={18} autoCapitalize="characters" />
          <TextInput label="NSS (IMSS)" inputMode="numeric" value={fields.nss} onChange={set('nss')} error={errors.nss} maxLength={11} />
        </SimpleGrid>
        <PasswordInput
          label="NIP de asistencia"
          description={editing?.has_pin ? 'Tiene un NIP. Escribe uno nuevo para cambiarlo; vacío lo deja igual.' : '4 a 8 dígitos para el reloj checador (opcional).'}
          inputMode="numeric"
          autoComplete="new-password"
          value={pin}
          disabled={removePin}
          onChange={(e) => setPin(e.currentTarget.value)}
          error={errors.pin}
          maxLength={8}
        />
        {editing?.has_pin && <Checkbox label="Quitar el NIP" checked={removePin} onChange={(e) => setRemovePin(e.currentTarget.checked)} />}
        <Switch label="Es chofer" checked={isDriver} onChange={(e) => setIsDriver(e.currentTarget.checked)} />
        {isDriver && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Número de licencia" value={fields.license_number} onChange={set('license_number')} error={errors.license_number} maxLength={50} />
            <TextInput label="Vencimiento de la licencia" type="date" value={fields.license_expires_on} onChange={set('license_expires_on')} error={errors.license_expires_on} />
          </SimpleGrid>
        )}
        {departments.length === 0 && (
          <Text size="sm" c="dimmed">
            Primero crea un departamento: cada empleado pertenece a uno.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing ? 'Guardar cambios' : 'Agregar empleado'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit an employee in a side drawer. */
export function EmployeeFormDrawer(props: EmployeeFormDrawerProps) {
  return (
    <Drawer closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={props.opened} onClose={props.onClose} title={props.editing ? `Editar a ${props.editing.full_name}` : 'Nuevo empleado'} position="right" size="lg">
      {props.opened && <EmployeeForm key={props.editing?.id ?? 'nuevo'} {...props} />}
    </Drawer>
  );
}
