import { Select } from '@mantine/core';
import { TECHNICAL_SUPPORT_DEPARTMENT_SLUG } from '../../../../shared/roles';
import { useDepartments } from '../../../api/get-departments';
import { useEmployees } from '../../../api/get-employees';
import { useSupportRole } from './use-support-role';

const NOBODY = 'none';

export interface TechnicianSelectProps {
  companyId: number;
  value: number | null;
  onChange: (userId: number | null) => void;
  /** The current technician, who may no longer be in the department. */
  current?: { id: number; name: string } | null;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The technician of a service order: the people the server accepts as a ticket's assignee (the
 * `soporte-tecnico` department's employees with an account), the current one and the signed-in
 * agent — the same list as the ticket's assignee picker; the server has the last word.
 */
export function TechnicianSelect({ companyId, value, onChange, current, error, disabled }: TechnicianSelectProps) {
  const { user } = useSupportRole();
  const departments = useDepartments(companyId);
  const supportDepartment = departments.data?.find((department) => department.slug === TECHNICAL_SUPPORT_DEPARTMENT_SLUG) ?? null;
  const members = useEmployees({ companyId, page: 1, q: '', departmentId: supportDepartment?.id ?? null, onlyDrivers: false });
  const people = new Map<number, string>();
  if (supportDepartment) for (const employee of members.data?.data ?? []) if (employee.user_id !== null) people.set(employee.user_id, employee.full_name);
  if (current) people.set(current.id, current.name);
  if (user && !people.has(user.id)) people.set(user.id, `${[user.name, user.surname].filter(Boolean).join(' ')} (yo)`);
  return (
    <Select
      label="Técnico"
      allowDeselect={false}
      data={[{ value: NOBODY, label: 'Sin asignar' }, ...[...people].map(([id, name]) => ({ value: String(id), label: name }))]}
      value={value === null ? NOBODY : String(value)}
      onChange={(next) => onChange(next && next !== NOBODY ? Number(next) : null)}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
