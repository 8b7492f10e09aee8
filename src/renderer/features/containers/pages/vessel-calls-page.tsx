import { Anchor, Badge, Button, Drawer, Group, Modal, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { VESSEL_CALL_STATUSES, type VesselCall, type VesselCallStatus, formatYardPosition } from '../../../../shared/contracts/containers';
import { containerPath } from '../../../lib/paths';
import { useDeleteVesselCall } from '../api/delete-vessel-call';
import { useVesselCall } from '../api/get-vessel-call';
import { useVesselCalls } from '../api/get-vessel-calls';
import { StatusBadge, formatDateTime } from '../components/labels';
import { Empty, LoadFailed, Loading, WriteError } from '../components/query-states';
import { useLiveContainers } from '../components/use-live-containers';
import { useLogisticsContext } from '../components/use-logistics-context';
import { VesselCallFormModal } from '../components/vessel-call-form-modal';

const CALL_STATUS_LABELS: Record<VesselCallStatus, string> = { expected: 'Esperado', at_berth: 'En muelle', departed: 'Zarpó' };
const CALL_STATUS_COLORS: Record<VesselCallStatus, string> = { expected: 'gray', at_berth: 'teal', departed: 'blue' };

function CallLists({ callId }: { callId: number }) {
  const call = useVesselCall(callId);
  if (call.isPending) return <Loading label="Cargando listas" />;
  if (call.isError) return <LoadFailed title="No pudimos cargar el arribo" error={call.error} onRetry={() => void call.refetch()} />;
  const lists = [
    { title: `Por descargar (${call.data.to_discharge.length})`, rows: call.data.to_discharge },
    { title: `Por cargar (${call.data.to_load.length})`, rows: call.data.to_load },
  ];
  return (
    <Stack gap="md">
      <Text size="sm">
        {call.data.shipping_line} · Muelle {call.data.berth ?? '—'} · ETA {formatDateTime(call.data.eta)} · ETD {formatDateTime(call.data.etd)}
      </Text>
      {lists.map((list) => (
        <Stack key={list.title} gap={4}>
          <Title order={3} size="h5">
            {list.title}
          </Title>
          {list.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              Lista vacía.
            </Text>
          ) : (
            <Table aria-label={list.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Contenedor</Table.Th>
                  <Table.Th scope="col">Tipo</Table.Th>
                  <Table.Th scope="col">Estado</Table.Th>
                  <Table.Th scope="col">Posición</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={containerPath(row.id)} ff="monospace">
                        {row.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.iso_type}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td ff="monospace">{formatYardPosition(row.position)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** `/contenedores/calls`: vessel calls (visits) with their discharge and load lists. */
export default function VesselCallsPage() {
  const { company, allows } = useLogisticsContext();
  const manage = allows('container-calls.manage');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<VesselCallStatus | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<VesselCall | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [viewing, setViewing] = useState<VesselCall | null>(null);
  const [deleting, setDeleting] = useState<VesselCall | null>(null);
  const calls = useVesselCalls({ companyId: company?.id ?? 0, page, q, status });
  const remove = useDeleteVesselCall();
  useLiveContainers();

  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  const rows = calls.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Arribos de buques</Title>
          <Text size="sm" c="dimmed">
            Escalas de buques con sus listas de descarga y carga.
          </Text>
        </div>
        {manage && (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            Nuevo arribo
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Buscar"
          type="search"
          placeholder="Buque, viaje o naviera"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={VESSEL_CALL_STATUSES.map((value) => ({ value, label: CALL_STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => {
            setStatus(value as VesselCallStatus | null);
            setPage(1);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {calls.isPending && <Loading label="Cargando arribos" />}
      {calls.isError && <LoadFailed title="No pudimos cargar los arribos" error={calls.error} onRetry={() => void calls.refetch()} />}
      {calls.data && rows.length === 0 && <Empty>{q || status ? 'Ningún arribo coincide.' : 'No hay arribos registrados.'}</Empty>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Arribos" aria-busy={calls.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Buque / viaje</Table.Th>
                <Table.Th scope="col">Naviera</Table.Th>
                <Table.Th scope="col">Muelle</Table.Th>
                <Table.Th scope="col">ETA / ATA</Table.Th>
                <Table.Th scope="col">ETD / ATD</Table.Th>
                <Table.Th scope="col">Estado</Table.Th>
                <Table.Th scope="col">Descarga / carga</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((call) => (
                <Table.Tr key={call.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {call.vessel_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {call.voyage}
                    </Text>
                  </Table.Td>
                  <Table.Td>{call.shipping_line}</Table.Td>
                  <Table.Td>{call.berth ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(call.eta)}</Text>
                    <Text size="xs" c="dimmed">
                      {call.ata ? formatDateTime(call.ata) : 'Sin llegada'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(call.etd)}</Text>
                    <Text size="xs" c="dimmed">
                      {call.atd ? formatDateTime(call.atd) : 'Sin salida'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={CALL_STATUS_COLORS[call.status]} variant="light">
                      {CALL_STATUS_LABELS[call.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {call.to_discharge_count} / {call.to_load_count}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Button size="compact-sm" variant="subtle" onClick={() => setViewing(call)} aria-label={`Ver listas de ${call.vessel_name} ${call.voyage}`}>
                        Listas
                      </Button>
                      {manage && (
                        <>
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => {
                              setEditing(call);
                              setFormOpen(true);
                            }}
                            aria-label={`Editar ${call.vessel_name} ${call.voyage}`}
                          >
                            Editar
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => {
                              remove.reset();
                              setDeleting(call);
                            }}
                            aria-label={`Eliminar ${call.vessel_name} ${call.voyage}`}
                          >
                            Eliminar
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {calls.data && calls.data.last_page > 1 && (
        <Group justify="center">
          <Pagination total={calls.data.last_page} value={page} onChange={setPage} getItemProps={(item) => ({ 'aria-label': `Página ${item}` })} />
        </Group>
      )}
      <VesselCallFormModal opened={formOpen} companyId={company.id} call={editing} onClose={() => setFormOpen(false)} />
      <Drawer opened={viewing !== null} onClose={() => setViewing(null)} position="right" size="lg" title={viewing ? `${viewing.vessel_name} / ${viewing.voyage}` : ''} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {viewing && <CallLists callId={viewing.id} />}
      </Drawer>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Eliminar arribo" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        <Stack gap="sm">
          <Text size="sm">
            ¿Eliminar el arribo {deleting?.vessel_name} / {deleting?.voyage}? Los contenedores no se borran; solo dejan de estar en sus listas.
          </Text>
          <WriteError error={remove.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancelar
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
              Eliminar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
