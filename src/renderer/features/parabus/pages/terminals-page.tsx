import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TERMINAL_KIND_LABELS, type Terminal } from '../../../../shared/contracts/logistics-terminals';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import type { LatLon } from '../../../lib/map-config';
import { useBusTerminals } from '../api/get-bus-terminals';
import { TerminalFormModal } from '../components/terminal-form-modal';

const COLUMNS: DataTableColumn<Terminal>[] = [
  { header: 'Código', cell: (terminal) => terminal.code },
  { header: 'Nombre', cell: (terminal) => terminal.name },
  { header: 'Tipo', cell: (terminal) => TERMINAL_KIND_LABELS[terminal.kind] },
  { header: 'Dirección', cell: (terminal) => [terminal.street, terminal.exterior_number, terminal.neighborhood, terminal.municipality].filter(Boolean).join(', ') || '—' },
  { header: 'Ubicación', cell: (terminal) => (terminal.latitude === null || terminal.longitude === null ? 'Sin marcar' : `${terminal.latitude.toFixed(4)}, ${terminal.longitude.toFixed(4)}`) },
];

/** `/parabus/terminales`: the company's terminals (bus stations and bases) with their point on the map. */
export default function TerminalsPage() {
  const { company, allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ q: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const [editing, setEditing] = useState<Terminal | 'new' | null>(null);
  const terminals = useBusTerminals({ companyId: company?.id ?? 0, page: filters.page, q }, Boolean(company) && allows('fleet.read'));

  if (!allows('fleet.read')) return <Empty>Tu rol no puede ver las terminales.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  const rows = terminals.data?.data ?? [];
  const located = rows.find((row) => row.latitude !== null && row.longitude !== null);
  const around: LatLon | undefined = located ? [located.latitude!, located.longitude!] : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Terminales</Title>
          <Text size="sm" c="dimmed">
            Terminales y bases donde empiezan y terminan tus rutas.
          </Text>
        </div>
        {allows('fleet.manage') && <Button onClick={() => setEditing('new')}>Nueva terminal</Button>}
      </Group>
      <TextInput label="Buscar" type="search" placeholder="Código, nombre o municipio" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} maw={360} />
      <DataTable
        query={terminals}
        rows={rows}
        rowKey={(terminal) => terminal.id}
        columns={COLUMNS}
        actions={allows('fleet.manage') ? [{ label: 'Editar', name: (terminal) => `Editar ${terminal.name}`, onClick: (terminal) => setEditing(terminal) }] : []}
        scrollLabel="Lista de terminales"
        tableLabel="Terminales"
        minWidth={760}
        loadingLabel="Cargando terminales"
        errorTitle="No pudimos cargar las terminales"
        empty={q ? 'Ninguna terminal coincide.' : 'Aún no hay terminales. Crea la primera con «Nueva terminal».'}
      />
      {terminals.data && <Pages total={terminals.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      <TerminalFormModal opened={editing !== null} companyId={company.id} terminal={editing === 'new' || editing === null ? undefined : editing} around={around} onClose={() => setEditing(null)} />
    </Stack>
  );
}
