import { ActionIcon, Anchor, Badge, Button, Drawer, Group, Modal, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatYardPosition } from '../../../../shared/contracts/containers';
import { VESSEL_CALL_STATUSES, type VesselCall, type VesselCallStatus } from '../../../../shared/contracts/vessel-calls';
import { containerPath } from '../../../lib/paths';
import { useDeleteVesselCall } from '../api/delete-vessel-call';
import { useVesselCall } from '../api/get-vessel-call';
import { useVesselCalls } from '../api/get-vessel-calls';
import { searchContainers } from '../api/search-containers';
import { useUpdateVesselCall } from '../api/update-vessel-call';
import { containerNumberFeedback } from '../components/container-number';
import { StatusBadge } from '../components/labels';
import { formatDateTime, formatShortDateTime } from '../../../lib/date-format';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { describeForPeople, serverRefused } from '../../../lib/client-error';
import { useLiveContainers } from '../components/use-live-containers';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { VesselCallFormModal } from '../components/vessel-call-form-modal';
import { TableScroll } from '../../../components/table-scroll';

const CALL_STATUS_LABELS: Record<VesselCallStatus, string> = { expected: 'Esperado', at_berth: 'En muelle', departed: 'Zarpó' };
const CALL_STATUS_COLORS: Record<VesselCallStatus, string> = { expected: 'gray', at_berth: 'teal', departed: 'blue' };

type ListKey = 'to_discharge' | 'to_load';

/** Adds a container to a list by its full number (checked as typed). */
function AddToList({ companyId, label, onAdd, busy }: { companyId: number; label: string; onAdd: (id: number) => Promise<void>; busy: boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feedback = containerNumberFeedback(value);
  async function add() {
    if (feedback.state !== 'valid') {
      setError(feedback.state === 'empty' ? 'Escribe el número del contenedor.' : feedback.message);
      return;
    }
    setError(null);
    const page = await searchContainers({ companyId, q: feedback.number, status: null, loadStatus: null, category: null, shippingLine: '', block: '', onHold: false, sort: 'number' }, 1).catch(() => null);
    const found = page?.data.find((row) => row.number === feedback.number);
    if (!found) {
      setError(`No hay un contenedor ${feedback.number} registrado; anúncialo primero en Contenedores.`);
      return;
    }
    await onAdd(found.id);
    setValue('');
  }
  return (
    <Group align="flex-start" gap="xs">
      <TextInput
        aria-label={label}
        placeholder="CSQU3054383"
        size="xs"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value.toUpperCase())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
        error={error}
        w={200}
      />
      <Button size="xs" variant="light" onClick={() => void add()} loading={busy}>
        Agregar
      </Button>
    </Group>
  );
}

function CallLists({ callId, companyId, manage }: { callId: number; companyId: number; manage: boolean }) {
  const call = useVesselCall(callId);
  const update = useUpdateVesselCall();
  if (call.isPending) return <Loading label="Cargando listas" />;
  if (call.data === undefined || serverRefused(call.error)) return <LoadFailed title="No pudimos cargar el arribo" error={call.error} onRetry={() => void call.refetch()} />;
  const ids = (key: ListKey) => call.data[key].map((row) => row.id);
  // A list sent replaces the list (contract), so each change sends the whole list.
  const save = (key: ListKey, next: number[]) => update.mutateAsync({ id: callId, [key]: next }).then(() => undefined).catch(() => undefined);
  const lists: { key: ListKey; title: string; add: string }[] = [
    { key: 'to_discharge', title: `Por descargar (${call.data.to_discharge.length})`, add: 'Agregar a la lista de descarga' },
    { key: 'to_load', title: `Por cargar (${call.data.to_load.length})`, add: 'Agregar a la lista de carga' },
  ];
  return (
    <Stack gap="md">
      <Text size="sm">
        {call.data.shipping_line} · Muelle {call.data.berth ?? '—'} · ETA {formatDateTime(call.data.eta)} · ETD {formatDateTime(call.data.etd)}
      </Text>
      {update.error && (
        <Text size="sm" c="red" role="alert">
          {describeForPeople(update.error)}
        </Text>
      )}
      {lists.map((list) => {
        const rows = call.data[list.key];
        return (
          <Stack key={list.key} gap={4}>
            <Title order={3} size="h5">
              {list.title}
            </Title>
            {manage && <AddToList companyId={companyId} label={list.add} busy={update.isPending} onAdd={(id) => (ids(list.key).includes(id) ? Promise.resolve() : save(list.key, [...ids(list.key), id]))} />}
            {rows.length === 0 ? (
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
                    {manage && (
                      <Table.Th scope="col">
                        <VisuallyHidden>Quitar</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
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
                      {manage && (
                        <Table.Td>
                          <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${row.number} de la lista`} disabled={update.isPending} onClick={() => void save(list.key, ids(list.key).filter((id) => id !== row.id))}>
                            ×
                          </ActionIcon>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** `/contenedores/calls`: vessel calls (visits) with their discharge and load lists. */
export default function VesselCallsPage() {
  const { company, allows } = useLogisticsContext();
  const manage = allows('container-calls.manage');
  // Search, status and page live in the address: Back from a container finds the list as left.
  const [listState, setListState] = useListState({ q: '', status: '', page: 1 });
  const search = listState.q;
  const [q] = useDebouncedValue(search, 300);
  const status = oneOf(VESSEL_CALL_STATUSES, listState.status);
  const { page } = listState;
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
          onChange={(event) => setListState({ q: event.currentTarget.value })}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={VESSEL_CALL_STATUSES.map((value) => ({ value, label: CALL_STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => setListState({ status: value ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {calls.isPending && <Loading label="Cargando arribos" />}
      {calls.isError && <LoadFailed title="No pudimos cargar los arribos" error={calls.error} onRetry={() => void calls.refetch()} />}
      {calls.data && rows.length === 0 && <Empty>{q || status ? 'Ningún arribo coincide.' : 'No hay arribos registrados.'}</Empty>}
      {rows.length > 0 && (
        <TableScroll label="Arribos, tabla" minWidth={900}>
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
                    <Text size="sm">{formatShortDateTime(call.eta)}</Text>
                    <Text size="xs" c="dimmed">
                      {call.ata ? formatShortDateTime(call.ata) : 'Sin llegada'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatShortDateTime(call.etd)}</Text>
                    <Text size="xs" c="dimmed">
                      {call.atd ? formatShortDateTime(call.atd) : 'Sin salida'}
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
        </TableScroll>
      )}
      {calls.data && calls.data.last_page > 1 && (
        <Group justify="center">
          <Pagination total={calls.data.last_page} value={page} onChange={(next) => setListState({ page: next }, { push: true })} getItemProps={(item) => ({ 'aria-label': `Página ${item}` })} />
        </Group>
      )}
      <VesselCallFormModal opened={formOpen} companyId={company.id} call={editing} onClose={() => setFormOpen(false)} />
      <Drawer opened={viewing !== null} onClose={() => setViewing(null)} position="right" size="lg" title={viewing ? `${viewing.vessel_name} / ${viewing.voyage}` : ''} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {viewing && <CallLists callId={viewing.id} companyId={company.id} manage={manage} />}
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
