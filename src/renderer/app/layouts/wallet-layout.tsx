import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useWalletSummary } from '../../features/wallet/api/get-wallet-summary';
import { formatCentavos } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useSessionStore } from '../../stores/session';
import { SignedInFrame } from './default-layout';

const TABS = [
  { to: paths.wallet, label: 'Mi wallet' },
  { to: paths.walletPayments, label: 'Pagos' },
  { to: paths.walletBilling, label: 'Facturación' },
] as const;

/** Balance and points at a glance, and the wallet's three sections; wraps on a phone. */
function WalletHeader() {
  const userId = useSessionStore((state) => state.user?.id);
  const summary = useWalletSummary(userId);
  const { pathname } = useLocation();
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label="Resumen de tu wallet">
      <Stack gap="sm">
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              Saldo
            </Text>
            {summary.data ? (
              <Text fw={700} size="lg" data-testid="wallet-header-balance">
                {formatCentavos(summary.data.balance)}
              </Text>
            ) : summary.isError ? (
              <Text size="sm">No disponible</Text>
            ) : (
              <Skeleton h={24} w={110} aria-label="Cargando saldo" />
            )}
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Puntos
            </Text>
            {summary.data ? (
              <Text fw={700} size="lg" data-testid="wallet-header-points">
                {summary.data.points.toLocaleString('es-MX')}
              </Text>
            ) : summary.isError ? (
              <Text size="sm">No disponible</Text>
            ) : (
              <Skeleton h={24} w={60} aria-label="Cargando puntos" />
            )}
          </div>
        </Group>
        <Group component="nav" aria-label="Secciones de la wallet" gap="xs" wrap="wrap">
          {TABS.map((tab) => {
            const current = pathname === tab.to;
            return (
              <Button key={tab.to} component={Link} to={tab.to} size="compact-sm" variant={current ? 'filled' : 'subtle'} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Spec §2 wallet layout: the signed-in frame with the wallet's header above each of its pages. */
export default function WalletLayout() {
  return <SignedInFrame top={<WalletHeader />} />;
}
