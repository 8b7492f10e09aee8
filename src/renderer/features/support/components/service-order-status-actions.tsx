import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { ServiceOrderDetail } from '../../../../shared/contracts/service-orders';
import { WriteError } from '../../../components/query-states';
import { useSaveServiceOrderPdf } from '../api/get-service-order-pdf';
import { useUpdateServiceOrderStatus } from '../api/update-service-order-status';
import { serviceOrderActions } from './service-order-labels';
import { SignServiceOrderModal } from './sign-service-order-modal';

/** The order's moves (the contract's table), «Firmar y completar» while it can be signed, and the PDF. */
export function ServiceOrderStatusActions({ order }: { order: ServiceOrderDetail }) {
  const move = useUpdateServiceOrderStatus();
  const pdf = useSaveServiceOrderPdf();
  const [signing, setSigning] = useState(false);
  const signable = order.can_work && (order.status === 'scheduled' || order.status === 'in_progress');
  return (
    <>
      <Group gap="sm">
        {order.can_work &&
          serviceOrderActions(order.status, order.can_manage).map((action) => (
            <Button key={action.to} variant={action.to === 'cancelled' ? 'outline' : 'light'} color={action.to === 'cancelled' ? 'red.8' : undefined} loading={move.isPending && move.variables?.status === action.to} onClick={() => move.mutate({ id: order.id, status: action.to })}>
              {action.label}
            </Button>
          ))}
        {signable && (
          <Button color="teal.8" onClick={() => setSigning(true)}>
            Firmar y completar
          </Button>
        )}
        <Button variant="default" loading={pdf.isPending} onClick={() => pdf.mutate({ id: order.id, reference: order.reference })}>
          Descargar PDF
        </Button>
      </Group>
      <WriteError error={move.error ?? pdf.error} />
      <SignServiceOrderModal order={order} opened={signing} onClose={() => setSigning(false)} />
    </>
  );
}
