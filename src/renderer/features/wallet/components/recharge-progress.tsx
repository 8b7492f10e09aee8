import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadFailed } from '../../../components/query-states';
import { serverRefused } from '../../../lib/client-error';
import { formatCentavos } from '../../../lib/money';
import { useRechargeStatus } from '../api/get-recharge';
import { useWalletSummary } from '../api/get-wallet-summary';
import { walletKey } from '../api/keys';
import { pointsEarnedBy } from '../wallet-rules';

export interface RechargeProgressProps {
  rechargeId: number;
  userId: number;
  onDone: () => void;
}

/**
 * After paying: «Procesando…» until the server says the provider confirmed (it polls the
 * recharge), then the new balance — read from the server, never added up here — and the points.
 */
export function RechargeProgress({ rechargeId, userId, onDone }: RechargeProgressProps) {
  const queryClient = useQueryClient();
  const recharge = useRechargeStatus(rechargeId, true);
  const status = recharge.data?.status;
  const summary = useWalletSummary(userId);
  useEffect(() => {
    if (status === 'succeeded') void queryClient.invalidateQueries({ queryKey: walletKey });
  }, [status, queryClient]);

  if (recharge.isError && (recharge.data === undefined || serverRefused(recharge.error))) return <LoadFailed title="No pudimos consultar tu recarga" error={recharge.error} onRetry={() => void recharge.refetch()} />;
  if (!recharge.data || status === 'pending') {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Procesando… esperamos la confirmación del proveedor de pagos.</Text>
      </Group>
    );
  }
  if (status === 'failed') {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert" title="La recarga no se completó">
          {recharge.data.failure_reason ?? 'El pago fue rechazado.'} Tu saldo no cambió.
        </Alert>
        <Group>
          <Button onClick={onDone}>Intentar de nuevo</Button>
        </Group>
      </Stack>
    );
  }
  const earned = pointsEarnedBy(recharge.data.amount);
  return (
    <Stack gap="sm">
      <Alert color="teal" role="status" title="¡Recarga acreditada!">
        <Text size="sm">
          Recargaste {formatCentavos(recharge.data.amount)}
          {earned > 0 ? ` y ganaste ${earned} ${earned === 1 ? 'punto' : 'puntos'}` : ''}.
        </Text>
        {summary.data && !summary.isFetching && (
          <Text size="sm" fw={600} data-testid="recharge-new-balance">
            Tu nuevo saldo: {formatCentavos(summary.data.balance)} · {summary.data.points.toLocaleString('es-MX')} puntos
          </Text>
        )}
      </Alert>
      <Group>
        <Button variant="light" onClick={onDone}>
          Hacer otra recarga
        </Button>
      </Group>
    </Stack>
  );
}
