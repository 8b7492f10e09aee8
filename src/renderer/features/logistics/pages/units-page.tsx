import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UNIT_STATUSES, UNIT_STATUS_LABELS, type Unit, type UnitStatus } from '../../../../shared/contracts/logistics-units';
import { containerUnitPath } from '../../../lib/paths';
import { useUnits } from '../api/get-units';
import { badgeTextFor } from '../../../components/badge-colors';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { UnitFormModal } from '../components/unit-form-modal';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

const UNIT_STATUS_COLORS: Record<UnitStatus, string> = { active: 'teal', maintenance: 'yellow', inactive: 'gray' };

const UNIT_COLUMNS: DataTableColumn<Unit>[] = [
  {
    header: 'Número',
    cell: (unit) => (
      <Anchor component={Link} to={containerUnitPath(unit.id)} fw={600}>
        {unit.number}
      </Anchor>
    ),
  },
  {
    header: 'Placas',
    cell: (unit) => (
      <>
        <Text span ff="monospace" size="sm">
          {unit.plates}
        </Text>
        {unit.trailer_plates && (
          <Text size="xs" c="dimmed" ff="monospace">
            Remolque {unit.trailer_plates}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Configuración', cell: (unit) => unit.vehicle_config },
  { header: 'Vehículo', cell: (unit) => [unit.brand, unit.model, unit.model_year].filter(Boolean).join(' ') || '—' },
  { header: 'Choferes', cell: (unit) => unit.drivers.map((driver) => driver.full_name).join(', ') || '—' },
  { header: 'Rutas', cell: (unit) => unit.routes.map((route) => route.code).join(', ') || '—' },
  {
    header: 'Estado',
    cell: (unit) => (
      <Badge color={UNIT_STATUS_COLORS[unit.status]} c={badgeTextFor(UNIT_STATUS_COLORS[unit.status])} variant="light">
        {UNIT_STATUS_LABELS[unit.status]}
      </Badge>
    ),
  },
];

/** `/contenedores/unidades`: the company's trucks with their drivers and routes. */
export default function UnitsPage() {
  const { company, allows } = useLogisticsContext();
  // In the address ('' = any status): Back from a unit returns to the same list.
  const [filters, setFilters] = useListState({ q: '', status: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const status = oneOf(UNIT_STATUSES, filters.status);
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
      <DataTable
        query={units}
        rows={rows}
        rowKey={(unit) => unit.id}
        columns={UNIT_COLUMNS}
        scrollLabel="Lista de unidades"
        tableLabel="Unidades"
        minWidth={760}
        loadingLabel="Cargando unidades"
        errorTitle="No pudimos cargar las unidades"
        empty={q || status ? 'Ninguna unidad coincide.' : 'No hay unidades registradas.'}
      />
      {units.data && <Pages total={units.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      {allows('fleet.manage') && <UnitFormModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onSaved={(id) => navigate(containerUnitPath(id))} />}
    </Stack>
  );
}
