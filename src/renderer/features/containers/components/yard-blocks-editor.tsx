import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { YardBlock } from '../../../../shared/contracts/yard';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { useDeleteYardBlock } from '../api/delete-yard-block';
import { useYardBlocks } from '../api/get-yard-blocks';
import { YardBlockFormModal } from './yard-block-form-modal';
import { blockTakes } from './yard-map';

/** The yard's layout as a table the container admin edits: add, edit and delete blocks. */
export function YardBlocksEditor({ companyId }: { companyId: number }) {
  const blocks = useYardBlocks(companyId);
  const [editing, setEditing] = useState<YardBlock | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<YardBlock | null>(null);
  const remove = useDeleteYardBlock();
  const rows = blocks.data?.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="bloques-del-patio">
      <Group justify="space-between">
        <Title order={2} size="h3" id="bloques-del-patio">
          Bloques del patio
        </Title>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Nuevo bloque
        </Button>
      </Group>
      {blocks.isPending && <Loading label="Cargando bloques" />}
      {blocks.isError && <LoadFailed title="No pudimos cargar los bloques" error={blocks.error} onRetry={() => void blocks.refetch()} />}
      {blocks.data && rows.length === 0 && <Empty>El patio no tiene bloques: agrega el primero para poder ubicar contenedores.</Empty>}
      {rows.length > 0 && (
        <TableScroll label="Bloques del patio, tabla" minWidth={720}>
          <Table striped aria-label="Bloques del patio">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Bloque</Table.Th>
                <Table.Th scope="col">Bahías × filas × estiba</Table.Th>
                <Table.Th scope="col">Capacidad</Table.Th>
                <Table.Th scope="col">Recibe</Table.Th>
                <Table.Th scope="col">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((block) => (
                <Table.Tr key={block.id}>
                  <Table.Td fw={600}>{block.code}</Table.Td>
                  <Table.Td>
                    {block.bays} × {block.rows} × {block.tiers}
                  </Table.Td>
                  <Table.Td>{block.capacity.toLocaleString('es-MX')}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {blockTakes(block).map((label) => (
                        <Badge key={label} variant="light" color="gray" size="sm">
                          {label}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Editar bloque ${block.code}`}
                        onClick={() => {
                          setEditing(block);
                          setFormOpen(true);
                        }}
                      >
                        Editar
                      </Button>
                      <Button size="xs" variant="light" color="red" aria-label={`Eliminar bloque ${block.code}`} onClick={() => setDeleting(block)}>
                        Eliminar
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <YardBlockFormModal opened={formOpen} companyId={companyId} block={editing} onClose={() => setFormOpen(false)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={`Eliminar bloque ${deleting?.code ?? ''}`} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        <Stack gap="sm">
          <Text size="sm">Solo se puede eliminar un bloque sin contenedores en patio.</Text>
          <WriteError error={remove.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancelar
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                void remove
                  .mutateAsync(deleting!.id)
                  .then(() => setDeleting(null))
                  .catch(() => undefined)
              }
            >
              Eliminar bloque
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
