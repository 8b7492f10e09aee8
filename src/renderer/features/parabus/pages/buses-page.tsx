import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { businessShortDateTimeOf } from '../../../../shared/business-time';
import type { Unit } from '../../../../shared/contracts/logistics-units';
import type { UnitLocation } from '../../../../shared/contracts/positioning';
import type { UnitDocument } from '../../../../shared/contracts/unit-documents';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { parabusUnitPath } from '../../../lib/paths';
import { useBuses } from '../api/get-buses';
import { useExpiringDocuments } from '../api/get-expiring-documents';
import { useUnitsLocations } from '../api/get-units-locations';
import { BusFormModal } from '../components/bus-form-modal';
import { MotionBadge } from '../components/motion-badge';
import { statusAt } from '../components/unit-tracking';

interface BusRow {
  unit: Unit;
  location: UnitLocation | undefined;
  /** Expired or expiring papers of this bus. */
  papers: UnitDocument[];
}

function columns(nowMs: number, offlineAfter: number): DataTableColumn<BusRow>[] {
  return [
    {
      header: 'Número económico',
      cell: ({ unit }) => (
        <Anchor component={Link} to={parabusUnitPath(unit.id)} fw={600}>
          {unit.number}
        </Anchor>
      ),
    },
    { header: 'Placas', cell: ({ unit }) => <Text span ff="monospace" size="sm">{unit.plates}</Text> },
    { header: 'Asientos', cell: ({ unit }) => unit.seats ?? '—' },
    { header: 'Rutas', cell: ({ unit }) => unit.routes.map((route) => route.name).join(', ') || '—' },
    { header: 'Rastreador', cell: ({ unit }) => (unit.tracker_device_id ? <Text span ff="monospace" size="sm">{unit.tracker_device_id}</Text> : <Text span c="dimmed" size="sm">Sin rastreador</Text>) },
    {
      header: 'Última señal',
      cell: ({ location }) =>
        location ? (
          <Stack gap={2} align="flex-start">
            <MotionBadge status={statusAt(location, nowMs, offlineAfter)} />
            <Text size="xs" c="dimmed">
              {businessShortDateTimeOf(location.received_at)}
            </Text>
          </Stack>
        ) : (
          <Text span c="dimmed" size="sm">Nunca ha reportado</Text>
        ),
    },
    {
      header: 'Documentos',
      cell: ({ papers }) => {
        if (!papers.length) return <Text span size="sm">Al día</Text>;
        const expired = papers.filter((paper) => paper.expiry_status === 'expired').length;
        const expiring = papers.length - expired;
        return (
          <Group gap={4}>
            {expired > 0 && <Badge color="red" variant="light">{expired} vencido{expired > 1 ? 's' : ''}</Badge>}
            {expiring > 0 && <Badge color="yellow" c="var(--mantine-color-text)" variant="light">{expiring} por vencer</Badge>}
          </Group>
        );
      },
    },
  ];
}

/** `/parabus/unidades`: the company's buses with their tracker's last signal and papers to renew. */
export default function BusesPage() {
  const { company, allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ q: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const companyId = company?.id ?? 0;
  const canRead = Boolean(company) && allows('fleet.read');
  const buses = useBuses({ companyId, page: filters.page, q }, canRead);
  // The badges are extras: the list still shows when the positioning service or the papers fail.
  const locations = useUnitsLocations(companyId, canRead && allows('positioning.read'));
  const expiring = useExpiringDocuments(companyId, canRead);
  const [nowMs] = useState(() => Date.now());

  const rows = useMemo<BusRow[]>(() => {
    const byUnit = new Map((locations.data?.data ?? []).map((location) => [location.unit_id, location]));
    const papers = expiring.data?.data ?? [];
    return (buses.data?.data ?? []).map((unit) => ({ unit, location: byUnit.get(unit.id), papers: papers.filter((paper) => paper.unit_id === unit.id) }));
  }, [buses.data, locations.data, expiring.data]);

  if (!allows('fleet.read')) return <Empty>Tu rol no puede ver los autobuses.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Autobuses</Title>
          <Text size="sm" c="dimmed">
            Unidades de pasajeros, su rastreador y los documentos por renovar.
          </Text>
        </div>
        {allows('fleet.manage') && <Button onClick={() => setCreating(true)}>Nuevo autobús</Button>}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Buscar" type="search" placeholder="Número económico, placas o rastreador" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} />
      </SimpleGrid>
      <DataTable
        query={buses}
        rows={rows}
        rowKey={(row) => row.unit.id}
        columns={columns(nowMs, locations.data?.offline_after_minutes ?? 5)}
        scrollLabel="Lista de autobuses"
        tableLabel="Autobuses"
        minWidth={900}
        loadingLabel="Cargando autobuses"
        errorTitle="No pudimos cargar los autobuses"
        empty={q ? 'Ningún autobús coincide.' : 'No hay autobuses registrados.'}
      />
      {buses.data && <Pages total={buses.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      {allows('fleet.manage') && <BusFormModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onSaved={(id) => navigate(parabusUnitPath(id))} />}
    </Stack>
  );
}
