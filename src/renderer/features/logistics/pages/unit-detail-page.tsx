import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { UNIT_STATUS_LABELS, type UnitStatus } from '../../../../shared/contracts/logistics-units';
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS } from '../../../../shared/contracts/logistics-orders';
import { type UnitDetail } from '../../../../shared/contracts/logistics-unit-detail';
import { type ClientError, describeForPeople, serverRefused } from '../../../lib/client-error';
import { containerPath, paths } from '../../../lib/paths';
import { useDrivers } from '../api/get-drivers';
import { useRoutes } from '../api/get-routes';
import { useUnit } from '../api/get-unit';
import { useSetUnitDrivers } from '../api/set-unit-drivers';
import { useSetUnitRoutes } from '../api/set-unit-routes';
import { badgeTextFor } from '../../../components/badge-colors';
import { MultiSelect } from '../../../components/multi-select';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { UnitFormModal } from '../components/unit-form-modal';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

const UNIT_STATUS_COLORS: Record<UnitStatus, string> = { active: 'teal', maintenance: 'yellow', inactive: 'gray' };

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </div>
  );
}

interface AssignedItem {
  value: string;
  label: string;
  /** The line shown for it when not editing. */
  line: React.ReactNode;
}

/**
 * What is assigned to the unit (drivers, routes): the list, and for those who manage the fleet a
 * multi-select over the assigned ones plus the company's candidates.
 */
