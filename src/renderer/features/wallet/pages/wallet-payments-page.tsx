import { Divider, Stack, Text, Title } from '@mantine/core';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { useWalletSummary } from '../api/get-wallet-summary';
import { CompanyCharges } from '../components/company-charges';
import { MoneyChart } from '../components/money-chart';
import { OpenCharges } from '../components/open-charges';
import { TransactionsHistory } from '../components/transactions-history';

/**
 * `/wallet/pagos`: the charges waiting for one's payment, the money in and out per month, the
 * history with receipts; below, for the selected company's admins, the company's charges.
 */
export default function WalletPaymentsPage() {
  const { user, company, allows } = useLogisticsContext();
  const summary = useWalletSummary(user?.id);
  if (!user) return <Empty>Inicia sesión para ver tus pagos.</Empty>;
  const admin = Boolean(company) && allows('wallet.charges');
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Pagos</Title>
        <Text size="sm" c="dimmed">
          Paga tus cobros con tu saldo (y tus puntos), revisa tus movimientos y descarga sus recibos.
        </Text>
      </div>
      <OpenCharges userId={user.id} />
      {summary.isPending ? (
        <Loading label="Cargando tus movimientos por mes" />
      ) : summary.isError ? (
        <LoadFailed title="No pudimos cargar tus movimientos por mes" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <MoneyChart title="Tu dinero por mes" description="Lo que entró a tu wallet (recargas, reembolsos) y lo que salió (pagos) en los últimos seis meses, en pesos." months={summary.data.months} inLabel="Entradas" outLabel="Salidas" />
      )}
      <TransactionsHistory userId={user.id} />
      {admin && company && (
        <>
          <Divider my="sm" />
          <CompanyCharges companyId={company.id} companyName={company.name} />
        </>
      )}
    </Stack>
  );
}
