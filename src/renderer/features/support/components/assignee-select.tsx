import { Select } from '@mantine/core';
import type { TicketDetail } from '../../../../shared/contracts/support';
import { describeForPeople } from '../../../lib/client-error';
import { useSupportAgents } from '../api/get-support-agents';
import { useUpdateTicketAssignee } from '../api/update-ticket-assignee';

const NOBODY = 'none';

/**
 * Support's assignee picker: the people the server accepts as assignee (`GET
 * /companies/{id}/support-agents`: technical_support holders and the `soporte-tecnico`
 * department), by full name, plus the current assignee should they have left that list.
 */
export function AssigneeSelect({ ticket, self }: { ticket: TicketDetail; self: { id: number; name: string } | null }) {
  const agents = useSupportAgents(ticket.company_id);
  const update = useUpdateTicketAssignee();
  const people = new Map<number, string>();
  for (const agent of agents.data ?? []) people.set(agent.id, agent.id === self?.id ? `${agent.name} (yo)` : agent.name);
  if (ticket.assignee && !people.has(ticket.assignee.id)) people.set(ticket.assignee.id, ticket.assignee.name);
  const data = [{ value: NOBODY, label: 'Sin asignar' }, ...[...people].map(([id, name]) => ({ value: String(id), label: name }))];
  const error = update.error ?? agents.error;
  return (
    <Select
      label="Responsable"
      allowDeselect={false}
      data={data}
      value={ticket.assignee ? String(ticket.assignee.id) : NOBODY}
      onChange={(value) => update.mutate({ id: ticket.id, assigneeId: value && value !== NOBODY ? Number(value) : null })}
      disabled={update.isPending || agents.isPending}
      error={error ? describeForPeople(error) : undefined}
      comboboxProps={{ withinPortal: true }}
      maw={320}
    />
  );
}
