import { Anchor, Drawer, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LOAD_STATUS_LABELS } from '../../../../shared/contracts/containers';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { containerPath } from '../../../lib/paths';
import { useYardBay } from '../api/get-yard-bay';

export interface YardBayDrawerProps {
  companyId: number;
  /** The bay open; null when closed. */
  bay: { block: string; bay: number } | null;
  onClose: () => void;
}

/** The containers of one bay, by row (stack) then tier, each a link to its page. */
export function YardBayDrawer({ companyId, bay, onClose }: YardBayDrawerProps) {
  const query = useYardBay(bay ? { companyId, ...bay } : null);
  const title = bay ? `Bloque ${bay.block}, bahía ${bay.bay}` : '';
  return (
    <Drawer opened={bay !== null} onClose={onClose} title={title} position="right" size="md" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {query.isPending && bay && <Loading label="Cargando contenedores de la bahía" />}
      {query.isError && <LoadFailed title="No pudimos cargar la bahía" error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.containers.length === 0 && <Empty>No hay contenedores en esta bahía.</Empty>}
      {query.data && query.data.containers.length > 0 && (
        <>
          <Text size="sm" mb="xs">
            {query.data.containers.length} contenedor(es), por fila y estiba.
          </Text>
          <TableScroll label={`${title}, tabla`} minWidth={360}>
            <Table aria-label={`Contenedores de ${title}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Fila</Table.Th>
                  <Table.Th scope="col">Estiba</Table.Th>
                  <Table.Th scope="col">Contenedor</Table.Th>
                  <Table.Th scope="col">Tipo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.containers.map((container) => (
                  <Table.Tr key={container.id}>
                    <Table.Td>{container.position.row}</Table.Td>
                    <Table.Td>{container.position.tier}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={containerPath(container.id)}>
                        {container.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {container.iso_type} · {LOAD_STATUS_LABELS[container.load_status]}
                      {container.hazardous_class ? ` · IMO ${container.hazardous_class}` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Drawer>
  );
}
