import { Table, Text } from '@mantine/core';
import type { SignedDocument } from '../../../../shared/contracts/signatures';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/date-format';

const ACTIONS: Record<string, string> = { created: 'Subió el documento', prepared: 'Preparó la copia con QR y bitácora', signed: 'Firmó', completed: 'Firmado por todos' };

/** The audit trail kept on the server: who did what, when, from where, and the copy's SHA-256 after it. */
export function AuditTrail({ events }: { events: SignedDocument['audit'] }) {
  return (
    <TableScroll label="Bitácora del documento" minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Acción</Table.Th>
            <Table.Th>Quién</Table.Th>
            <Table.Th>Dirección IP</Table.Th>
            <Table.Th>SHA-256</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event, index) => (
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
              <Table.Td>{ACTIONS[event.action] ?? event.action}</Table.Td>
              <Table.Td>{event.actor}</Table.Td>
              <Table.Td>{event.ip}</Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="xs" title={event.sha256}>
                  {event.sha256.slice(0, 16)}…
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
