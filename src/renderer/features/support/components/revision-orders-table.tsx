import { Anchor, Progress, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { REVISION_ASSET_KIND_LABELS, type RevisionOrder } from '../../../../shared/contracts/revision-orders';
import type { DataTableQuery } from '../../../components/data-table';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/date-format';
import { revisionOrderPath } from '../../../lib/paths';
import { RevisionStatusBadge } from './revision-badges';

export interface RevisionOrdersTableProps {
  query: DataTableQuery;
  rows: readonly RevisionOrder[];
  empty: string;
}

/** The revision orders: reference (the link), asset, template, inspector, date, status and how far the checklist went. */
export function RevisionOrdersTable({ query, rows, empty }: RevisionOrdersTableProps) {
  if (query.isPending) return <Loading label="Cargando órdenes de revisión" />;
  if (query.isError && query.error) return <LoadFailed title="No pudimos cargar las órdenes de revisión" error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <TableScroll label="Órdenes de revisión" minWidth={1000}>
      <Table highlightOnHover aria-label="Órdenes de revisión" aria-busy={query.isFetching || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Referencia</Table.Th>
            <Table.Th scope="col">Activo</Table.Th>
            <Table.Th scope="col">Plantilla</Table.Th>
            <Table.Th scope="col">Inspector</Table.Th>
            <Table.Th scope="col">Programada</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Avance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={revisionOrderPath(row.id)} fw={600} ff="monospace">
                  {row.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {REVISION_ASSET_KIND_LABELS[row.asset.kind]} {row.asset.label}
              </Table.Td>
              <Table.Td>{row.template.name}</Table.Td>
              <Table.Td>{row.inspector?.name ?? 'Sin inspector'}</Table.Td>
              <Table.Td>{formatDateTime(row.scheduled_at)}</Table.Td>
              <Table.Td>
                <RevisionStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td miw={160}>
                <Text size="xs">
                  {row.progress.answered} de {row.progress.total} puntos{row.progress.failed ? ` · ${row.progress.failed} con falla` : ''}
                </Text>
                <Progress value={row.progress.total ? (100 * row.progress.answered) / row.progress.total : 0} size="sm" aria-hidden />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
