import { Anchor, Badge, Button, Group, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UNIT_STATUSES, UNIT_STATUS_LABELS, type UnitStatus } from '../../../../shared/contracts/logistics-units';
import { containerUnitPath } from '../../../lib/paths';
import { useUnits } from '../api/get-units';
import { badgeTextFor } from '../../../components/badge-colors';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { UnitFormModal } from '../components/unit-form-modal';
import { useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

const UNIT_STATUS_COLORS: Record<UnitStatus, string> = { active: 'teal', maintenance: 'yellow', inactive: 'gray' };

/** `/contenedores/unidades`: the company's trucks with their drivers and routes. */
export default function UnitsPage() {
  const { company, allows } = useLogisticsContext();
  // In the address ('' = any status): Back from a unit returns to the same list.
  const [filters, setFilters] = useListState({ q: '', status: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const status = (UNIT_STATUSES as readonly string[]).includes(filters.status) ? (filters.status as UnitStatus) : null;
  const { page } = filters;
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const units = useUnits({ companyId: company?.id ?? 0, page, q, status }, Boolean(company) && allows('fleet.read'));

  if (!allows('fleet.read')) return <Empty>Tu rol no puede ver las unidades.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  const rows = units.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Unidades</Title>
          <Text size="sm" c="dimmed">
            Tractocamiones y sus remolques, choferes y rutas.
          </Text>
        </div>
        {allows('fleet.manage') && <Button onClick={() => setCreating(true)}>Nueva unidad</Button>}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Buscar"
          type="search"
          placeholder="Número económico o placas"
          value={filters.q}
          onChange={(event) => setFilters({ q: event.currentTarget.value })}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={UNIT_STATUSES.map((value) => ({ value, label: UNIT_STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => setFilters({ status: value ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {units.isPending && <Loading label="Cargando unidades" />}
      {units.isError && <LoadFailed title="No pudimos cargar las unidades" error={units.error} onRetry={() => void units.refetch()} />}
      {units.data && rows.length === 0 && <Empty>{q || status ? 'Ninguna unidad coincide.' : 'No hay unidades registradas.'}</Empty>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Unidades" aria-busy={units.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Número</Table.Th>
                <Table.Th scope="col">Placas</Table.Th>
                <Table.Th scope="col">Configuración</Table.Th>
                <Table.Th scope="col">Vehículo</Table.Th>
                <Table.Th scope="col">Choferes</Table.Th>
                <Table.Th scope="col">Rutas</Table.Th>
                <Table.Th scope="col">Estado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((unit) => (
                <Table.Tr key={unit.id}>
                  <Table.Td>
                    <Anchor component={Link} to={containerUnitPath(unit.id)} fw={600}>
                      {unit.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ff="monospace">
                    {unit.plates}
                    {unit.trailer_plates && (
                      <Text size="xs" c="dimmed">
                        Remolque {unit.trailer_plates}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{unit.vehicle_config}</Table.Td>
                  <Table.Td>{[unit.brand, unit.model, unit.model_year].filter(Boolean).join(' ') || '—'}</Table.Td>
                  <Table.Td>{unit.drivers.map((driver) => driver.full_name).join(', ') || '—'}</Table.Td>
                  <Table.Td>{unit.routes.map((route) => route.code).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={UNIT_STATUS_COLORS[unit.status]} c={badgeTextFor(UNIT_STATUS_COLORS[unit.status])} variant="light">
                      {UNIT_STATUS_LABELS[unit.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {units.data && units.data.last_page > 1 && (
        <Group justify="center">
          <Pagination total={units.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} getItemProps={(item) => ({ 'aria-label': `Página ${item}` })} />
        </Group>
      )}
      {allows('fleet.manage') && <UnitFormModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onSaved={(id) => navigate(containerUnitPath(id))} />}
    </Stack>
  );
}
