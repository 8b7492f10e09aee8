import { Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BaseMap } from '../../../components/map/base-map';
import { parseNumberText } from '../../../components/number-field';
import { Empty, Loading, LoadFailed, WriteError } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { fieldErrorsOf, serverRefused } from '../../../lib/client-error';
import type { LatLon } from '../../../lib/map-config';
import { parabusPublicRoutePath, paths } from '../../../lib/paths';
import { useBusRoute } from '../api/get-bus-route';
import { useBusTerminals } from '../api/get-bus-terminals';
import { useRouteStops } from '../api/get-route-stops';
import { useRouteTimetable } from '../api/get-route-timetable';
import { useReplaceRouteStops } from '../api/replace-route-stops';
import { useUpdateBusRoute } from '../api/update-bus-route';
import { RouteForm } from '../components/route-form';
import { PlaceSearch } from '../../../components/map/place-search';
import { PathPointControls } from '../components/path-point-controls';
import { DEFAULT_ROUTE_COLOR, MapClicks, PathPointHandles, RoutePathLine, StopMarkers, boundsOf } from '../components/route-map-layers';
import { RouteUnitsSection } from '../components/route-units-section';
import { type DraftStop, MINUTES_RULES, StopsEditor, draftKey } from '../components/stops-editor';
import { TimetableEditor } from '../components/timetable-editor';

type MapMode = 'stops' | 'path' | 'view';

