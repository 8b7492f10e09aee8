import { Badge } from '@mantine/core';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '../../../../shared/contracts/support';
import { badgeTextFor } from '../../../components/badge-colors';
import { TICKET_PRIORITY_COLORS, TICKET_STATUS_COLORS } from './ticket-labels';

/** The status in words on a coloured badge (the colour never carries it alone). */
export function TicketStatusBadge({ status, size = 'md' }: { status: TicketStatus; size?: 'md' | 'lg' }) {
  const color = TICKET_STATUS_COLORS[status];
  return (
    <Badge color={color} c={badgeTextFor(color)} variant="light" size={size}>
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority, size = 'md' }: { priority: TicketPriority; size?: 'md' | 'lg' }) {
  const color = TICKET_PRIORITY_COLORS[priority];
  return (
    <Badge color={color} c={badgeTextFor(color)} variant="light" size={size}>
      Prioridad {TICKET_PRIORITY_LABELS[priority].toLowerCase()}
    </Badge>
  );
}
