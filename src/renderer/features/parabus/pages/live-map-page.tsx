import { Box, Group, Paper, ScrollArea, SegmentedControl, Select, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Polyline } from 'react-leaflet';
import { type UnitMotionStatus, UNIT_MOTION_STATUSES, DEFAULT_OFFLINE_AFTER_MINUTES } from '../../../../shared/contracts/positioning';
import { BaseMap } from '../../../components/map/base-map';
import { Empty, LoadFailed } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { useBusRoutes } from '../api/get-bus-routes';
import { useUnitTrail } from '../api/get-unit-trail';
import { FlyTo, LiveUnitsLayer } from '../components/live-units-layer';
import { MOTION_LABELS, MotionBadge } from '../components/motion-badge';
import { ReplayLayer } from '../components/replay-layer';
import { ReplayPanel, type ReplayTracks } from '../components/replay-panel';
import { RoutePathsLayer } from '../components/route-paths-layer';
import { TrackerEventsList } from '../components/tracker-events-list';
import { TrackerNoticesPopover } from '../components/tracker-notices-popover';
import { statusAt } from '../components/unit-tracking';
import { useLiveUnits } from '../components/use-live-units';

const HOUR_MS = 3_600_000;

/** The selected unit's last hour, fetched when it is selected. */
function SelectedTrail({ unitId, openedAt }: { unitId: number; openedAt: number }) {
  const trail = useUnitTrail({ unitId, from: new Date(openedAt - HOUR_MS).toISOString(), to: new Date(openedAt).toISOString() });
  const points = (trail.data?.points ?? []).map((point): [number, number] => [point.latitude, point.longitude]);
  return points.length > 1 ? <Polyline positions={points} pathOptions={{ color: '#1c7ed6', weight: 4, dashArray: '6 6' }} /> : null;
}

/**
 * `/parabus/mapa`: the control room's live map. Every unit of the company from units-locations,
 * then kept current by the socket (no polling); clusters when zoomed out; route paths; a side
 * panel to search, filter and focus units; the tracker events as a live feed; and the replay of
 * several units at once.
 */