/** `/parabus/rutas/{id}/detalles`: the route's data, stops and path on the map, timetable and units. */
export default function RouteEditorPage() {
  const routeId = Number(useParams().routeId);
  const { company, allows } = useLogisticsContext();
  const route = useBusRoute(routeId);
  const stops = useRouteStops(routeId);
  const timetable = useRouteTimetable(routeId);

  if (!allows('fleet.read')) return <Empty>Tu rol no puede ver las rutas.</Empty>;
  if (route.isPending || stops.isPending || timetable.isPending) return <Loading label="Cargando la ruta" />;
  if (route.data === undefined || serverRefused(route.error)) return <LoadFailed title="No pudimos cargar la ruta" error={route.error} onRetry={() => void route.refetch()} />;
  if (stops.data === undefined || serverRefused(stops.error)) return <LoadFailed title="No pudimos cargar las paradas" error={stops.error} onRetry={() => void stops.refetch()} />;
  if (timetable.data === undefined || serverRefused(timetable.error)) return <LoadFailed title="No pudimos cargar el horario" error={timetable.error} onRetry={() => void timetable.refetch()} />;
  const data = route.data;
  const readOnly = !allows('fleet.manage');
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={paths.parabusRoutes} size="sm">
          ← Rutas
        </Anchor>
        <Title order={1}>
          {data.public_number !== null ? `Ruta ${data.public_number}: ` : ''}
          {data.name}
        </Title>
        {data.public_number !== null && data.active && (
          <Anchor component={Link} to={parabusPublicRoutePath(data.public_number)} size="sm">
            Ver la página pública
          </Anchor>
        )}
      </div>
      <Card withBorder component="section" aria-labelledby="route-map-title">
        <Title order={2} size="h3" id="route-map-title" mb="sm">
          Paradas y recorrido
        </Title>
        <RouteMapEditor key={data.id} routeId={data.id} companyId={data.company_id} color={data.color} initialPath={data.path} initialStops={stops.data.data} readOnly={readOnly} />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder component="section" aria-labelledby="route-data-title">
          <Title order={2} size="h3" id="route-data-title" mb="sm">
            Datos de la ruta
          </Title>
          <RouteForm key={data.updated_at} companyId={data.company_id} route={data} readOnly={readOnly} />
        </Card>
        <Stack gap="md">
          <Card withBorder component="section" aria-labelledby="route-timetable-title">
            <Title order={2} size="h3" id="route-timetable-title" mb="sm">
              Horario de salidas
            </Title>
            <TimetableEditor timetable={timetable.data} readOnly={readOnly} />
          </Card>
          <Card withBorder component="section" aria-labelledby="route-units-title">
            <Title order={2} size="h3" id="route-units-title" mb="sm">
              Unidades asignadas
            </Title>
            <RouteUnitsSection routeId={data.id} companyId={company?.id ?? data.company_id} readOnly={readOnly} />
          </Card>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

interface RouteMapEditorProps {
  routeId: number;
  companyId: number;
  color: string | null;
  initialPath: LatLon[] | null;
  initialStops: { name: string; terminal_id: number | null; latitude: number; longitude: number; minutes_from_start: number | null }[];
  readOnly: boolean;
}

/**
 * The map: in «Agregar paradas» a click adds a stop there; in «Trazar recorrido» a click adds the
 * next point of the path, and the path's points become handles to drag, or to select and remove
 * or nudge (also from the keyboard); undo, clear, or join the stops in order. Stops and path save apart.
 */
function RouteMapEditor({ routeId, companyId, color, initialPath, initialStops, readOnly }: RouteMapEditorProps) {
  const terminals = useBusTerminals({ companyId, page: 1, q: '', perPage: 100 });
  const [mode, setMode] = useState<MapMode>(readOnly ? 'view' : 'stops');
  const [draft, setDraft] = useState<DraftStop[]>(() =>
    initialStops.map((stop) => ({ key: draftKey(), name: stop.name, terminal_id: stop.terminal_id, latitude: stop.latitude, longitude: stop.longitude, minutes: stop.minutes_from_start === null ? '' : String(stop.minutes_from_start) })),
  );
  const [path, setPath] = useState<LatLon[]>(initialPath ?? []);
  const [selectedPoint, setSelectedPoint] = useState<number | null>(null);
  const [stopErrors, setStopErrors] = useState<Record<string, string>>({});
  const [pathError, setPathError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const saveStops = useReplaceRouteStops();
  const savePath = useUpdateBusRoute();
  // The map fits what there was when it opened; later clicks must not make it jump.
  const [bounds] = useState(() => boundsOf([...(initialPath ?? []), ...initialStops.map((stop): LatLon => [stop.latitude, stop.longitude])]));
  useEffect(() => setNotice(''), [mode]);

  function onMapClick(point: LatLon) {
    if (mode === 'stops') {
      setDraft((current) => [...current, { key: draftKey(), name: `Parada ${current.length + 1}`, terminal_id: null, latitude: point[0], longitude: point[1], minutes: '' }]);
      setNotice(`Parada agregada en ${point[0].toFixed(5)}, ${point[1].toFixed(5)}.`);
    } else if (mode === 'path') {
      setPath((current) => [...current, point]);
      setNotice(`Punto ${path.length + 1} del recorrido agregado.`);
    }
  }

  async function submitStops() {
    const wrongMinutes = draft.findIndex((stop) => !parseNumberText(stop.minutes, MINUTES_RULES).ok);
    if (wrongMinutes >= 0 || draft.some((stop) => !stop.name.trim())) return;
    const stops = draft.map((stop) => {
      const minutes = parseNumberText(stop.minutes, MINUTES_RULES);
      return { name: stop.name.trim(), terminal_id: stop.terminal_id, latitude: stop.latitude, longitude: stop.longitude, minutes_from_start: minutes.ok ? minutes.value : null };
    });
    try {
      await saveStops.mutateAsync({ routeId, stops });
      setStopErrors({});
      setNotice('Paradas guardadas.');
    } catch (error) {
      setStopErrors(fieldErrorsOf(error));
    }
  }

  async function submitPath() {
    try {
      await savePath.mutateAsync({ id: routeId, path: path.length ? path : null });
      setPathError(null);
      setNotice('Recorrido guardado.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setPathError(Object.entries(fields).find(([key]) => key.startsWith('path'))?.[1] ?? null);
    }
  }

  return (
    <Stack gap="sm">
      {!readOnly && (
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as MapMode)}
          data={[
            { value: 'stops', label: 'Agregar paradas' },
            { value: 'path', label: 'Trazar recorrido' },
            { value: 'view', label: 'Solo ver' },
          ]}
          aria-label="Qué hace un clic en el mapa"
        />
      )}
      <Text size="sm" c="dimmed">
        {mode === 'stops' ? 'Haz clic en el mapa para agregar una parada al final.' : mode === 'path' ? 'Haz clic en el mapa, calle por calle, para trazar el recorrido.' : 'El mapa no cambia con los clics.'}
      </Text>
      {!readOnly && mode === 'stops' && (
        // Also the keyboard's way to add a stop: the map's clicks need a pointer.
        <PlaceSearch
          label="Agregar parada por lugar o dirección"
          onPick={(place) => {
            const name = place.label.split(',')[0]!.trim().slice(0, 150);
            setDraft((current) => [...current, { key: draftKey(), name, terminal_id: null, latitude: place.latitude, longitude: place.longitude, minutes: '' }]);
            setNotice(`Parada «${name}» agregada.`);
          }}
        />
      )}
      <BaseMap label="Mapa de la ruta: haz clic para agregar paradas o puntos del recorrido" bounds={bounds} height={440}>
        <RoutePathLine path={path} color={color ?? DEFAULT_ROUTE_COLOR} />
        <StopMarkers stops={draft} color={color} />
        {!readOnly && mode === 'path' && (
          <PathPointHandles
            path={path}
            selected={selectedPoint}
            onSelect={(index) => {
              setSelectedPoint(index);
              setNotice(`Punto ${index + 1} seleccionado: arrástralo, muévelo con las flechas o quítalo.`);
            }}
            onMove={(index, point) => {
              setPath((current) => current.map((old, at) => (at === index ? point : old)));
              setSelectedPoint(index);
              setNotice(`Punto ${index + 1} movido a ${point[0].toFixed(5)}, ${point[1].toFixed(5)}.`);
            }}
          />
        )}
        {!readOnly && <MapClicks onClick={onMapClick} />}
      </BaseMap>
      <Text size="sm" role="status" aria-live="polite">
        {notice}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Paradas ({draft.length})
          </Title>
          <StopsEditor stops={draft} onChange={setDraft} terminals={terminals.data?.data ?? []} errors={stopErrors} readOnly={readOnly} />
          <WriteError error={Object.keys(stopErrors).length ? null : saveStops.error} fieldErrors={stopErrors} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button onClick={() => void submitStops()} loading={saveStops.isPending}>
                Guardar paradas
              </Button>
            </Group>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h4">
            Recorrido ({path.length} puntos)
          </Title>
          {!readOnly && (
            <Group gap="xs">
              <Button variant="light" disabled={path.length === 0} onClick={() => setPath((current) => current.slice(0, -1))}>
                Deshacer punto
              </Button>
              <Button
                variant="outline"
                color="red.9"
                disabled={path.length === 0}
                onClick={() => {
                  setPath([]);
                  setSelectedPoint(null);
                }}
              >
                Borrar recorrido
              </Button>
              <Button variant="light" disabled={draft.length < 2} onClick={() => setPath(draft.map((stop): LatLon => [stop.latitude, stop.longitude]))}>
                Trazar por las paradas
              </Button>
            </Group>
          )}
          {!readOnly && (
            <PathPointControls
              path={path}
              selected={selectedPoint}
              onSelect={setSelectedPoint}
              onChange={(next, message) => {
                setPath(next);
                setNotice(message);
              }}
            />
          )}
          {pathError && (
            <Text c="red.9" size="sm" role="alert">
              {pathError}
            </Text>
          )}
          <WriteError error={pathError ? null : savePath.error} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button onClick={() => void submitPath()} loading={savePath.isPending} disabled={path.length === 1}>
                Guardar recorrido
              </Button>
            </Group>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
