import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { ChartCard } from '../../../components/chart-card';
import type { ComplianceBar } from './dashboard-data';

/**
 * The support dashboard's charts (@mantine/charts over recharts; only the dashboard page imports
 * this module, so the chart libraries stay in its chunk). Each carries its numbers in a table for
 * screen readers, and recharts' keyboard layer is off (nothing focusable under aria-hidden).
 */

const numberFormat = new Intl.NumberFormat('es-MX');
const formatNumber = (value: number) => numberFormat.format(value);
const formatPercent = (value: number) => `${value.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;

export function TicketsByStatusChart({ data }: { data: { label: string; value: number; color: string }[] }) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartCard title="Tickets por estado" description={`${formatNumber(total)} tickets en total`} empty={total === 0} table={{ columns: ['Estado', 'Tickets'], rows: data.map((slice) => [slice.label, slice.value]) }}>
      <Group justify="center" wrap="wrap" gap="lg">
        <DonutChart accessibilityLayer={false} pieProps={{ rootTabIndex: -1 }} data={data.map((slice) => ({ name: slice.label, value: slice.value, color: slice.color }))} withTooltip valueFormatter={formatNumber} chartLabel={formatNumber(total)} size={180} thickness={26} />
        <Stack gap={4}>
          {data.map((slice) => (
            <Group key={slice.label} gap={8} wrap="nowrap">
              <span style={{ width: 12, height: 12, borderRadius: 3, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
              <Text size="sm">
                {slice.label}: <strong data-testid={`soporte-estado-${slice.label}`}>{formatNumber(slice.value)}</strong>
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}

export function BacklogAgeChart({ data }: { data: { label: string; tickets: number }[] }) {
  const total = data.reduce((sum, bucket) => sum + bucket.tickets, 0);
  return (
    <ChartCard title="Antigüedad del rezago" description={`${formatNumber(total)} tickets abiertos, por días desde que se levantaron`} empty={total === 0} table={{ columns: ['Antigüedad', 'Tickets abiertos'], rows: data.map((bucket) => [bucket.label, bucket.tickets]) }}>
      <BarChart accessibilityLayer={false} h={240} data={data} dataKey="label" valueFormatter={formatNumber} series={[{ name: 'tickets', label: 'Tickets abiertos', color: 'orange.6' }]} />
    </ChartCard>
  );
}

export function CreatedResolvedChart({ data }: { data: { day: string; created: number; resolved: number }[] }) {
  const total = data.reduce((sum, day) => sum + day.created + day.resolved, 0);
  return (
    <ChartCard title="Creados y resueltos por día" description="Tickets levantados y resueltos cada día del periodo" empty={total === 0} table={{ columns: ['Día', 'Creados', 'Resueltos'], rows: data.map((day) => [day.day, day.created, day.resolved]) }}>
      <BarChart
        accessibilityLayer={false}
        h={240}
        data={data}
        dataKey="day"
        withLegend
        valueFormatter={formatNumber}
        series={[
          { name: 'created', label: 'Creados', color: 'blue.6' },
          { name: 'resolved', label: 'Resueltos', color: 'green.6' },
        ]}
      />
    </ChartCard>
  );
}

/** SLA met % per agent or category: first response and resolution side by side. */
export function ComplianceChart({ title, subject, data }: { title: string; subject: string; data: ComplianceBar[] }) {
  return (
    <ChartCard
      title={title}
      description="Porcentaje de relojes cumplidos entre los ya decididos (cumplidos o vencidos), de los tickets levantados en el periodo"
      empty={data.length === 0}
      table={{ columns: [subject, 'Tickets', 'Primera respuesta cumplida', 'Resolución cumplida'], rows: data.map((row) => [row.label, row.tickets, row.firstResponseText, row.resolutionText]) }}
    >
      <BarChart
        accessibilityLayer={false}
        h={Math.max(200, data.length * 44)}
        data={data}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 130 }}
        xAxisProps={{ domain: [0, 100] }}
        withLegend
        valueFormatter={formatPercent}
        series={[
          { name: 'firstResponse', label: 'Primera respuesta', color: 'teal.6' },
          { name: 'resolution', label: 'Resolución', color: 'indigo.6' },
        ]}
      />
    </ChartCard>
  );
}
