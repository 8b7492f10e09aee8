import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BarChart } from '../../../components/bar-chart';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { useListState } from '../../../hooks/use-list-state';
import { paths } from '../../../lib/paths';
import { useFiscalData } from '../api/get-fiscal-data';
import { useMyInvoices } from '../api/get-my-invoices';
import { FiscalDataForm } from '../components/fiscal-data-form';
import { InvoiceRequest } from '../components/invoice-request';
import { InvoicesTable } from '../components/invoices-table';
import { formatCentavos } from '../../../lib/money';

/**
 * `/wallet/facturacion`: the user's fiscal data (SAT catalogues, RFC checked while typed), the
 * request of an invoice for recharges and payments, and their invoices with downloads.
 */
export default function BillingPage() {
  const { user, allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ page: 1 });
  const userId = user?.id ?? 0;
  const fiscal = useFiscalData(userId);
  const invoices = useMyInvoices({ userId, page: filters.page });
  if (!user) return <Empty>Inicia sesión para facturar.</Empty>;

  // What was invoiced per status on this page: people compare what is ready with what waits.
  const rows = invoices.data?.data ?? [];
  const chart = [
    { label: 'Por timbrar', value: rows.filter((invoice) => invoice.status === 'pending').reduce((sum, invoice) => sum + invoice.total, 0) / 100 },
    { label: 'Timbradas', value: rows.filter((invoice) => invoice.status === 'stamped').reduce((sum, invoice) => sum + invoice.total, 0) / 100 },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Facturación</Title>
        <Text size="sm" c="dimmed">
          Facturas (CFDI 4.0) de tus recargas y pagos con la cartera.
          {allows('billing.stamp') && (
            <>
              {' '}
              <Anchor component={Link} to={paths.walletBillingQueue}>
                Ver facturas por timbrar
              </Anchor>
            </>
          )}
        </Text>
      </div>
      <Card withBorder component="section" aria-labelledby="datos-fiscales">
        <Title order={2} size="h3" id="datos-fiscales" mb="sm">
          Datos fiscales
        </Title>
        {fiscal.isPending ? (
          <Loading label="Cargando tus datos fiscales" />
        ) : fiscal.isError ? (
          <LoadFailed title="No pudimos cargar tus datos fiscales" error={fiscal.error} onRetry={() => void fiscal.refetch()} />
        ) : (
          <FiscalDataForm userId={userId} saved={fiscal.data} />
        )}
      </Card>
      <Card withBorder component="section" aria-labelledby="solicitar-factura">
        <Title order={2} size="h3" id="solicitar-factura" mb="sm">
          Solicitar factura
        </Title>
        {fiscal.data === null && <Text size="sm" mb="sm">Guarda primero tus datos fiscales para poder solicitar facturas.</Text>}
        <InvoiceRequest userId={userId} canRequest={Boolean(fiscal.data)} />
      </Card>
      <Stack component="section" aria-labelledby="mis-facturas" gap="sm">
        <Title order={2} size="h3" id="mis-facturas">
          Mis facturas
        </Title>
        {rows.length > 0 && <BarChart title="Importe facturado por estado" data={chart} unit="pesos" height={120} />}
        {rows.length > 0 && (
          <Text size="sm" c="dimmed">
            En esta página: {formatCentavos(rows.reduce((sum, invoice) => sum + invoice.total, 0))} en {rows.length === 1 ? '1 factura' : `${rows.length} facturas`}.
          </Text>
        )}
        <InvoicesTable query={invoices} empty="Aún no has solicitado facturas." />
        <Pages total={invoices.data?.last_page ?? 1} value={filters.page} onChange={(page) => setFilters({ page })} />
      </Stack>
    </Stack>
  );
}
