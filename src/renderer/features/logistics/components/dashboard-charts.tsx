import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { ChartCard } from '../../../components/chart-card';

/**
 * The logistics dashboard's charts (@mantine/charts over recharts). Only the dashboard page
 * imports this module, so the chart libraries stay in that page's chunk. Each chart carries its
 * numbers in a table for screen readers; the drawing itself is hidden from them (and recharts'
 * keyboard layer is off, so nothing focusable hides under aria-hidden).
 */

const numberFormat = new Intl.NumberFormat('es-MX');
const formatNumber = (value: number) => numberFormat.format(value);

export interface StatusSlice {
  label: string;
  value: number;
  color: string;
}

export function ContainersByStatusChart({ data }: { data: StatusSlice[] }) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartCard
      title="Contenedores por estado"
      description={`${formatNumber(total)} contenedores en total`}
      empty={total === 0}
      table={{ columns: ['Estado', 'Contenedores'], rows: data.map((slice) => [slice.label, slice.value]) }}
    >
      <Group justify="center" wrap="wrap" gap="lg">
        <DonutChart accessibilityLayer={false} pieProps={{ rootTabIndex: -1 }} data={data.map((slice) => ({ name: slice.label, value: slice.value, color: slice.color }))} withTooltip valueFormatter={formatNumber} chartLabel={formatNumber(total)} size={180} thickness={26} />
        <Stack gap={4}>
          {data.map((slice) => (
            <Group key={slice.label} gap={8} wrap="nowrap">
              <span style={{ width: 12, height: 12, borderRadius: 3, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
              <Text size="sm">
                {slice.label}: <strong data-testid={`estado-${slice.label}`}>{formatNumber(slice.value)}</strong>
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}

export interface GateDay {
  /** Short label of the day, e.g. "23 nov". */
  day: string;
  gateIn: number;
  gateOut: number;
}

export function GateMovesChart({ data }: { data: GateDay[] }) {
  const total = data.reduce((sum, day) => sum + day.gateIn + day.gateOut, 0);
  return (
    <ChartCard
      title="Entradas y salidas por día"
      description="Movimientos de puerta (gate in / gate out)"
      empty={total === 0}
      table={{ columns: ['Día', 'Entradas', 'Salidas'], rows: data.map((day) => [day.day, day.gateIn, day.gateOut]) }}
    >
      <BarChart
        accessibilityLayer={false}
        h={240}
        data={data}
        dataKey="day"
        withLegend
        valueFormatter={formatNumber}
        series={[
          { name: 'gateIn', label: 'Entradas', color: 'teal.6' },
          { name: 'gateOut', label: 'Salidas', color: 'orange.6' },
        ]}
      />
    </ChartCard>
  );
}

export interface DwellBucket {
  label: string;
  containers: number;
}

export function DwellTimeChart({ data, averageDays }: { data: DwellBucket[]; averageDays: number | null }) {
  const total = data.reduce((sum, bucket) => sum + bucket.containers, 0);
  return (
    <ChartCard
      title="Tiempo de permanencia"
      description={averageDays === null ? 'Días en patio de los contenedores presentes' : `Promedio: ${averageDays.toLocaleString('es-MX', { maximumFractionDigits: 1 })} ${averageDays === 1 ? 'día' : 'días'} en patio`}
      empty={total === 0}
      table={{ columns: ['Días en patio', 'Contenedores'], rows: data.map((bucket) => [bucket.label, bucket.containers]) }}
    >
      <BarChart accessibilityLayer={false} h={240} data={data} dataKey="label" valueFormatter={formatNumber} series={[{ name: 'containers', label: 'Contenedores', color: 'blue.6' }]} />
    </ChartCard>
  );
}

export interface BlockOccupancy {
  block: string;
  occupied: number;
  /** Free slots; null when the block's capacity is unknown. */
  free: number | null;
}

/**
 * Containers per block. Blocks are large next to what one block holds on a quiet day, so the
 * bars show the containers (a full-capacity scale would flatten them); the capacity and the
 * percentage are in the tooltip's table and the description.
 */
export function YardOccupancyChart({ data }: { data: BlockOccupancy[] }) {
  const percent = (block: BlockOccupancy) => (block.free === null ? null : Math.round((block.occupied / Math.max(1, block.occupied + block.free)) * 100));
  const known = data.filter((block) => block.free !== null);
  const occupied = known.reduce((sum, block) => sum + block.occupied, 0);
  const capacity = known.reduce((sum, block) => sum + block.occupied + (block.free ?? 0), 0);
  return (
    <ChartCard
      title="Ocupación del patio por bloque"
      description={capacity > 0 ? `${formatNumber(occupied)} de ${formatNumber(capacity)} posiciones ocupadas (${Math.round((occupied / capacity) * 100)} %)` : 'Contenedores por bloque'}
      empty={data.length === 0}
      table={{
        columns: ['Bloque', 'Contenedores', 'Posiciones libres', 'Ocupación'],
        rows: data.map((block) => [block.block, block.occupied, block.free ?? '—', percent(block) === null ? '—' : `${percent(block)} %`]),
      }}
    >
      <BarChart accessibilityLayer={false} h={240} data={data} dataKey="block" withBarValueLabel valueFormatter={formatNumber} series={[{ name: 'occupied', label: 'Contenedores', color: 'indigo.6' }]} />
    </ChartCard>
  );
}
