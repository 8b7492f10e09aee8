import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RevisionOrderDetail } from '../../../../shared/contracts/revision-orders';
import { WriteError } from '../../../components/query-states';
import { serviceOrderPath } from '../../../lib/paths';
import { useCreateRevisionServiceOrders } from '../api/create-revision-service-orders';
import { useUpdateRevisionOrderStatus } from '../api/update-revision-order-status';

/**
 * The order's moves (start, finish, cancel — cancelling is support's) and «Crear órdenes de
 * servicio» for the failed items. The server has the last word: what is missing to finish comes
 * back as its Spanish message.
 */
export function RevisionOrderActions({ order }: { order: RevisionOrderDetail }) {
  const status = useUpdateRevisionOrderStatus();
  const serviceOrders = useCreateRevisionServiceOrders();
  const failed = order.items.filter((item) => item.result === 'fail');
  const open = order.status === 'scheduled' || order.status === 'in_progress';
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="Acciones de la orden">
        {order.status === 'scheduled' && (
          <Button variant="light" loading={status.isPending} onClick={() => status.mutate({ id: order.id, status: 'in_progress' })}>
            Iniciar revisión
          </Button>
        )}
        {order.status === 'in_progress' && (
          <Button loading={status.isPending} onClick={() => status.mutate({ id: order.id, status: 'done' })}>
            Terminar revisión
          </Button>
        )}
        {open && order.can_manage && (
          <Button variant="default" disabled={status.isPending} onClick={() => status.mutate({ id: order.id, status: 'cancelled' })}>
            Cancelar orden
          </Button>
        )}
        {order.can_manage && order.status !== 'cancelled' && failed.length > 0 && (
          <Button color="red.9" loading={serviceOrders.isPending} onClick={() => serviceOrders.mutate(order.id)}>
            Crear órdenes de servicio ({failed.length})
          </Button>
        )}
      </Group>
      <WriteError error={status.error ?? serviceOrders.error} />
      {serviceOrders.data && (
        // No Alert title: Mantine's light title colour falls short of AA contrast; the words carry it.
        <Alert color="teal" role="status">
          <Text fw={600} size="sm">
            Órdenes de servicio
          </Text>
          <List size="sm">
            {serviceOrders.data.data.map((made) => (
              <List.Item key={made.item_id}>
                «{order.items.find((item) => item.id === made.item_id)?.label}»:{' '}
                <Anchor component={Link} to={serviceOrderPath(made.service_order_id)} inherit>
                  orden de servicio #{made.service_order_id}
                </Anchor>
                {made.created ? ' (nueva)' : ' (ya existía)'}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
