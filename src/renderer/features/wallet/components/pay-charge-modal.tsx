import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { useActionKeys } from '../../../hooks/use-action-keys';
import { formatCentavos } from '../../../lib/money';
import type { PayableCharge } from '../../../../shared/contracts/wallet-reads';
import { useApplyPayment } from '../api/apply-payment';
import { maxPointsFor, paymentSplit } from '../wallet-rules';

export interface PayChargeModalProps {
  charge: PayableCharge;
  balance: number;
  points: number;
  onClose: () => void;
}

/**
 * Pays a charge from the wallet, optionally with points (at most half of it, and what one holds):
 * the split is shown before confirming and is exactly what the server will post.
 */
export function PayChargeModal({ charge, balance, points, onClose }: PayChargeModalProps) {
  const maxPoints = maxPointsFor(charge.amount, points);
  const pointsField = useNumberField(0, { min: 0, max: maxPoints, integer: true });
  const apply = useApplyPayment();
  const keys = useActionKeys();
  const chosen = pointsField.parsed.ok ? (numberValue(pointsField) ?? 0) : 0;
  const split = paymentSplit(charge.amount, chosen);
  const short = split.cash > balance;

  const confirm = () => {
    if (!numberFieldsAreValid([pointsField])) return;
    const request = { chargeId: charge.id, points: chosen };
    apply.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: () => {
          keys.done();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Pagar: ${charge.concept}`} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="sm">
        <Text size="sm">
          {charge.company_name} te cobra {formatCentavos(charge.amount)}.
        </Text>
        {maxPoints > 0 ? (
          <NumberField field={pointsField} label="Puntos a usar" description={`Tienes ${points.toLocaleString('es-MX')}; en este cobro puedes usar hasta ${maxPoints.toLocaleString('es-MX')} (la mitad del cobro).`} />
        ) : (
          <Text size="sm" c="dimmed">
            {points > 0 ? 'Este cobro es muy pequeño para pagar parte con puntos.' : 'No tienes puntos para usar en este pago.'}
          </Text>
        )}
        <Table aria-label="Cómo se paga" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Con puntos</Table.Th>
              <Table.Td data-testid="split-points">
                {formatCentavos(split.pointsValue)} ({split.points.toLocaleString('es-MX')} puntos)
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">De tu saldo</Table.Th>
              <Table.Td data-testid="split-cash">{formatCentavos(split.cash)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Ganarás</Table.Th>
              <Table.Td>{split.earned.toLocaleString('es-MX')} puntos</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {short && (
          <Alert color="red" role="alert">
            Tu saldo ({formatCentavos(balance)}) no alcanza: recarga tu wallet o usa más puntos.
          </Alert>
        )}
        <WriteError error={apply.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={apply.isPending} disabled={short}>
            Confirmar pago de {formatCentavos(split.cash)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
