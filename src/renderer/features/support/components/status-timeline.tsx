import { Stack, Text, Timeline, Title } from '@mantine/core';
import { TICKET_STATUS_LABELS, type TicketDetail } from '../../../../shared/contracts/support';
import { formatDateTime } from './ticket-labels';

/** Every change of status, oldest first (the SLA clock's timeline). */
export function StatusTimeline({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="ticket-timeline">
      <Title order={2} size="h3" id="ticket-timeline">
        Historial de estados
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={ticket.status_events.length - 1}>
        {ticket.status_events.map((event, index) => (
          <Timeline.Item key={index} title={event.from_status ? `${TICKET_STATUS_LABELS[event.from_status]} → ${TICKET_STATUS_LABELS[event.to_status]}` : TICKET_STATUS_LABELS[event.to_status]}>
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at)}
              {event.by ? ` · ${event.by.name}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
