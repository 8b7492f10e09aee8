import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { badgeTextFor } from '../../../components/badge-colors';
import { useState } from 'react';
import type { PayableCharge } from '../../../../shared/contracts/wallet-reads';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { formatDate } from '../../../lib/date-format';
import { formatCentavos } from '../../../lib/money';
import { useOpenCharges } from '../api/get-open-charges';
import { useWalletSummary } from '../api/get-wallet-summary';
import { PayChargeModal } from './pay-charge-modal';

/** The charges waiting for one's payment, each with «Pagar». */
export function OpenCharges({ userId }: { userId: number }) {
  const charges = useOpenCharges(userId);
  const summary = useWalletSummary(userId);
  const [paying, setPaying] = useState<PayableCharge | null>(null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="open-charges-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="open-charges-title">
          Cobros por pagar
        </Title>
        {charges.isPending ? (
          <Loading label="Cargando tus cobros" />
        ) : charges.isError ? (
          <LoadFailed title="No pudimos cargar tus cobros" error={charges.error} onRetry={() => void charges.refetch()} />
        ) : charges.data.length === 0 ? (
          <Empty>No tienes cobros pendientes.</Empty>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {charges.data.map((charge) => (
              <Paper key={charge.id} component="li" withBorder radius="sm" p="sm">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Text fw={600}>{charge.concept}</Text>
                    <Text size="sm" c="dimmed">
                      {charge.company_name} · desde el {formatDate(charge.created_at)}
                    </Text>
                  </div>
                  <Group gap="sm">
                    <Badge variant="light" color="orange" c={badgeTextFor('orange')}>
                      Pendiente
                    </Badge>
                    <Text fw={700}>{formatCentavos(charge.amount)}</Text>
                    <Button size="sm" onClick={() => setPaying(charge)} disabled={!summary.data} aria-label={`Pagar ${charge.concept}`}>
                      Pagar
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {paying && summary.data && <PayChargeModal charge={paying} balance={summary.data.balance} points={summary.data.points} onClose={() => setPaying(null)} />}
    </Paper>
  );
}
