import { Anchor, Badge, Button, Group, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOUR_STATUSES, TOUR_STATUS_LABELS, TOUR_WHEN, type Tour } from '../../../../shared/contracts/parabus-tours';
import { badgeTextFor } from '../../../components/badge-colors';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { parabusTourPath } from '../../../lib/paths';
import { useTours } from '../api/get-tours';
import { TOUR_STATUS_COLORS, formatDateTime } from '../components/tour-labels';
import { TourFormModal } from '../components/tour-form-modal';

const WHEN_LABELS: Record<(typeof TOUR_WHEN)[number], string> = { upcoming: 'Próximos', past: 'Pasados', all: 'Todos' };

const COLUMNS: DataTableColumn<Tour>[] = [
  {
    header: 'Tour',
    cell: (tour) => (
      <Anchor component={Link} to={parabusTourPath(tour.id)} fw={600}>
        {tour.name}
      </Anchor>
    ),
  },
  { header: 'Salida', cell: (tour) => formatDateTime(tour.starts_at) },
  { header: 'Unidad', cell: (tour) => tour.unit?.number ?? '—' },
  { header: 'Chofer', cell: (tour) => tour.driver?.full_name ?? '—' },
  {
    header: 'Ocupación',
    cell: (tour) => (
      <Stack gap={2} miw={110}>
        <Text size="xs">
          {tour.passengers_count} de {tour.seats}
        </Text>
        <Progress value={(tour.passengers_count / tour.seats) * 100} size="sm" aria-label={`Ocupación: ${tour.passengers_count} de ${tour.seats} asientos`} />
      </Stack>
    ),
  },
  {
    header: 'Estado',
    cell: (tour) => (
      <Badge color={TOUR_STATUS_COLORS[tour.status]} c={badgeTextFor(TOUR_STATUS_COLORS[tour.status])} variant="light">
        {TOUR_STATUS_LABELS[tour.status]}
      </Badge>
    ),
  },
];

/** `/parabus/tours`: the company's tours, upcoming first, with their occupancy. */
export default function ToursPage() {
  const { company, allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ q: '', status: '', when: 'upcoming', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const status = oneOf(TOUR_STATUSES, filters.status);
  const when = oneOf(TOUR_WHEN, filters.when) ?? 'upcoming';
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const tours = useTours({ companyId: company?.id ?? 0, page: filters.page, q, status, when }, Boolean(company) && allows('tours.read'));

  if (!allows('tours.read')) return <Empty>Tu rol no puede ver los tours.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Tours</Title>
          <Text size="sm" c="dimmed">
            Viajes con pasajeros, boletos con código QR y abordaje.
          </Text>
        </div>
        {allows('tours.manage') && <Button onClick={() => setCreating(true)}>Nuevo tour</Button>}
      </Group>
      <SegmentedControl
        aria-label="Periodo"
        w="fit-content"
        data={TOUR_WHEN.map((value) => ({ value, label: WHEN_LABELS[value] }))}
        value={when}
        onChange={(value) => setFilters({ when: value, page: 1 })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Buscar" type="search" placeholder="Nombre, punto de salida o guía" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value, page: 1 })} />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={TOUR_STATUSES.map((value) => ({ value, label: TOUR_STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => setFilters({ status: value ?? '', page: 1 })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <DataTable
        query={tours}
        rows={tours.data?.data ?? []}
        rowKey={(tour) => tour.id}
        columns={COLUMNS}
        scrollLabel="Lista de tours"
        tableLabel="Tours"
        minWidth={760}
        loadingLabel="Cargando tours"
        errorTitle="No pudimos cargar los tours"
        empty={q || status ? 'Ningún tour coincide.' : when === 'past' ? 'No hay tours pasados.' : 'No hay tours próximos.'}
      />
      {tours.data && <Pages total={tours.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      {allows('tours.manage') && <TourFormModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onSaved={(id) => navigate(parabusTourPath(id))} />}
    </Stack>
  );
}
