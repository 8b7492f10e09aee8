import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { TRANSACTION_KINDS, type WalletTransaction } from '../../../../shared/contracts/wallet';
import { DataTable } from '../../../components/data-table';
import { Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { formatDateTime } from '../../../lib/date-format';
import { formatCentavos } from '../../../lib/money';
import { useTransactions } from '../api/get-transactions';
import { useSaveReceipt } from '../api/save-receipt';
import { TRANSACTION_KIND_COLORS, TRANSACTION_KIND_LABELS } from './transaction-labels';

const signedMoney = (centavos: number) => (centavos === 0 ? '—' : `${centavos > 0 ? '+' : '−'}${formatCentavos(Math.abs(centavos))}`);
const signedPoints = (points: number) => (points === 0 ? '—' : `${points > 0 ? '+' : '−'}${Math.abs(points).toLocaleString('es-MX')}`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One's movements, newest first: filters by kind and days (in the address), pages, and a PDF receipt each. */
export function TransactionsHistory({ userId }: { userId: number }) {
  const [filters, setFilters] = useListState({ tipo: '', desde: '', hasta: '', pagina: 1 });
  const kind = oneOf(TRANSACTION_KINDS, filters.tipo);
  const from = DAY.test(filters.desde) ? filters.desde : null;
  const to = DAY.test(filters.hasta) ? filters.hasta : null;
  const history = useTransactions({ userId, page: filters.pagina, kind, from, to });
  const receipt = useSaveReceipt();
  const filtered = Boolean(kind || from || to);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-title">
          Historial de movimientos
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Tipo"
            placeholder="Todos"
            clearable
            data={TRANSACTION_KINDS.map((value) => ({ value, label: TRANSACTION_KIND_LABELS[value] }))}
            value={kind}
            onChange={(value) => setFilters({ tipo: value ?? '', pagina: 1 })}
            w={180}
          />
          <TextInput type="date" label="Desde" value={filters.desde} max={filters.hasta || undefined} onChange={(event) => setFilters({ desde: event.currentTarget.value, pagina: 1 })} w={170} />
          <TextInput type="date" label="Hasta" value={filters.hasta} min={filters.desde || undefined} onChange={(event) => setFilters({ hasta: event.currentTarget.value, pagina: 1 })} w={170} />
          {filtered && (
            <Button variant="subtle" onClick={() => setFilters({ tipo: '', desde: '', hasta: '', pagina: 1 })}>
              Quitar filtros
            </Button>
          )}
        </Group>
        {receipt.isError && (
          <Text size="sm" c="red.8" role="alert">
            No pudimos descargar el recibo: {receipt.error.message}
          </Text>
        )}
        <DataTable<WalletTransaction>
          query={history}
          rows={history.data?.data ?? []}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Fecha', cell: (row) => formatDateTime(row.created_at) },
            { header: 'Concepto', cell: (row) => row.description },
            {
              header: 'Tipo',
              cell: (row) => (
                <Badge variant="light" color={TRANSACTION_KIND_COLORS[row.kind]}>
                  {TRANSACTION_KIND_LABELS[row.kind]}
                </Badge>
              ),
            },
            { header: 'Saldo', cell: (row) => signedMoney(row.amount) },
            { header: 'Puntos', cell: (row) => signedPoints(row.points) },
          ]}
          actions={[{ label: 'Recibo PDF', name: (row) => `Recibo PDF de ${row.description} del ${formatDateTime(row.created_at)}`, onClick: (row) => receipt.mutate(row.id) }]}
          scrollLabel="Historial de movimientos"
          minWidth={640}
          loadingLabel="Cargando tus movimientos"
          errorTitle="No pudimos cargar tus movimientos"
          empty={filtered ? 'Ningún movimiento coincide con los filtros.' : 'Aún no tienes movimientos. Recarga tu wallet para empezar.'}
        />
        <Pages total={history.data?.last_page ?? 1} value={filters.pagina} onChange={(pagina) => setFilters({ pagina })} />
      </Stack>
    </Paper>
  );
}