export default function LiveMapPage() {
  const { company, allows } = useLogisticsContext();
  const companyId = company?.id ?? 0;
  const enabled = Boolean(company) && allows('positioning.read');
  const { locations, feed, nowMs } = useLiveUnits(companyId, enabled);
  const routes = useBusRoutes({ companyId, page: 1, q: '', perPage: 100 }, enabled && allows('fleet.read'));
  const [mode, setMode] = useState<'live' | 'replay'>('live');
  const [q, setQ] = useState('');
  const [statusFilter, setStatusFilter] = useState<UnitMotionStatus | null>(null);
  const [selected, setSelected] = useState<{ id: number; at: number } | null>(null);
  const [frame, setFrame] = useState<{ tracks: ReplayTracks['tracks']; tMs: number } | null>(null);
  const onFrame = useCallback((next: typeof frame) => setFrame(next), []);

  const offlineAfter = locations.data?.offline_after_minutes ?? DEFAULT_OFFLINE_AFTER_MINUTES;
  const units = useMemo(() => locations.data?.data ?? [], [locations.data]);
  const listed = useMemo(() => {
    const words = q.trim().toLowerCase();
    return units
      .filter((unit) => !words || `${unit.number} ${unit.plates}`.toLowerCase().includes(words))
      .filter((unit) => !statusFilter || statusAt(unit, nowMs, offlineAfter) === statusFilter)
      .sort((a, b) => a.number.localeCompare(b.number, 'es'));
  }, [units, q, statusFilter, nowMs, offlineAfter]);
  const focused = selected ? units.find((unit) => unit.unit_id === selected.id) : undefined;

  if (!allows('positioning.read')) return <Empty>Tu rol no puede ver el mapa de unidades.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;

  const bounds = units.length ? (units.map((unit) => [unit.latitude, unit.longitude]) as [number, number][]) : undefined;
  return (
    <Stack gap="sm" style={{ minHeight: 'calc(100dvh - 120px)' }}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Mapa en vivo</Title>
        <SegmentedControl
          aria-label="Vista del mapa"
          value={mode}
          onChange={(value) => setMode(value as 'live' | 'replay')}
          data={[
            { value: 'live', label: 'En vivo' },
            { value: 'replay', label: 'Recorrido histórico' },
          ]}
        />
      </Group>
      {locations.isError && <LoadFailed title="No pudimos cargar las unidades" error={locations.error} onRetry={() => void locations.refetch()} />}
      <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)', flex: 1 }}>
        <Box style={{ flex: '3 1 480px', minHeight: 420 }}>
          {locations.isPending ? (
            <Paper withBorder h={420} p="md" role="status">
              Cargando unidades…
            </Paper>
          ) : (
            <BaseMap label="Mapa de las unidades de la empresa" bounds={bounds && bounds.length > 1 ? bounds : undefined} center={bounds?.[0]} height="calc(100dvh - 200px)" key={units.length ? 'units' : 'empty'}>
              <RoutePathsLayer routes={routes.data?.data ?? []} />
              {mode === 'live' ? (
                <>
                  <LiveUnitsLayer units={units} nowMs={nowMs} offlineAfterMinutes={offlineAfter} selectedId={selected?.id ?? null} onSelect={(id) => setSelected({ id, at: Date.now() })} />
                  {selected && <SelectedTrail unitId={selected.id} openedAt={selected.at} />}
                  <FlyTo target={focused ? [focused.latitude, focused.longitude] : null} />
                </>
              ) : (
                frame && <ReplayLayer tracks={frame.tracks} tMs={frame.tMs} />
              )}
            </BaseMap>
          )}
        </Box>
        <Paper withBorder p="sm" radius="md" style={{ flex: '1 1 280px', maxWidth: '100%' }} component="aside" aria-label={mode === 'live' ? 'Unidades y eventos' : 'Recorrido histórico'}>
          {mode === 'live' ? (
            <Stack gap="xs">
              <TextInput label="Buscar unidad" type="search" placeholder="Número o placas" value={q} onChange={(event) => setQ(event.currentTarget.value)} />
              <Select
                label="Estado"
                placeholder="Todos"
                clearable
                data={UNIT_MOTION_STATUSES.map((value) => ({ value, label: MOTION_LABELS[value] }))}
                value={statusFilter}
                onChange={(value) => setStatusFilter(value as UnitMotionStatus | null)}
                comboboxProps={{ withinPortal: true }}
              />
              <Text size="sm" aria-live="polite">
                {listed.length} de {units.length} unidades
              </Text>
              {units.length === 0 && !locations.isPending && <Text size="sm">Ninguna unidad ha reportado todavía.</Text>}
              <ScrollArea.Autosize mah={320}>
                <Stack gap={4} component="ul" aria-label="Unidades" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {listed.map((unit) => (
                    <li key={unit.unit_id}>
                      <UnstyledButton
                        onClick={() => setSelected({ id: unit.unit_id, at: Date.now() })}
                        aria-pressed={selected?.id === unit.unit_id}
                        p={6}
                        w="100%"
                        style={{ borderRadius: 6, background: selected?.id === unit.unit_id ? 'var(--mantine-color-blue-light)' : undefined }}
                      >
                        <Group justify="space-between" wrap="nowrap">
                          <Text fw={600} size="sm">
                            {unit.number}
                          </Text>
                          <MotionBadge status={statusAt(unit, nowMs, offlineAfter)} />
                        </Group>
                        <Text size="xs" c="dimmed">
                          {unit.plates}
                          {unit.speed_kmh !== null ? ` · ${Math.round(unit.speed_kmh)} km/h` : ''}
                          {unit.off_route ? ' · fuera de ruta' : ''}
                        </Text>
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              <Group justify="space-between" align="center" mt="sm">
                <Title order={2} size="h4">
                  Eventos en vivo
                </Title>
                <TrackerNoticesPopover companyId={companyId} />
              </Group>
              <div aria-live="polite">
                <TrackerEventsList events={feed} showUnit label="Eventos en vivo" />
              </div>
            </Stack>
          ) : (
            <ReplayPanel companyId={companyId} units={units.map((unit) => ({ id: unit.unit_id, number: unit.number }))} onFrame={onFrame} />
          )}
        </Paper>
      </Box>
    </Stack>
  );
}
