import { Anchor, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TICKET_CATEGORY_LABELS, type Ticket } from '../../../../shared/contracts/support';
import type { DataTableQuery } from '../../../components/data-table';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { ticketPath } from '../../../lib/paths';
import { isTypingTarget, queueKeyAction } from './queue-keyboard';
import { SlaBadge } from './sla-badge';
import { currentSlaClock } from './sla-text';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { formatDateTime } from './ticket-labels';

export interface TicketQueueTableProps {
  query: DataTableQuery;
  rows: readonly Ticket[];
  /** Support sees requester and assignee columns; a requester's own list leaves them out. */
  support: boolean;
  empty: string;
  label: string;
}

/**
 * The ticket list, keyboard-driven: j/k or ↑/↓ move the selected row (its link takes the focus, so
 * screen readers follow), Home/End jump, Enter opens. Keys typed into the filters stay theirs.
 * The selection is kept by ticket id, so a live refresh that adds a row on top does not move it.
 */
export function TicketQueueTable({ query, rows, support, empty, label }: TicketQueueTableProps) {
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const list = rowsRef.current;
      const index = list.findIndex((row) => row.id === selectedRef.current);
      const action = queueKeyAction(event.key, index < 0 ? null : index, list.length);
      if (!action) return;
      // Enter on a focused link other than the selection is the link's own.
      if (action.kind === 'open' && event.target instanceof HTMLAnchorElement && event.target !== links.current.get(list[action.index]!.id)) return;
      event.preventDefault();
      const ticket = list[action.index]!;
      if (action.kind === 'open') void navigate(ticketPath(ticket.id));
      else {
        setSelectedId(ticket.id);
        links.current.get(ticket.id)?.focus();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  if (query.isPending) return <Loading label="Cargando tickets" />;
  if (query.isError && query.error) return <LoadFailed title="No pudimos cargar los tickets" error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <TableScroll label={label} minWidth={support ? 1180 : 860}>
      <Table highlightOnHover aria-label={label} aria-busy={query.isFetching || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Referencia</Table.Th>
            <Table.Th scope="col">Asunto</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Prioridad</Table.Th>
            <Table.Th scope="col">Categoría</Table.Th>
            {support && <Table.Th scope="col">Solicitante</Table.Th>}
            {support && <Table.Th scope="col">Responsable</Table.Th>}
            <Table.Th scope="col">SLA</Table.Th>
            <Table.Th scope="col">Actualizado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const selected = row.id === selectedId;
            return (
              <Table.Tr key={row.id} aria-selected={selected} bg={selected ? 'var(--mantine-primary-color-light)' : undefined} onClick={() => setSelectedId(row.id)}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={ticketPath(row.id)}
                    fw={600}
                    ff="monospace"
                    ref={(element: HTMLAnchorElement | null) => {
                      if (element) links.current.set(row.id, element);
                      else links.current.delete(row.id);
                    }}
                    onFocus={() => setSelectedId(row.id)}
                  >
                    {row.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} maw={340}>
                    {row.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TicketStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <TicketPriorityBadge priority={row.priority} />
                </Table.Td>
                <Table.Td>{TICKET_CATEGORY_LABELS[row.category]}</Table.Td>
                {support && <Table.Td>{row.requester.name}</Table.Td>}
                {support && <Table.Td>{row.assignee?.name ?? 'Sin asignar'}</Table.Td>}
                <Table.Td>{row.sla ? <SlaBadge {...currentSlaClock(row.sla)} /> : '—'}</Table.Td>
                <Table.Td>{formatDateTime(row.updated_at)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
