import { Stack, Text, Title } from '@mantine/core';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { useSessionStore } from '../../../stores/session';
import { useWalletSummary } from '../api/get-wallet-summary';
import { BalanceCard } from '../components/balance-card';
import { PointLots } from '../components/point-lots';
import { RechargeCard } from '../components/recharge-card';

/** `/wallet`: the balance, the points (and their expiry) and the recharge. */
export default function WalletPage() {
  const userId = useSessionStore((state) => state.user?.id);
  const summary = useWalletSummary(userId);
  if (!userId) return <Empty>Inicia sesión para ver tu wallet.</Empty>;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Mi wallet</Title>
        <Text size="sm" c="dimmed">
          Tu saldo y tus puntos. Recarga con tarjeta y paga cobros desde aquí.
        </Text>
      </div>
      {summary.isPending ? (
        <Loading label="Cargando tu wallet" />
      ) : summary.isError ? (
        <LoadFailed title="No pudimos cargar tu wallet" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <BalanceCard summary={summary.data} />
      )}
      <RechargeCard userId={userId} />
      <PointLots userId={userId} />
    </Stack>
  );
}
