import { Paper } from '@mantine/core';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { OrdersPanel } from './orders-panel';
import { useLiveLogistics } from './use-live-logistics';

export interface ContainerOrdersSectionProps {
  container: { id: number; number: string };
}

/**
 * A container's orders and waybills as the container page shows them, for who may read orders in
 * the company chosen in the header; kept live from the socket.
 */
export function ContainerOrdersSection({ container }: ContainerOrdersSectionProps) {
  const { company, roles, allows } = useLogisticsContext();
  useLiveLogistics();
  if (!allows('orders.read') || !company) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <OrdersPanel
        containerId={container.id}
        containerNumber={container.number}
        companyId={company.id}
        roles={roles}
        canCreate={allows('orders.create')}
        canIssueWaybills={allows('waybills.create')}
      />
    </Paper>
  );
}
