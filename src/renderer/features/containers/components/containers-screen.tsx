import { Anchor, Button, Checkbox, Group, Kbd, Select, Stack, Tabs, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CONTAINER_CATEGORIES, CONTAINER_CATEGORY_LABELS, CONTAINER_STATUSES, CONTAINER_STATUS_LABELS, type Container, type ContainerChangedEvent, LOAD_STATUSES, LOAD_STATUS_LABELS, formatYardPosition } from '../../../../shared/contracts/containers';
import { MOVEMENT_LABELS } from '../../../../shared/contracts/container-movements';
import { containerPath, paths } from '../../../lib/paths';
import { type ContainerFilters, useSearchContainers } from '../api/search-containers';
import { ContainerFormModal } from './container-form-modal';
import { ContainerImportModal } from './container-import-modal';
import { containerNumberFeedback } from './container-number';
import { HoldBadges, StatusBadge } from './labels';
import { formatShortDateTime } from '../../../lib/date-format';
import { flattenPages } from './live-changes';
import { CONTAINER_PRESETS, type ContainerPresetName, PRESET_ORDER } from './presets';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { toServerSort } from './container-sort';
import type { SortState } from './table-model';
import { useLiveContainers } from './use-live-containers';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { useSlashFocus } from './use-slash-focus';
import { type TableColumn, VirtualTable } from './virtual-table';
import { plural } from '../../../lib/plural';

type ColumnKey = 'number' | 'iso_type' | 'status' | 'load_status' | 'category' | 'shipping_line' | 'vessel' | 'position' | 'holds' | 'arrived_at' | 'updated_at';
const COLUMNS: TableColumn<Container, ColumnKey>[] = [
  {
    key: 'number',
    header: 'Número',
    width: 'minmax(128px, 1.1fr)',
    sortable: true,
    // A real link: a click opens the container, the middle button or Ctrl+click a new tab. Out of the
    // tab order: the grid keeps the keyboard (arrows select, Enter opens).
    render: (row) => (
      <Anchor component={Link} to={containerPath(row.id)} size="sm" ff="monospace" fw={600} tabIndex={-1}>
        {row.number}
      </Anchor>
    ),
  },
  { key: 'iso_type', header: 'Tipo', width: '58px', render: (row) => <Text size="sm">{row.iso_type}</Text> },
  { key: 'status', header: 'Estado', width: '164px', render: (row) => <StatusBadge status={row.status} /> },
  { key: 'load_status', header: 'Carga', width: '62px', render: (row) => <Text size="sm">{LOAD_STATUS_LABELS[row.load_status]}</Text> },
  { key: 'category', header: 'Categoría', width: '104px', render: (row) => <Text size="sm">{CONTAINER_CATEGORY_LABELS[row.category]}</Text> },
  { key: 'shipping_line', header: 'Naviera', width: 'minmax(80px, 1fr)', render: (row) => <Text size="sm">{row.shipping_line}</Text> },
  { key: 'vessel', header: 'Buque', width: 'minmax(90px, 1fr)', render: (row) => <Text size="sm">{row.vessel_call ? `${row.vessel_call.vessel_name} / ${row.vessel_call.voyage}` : '—'}</Text> },
  { key: 'position', header: 'Posición', width: '96px', render: (row) => <Text size="sm" ff="monospace">{formatYardPosition(row.position)}</Text> },
  { key: 'holds', header: 'Retenciones', width: 'minmax(96px, 1fr)', render: (row) => <HoldBadges holds={row.holds} /> },
  { key: 'arrived_at', header: 'Llegada', width: '112px', sortable: true, render: (row) => <Text size="sm">{formatShortDateTime(row.arrived_at)}</Text> },
  { key: 'updated_at', header: 'Cambio', width: '112px', sortable: true, render: (row) => <Text size="sm">{formatShortDateTime(row.last_movement_at ?? row.updated_at)}</Text> },
];

