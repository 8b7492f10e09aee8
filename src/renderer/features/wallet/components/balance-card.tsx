import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WalletSummary } from '../../../../shared/contracts/wallet-reads';
import { formatDate } from '../../../lib/date-format';
import { formatCentavos } from '../../../lib/money';

/** The balance and the points, with what the points are worth and how many expire soon. */
export function BalanceCard({ summary }: { summary: WalletSummary }) {
  const expiring = summary.points_expiring;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="balance-title">
        <Title order={2} size="h5" id="balance-title" c="dimmed">
          Saldo disponible
        </Title>
        <Text fz={32} fw={700} data-testid="wallet-balance">
          {formatCentavos(summary.balance)}
        </Text>
        <Text size="sm" c="dimmed">
          Pesos mexicanos (MXN) para pagar cobros desde tu wallet.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="points-title">
        <Title order={2} size="h5" id="points-title" c="dimmed">
          Puntos
        </Title>
        <Group gap="xs" align="baseline">
          <Text fz={32} fw={700} data-testid="wallet-points">
            {summary.points.toLocaleString('es-MX')}
          </Text>
          <Text size="sm">valen {formatCentavos(summary.points_value)}</Text>
        </Group>
        <Stack gap={2}>
          {expiring.points > 0 && expiring.first_expires_at ? (
            <Text size="sm" c="orange.9" fw={500}>
              {expiring.points.toLocaleString('es-MX')} puntos vencen pronto (el primero el {formatDate(expiring.first_expires_at)}).
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Ningún punto vence en los próximos 30 días.
            </Text>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
