import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import type { ClientError } from '../lib/client-error';
import { Empty, LoadFailed, Loading } from './query-states';
import { TableScroll } from './table-scroll';

export interface DataTableColumn<T> {
  /** The column's header; the first column is the row's key and stays pinned while scrolling. */
  header: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableRowAction<T> {
  /** The button's text ("Editar"). */
  label: string;
  /** The button's accessible name, naming the row ("Editar Ventas"): several rows have the same text. */
  name: (row: T) => string;
  onClick: (row: T) => void;
  /** A destructive action is red and quieter. */
  danger?: boolean;
  /** Whether this row offers the action (a refunded payment has no «Reembolsar»); absent: every row. */
  shown?: (row: T) => boolean;
}

/** What the table reads from a react-query result (a list query or a page of one). */
export interface DataTableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: ClientError | null;
  refetch: () => unknown;
}

export interface DataTableProps<T> {
  query: DataTableQuery;
  /** The rows to show (already filtered and ordered); ignored while the query is pending or failed. */
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly DataTableColumn<T>[];
  /** The row's buttons, in a last column headed "Acciones" for screen readers; none → no column. */
  actions?: readonly DataTableRowAction<T>[];
  /** Names the scrolling box ("Lista de empleados"). */
  scrollLabel: string;
  /** Names the table itself, when the page has a name for it. */
  tableLabel?: string;
  /** Below this width the table scrolls sideways in its box. */
  minWidth: number;
  loadingLabel: string;
  errorTitle: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

/**
 * A list screen's table with the states every list shows the same way: loading, failed (with
 * "Reintentar"), empty, and the rows in a scroll box with the key column pinned. The page keeps
 * its own section, heading, filters and pages around it.
 */
export function DataTable<T>({ query, rows, rowKey, columns, actions = [], scrollLabel, tableLabel, minWidth, loadingLabel, errorTitle, empty }: DataTableProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError && query.error) return <LoadFailed title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <TableScroll label={scrollLabel} minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={tableLabel} aria-busy={query.isFetching || undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            {actions.length > 0 && (
              <Table.Th scope="col">
                <VisuallyHidden>Acciones</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
              {actions.length > 0 && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {actions
                      .filter((action) => action.shown?.(row) ?? true)
                      .map((action) => (
                        <Button
                          key={action.label}
                          size="xs"
                          variant={action.danger ? 'subtle' : 'light'}
                          color={action.danger ? 'red' : undefined}
                          onClick={() => action.onClick(row)}
                          aria-label={action.name(row)}
                        >
                          {action.label}
                        </Button>
                      ))}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
