import { Button, Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contracts/billing';
import { DataTable, type DataTableRowAction } from '../../../components/data-table';
import type { ClientError } from '../../../lib/client-error';
import { formatDate } from '../../../lib/date-format';
import type { InvoicePage } from '../api/get-my-invoices';
import { useSaveInvoiceFile } from '../api/get-invoice-file';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { formatCentavos } from '../../../lib/money';

export interface InvoicesTableProps {
  query: UseQueryResult<InvoicePage, ClientError>;
  /** The queue shows whose invoice it is. */
  showReceiver?: boolean;
  /** More buttons per row (the queue's «Adjuntar timbrado»). */
  actions?: DataTableRowAction<Invoice>[];
  empty: string;
}

/** Invoices with their status and downloads: the XML (the draft while pending) and, once stamped, the PDF. */
export function InvoicesTable({ query, showReceiver = false, actions = [], empty }: InvoicesTableProps) {
  const save = useSaveInvoiceFile();
  const folio = (invoice: Invoice) => `${invoice.series}-${invoice.folio}`;
  const download = (invoice: Invoice, kind: 'xml' | 'pdf') =>
    save.mutate({ id: invoice.id, kind, fileName: kind === 'pdf' ? `factura-${folio(invoice)}.pdf` : invoice.status === 'stamped' ? `factura-${folio(invoice)}.xml` : `prefactura-${folio(invoice)}.xml` });
  return (
    <DataTable
      query={query}
      rows={query.data?.data ?? []}
      rowKey={(invoice) => invoice.id}
      scrollLabel={showReceiver ? 'Lista de facturas de la plataforma' : 'Lista de mis facturas'}
      minWidth={720}
      loadingLabel="Cargando facturas"
      errorTitle="No pudimos cargar las facturas"
      empty={empty}
      columns={[
        { header: 'Folio', cell: folio },
        { header: 'Estado', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
        ...(showReceiver ? [{ header: 'Receptor', cell: (invoice: Invoice) => `${invoice.rfc} · ${invoice.legal_name}` }] : []),
        { header: 'Total', cell: (invoice) => formatCentavos(invoice.total) },
        { header: 'IVA', cell: (invoice) => formatCentavos(invoice.tax) },
        { header: 'Movimientos', cell: (invoice) => String(invoice.items.length) },
        { header: 'Solicitada', cell: (invoice) => formatDate(invoice.requested_at) },
        { header: 'Folio fiscal (UUID)', cell: (invoice) => invoice.uuid ?? '—' },
        {
          header: 'Descargas',
          cell: (invoice) => (
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" aria-label={`Descargar XML de la factura ${folio(invoice)}`} onClick={() => download(invoice, 'xml')}>
                XML
              </Button>
              {invoice.has_pdf && (
                <Button size="compact-sm" variant="light" aria-label={`Descargar PDF de la factura ${folio(invoice)}`} onClick={() => download(invoice, 'pdf')}>
                  PDF
                </Button>
              )}
            </Group>
          ),
        },
      ]}
      actions={actions}
    />
  );
}
