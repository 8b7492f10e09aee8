import { Select } from '@mantine/core';
import type { TicketDetail } from '../../../../shared/contracts/support';
import { TECHNICAL_SUPPORT_DEPARTMENT_SLUG } from '../../../../shared/roles';
import { useDepartments } from '../../../api/get-departments';
import { useEmployees } from '../../../api/get-employees';
import { describeForPeople } from '../../../lib/client-error';
import { useUpdateTicketAssignee } from '../api/update-ticket-assignee';

const NOBODY = 'none';

/**
 * Support's assignee picker. The server has no list of assignable people; it accepts holders of
 * `tickets.assignable` and members of the `soporte-tecnico` department, so the options are that
 * department's employees with an account (the department members the server checks), plus the
 * current assignee and the signed-in agent. Anyone else the server refuses with its own message.
 */
export function AssigneeSelect({ ticket, self }: { ticket: TicketDetail; self: { id: number; name: string } | null }) {
  const departments = useDepartments(ticket.company_id);
  const supportDepartment = departments.data?.find((department) => department.slug === TECHNICAL_SUPPORT_DEPARTMENT_SLUG) ?? null;
  const members = useEmployees({ companyId: ticket.company_id, page: 1, q: '', departmentId: supportDepartment?.id ?? null, onlyDrivers: false });
  const update = useUpdateTicketAssignee();
  const people = new Map<number, string>();
  if (supportDepartment) for (const employee of members.data?.data ?? []) if (employee.user_id !== null) people.set(employee.user_id, employee.full_name);
  if (ticket.assignee) people.set(ticket.assignee.id, ticket.assignee.name);
  if (self && !people.has(self.id)) people.set(self.id, `${self.name} (yo)`);
  const data = [{ value: NOBODY, label: 'Sin asignar' }, ...[...people].map(([id, name]) => ({ value: String(id), label: name }))];
  return (
    <Select
      label="Responsable"
      allowDeselect={false}
      data={data}
      value={ticket.assignee ? String(ticket.assignee.id) : NOBODY}
      onChange={(value) => update.mutate({ id: ticket.id, assigneeId: value && value !== NOBODY ? Number(value) : null })}
      disabled={update.isPending}
      error={update.error ? describeForPeople(update.error) : undefined}
      comboboxProps={{ withinPortal: true }}
      maw={320}
    />
  );
}
