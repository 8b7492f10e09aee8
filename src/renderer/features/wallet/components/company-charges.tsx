import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { badgeTextFor } from '../../../components/badge-colors';
import { useState } from 'react';
import type { CompanyCharge } from '../../../../shared/contracts/wallet-reads';
import { DataTable } from '../../../components/data-table';
import { LoadFailed, Loading, Pages } from '../../../components/query-states';
import { useListState } from '../../../hooks/use-list-state';
import { formatDate } from '../../../lib/date-format';
import { formatCentavos } from '../../../lib/money';
import { useCompanyCharges } from '../api/get-company-charges';
import { useCompanyIncome } from '../api/get-company-income';
import { ChargePaymentsModal } from './charge-payments-modal';
import { CreateChargeModal } from './create-charge-modal';
import { MoneyChart } from './money-chart';

/**
 * «Cobros de la empresa» for its admins (`wallet.charges`): income per month, the charges with
 * how many payments and what they hold, «Nuevo cobro», and each charge's payments with refunds.
 */
export function CompanyCharges({ companyId, companyName }: { companyId: number; companyName: string }) {
  const [filters, setFilters] = useListState({ cobros: 1 });
  const charges = useCompanyCharges({ companyId, page: filters.cobros }, true);
  const income = useCompanyIncome(companyId, true);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<CompanyCharge | null>(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="company-charges-title">
      <div>
        <Title order={2} id="company-charges-title">
          Cobros de la empresa
        </Title>
        <Text size="sm" c="dimmed">
          Lo que {companyName} cobra a las personas desde su wallet, y lo que ha recibido.
        </Text>
      </div>
      {income.isPending ? (
        <Loading label="Cargando los ingresos" />
      ) : income.isError ? (
        <LoadFailed title="No pudimos cargar los ingresos" error={income.error} onRetry={() => void income.refetch()} />
      ) : (
        <MoneyChart title="Ingresos por mes" description="Pagos recibidos y reembolsos de los últimos seis meses, en pesos." months={income.data.months} inLabel="Pagos recibidos" outLabel="Reembolsos" />
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              Cobros
            </Title>
            <Button onClick={() => setCreating(true)}>Nuevo cobro</Button>
          </Group>
          <DataTable<CompanyCharge>
            query={charges}
            rows={charges.data?.data ?? []}
            rowKey={(row) => row.id}
            columns={[
              { header: 'Concepto', cell: (row) => row.concept },
              { header: 'Para', cell: (row) => row.payer_name ?? 'Cualquiera' },
              { header: 'Monto', cell: (row) => formatCentavos(row.amount) },
              {
                header: 'Estado',
                cell: (row) => (
                  <Badge variant="light" color={row.status === 'paid' ? 'teal.9' : 'orange'} c={badgeTextFor(row.status === 'paid' ? 'teal' : 'orange')}>
                    {row.status === 'paid' ? 'Pagado' : 'Abierto'}
                  </Badge>
                ),
              },
              { header: 'Pagos', cell: (row) => row.payments_count.toLocaleString('es-MX') },
              { header: 'Cobrado', cell: (row) => formatCentavos(row.paid_total) },
              { header: 'Creado', cell: (row) => formatDate(row.created_at) },
            ]}
            actions={[{ label: 'Ver pagos', name: (row) => `Ver pagos de ${row.concept}`, onClick: setViewing }]}
            scrollLabel="Cobros de la empresa"
            minWidth={760}
            loadingLabel="Cargando los cobros"
            errorTitle="No pudimos cargar los cobros"
            empty="La empresa aún no tiene cobros. Crea el primero con «Nuevo cobro»."
          />
          <Pages total={charges.data?.last_page ?? 1} value={filters.cobros} onChange={(cobros) => setFilters({ cobros })} />
        </Stack>
      </Paper>
      {creating && <CreateChargeModal companyId={companyId} onClose={() => setCreating(false)} />}
      {viewing && <ChargePaymentsModal charge={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
