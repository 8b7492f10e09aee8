import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Shift } from '../../../../shared/contracts/attendance-shifts';
import { fieldErrorsOf } from '../../../lib/client-error';
import { addDepartmentShiftInputSchema, useAddDepartmentShift } from '../api/add-department-shift';
import { addEmployeeShiftInputSchema, useAddEmployeeShift } from '../api/add-employee-shift';
import { useDepartmentShifts } from '../api/get-department-shifts';
import { useEmployeeShifts } from '../api/get-employee-shifts';
import { useRemoveDepartmentShift } from '../api/remove-department-shift';
import { useRemoveEmployeeShift } from '../api/remove-employee-shift';
import { DepartmentSelect } from '../../../components/department-select';
import { EmployeePicker } from '../../../components/employee-picker';
import { issuesByField } from '../../../lib/form-errors';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { ShiftHours } from './shift-display';
import { formatDay, todayInZone } from './zoned-time';
import { TableScroll } from '../../../components/table-scroll';

export interface AssignmentsPanelProps {
  companyId: number;
  shifts: Shift[];
  manage: boolean;
}

type Target = 'department' | 'employee';

function AssignForm({ companyId, shifts }: { companyId: number; shifts: Shift[] }) {
  const [target, setTarget] = useState<Target>('department');
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [employeeName, setEmployeeName] = useState<string | null>(null);
  const [validFrom, setValidFrom] = useState(todayInZone());
  const [validTo, setValidTo] = useState('');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const addEmployee = useAddEmployeeShift();
  const addDepartment = useAddDepartmentShift();
  const write = target === 'employee' ? addEmployee : addDepartment;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validity = { shift_id: shiftId ?? undefined, valid_from: validFrom, valid_to: validTo || null };
    const checked =
      target === 'employee'
        ? addEmployeeShiftInputSchema.safeParse({ employee_id: employeeId ?? undefined, ...validity })
        : addDepartmentShiftInputSchema.safeParse({ department_id: departmentId ?? undefined, ...validity });
    if (!checked.success) {
      const found = issuesByField(checked.error);
      // The ids are obligatory choices: say so in words, not as a number error.
      if (found.shift_id) found.shift_id = 'Elige el turno.';
      if (found.employee_id) found.employee_id = 'Elige al empleado.';
      if (found.department_id) found.department_id = 'Elige el departamento.';
      setLocalErrors(found);
      return;
    }
    setLocalErrors({});
    const done =
      target === 'employee'
        ? await addEmployee.mutateAsync({ employee_id: employeeId!, ...validity, shift_id: shiftId! }).catch(() => null)
        : await addDepartment.mutateAsync({ department_id: departmentId!, ...validity, shift_id: shiftId! }).catch(() => null);
    if (done) {
      setEmployeeId(null);
      setEmployeeName(null);
      setDepartmentId(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Asignar turno">
      <Stack gap="sm">
        <SegmentedControl
          value={target}
          onChange={(value) => {
            setTarget(value as Target);
            setLocalErrors({});
          }}
          data={[
            { value: 'department', label: 'A un departamento' },
            { value: 'employee', label: 'A un empleado' },
          ]}
          aria-label="Asignar a"
          w="fit-content"
        />
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label="Turno"
            required
            placeholder="Elige un turno"
            searchable
            data={shifts.map((shift) => ({ value: String(shift.id), label: `${shift.name} (${shift.start_time}–${shift.end_time})` }))}
            value={shiftId === null ? null : String(shiftId)}
            onChange={(value) => setShiftId(value ? Number(value) : null)}
            error={errors.shift_id}
            comboboxProps={{ withinPortal: true }}
          />
          {target === 'department' ? (
            <DepartmentSelect companyId={companyId} label="Departamento" required value={departmentId} onChange={setDepartmentId} error={errors.department_id} />
          ) : (
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
          )}
          <TextInput type="date" label="Vigente desde" required value={validFrom} onChange={(e) => setValidFrom(e.currentTarget.value)} error={errors.valid_from} />
          <TextInput type="date" label="Vigente hasta" description="Vacío: sin fecha de fin." value={validTo} min={validFrom} onChange={(e) => setValidTo(e.currentTarget.value)} error={errors.valid_to} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={write.isPending}>
            Asignar turno
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const validity = (from: string, to: string | null) => (to ? `${formatDay(from)} — ${formatDay(to)}` : `Desde ${formatDay(from)}`);

/** Who works which shift: by department (everyone in it) and by employee (replaces the department's). */
export function AssignmentsPanel({ companyId, shifts, manage }: AssignmentsPanelProps) {
  const employeeShifts = useEmployeeShifts(companyId);
  const departmentShifts = useDepartmentShifts(companyId);
  const removeEmployee = useRemoveEmployeeShift();
  const removeDepartment = useRemoveDepartmentShift();

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="asignaciones">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="asignaciones">
            Asignaciones
          </Title>
          <Text size="sm" c="dimmed">
            Un turno asignado a un departamento aplica a todo su personal; el turno propio de un empleado reemplaza al de su departamento.
          </Text>
        </div>
        {manage && shifts.length > 0 && <AssignForm companyId={companyId} shifts={shifts} />}
        <WriteError error={removeEmployee.error ?? removeDepartment.error} />

        <Title order={3} fz="h4">
          Por departamento
        </Title>
        {departmentShifts.isPending && <Loading label="Cargando asignaciones por departamento" />}
        {departmentShifts.isError && <LoadFailed title="No pudimos cargar las asignaciones por departamento" error={departmentShifts.error} onRetry={() => void departmentShifts.refetch()} />}
        {departmentShifts.data && departmentShifts.data.length === 0 && <Empty>Ningún departamento tiene turno asignado.</Empty>}
        {departmentShifts.data && departmentShifts.data.length > 0 && (
          <TableScroll label="Turnos por departamento, tabla" minWidth={640}>
            <Table striped aria-label="Turnos por departamento">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Departamento</Table.Th>
                  <Table.Th scope="col">Turno</Table.Th>
                  <Table.Th scope="col">Horario</Table.Th>
                  <Table.Th scope="col">Vigencia</Table.Th>
                  {manage && (
                    <Table.Th scope="col">
                      <VisuallyHidden>Acciones</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {departmentShifts.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.department.name}</Table.Td>
                    <Table.Td>{row.shift.name}</Table.Td>
                    <Table.Td>
                      <ShiftHours start={row.shift.start_time} end={row.shift.end_time} />
                    </Table.Td>
                    <Table.Td>{validity(row.valid_from, row.valid_to)}</Table.Td>
                    {manage && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={removeDepartment.isPending && removeDepartment.variables === row.id}
                          onClick={() => removeDepartment.mutate(row.id)}
                          aria-label={`Quitar el turno ${row.shift.name} de ${row.department.name}`}
                        >
                          Quitar
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}

        <Title order={3} fz="h4">
          Por empleado
        </Title>
        {employeeShifts.isPending && <Loading label="Cargando asignaciones por empleado" />}
        {employeeShifts.isError && <LoadFailed title="No pudimos cargar las asignaciones por empleado" error={employeeShifts.error} onRetry={() => void employeeShifts.refetch()} />}
        {employeeShifts.data && employeeShifts.data.length === 0 && <Empty>Ningún empleado tiene un turno propio.</Empty>}
        {employeeShifts.data && employeeShifts.data.length > 0 && (
          <TableScroll label="Turnos por empleado, tabla" minWidth={640}>
            <Table striped aria-label="Turnos por empleado">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Empleado</Table.Th>
                  <Table.Th scope="col">Turno</Table.Th>
                  <Table.Th scope="col">Horario</Table.Th>
                  <Table.Th scope="col">Vigencia</Table.Th>
                  {manage && (
                    <Table.Th scope="col">
                      <VisuallyHidden>Acciones</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {employeeShifts.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.employee.full_name}</Table.Td>
                    <Table.Td>{row.shift.name}</Table.Td>
                    <Table.Td>
                      <ShiftHours start={row.shift.start_time} end={row.shift.end_time} />
                    </Table.Td>
                    <Table.Td>{validity(row.valid_from, row.valid_to)}</Table.Td>
                    {manage && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={removeEmployee.isPending && removeEmployee.variables === row.id}
                          onClick={() => removeEmployee.mutate(row.id)}
                          aria-label={`Quitar el turno ${row.shift.name} de ${row.employee.full_name}`}
                        >
                          Quitar
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
