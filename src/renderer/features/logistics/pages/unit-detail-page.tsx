import { Alert, Anchor, Badge, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { UNIT_STATUS_LABELS, type UnitStatus } from '../../../../shared/contracts/logistics-units';
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS } from '../../../../shared/contracts/logistics-orders';
import { type UnitDetail } from '../../../../shared/contracts/logistics-unit-detail';
import { describeForPeople } from '../../../lib/client-error';
import { containerPath, paths } from '../../../lib/paths';
import { useDrivers } from '../api/get-drivers';
import { useRoutes } from '../api/get-routes';
import { useUnit } from '../api/get-unit';
import { useSetUnitDrivers } from '../api/set-unit-drivers';
import { useSetUnitRoutes } from '../api/set-unit-routes';
import { badgeTextFor } from '../../../components/badge-colors';
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

/** Drivers of the unit; those who manage the fleet pick them from the company's drivers. */
function DriversCard({ unit, companyId, manage }: { unit: UnitDetail; companyId: number; manage: boolean }) {
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<string[]>(unit.drivers.map((driver) => String(driver.id)));
  const drivers = useDrivers(companyId, '', editing);
  const save = useSetUnitDrivers();
  const options = [
    ...unit.drivers.map((driver) => ({ value: String(driver.id), label: driver.full_name })),
    ...(drivers.data?.data ?? []).filter((employee) => !unit.drivers.some((driver) => driver.id === employee.id)).map((employee) => ({ value: String(employee.id), label: employee.full_name })),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="choferes">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="choferes">
          Choferes
        </Title>
        {manage && !editing && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            Cambiar choferes
          </Button>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs">
          <MultiSelect label="Choferes de la unidad" searchable data={options} value={selected} onChange={setSelected} comboboxProps={{ withinPortal: true }} />
          {save.error && (
            <Text size="sm" c="red" role="alert">
              {describeForPeople(save.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="xs" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate({ id: unit.id, driver_ids: selected.map(Number) }, { onSuccess: () => setEditing(false) })}>
              Guardar
            </Button>
          </Group>
        </Stack>
      ) : unit.drivers.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin choferes asignados.
        </Text>
      ) : (
        <Stack gap={4}>
          {unit.drivers.map((driver) => (
            <Text key={driver.id} size="sm">
              {driver.full_name} · Licencia {driver.license_number ?? '—'}
              {driver.license_expires_on && ` (vence ${formatDate(driver.license_expires_on)})`}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function RoutesCard({ unit, companyId, manage }: { unit: UnitDetail; companyId: number; manage: boolean }) {
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<string[]>(unit.routes.map((route) => String(route.id)));
  const routes = useRoutes(companyId, editing);
  const save = useSetUnitRoutes();
  const options = [
    ...unit.routes.map((route) => ({ value: String(route.id), label: `${route.code} · ${route.name}` })),
    ...(routes.data?.data ?? []).filter((route) => !unit.routes.some((own) => own.id === route.id)).map((route) => ({ value: String(route.id), label: `${route.code} · ${route.name}` })),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rutas">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="rutas">
          Rutas
        </Title>
        {manage && !editing && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            Cambiar rutas
          </Button>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs">
          <MultiSelect label="Rutas de la unidad" searchable data={options} value={selected} onChange={setSelected} comboboxProps={{ withinPortal: true }} />
          {save.error && (
            <Text size="sm" c="red" role="alert">
              {describeForPeople(save.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="xs" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate({ id: unit.id, route_ids: selected.map(Number) }, { onSuccess: () => setEditing(false) })}>
              Guardar
            </Button>
          </Group>
        </Stack>
      ) : unit.routes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin rutas asignadas.
        </Text>
      ) : (
        <Stack gap={4}>
          {unit.routes.map((route) => (
            <Text key={route.id} size="sm">
              {route.code} · {route.name}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
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
  if (unit.isError) return <LoadFailed title={unit.error.status === 404 ? 'Esta unidad no existe o no es de tu empresa' : 'No pudimos cargar la unidad'} error={unit.error} onRetry={() => void unit.refetch()} />;
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
