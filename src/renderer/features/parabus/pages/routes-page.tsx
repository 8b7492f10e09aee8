import { Anchor, Box, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from '../../../../shared/contracts/logistics-routes';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { parabusPublicRoutePath, parabusRoutePath } from '../../../lib/paths';
import { useBusRoutes } from '../api/get-bus-routes';
import { RouteForm } from '../components/route-form';
import { DEFAULT_ROUTE_COLOR } from '../components/route-map-layers';
import { fareText } from '../components/route-time';

const COLUMNS: DataTableColumn<Route>[] = [
  {
    header: 'Número',
    cell: (route) =>
      route.public_number === null ? (
        <Text span c="dimmed" size="sm">
          Sin publicar
        </Text>
      ) : (
        <Anchor component={Link} to={parabusPublicRoutePath(route.public_number)} aria-label={`Página pública de la ruta ${route.public_number}`}>
          {route.public_number}
        </Anchor>
      ),
  },
  {
    header: 'Ruta',
    cell: (route) => (
      <Group gap="xs" wrap="nowrap">
        <Box aria-hidden="true" w={14} h={14} style={{ borderRadius: 3, background: route.color ?? DEFAULT_ROUTE_COLOR, flex: 'none' }} />
        <Anchor component={Link} to={parabusRoutePath(route.id)} fw={600}>
          {route.name}
        </Anchor>
        <Text span size="xs" c="dimmed">
          {route.code}
        </Text>
      </Group>
    ),
  },
  { header: 'Paradas', cell: (route) => route.stops_count },
  { header: 'Unidades', cell: (route) => route.units_count },
  { header: 'Tarifa', cell: (route) => fareText(route.fare_cents) },
  { header: 'Estado', cell: (route) => (route.active ? 'Activa' : 'Inactiva') },
];

/** `/parabus/rutas`: the company's bus routes. */
export default function RoutesPage() {
  const { company, allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ q: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const routes = useBusRoutes({ companyId: company?.id ?? 0, page: filters.page, q }, Boolean(company) && allows('fleet.read'));

  if (!allows('fleet.read')) return <Empty>Tu rol no puede ver las rutas.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Rutas</Title>
          <Text size="sm" c="dimmed">
            Recorridos, paradas, horarios y tarifas de tus rutas de autobús.
          </Text>
        </div>
        {allows('fleet.manage') && <Button onClick={() => setCreating(true)}>Nueva ruta</Button>}
      </Group>
      <TextInput label="Buscar" type="search" placeholder="Código o nombre" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} maw={360} />
      <DataTable
        query={routes}
        rows={routes.data?.data ?? []}
        rowKey={(route) => route.id}
        columns={COLUMNS}
        scrollLabel="Lista de rutas"
        tableLabel="Rutas"
        minWidth={680}
        loadingLabel="Cargando rutas"
        errorTitle="No pudimos cargar las rutas"
        empty={q ? 'Ninguna ruta coincide.' : 'Aún no hay rutas. Crea la primera con «Nueva ruta».'}
      />
      {routes.data && <Pages total={routes.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nueva ruta" size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {creating && <RouteForm companyId={company.id} onCancel={() => setCreating(false)} onSaved={(route) => navigate(parabusRoutePath(route.id))} />}
      </Modal>
    </Stack>
  );
}
