import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AttendanceTotals } from '../../../../shared/contracts/attendance-records';
import { formatMinutes } from './zoned-time';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The totals of a list of records over its date range. */
export function TotalsPanel({ totals }: { totals: AttendanceTotals }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="section" aria-label="Totales del periodo">
      <Stat label="Días trabajados" value={totals.days_worked} />
      <Stat label="Horas trabajadas" value={formatMinutes(totals.worked_minutes)} />
      <Stat label="Retardos" value={totals.late_count} />
      <Stat label="Salidas anticipadas" value={totals.early_exit_count} />
      <Stat label="Faltas" value={totals.absent_count} />
      <Stat label="Cierres automáticos" value={totals.auto_closed_count} />
    </SimpleGrid>
  );
}
