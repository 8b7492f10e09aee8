import { SimpleGrid } from '@mantine/core';
import type { WalletMonth } from '../../../../shared/contracts/wallet-reads';
import { BarChart } from '../../../components/bar-chart';
import { ChartCard } from '../../../components/chart-card';
import { formatCentavos } from '../../../lib/money';

const monthName = new Intl.DateTimeFormat('es-MX', { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** "2026-11" → "nov 26". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`)).replace('.', '');

export interface MoneyChartProps {
  title: string;
  description: string;
  months: WalletMonth[];
  inLabel: string;
  outLabel: string;
}

/** Money in and out per month as two bar charts (pesos), with the figures in a table for screen readers. */
export function MoneyChart({ title, description, months, inLabel, outLabel }: MoneyChartProps) {
  const series = (pick: (month: WalletMonth) => number) => months.map((month) => ({ label: monthLabel(month.month), value: Math.round(pick(month) / 100) }));
  return (
    <ChartCard
      title={title}
      description={description}
      empty={months.every((month) => month.money_in === 0 && month.money_out === 0)}
      table={{ columns: ['Mes', inLabel, outLabel], rows: months.map((month) => [monthLabel(month.month), formatCentavos(month.money_in), formatCentavos(month.money_out)]) }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <strong>{inLabel}</strong>
          <BarChart title={inLabel} data={series((month) => month.money_in)} unit="pesos" height={140} />
        </div>
        <div>
          <strong>{outLabel}</strong>
          <BarChart title={outLabel} data={series((month) => month.money_out)} unit="pesos" height={140} />
        </div>
      </SimpleGrid>
    </ChartCard>
  );
}
