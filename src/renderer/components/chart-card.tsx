import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dashboard chart's frame: its title, a description, and its numbers in a table for screen
 * readers (the drawing inside is hidden from them). Shared by the logistics and support
 * dashboards; the chart libraries stay in the pages that draw with them.
 */
export interface ChartCardProps {
  title: string;
  description?: string;
  /** The numbers as rows for the hidden table: a header and its cells. */
  table: { columns: string[]; rows: (string | number)[][] };
  empty?: boolean;
  children: ReactNode;
}

export function ChartCard({ title, description, table, empty = false, children }: ChartCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {empty ? (
          <Text c="dimmed" py="lg" ta="center">
            Sin datos todavía.
          </Text>
        ) : (
          <div aria-hidden>{children}</div>
        )}
        <VisuallyHidden>
          <Table>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, index) => (
                <Table.Tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <Table.Td key={cellIndex}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}

