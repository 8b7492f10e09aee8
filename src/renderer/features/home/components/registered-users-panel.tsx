import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BarChart } from '../../../components/bar-chart';
import { describeForPeople } from '../../../lib/client-error';
import { useRegisteredUsersStats } from '../api/get-registered-users-stats';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(2, 4)}`;

/** Registered users: the counts and, because people compare months, a chart. */
export function RegisteredUsersPanel({ scope }: { scope: 'platform' | 'company' }) {
  const stats = useRegisteredUsersStats(true);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {scope === 'platform' ? 'Usuarios registrados en la plataforma' : 'Usuarios de tus empresas'}
        </Title>
        {stats.isPending && (
          <div role="status" aria-label="Cargando estadísticas">
            <Skeleton height={220} />
          </div>
        )}
        {stats.error && (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{describeForPeople(stats.error)}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void stats.refetch()}>
                Reintentar
              </Button>
            </Group>
          </Alert>
        )}
        {stats.data && (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {[
                { label: 'Total', value: stats.data.total },
                { label: 'Correo confirmado', value: stats.data.verified_email },
                { label: 'Perfil verificado', value: stats.data.verified_profile },
                { label: 'Últimos 30 días', value: stats.data.last_30_days },
              ].map((item) => (
                <div key={item.label}>
                  <Text size="sm" c="dimmed">
                    {item.label}
                  </Text>
                  <Text fz={28} fw={700}>
                    {item.value.toLocaleString('es-MX')}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <BarChart
              title="Registros por mes, últimos 12 meses"
              unit="usuarios"
              data={stats.data.by_month.map((point) => ({ label: monthLabel(point.month), value: point.count }))}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
