import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLogisticsDashboard } from '../api/get-logistics-dashboard';
import { ContainersByStatusChart, DwellTimeChart, GateMovesChart, YardOccupancyChart } from '../components/dashboard-charts';
import { averageDwellDays, blockOccupancy, dwellBuckets, gateDays, statusSlices } from '../components/dashboard-data';
import { formatDateTime } from '../../../lib/date-format';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { useLiveLogistics } from '../components/use-live-logistics';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value.toLocaleString('es-MX')}
      </Text>
    </Paper>
  );
}

/** `/logistica/dashboard`: the control room's charts, refetched when any container changes. */
export default function LogisticsDashboardPage() {
  const { company } = useLogisticsContext();
  const [days, setDays] = useState('14');
  const dashboard = useLogisticsDashboard(company?.id ?? 0, Number(days));
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  useLiveLogistics((event) => setLastEvent(`${event.number} · ${formatDateTime(event.at)}`));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Tablero de logística</Title>
          <Text size="sm" c="dimmed">
            Se actualiza solo con cada movimiento.{' '}
            {dashboard.data && <>Datos de {formatDateTime(dashboard.data.generated_at)}</>}
          </Text>
        </div>
        <Group gap="sm">
          {lastEvent && (
            <Badge variant="dot" color="teal" aria-live="polite">
              Último cambio: {lastEvent}
            </Badge>
          )}
          <SegmentedControl
            aria-label="Periodo de entradas y salidas"
            value={days}
            onChange={setDays}
            data={[
              { value: '7', label: '7 días' },
              { value: '14', label: '14 días' },
              { value: '30', label: '30 días' },
            ]}
          />
        </Group>
      </Group>
      {!company && <Empty>Selecciona una empresa para ver su tablero.</Empty>}
      {company && dashboard.isPending && <Loading label="Cargando tablero" />}
      {company && dashboard.isError && <LoadFailed title="No pudimos cargar el tablero" error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Stat label="En patio" value={dashboard.data.in_yard} testId="tablero-en-patio" />
            <Stat label="Con retención" value={dashboard.data.on_hold} testId="tablero-retenidos" />
            <Stat label={`Movimientos de puerta (${days} días)`} value={dashboard.data.gate_per_day.reduce((sum, day) => sum + day.gate_in + day.gate_out, 0)} testId="tablero-puerta" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ContainersByStatusChart data={statusSlices(dashboard.data)} />
            <GateMovesChart data={gateDays(dashboard.data)} />
            <DwellTimeChart data={dwellBuckets(dashboard.data)} averageDays={averageDwellDays(dashboard.data)} />
            <YardOccupancyChart data={blockOccupancy(dashboard.data)} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
