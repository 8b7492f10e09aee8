import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Invoice } from '../../../../shared/contracts/billing';
import { Empty, Pages } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { useInvoiceQueue } from '../api/get-invoice-queue';
import { InvoicesTable } from '../components/invoices-table';
import { StampInvoiceModal } from '../components/stamp-invoice-modal';

/**
 * `/wallet/facturacion/pendientes` (billing.stamp, the super admin): without a PAC configured,
 * requests wait here, oldest first; download the draft XML, stamp it with the PAC and attach the
 * stamped XML and its PDF.
 */
export default function StampingQueuePage() {
  const { allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ status: 'pending', page: 1 });
  const status = oneOf(['pending', 'stamped'] as const, filters.status) ?? 'pending';
  const queue = useInvoiceQueue({ status, page: filters.page });
  const [stamping, setStamping] = useState<Invoice | null>(null);
  if (!allows('billing.stamp')) return <Empty>Sólo la administración de la plataforma timbra facturas.</Empty>;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Facturas por timbrar</Title>
        <Text size="sm" c="dimmed">
          No hay un PAC configurado: descarga la prefactura (XML), tímbrala con tu PAC y adjunta el XML timbrado y su PDF. Avisamos a la persona al terminar.
        </Text>
      </div>
      <SegmentedControl
        aria-label="Estado"
        data={[
          { value: 'pending', label: 'Por timbrar' },
          { value: 'stamped', label: 'Timbradas' },
        ]}
        value={status}
        onChange={(value) => setFilters({ status: value, page: 1 })}
        maw={320}
      />
      <InvoicesTable
        query={queue}
        showReceiver
        empty={status === 'pending' ? 'No hay facturas por timbrar.' : 'Aún no hay facturas timbradas.'}
        actions={status === 'pending' ? [{ label: 'Adjuntar timbrado', name: (invoice) => `Adjuntar timbrado de la factura ${invoice.series}-${invoice.folio}`, onClick: setStamping }] : []}
      />
      <Pages total={queue.data?.last_page ?? 1} value={filters.page} onChange={(page) => setFilters({ page })} />
      <StampInvoiceModal invoice={stamping} onClose={() => setStamping(null)} />
    </Stack>
  );
}
