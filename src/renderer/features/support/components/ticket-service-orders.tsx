import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TicketDetail } from '../../../../shared/contracts/support';
import { LoadFailed } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { serviceOrderPath } from '../../../lib/paths';
import { useServiceOrders } from '../api/get-service-orders';
import { NewServiceOrderModal } from './new-service-order-modal';
import { ServiceOrderStatusBadge } from './service-order-labels';

/**
 * «Órdenes de servicio» on a ticket: the orders made from it (support and its requester see them),
 * and, for support, «Crear orden de servicio» with the ticket's subject as the suggested title.
 */
export function TicketServiceOrders({ ticket }: { ticket: TicketDetail }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const orders = useServiceOrders({ companyId: ticket.company_id, page: 1, ticketId: ticket.id, sort: '-number' });
  const rows = orders.data?.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="ordenes-del-ticket">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="ordenes-del-ticket">
          Órdenes de servicio
        </Title>
        {ticket.can_work && (
          <Button size="sm" variant="light" onClick={() => setCreating(true)}>
            Crear orden de servicio
          </Button>
        )}
      </Group>
      {orders.isError && <LoadFailed title="No pudimos cargar las órdenes del ticket" error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Este ticket no tiene órdenes de servicio.
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((order) => (
          <Group key={order.id} component="li" gap="sm" wrap="wrap">
            <Anchor component={Link} to={serviceOrderPath(order.id)} ff="monospace" fw={600}>
              {order.reference}
            </Anchor>
            <Text size="sm">{order.title}</Text>
            <ServiceOrderStatusBadge status={order.status} />
            <Text size="sm" c="dimmed">
              {formatDateTime(order.scheduled_at)}
            </Text>
          </Group>
        ))}
      </Stack>
      <NewServiceOrderModal opened={creating} companyId={ticket.company_id} ticket={{ id: ticket.id, subject: ticket.subject }} onClose={() => setCreating(false)} onCreated={(id) => void navigate(serviceOrderPath(id))} />
    </Card>
  );
}
