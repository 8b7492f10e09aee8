import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { TICKET_CATEGORY_LABELS, type TicketDetail } from '../../../../shared/contracts/support';
import { LoadFailed, Loading } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { useTicket } from '../api/get-ticket';
import { AssigneeSelect } from '../components/assignee-select';
import { Conversation } from '../components/conversation';
import { ReplyBox } from '../components/reply-box';
import { SlaBadge } from '../components/sla-badge';
import { StatusTimeline } from '../components/status-timeline';
import { TicketPriorityBadge, TicketStatusBadge } from '../components/ticket-badges';
import { formatDateTime } from '../components/ticket-labels';
import { TicketServiceOrders } from '../components/ticket-service-orders';
import { TicketStatusActions } from '../components/ticket-status-actions';
import { useSupportRole } from '../components/use-support-role';
import { useTicketRoom } from '../components/use-ticket-room';
import { Fact } from '../../../components/fact';
import { serverRefused } from '../../../lib/client-error';

const RELATED_LABELS = { employee: 'Empleado', unit: 'Unidad', container: 'Contenedor' } as const;

function Header({ ticket, self }: { ticket: TicketDetail; self: { id: number; name: string } | null }) {
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Text ff="monospace" fw={700} size="lg">
          {ticket.reference}
        </Text>
        <TicketStatusBadge status={ticket.status} size="lg" />
        <TicketPriorityBadge priority={ticket.priority} size="lg" />
      </Group>
      <Title order={1}>{ticket.subject}</Title>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Fact label="Solicitante">{ticket.requester.name}</Fact>
          <Fact label="Categoría">{TICKET_CATEGORY_LABELS[ticket.category]}</Fact>
          <Fact label="Levantado">{formatDateTime(ticket.created_at)}</Fact>
          <Fact label="Activo relacionado">{ticket.related ? `${RELATED_LABELS[ticket.related.kind]} ${ticket.related.id}` : '—'}</Fact>
          {ticket.sla && (
            <Fact label="SLA">
              <Stack gap={4} align="flex-start">
                <SlaBadge name="first_response" clock={ticket.sla.first_response} withName />
                <SlaBadge name="resolution" clock={ticket.sla.resolution} withName />
              </Stack>
            </Fact>
          )}
          {ticket.can_work ? <AssigneeSelect ticket={ticket} self={self} /> : <Fact label="Responsable">{ticket.assignee?.name ?? 'Sin asignar'}</Fact>}
        </SimpleGrid>
      </Card>
      <TicketStatusActions ticket={ticket} />
    </Stack>
  );
}

/** `/soporte/tickets/{id}/detalles`: the ticket, its status actions, the conversation (live), the reply box and the timeline. */
export default function TicketDetailPage() {
  const id = Number(useParams().ticketId);
  const ticket = useTicket(id);
  const { user } = useSupportRole();
  const room = useTicketRoom(ticket.data ? id : 0);
  const self = user ? { id: user.id, name: [user.name, user.surname].filter(Boolean).join(' ') } : null;
  if (ticket.isPending) return <Loading label="Cargando el ticket" />;
  if (ticket.data === undefined || serverRefused(ticket.error)) return <LoadFailed title="No pudimos cargar el ticket" error={ticket.error} onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.tickets} size="sm">
        ← {data.can_work ? 'Tickets de soporte' : 'Mis tickets'}
      </Anchor>
      <Header ticket={data} self={self} />
      <Conversation ticket={data} />
      <TicketServiceOrders ticket={data} />
      <ReplyBox ticket={data} support={data.can_work} typers={room.typers} onTyping={room.typing} onStopTyping={room.stopTyping} />
      <StatusTimeline ticket={data} />
    </Stack>
  );
}
