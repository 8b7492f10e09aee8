import { Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { InvoiceableTransaction } from '../../../../shared/contracts/billing';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { serverRefused } from '../../../lib/client-error';
import { formatDate, formatShortDateTime } from '../../../lib/date-format';
import { useInvoiceableTransactions } from '../api/get-invoiceable-transactions';
import { useRequestInvoice } from '../api/request-invoice';
import { formatCentavos } from '../../../lib/money';

const KIND_LABELS: Record<InvoiceableTransaction['kind'], string> = { recharge: 'Recarga', payment: 'Pago' };

/** The movements that can still be invoiced, to check and request in one invoice. */
export function InvoiceRequest({ userId, canRequest }: { userId: number; canRequest: boolean }) {
  const movements = useInvoiceableTransactions(userId);
  const request = useRequestInvoice();
  const [chosen, setChosen] = useState<number[]>([]);
  const [sent, setSent] = useState<string | null>(null);

  if (movements.isPending) return <Loading label="Cargando movimientos por facturar" />;
  if (movements.data === undefined || serverRefused(movements.error)) return <LoadFailed title="No pudimos cargar tus movimientos" error={movements.error} onRetry={() => void movements.refetch()} />;
  const rows = movements.data;
  const selected = rows.filter((row) => chosen.includes(row.transaction_id));
  const total = selected.reduce((sum, row) => sum + row.amount, 0);

  async function submit() {
    setSent(null);
    const invoice = await request.mutateAsync({ userId, transactionIds: selected.map((row) => row.transaction_id) });
    setChosen([]);
    setSent(`Solicitamos la factura ${invoice.series}-${invoice.folio} por ${formatCentavos(invoice.total)}. Te avisaremos cuando esté timbrada.`);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Puedes facturar tus recargas y pagos del mes en que los hiciste (o hasta 72 horas después). Los puntos no se facturan.
      </Text>
      {rows.length === 0 ? (
        <Empty>No tienes movimientos por facturar.</Empty>
      ) : (
        <TableScroll label="Movimientos por facturar" minWidth={560} pinFirstColumn={false}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Elegir</VisuallyHidden>
                </Table.Th>
                <Table.Th>Movimiento</Table.Th>
                <Table.Th>Fecha</Table.Th>
                <Table.Th ta="right">Importe (IVA incluido)</Table.Th>
                <Table.Th>Facturable hasta</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.transaction_id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Facturar ${KIND_LABELS[row.kind].toLowerCase()} del ${formatDate(row.created_at)} por ${formatCentavos(row.amount)}`}
                      checked={chosen.includes(row.transaction_id)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setChosen((current) => (on ? [...current, row.transaction_id] : current.filter((id) => id !== row.transaction_id)));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    {KIND_LABELS[row.kind]}: {row.description}
                  </Table.Td>
                  <Table.Td>{formatShortDateTime(row.created_at)}</Table.Td>
                  <Table.Td ta="right">{formatCentavos(row.amount)}</Table.Td>
                  <Table.Td>{formatDate(row.invoiceable_until)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <WriteError error={request.error} />
      <Text size="sm" fw={600} aria-live="polite">
        {sent ?? ''}
      </Text>
      {rows.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {selected.length === 0 ? 'Elige los movimientos a facturar.' : `${selected.length === 1 ? '1 movimiento' : `${selected.length} movimientos`}: ${formatCentavos(total)}`}
          </Text>
          <Button onClick={() => void submit().catch(() => undefined)} disabled={!canRequest || selected.length === 0} loading={request.isPending}>
            Solicitar factura
          </Button>
        </Group>
      )}
    </Stack>
  );
}
