import { Badge, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ChargePayment, CompanyCharge } from '../../../../shared/contracts/wallet-reads';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable } from '../../../components/data-table';
import { useActionKeys } from '../../../hooks/use-action-keys';
import { formatDateTime } from '../../../lib/date-format';
import { formatCentavos } from '../../../lib/money';
import { useChargePayments } from '../api/get-charge-payments';
import { useRefundPayment } from '../api/refund-payment';

/** The payments of one charge, and «Reembolsar» with a confirmation that says what goes back. */
export function ChargePaymentsModal({ charge, onClose }: { charge: CompanyCharge; onClose: () => void }) {
  const payments = useChargePayments(charge.id);
  const refund = useRefundPayment();
  const keys = useActionKeys();
  const [refunding, setRefunding] = useState<ChargePayment | null>(null);

  const confirm = () => {
    if (!refunding) return;
    const request = { paymentId: refunding.id };
    refund.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: () => {
          keys.done();
          setRefunding(null);
        },
      },
    );
  };

  // The confirmation replaces the list while it is open (a sibling: the list's content unmounts when it closes).
  return (
    <>
      <Modal opened={!refunding} onClose={onClose} title={`Pagos de «${charge.concept}»`} size="xl" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        <Stack gap="sm">
          <DataTable<ChargePayment>
            query={payments}
            rows={payments.data ?? []}
            rowKey={(row) => row.id}
            columns={[
              { header: 'Persona', cell: (row) => `${row.user_name} (${row.user_email})` },
              { header: 'Fecha', cell: (row) => formatDateTime(row.created_at) },
              { header: 'Importe', cell: (row) => formatCentavos(row.amount) },
              { header: 'Con puntos', cell: (row) => `${row.points_redeemed.toLocaleString('es-MX')} puntos` },
              {
                header: 'Estado',
                cell: (row) => (
                  <Badge variant="light" color={row.status === 'refunded' ? 'grape.9' : 'teal.9'}>
                    {row.status === 'refunded' ? `Reembolsado ${formatDateTime(row.refunded_at)}` : 'Pagado'}
                  </Badge>
                ),
              },
            ]}
            actions={[{ label: 'Reembolsar', danger: true, name: (row) => `Reembolsar el pago de ${row.user_name}`, shown: (row) => row.status === 'paid', onClick: setRefunding }]}
            scrollLabel="Pagos del cobro"
            minWidth={640}
            loadingLabel="Cargando los pagos"
            errorTitle="No pudimos cargar los pagos"
            empty="Nadie ha pagado este cobro todavía."
          />
        </Stack>
      </Modal>
      {refunding && (
        <ConfirmDeleteModal
          opened
          title="¿Reembolsar este pago?"
          confirmLabel="Reembolsar"
          pending={refund.isPending}
          error={refund.error}
          onConfirm={confirm}
          onClose={() => {
            refund.reset();
            setRefunding(null);
          }}
        >
          <Text span size="sm">
            Regresaremos {formatCentavos(refunding.cash_amount)} a la wallet de {refunding.user_name} y los {refunding.points_redeemed} puntos que usó; los {refunding.points_earned} puntos que ganó con este pago se le retiran. No se puede deshacer.
          </Text>
        </ConfirmDeleteModal>
      )}
    </>
  );
}