const statusOptions = CONTAINER_STATUSES.map((value) => ({ value, label: CONTAINER_STATUS_LABELS[value] }));
const loadOptions = LOAD_STATUSES.map((value) => ({ value, label: LOAD_STATUS_LABELS[value] }));
const categoryOptions = CONTAINER_CATEGORIES.map((value) => ({ value, label: CONTAINER_CATEGORY_LABELS[value] }));

/** Under the search box: a wrong check digit on a full number, else the keyboard shortcuts. */
function SearchHint({ search }: { search: string }) {
  const feedback = containerNumberFeedback(search);
  // Only a complete, well-shaped number can be wrong; anything shorter is a prefix or digits.
  if (feedback.state === 'valid') return <>Número ISO 6346 válido.</>;
  if (feedback.state === 'invalid' && feedback.message.startsWith('El dígito')) return <>{feedback.message}</>;
  return (
    <>
      Atajos: <Kbd>/</Kbd> buscar · <Kbd>↑</Kbd> <Kbd>↓</Kbd> moverse · <Kbd>Enter</Kbd> abrir
    </>
  );
}

export interface ContainersScreenProps {
  preset: ContainerPresetName;
}

/**
 * The operators' main table and its preset views (stock, empties, exports, imports): filters
 * are sent to the server, rows load a page at a time as the table scrolls, and every movement
 * anywhere in the company shows up without reloading.
 */
