import { Button, Group } from '@mantine/core';
import type { TicketDetail } from '../../../../shared/contracts/support';
import { WriteError } from '../../../components/query-states';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { statusActionsFor } from './ticket-labels';

/** The moves the transitions table allows the caller from the current status (the server has the last word). */
export function TicketStatusActions({ ticket }: { ticket: TicketDetail }) {
  const update = useUpdateTicketStatus();
  const actions = statusActionsFor(ticket, ticket.can_work);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Cambiar el estado">
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.secondary ? 'default' : 'light'}
          loading={update.isPending && update.variables?.status === action.to}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: ticket.id, status: action.to })}
        >
          {action.label}
        </Button>
      ))}
      <WriteError error={update.error} />
    </Group>
  );
}