function AssignedCard(props: {
  id: string;
  title: string;
  changeLabel: string;
  selectLabel: string;
  emptyText: string;
  manage: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  assigned: AssignedItem[];
  candidates: { value: string; label: string }[];
  save: { error: ClientError | null; isPending: boolean };
  onSave: (values: string[], done: () => void) => void;
}) {
  const { editing, setEditing, assigned, save } = props;
  const [selected, setSelected] = useState<string[]>(assigned.map((item) => item.value));
  const options = [
    ...assigned.map(({ value, label }) => ({ value, label })),
    ...props.candidates.filter((candidate) => !assigned.some((item) => item.value === candidate.value)),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={props.id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.manage && !editing && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            {props.changeLabel}
          </Button>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs">
          <MultiSelect label={props.selectLabel} data={options} value={selected} onChange={setSelected} />
          {save.error && (
            <Text size="sm" c="red" role="alert">
              {describeForPeople(save.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="xs" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button size="xs" loading={save.isPending} onClick={() => props.onSave(selected, () => setEditing(false))}>
              Guardar
            </Button>
          </Group>
        </Stack>
      ) : assigned.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      ) : (
        <Stack gap={4}>
          {assigned.map((item) => (
            <Text key={item.value} size="sm">
              {item.line}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Drivers of the unit; those who manage the fleet pick them from the company's drivers. */
function DriversCard({ unit, companyId, manage }: { unit: UnitDetail; companyId: number; manage: boolean }) {
  const [editing, setEditing] = useState(false);
  // The company's drivers are fetched only while the list is being changed.
  const drivers = useDrivers(companyId, '', editing);
  const save = useSetUnitDrivers();
  return (
    <AssignedCard
      id="choferes"
      title="Choferes"
      changeLabel="Cambiar choferes"
      selectLabel="Choferes de la unidad"
      emptyText="Sin choferes asignados."
      manage={manage}
      editing={editing}
      setEditing={setEditing}
      assigned={unit.drivers.map((driver) => ({
        value: String(driver.id),
        label: driver.full_name,
        line: (
          <>
            {driver.full_name} · Licencia {driver.license_number ?? '—'}
            {driver.license_expires_on && ` (vence ${formatDate(driver.license_expires_on)})`}
          </>
        ),
      }))}
      candidates={(drivers.data?.data ?? []).map((employee) => ({ value: String(employee.id), label: employee.full_name }))}
      save={save}
      onSave={(values, done) => save.mutate({ id: unit.id, driver_ids: values.map(Number) }, { onSuccess: done })}
    />
  );
}

function RoutesCard({ unit, companyId, manage }: { unit: UnitDetail; companyId: number; manage: boolean }) {
  const [editing, setEditing] = useState(false);
  const routes = useRoutes(companyId, editing);
  const save = useSetUnitRoutes();
  const labelOf = (route: { code: string; name: string }) => `${route.code} · ${route.name}`;
  return (
    <AssignedCard
      id="rutas"
      title="Rutas"
      changeLabel="Cambiar rutas"
      selectLabel="Rutas de la unidad"
      emptyText="Sin rutas asignadas."
      manage={manage}
      editing={editing}
      setEditing={setEditing}
      assigned={unit.routes.map((route) => ({ value: String(route.id), label: labelOf(route), line: labelOf(route) }))}
      candidates={(routes.data?.data ?? []).map((route) => ({ value: String(route.id), label: labelOf(route) }))}
      save={save}
      onSave={(values, done) => save.mutate({ id: unit.id, route_ids: values.map(Number) }, { onSuccess: done })}
    />
  );
}

/** `/contenedores/unidades/{id}/detalles`: the truck's data, drivers, routes and the moves it carried. */
export default function UnitDetailPage() {
  const id = Number(useParams().unitId);
  const { company, allows } = useLogisticsContext();
  const unit = useUnit(id);
  const [editing, setEditing] = useState(false);
  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">La unidad no existe.</Alert>;
  if (unit.isPending) return <Loading label="Cargando unidad" />;
  if (unit.data === undefined || serverRefused(unit.error)) return <LoadFailed title={unit.error?.status === 404 ? 'Esta unidad no existe o no es de tu empresa' : 'No pudimos cargar la unidad'} error={unit.error} onRetry={() => void unit.refetch()} />;
  const data = unit.data;
  const manage = allows('fleet.manage');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.containerUnits} size="sm">
        ← Unidades
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>Unidad {data.number}</Title>
          <Badge color={UNIT_STATUS_COLORS[data.status]} c={badgeTextFor(UNIT_STATUS_COLORS[data.status])} variant="light">
            {UNIT_STATUS_LABELS[data.status]}
          </Badge>
        </Group>
        {manage && company && (
          <Button variant="default" onClick={() => setEditing(true)}>
            Editar datos
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="datos-unidad">
        <Title order={2} size="h4" id="datos-unidad" mb="sm">
          Datos
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label="Placas" value={data.plates} />
          <Field label="Configuración (SAT)" value={data.vehicle_config} />
          <Field label="Vehículo" value={[data.brand, data.model, data.model_year].filter(Boolean).join(' ') || null} />
          <Field label="VIN" value={data.vin} />
          <Field label="Peso bruto vehicular" value={data.gross_vehicle_weight_t === null ? null : `${data.gross_vehicle_weight_t} t`} />
          <Field label="Permiso SCT" value={`${data.sct_permit_type}${data.sct_permit_number ? ` · ${data.sct_permit_number}` : ''}`} />
          <Field label="Seguro" value={data.insurer ? `${data.insurer}${data.insurance_policy ? ` · ${data.insurance_policy}` : ''}` : null} />
          <Field label="Remolque" value={data.trailer_plates ? `${data.trailer_subtype ?? ''} ${data.trailer_plates}`.trim() : null} />
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {company && <DriversCard unit={data} companyId={company.id} manage={manage} />}
        {company && <RoutesCard unit={data} companyId={company.id} manage={manage} />}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="movimientos-unidad">
        <Title order={2} size="h4" id="movimientos-unidad" mb="sm">
          Movimientos
        </Title>
        {data.movements.length === 0 ? (
          <Empty>Esta unidad aún no ha movido contenedores.</Empty>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label="Movimientos de la unidad">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Orden</Table.Th>
                  <Table.Th scope="col">Contenedor</Table.Th>
                  <Table.Th scope="col">Trayecto</Table.Th>
                  <Table.Th scope="col">Chofer</Table.Th>
                  <Table.Th scope="col">Fechas</Table.Th>
                  <Table.Th scope="col">Cartas porte</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.movements.map((movement) => (
                  <Table.Tr key={movement.order_id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {movement.order_folio}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {ORDER_KIND_LABELS[movement.kind]} · {ORDER_STATUS_LABELS[movement.status]}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={containerPath(movement.container.id)} ff="monospace" size="sm">
                        {movement.container.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {movement.origin?.name ?? '—'} → {movement.destination?.name ?? '—'}
                    </Table.Td>
                    <Table.Td>{movement.driver?.full_name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="xs">Programada {formatDateTime(movement.scheduled_at)}</Text>
                      {movement.completed_at && <Text size="xs">Terminada {formatDateTime(movement.completed_at)}</Text>}
                    </Table.Td>
                    <Table.Td>{movement.waybills.map((waybill) => waybill.folio).join(', ') || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {manage && company && <UnitFormModal opened={editing} companyId={company.id} unit={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