export function ContainersScreen({ preset: presetName }: ContainersScreenProps) {
  const preset = CONTAINER_PRESETS[presetName];
  const navigate = useNavigate();
  const { company, allows } = useLogisticsContext();
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  // Search and filters live in the address: Back from a container, a reload or a shared link
  // shows the same list (issue 19.8). Values outside their list read as no filter.
  const [filtersInUrl, setFiltersInUrl] = useListState({ q: '', status: '', load: '', category: '', line: '', block: '', on_hold: false, archived: false });
  const search = filtersInUrl.q;
  const [q] = useDebouncedValue(search, 250);
  const status = oneOf(CONTAINER_STATUSES, filtersInUrl.status);
  const loadStatus = oneOf(LOAD_STATUSES, filtersInUrl.load);
  const category = oneOf(CONTAINER_CATEGORIES, filtersInUrl.category);
  const [line] = useDebouncedValue(filtersInUrl.line, 300);
  const [blockFilter] = useDebouncedValue(filtersInUrl.block, 300);
  const { on_hold: onHold, archived } = filtersInUrl;
  const [sort, setSort] = useState<SortState<ColumnKey> | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const filters: ContainerFilters = {
    companyId: company?.id ?? 0,
    q,
    status: preset.status ?? status,
    loadStatus: preset.loadStatus ?? loadStatus,
    category: preset.category ?? category,
    shippingLine: line,
    block: blockFilter,
    onHold,
    archived,
    sort: toServerSort(sort),
  };
  const list = useSearchContainers(filters);
  const rows = useMemo(() => flattenPages(list.data), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  useLiveContainers(
    useCallback((event: ContainerChangedEvent) => {
      const what = event.movement ? MOVEMENT_LABELS[event.movement] : event.change === 'created' ? 'registrado' : event.change === 'deleted' ? 'eliminado' : 'actualizado';
      setAnnouncement(`${event.number}: ${what}`);
    }, []),
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filtered = Boolean(q.trim() || status || loadStatus || category || line.trim() || blockFilter.trim() || onHold || archived);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{preset.title}</Title>
          <Text c="dimmed" size="sm">
            {preset.description}
          </Text>
        </div>
        <Group gap="xs">
          {allows('reports.containers') && (
            <Button component={Link} to={paths.containersReport} variant="default">
              Reportes
            </Button>
          )}
          {allows('containers.manage') && company && (
            <Button variant="default" onClick={() => setImporting(true)}>
              Importar
            </Button>
          )}
          {allows('containers.manage') && company && <Button onClick={() => setCreating(true)}>Nuevo contenedor</Button>}
        </Group>
      </Group>

      <Tabs value={presetName} onChange={(value) => value && navigate(CONTAINER_PRESETS[value as ContainerPresetName].path)} keepMounted={false}>
        <Tabs.List aria-label="Vistas de contenedores">
          {PRESET_ORDER.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {CONTAINER_PRESETS[name].title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          ref={searchRef}
          label="Buscar contenedor"
          placeholder="MSCU12 o 305438"
          type="search"
          value={search}
          onChange={(event) => setFiltersInUrl({ q: event.currentTarget.value })}
          onKeyDown={(event) => {
            // From the search box, ↓ goes to the table (its first row is selected on focus).
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              document.querySelector<HTMLElement>('[role="grid"][aria-label="Contenedores"]')?.focus();
            }
          }}
          aria-describedby="ayuda-busqueda"
          w={{ base: '100%', md: 240 }}
          autoComplete="off"
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={statusOptions}
          value={preset.status ?? status}
          onChange={(value) => setFiltersInUrl({ status: value ?? '' })}
          disabled={Boolean(preset.status)}
          w={160}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Carga"
          placeholder="Todas"
          clearable
          data={loadOptions}
          value={preset.loadStatus ?? loadStatus}
          onChange={(value) => setFiltersInUrl({ load: value ?? '' })}
          disabled={Boolean(preset.loadStatus)}
          w={120}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Categoría"
          placeholder="Todas"
          clearable
          data={categoryOptions}
          value={preset.category ?? category}
          onChange={(value) => setFiltersInUrl({ category: value ?? '' })}
          disabled={Boolean(preset.category)}
          w={150}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label="Naviera" placeholder="MSC" value={filtersInUrl.line} onChange={(event) => setFiltersInUrl({ line: event.currentTarget.value })} w={120} />
        <TextInput label="Bloque" placeholder="A" value={filtersInUrl.block} onChange={(event) => setFiltersInUrl({ block: event.currentTarget.value.toUpperCase() })} w={80} maxLength={4} />
        <Checkbox label="Con retención" checked={onHold} onChange={(event) => setFiltersInUrl({ on_hold: event.currentTarget.checked })} mb={8} />
        <Checkbox label="Archivados" checked={archived} onChange={(event) => setFiltersInUrl({ archived: event.currentTarget.checked })} mb={8} />
      </Group>

      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed" id="ayuda-busqueda">
          <SearchHint search={search} />
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.data ? (filtered ? plural(total, 'contenedor coincide', 'contenedores coinciden') : plural(total, 'contenedor', 'contenedores')) : ' '}
        </Text>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Group>

      {!company && <Empty>Selecciona una empresa para ver sus contenedores.</Empty>}
      {company && list.isPending && <Loading label="Cargando contenedores" />}
      {company && list.isError && <LoadFailed title="No pudimos cargar los contenedores" error={list.error} onRetry={() => void list.refetch()} />}
      {company && list.data && rows.length === 0 && <Empty>{filtered ? 'Ningún contenedor coincide con la búsqueda o los filtros.' : 'No hay contenedores en esta vista.'}</Empty>}
      {rows.length > 0 && (
        <VirtualTable
          label="Contenedores"
          rows={rows}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          rowLabel={(row) => `${row.number}, ${CONTAINER_STATUS_LABELS[row.status]}, ${formatYardPosition(row.position)}`}
          sort={sort}
          onSortChange={setSort}
          onOpen={(row) => navigate(containerPath(row.id))}
          onEndReached={loadMore}
          busy={list.isFetching}
          height={Math.max(320, Math.min(640, rows.length * 40 + 44))}
        />
      )}
      {rows.length > 0 && (
        <Text size="xs" c="dimmed">
          {isFetchingNextPage ? 'Cargando más…' : hasNextPage ? `Mostrando ${rows.length.toLocaleString('es-MX')}; desplázate para ver más.` : `Mostrando ${rows.length.toLocaleString('es-MX')}.`}{' '}
          <Anchor component={Link} to={paths.logisticsDashboard} size="xs">
            Ver tablero
          </Anchor>
        </Text>
      )}

      {company && allows('containers.manage') && <ContainerImportModal opened={importing} companyId={company.id} onClose={() => setImporting(false)} />}
      {company && (
        <ContainerFormModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onSaved={(id) => navigate(containerPath(id))} />
      )}
    </Stack>
  );
}
