import { Alert, Anchor, Badge, Button, Grid, Group, Modal, Pagination, Paper, SimpleGrid, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTAINER_CATEGORY_LABELS, HOLD_KINDS, HOLD_LABELS, type HoldKind, LOAD_STATUS_LABELS, type MovementType, formatYardPosition } from '../../../../shared/contracts/containers';
import { MOVEMENT_LABELS } from '../../../../shared/contracts/container-movements';
import { describeForPeople, serverRefused } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useSetContainerArchived } from '../api/archive-container';
import { useDeleteContainer } from '../api/delete-container';
import { useContainer } from '../api/get-container';
import { useContainerLocations } from '../api/get-container-locations';
import { useUpdateContainerHolds } from '../api/update-container-holds';
import { ContainerFormModal } from '../components/container-form-modal';
import { formatContainerNumber } from '../components/container-number';
import { HistoryTimeline } from '../components/history-timeline';
import { HoldBadges, StatusBadge } from '../components/labels';
import { formatDateTime } from '../../../lib/date-format';
import { MovementModal } from '../components/movement-modal';
import { availableMovements } from '../components/movements';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { useLiveContainers } from '../components/use-live-containers';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Locations({ containerId }: { containerId: number }) {
  const [page, setPage] = useState(1);
  const locations = useContainerLocations(containerId, page);
  if (locations.isPending) return <Loading label="Cargando posiciones" />;
  if (locations.data === undefined || serverRefused(locations.error)) return <LoadFailed title="No pudimos cargar las posiciones" error={locations.error} onRetry={() => void locations.refetch()} />;
  if (locations.data.data.length === 0) return <Text size="sm" c="dimmed">Aún no ha estado en el patio.</Text>;
  return (
    <Stack gap="xs">
      <Table aria-label="Posiciones en patio">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Posición</Table.Th>
            <Table.Th scope="col">Desde</Table.Th>
            <Table.Th scope="col">Hasta</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.data.data.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td ff="monospace">{formatYardPosition(location.position)}</Table.Td>
              <Table.Td>{formatDateTime(location.since)}</Table.Td>
              <Table.Td>{location.until ? formatDateTime(location.until) : <Badge variant="light">Actual</Badge>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {locations.data.last_page > 1 && <Pagination size="sm" total={locations.data.last_page} value={page} onChange={setPage} getItemProps={(item) => ({ 'aria-label': `Página ${item}` })} />}
    </Stack>
  );
}

/** `/contenedores/{id}/detalles`: data, holds, yard position, history, movements and orders. */
export interface ContainerDetailPageProps {
  /**
   * The container's orders, from the logistics feature: features do not import each other, so
   * the route table (app/) passes them in (see app/container-detail-with-orders.tsx).
   */
  ordersSection?: (container: { id: number; number: string }) => ReactNode;
}

export default function ContainerDetailPage({ ordersSection }: ContainerDetailPageProps) {
  const id = Number(useParams().containerId);
  const { company, roles, allows } = useLogisticsContext();
  const container = useContainer(id);
  const holds = useUpdateContainerHolds();
  const [moving, setMoving] = useState<MovementType | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContainer();
  const archive = useSetContainerArchived();
  const navigate = useNavigate();
  useLiveContainers();

  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">El contenedor no existe.</Alert>;
  if (container.isPending) return <Loading label="Cargando contenedor" />;
  if (container.data === undefined || serverRefused(container.error)) {
    return (
      <Stack>
        <Anchor component={Link} to={paths.containers}>
          ← Contenedores
        </Anchor>
        <LoadFailed title={container.error?.status === 404 ? 'Este contenedor no existe o no es de tu empresa' : 'No pudimos cargar el contenedor'} error={container.error} onRetry={() => void container.refetch()} />
      </Stack>
    );
  }
  const data = container.data;
  const movements = availableMovements(roles, data);
  const canHold = allows('containers.inspect');
  // A container that moved or was held is a record the terminal answers for: archived, never
  // deleted (the server refuses it too, with the same advice, if an order or a note says so).
  const hasHistory = data.last_movement_at !== null || data.holds.customs || data.holds.line || data.holds.damage;
  const archived = data.archived_at !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to={paths.containers} size="sm">
          ← Contenedores
        </Anchor>
        <Group gap="xs">
          {allows('containers.manage') && company && (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Editar datos
            </Button>
          )}
          {allows('containers.delete') && !archived && hasHistory && data.status !== 'in_yard' && (
            <Button size="xs" variant="subtle" loading={archive.isPending} onClick={() => archive.mutate({ id: data.id, archived: true })}>
              Archivar
            </Button>
          )}
          {allows('containers.delete') && !hasHistory && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                remove.reset();
                setDeleting(true);
              }}
            >
              Eliminar
            </Button>
          )}
        </Group>
      </Group>
      <WriteError error={archive.error} />
      {archived && (
        <Alert color="gray" title="Contenedor archivado">
          <Group justify="space-between" gap="xs">
            <Text size="sm">Archivado el {formatDateTime(data.archived_at)}: no aparece en las listas; su historial se conserva.</Text>
            {allows('containers.delete') && (
              <Button size="xs" variant="light" loading={archive.isPending} onClick={() => archive.mutate({ id: data.id, archived: false })}>
                Restaurar
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} ff="monospace">
            {formatContainerNumber(data.number)}
          </Title>
          <Group gap="xs" mt={4}>
            <StatusBadge status={data.status} />
            <Text size="sm">
              {data.iso_type} · {LOAD_STATUS_LABELS[data.load_status]} · {CONTAINER_CATEGORY_LABELS[data.category]} · {data.shipping_line}
            </Text>
          </Group>
        </div>
        {movements.length > 0 && (
          <Group gap="xs" role="group" aria-label="Movimientos">
            {movements.map((movement) =>
              movement.enabled ? (
                <Button key={movement.type} variant="light" onClick={() => setMoving(movement.type)}>
                  {MOVEMENT_LABELS[movement.type]}
                </Button>
              ) : (
                <Tooltip key={movement.type} label={movement.reason} multiline w={260}>
                  <Button variant="light" data-disabled aria-disabled onClick={(event) => event.preventDefault()} aria-describedby={`motivo-${movement.type}`}>
                    {MOVEMENT_LABELS[movement.type]}
                    <span id={`motivo-${movement.type}`} style={{ display: 'none' }}>
                      {movement.reason}
                    </span>
                  </Button>
                </Tooltip>
              ),
            )}
          </Group>
        )}
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="datos">
              <Title order={2} size="h4" id="datos" mb="sm">
                Datos
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <Field label="Posición en patio">
                  <Text ff="monospace" fw={600} size="lg" data-testid="posicion-actual">
                    {formatYardPosition(data.position)}
                  </Text>
                </Field>
                <Field label="Buque / viaje">{data.vessel_call ? `${data.vessel_call.vessel_name} / ${data.vessel_call.voyage}` : '—'}</Field>
                <Field label="Sellos">{data.seals.length ? data.seals.join(', ') : '—'}</Field>
                <Field label="Peso bruto">{data.gross_weight_kg === null ? '—' : `${data.gross_weight_kg.toLocaleString('es-MX')} kg`}</Field>
                <Field label="Mercancía peligrosa">{data.hazardous_class ? `Clase IMDG ${data.hazardous_class}` : 'No'}</Field>
                <Field label="Temperatura">{data.reefer_temperature_c === null ? '—' : `${data.reefer_temperature_c} °C`}</Field>
                <Field label="Llegada">{formatDateTime(data.arrived_at)}</Field>
                <Field label="Salida">{formatDateTime(data.departed_at)}</Field>
                <Field label="Último movimiento">{formatDateTime(data.last_movement_at)}</Field>
              </SimpleGrid>
              {data.notes && (
                <Text size="sm" mt="sm">
                  {data.notes}
                </Text>
              )}
            </Paper>

            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="retenciones">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id="retenciones">
                  Retenciones
                </Title>
                <HoldBadges holds={data.holds} />
              </Group>
              {canHold ? (
                <Group gap="lg">
                  {HOLD_KINDS.map((kind: HoldKind) => (
                    <Switch
                      key={kind}
                      label={HOLD_LABELS[kind]}
                      checked={data.holds[kind]}
                      disabled={holds.isPending}
                      onChange={(event) => holds.mutate({ id: data.id, [kind]: event.currentTarget.checked })}
                    />
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  Las retenciones bloquean la salida (puerta o carga a buque).
                </Text>
              )}
              {holds.error && (
                <Text size="sm" c="red" role="alert" mt="xs">
                  {describeForPeople(holds.error)}
                </Text>
              )}
            </Paper>

            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="posiciones">
              <Title order={2} size="h4" id="posiciones" mb="sm">
                Posiciones en patio
              </Title>
              <Locations containerId={data.id} />
            </Paper>

            {ordersSection?.({ id: data.id, number: data.number })}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="historial">
            <Title order={2} size="h4" id="historial" mb="sm">
              Historial
            </Title>
            <HistoryTimeline containerId={data.id} />
          </Paper>
        </Grid.Col>
      </Grid>

      <MovementModal container={data} type={moving} onClose={() => setMoving(null)} />
      {company && <ContainerFormModal opened={editing} companyId={company.id} container={data} onClose={() => setEditing(false)} onSaved={() => undefined} />}
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={`Eliminar ${data.number}`} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        <Stack gap="sm">
          <Text size="sm">Se borra el registro del contenedor junto con su historial. Úsalo solo para registros hechos por error.</Text>
          <WriteError error={remove.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              Cancelar
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(data.id, { onSuccess: () => navigate(paths.containers, { replace: true }) })}>
              Eliminar contenedor
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
