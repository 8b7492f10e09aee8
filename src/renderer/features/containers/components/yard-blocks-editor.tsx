import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { YardBlock } from '../../../../shared/contracts/yard';
import { DataTable } from '../../../components/data-table';
import { WriteError } from '../../../components/query-states';
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
      <DataTable
        query={blocks}
        rows={rows}
        rowKey={(block) => block.id}
        columns={[
          { header: 'Bloque', cell: (block) => <Text fw={600}>{block.code}</Text> },
          { header: 'Bahías × filas × estiba', cell: (block) => `${block.bays} × ${block.rows} × ${block.tiers}` },
          { header: 'Capacidad', cell: (block) => block.capacity.toLocaleString('es-MX') },
          {
            header: 'Recibe',
            cell: (block) => (
              <Group gap={4}>
                {blockTakes(block).map((label) => (
                  <Badge key={label} variant="light" color="gray" size="sm">
                    {label}
                  </Badge>
                ))}
              </Group>
            ),
          },
        ]}
        actions={[
          {
            label: 'Editar',
            name: (block) => `Editar bloque ${block.code}`,
            onClick: (block) => {
              setEditing(block);
              setFormOpen(true);
            },
          },
          { label: 'Eliminar', name: (block) => `Eliminar bloque ${block.code}`, onClick: setDeleting, danger: true },
        ]}
        scrollLabel="Bloques del patio, tabla"
        tableLabel="Bloques del patio"
        minWidth={720}
        loadingLabel="Cargando bloques"
        errorTitle="No pudimos cargar los bloques"
        empty="El patio no tiene bloques: agrega el primero para poder ubicar contenedores."
      />
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
