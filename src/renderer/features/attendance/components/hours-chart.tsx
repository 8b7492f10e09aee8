import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DayHours } from './hours-per-day';

/**
 * Hours worked per day (@mantine/charts over recharts). Only the employee page imports this
 * module, so the chart libraries stay in that page's chunk. The numbers are also in a table for
 * screen readers; the drawing adds nothing for them.
 */
export function HoursChart({ days }: { days: DayHours[] }) {
  const worked = days.filter((day) => day.hours > 0);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="horas-por-dia">
      <Stack gap="xs">
        <Title order={2} fz="h3" id="horas-por-dia">
          Horas trabajadas por día
        </Title>
        {worked.length === 0 ? (
          <Text c="dimmed" size="sm">
            Sin horas trabajadas en estas fechas.
          </Text>
        ) : (
          <div data-testid="grafica-horas">
            <BarChart
              h={260}
              data={days}
              dataKey="label"
              series={[{ name: 'hours', label: 'Horas', color: 'teal.6' }]}
              valueFormatter={(value) => `${value} h`}
              tickLine="y"
              gridAxis="y"
              withTooltip
            />
          </div>
        )}
        <VisuallyHidden>
          <Table>
            <caption>Horas trabajadas por día</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Día</Table.Th>
                <Table.Th scope="col">Horas</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {worked.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{day.label}</Table.Td>
                  <Table.Td>{day.hours}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
