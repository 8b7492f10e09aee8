import L from 'leaflet';
import { CircleMarker, Marker, Polyline, Tooltip, useMapEvents } from 'react-leaflet';
import type { LatLon } from '../../../lib/map-config';

/** The fallback colour of a route drawn without one. */
export const DEFAULT_ROUTE_COLOR = '#1e6fd9';

export interface MapStop {
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapBus {
  number: string;
  latitude: number;
  longitude: number;
  bearing: number | null;
}

/** The route's path as a line in its colour. */
export function RoutePathLine({ path, color }: { path: LatLon[] | null; color: string | null }) {
  if (!path || path.length < 2) return null;
  return <Polyline positions={path} pathOptions={{ color: color ?? DEFAULT_ROUTE_COLOR, weight: 5, opacity: 0.85 }} />;
}

/** The stops as numbered dots; the number matches the stops list beside the map. */
export function StopMarkers({ stops, color }: { stops: MapStop[]; color: string | null }) {
  return (
    <>
      {stops.map((stop, index) => (
        <CircleMarker
          key={`${index}-${stop.latitude}-${stop.longitude}`}
          center={[stop.latitude, stop.longitude]}
          radius={7}
          pathOptions={{ color: color ?? DEFAULT_ROUTE_COLOR, fillColor: '#ffffff', fillOpacity: 1, weight: 3 }}
        >
          <Tooltip>
            {index + 1}. {stop.name}
          </Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}

// A divIcon, not Leaflet's default image icon (its image paths break under a bundler). The
// arrow turns with the bus's bearing; the label is its economic number.
function busIcon(bus: MapBus) {
  const rotation = bus.bearing === null ? '' : `<span aria-hidden="true" style="display:inline-block;transform:rotate(${Math.round(bus.bearing)}deg)">▲</span> `;
  const number = bus.number.replace(/[&<>"']/g, '');
  return L.divIcon({
    className: 'parabus-bus-icon',
    html: `<span style="display:inline-block;padding:2px 6px;border-radius:10px;background:#102a43;color:#fff;font:600 12px/1.4 system-ui;white-space:nowrap;box-shadow:0 1px 3px rgba(0,0,0,.4)">${rotation}${number}</span>`,
    iconSize: undefined,
    iconAnchor: [18, 10],
  });
}

/** The buses on the route now. */
export function BusMarkers({ buses }: { buses: MapBus[] }) {
  return (
    <>
      {buses.map((bus) => (
        <Marker key={bus.number} position={[bus.latitude, bus.longitude]} icon={busIcon(bus)} keyboard={false} title={`Camión ${bus.number}`} />
      ))}
    </>
  );
}

/** Calls back with the point clicked on the map (the editor adds a stop or a path point there). */
export function MapClicks({ onClick }: { onClick: (point: LatLon) => void }) {
  useMapEvents({ click: (event) => onClick([Math.round(event.latlng.lat * 100_000) / 100_000, Math.round(event.latlng.lng * 100_000) / 100_000]) });
  return null;
}

/** Bounds that hold every point given, or undefined when there are none (the map opens at its default). */
export function boundsOf(points: LatLon[]): [LatLon, LatLon] | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((point) => point[0]);
  const lons = points.map((point) => point[1]);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  // One point alone would make an empty box; widen it a little.
  const pad = south === north && west === east ? 0.01 : 0;
  return [
    [south - pad, west - pad],
    [north + pad, east + pad],
  ];
}

const roundPoint = (lat: number, lng: number): LatLon => [Math.round(lat * 100_000) / 100_000, Math.round(lng * 100_000) / 100_000];

function pathPointIcon(selected: boolean) {
  const size = selected ? 18 : 12;
  return L.divIcon({
    className: 'parabus-path-point',
    html: `<span style="display:block;width:${size}px;height:${size}px;box-sizing:border-box;border:2px solid #102a43;background:${selected ? '#f59f00' : '#ffffff'};border-radius:3px"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export interface PathPointHandlesProps {
  path: LatLon[];
  selected: number | null;
  onSelect: (index: number) => void;
  /** A handle was dropped there; the moved point becomes the selected one (the page's choice). */
  onMove: (index: number, point: LatLon) => void;
}

/**
 * The path's points as handles: drag one to move it, click it to select it for «Quitar punto» and
 * the nudge buttons (PathPointControls, the keyboard's way to do all of it). A click on a handle
 * does not reach the map, so it adds no point.
 */
export function PathPointHandles({ path, selected, onSelect, onMove }: PathPointHandlesProps) {
  return (
    <>
      {path.map((point, index) => (
        <Marker
          // The index is the point's identity in the path; a moved point keeps its handle.
          key={index}
          position={point}
          draggable
          // Pointer-only: dozens of handles a few pixels apart cannot each be a 24-px keyboard
          // target (WCAG 2.5.8); the «Punto seleccionado» list and its buttons beside the map do
          // the same from the keyboard (the equivalent-control exception), so these stay out of the tab order.
          keyboard={false}
          title={`Punto ${index + 1} del recorrido`}
          icon={pathPointIcon(index === selected)}
          zIndexOffset={index === selected ? 1000 : 0}
          eventHandlers={{
            click: () => onSelect(index),
            dragend: (event) => {
              const { lat, lng } = (event.target as L.Marker).getLatLng();
              onMove(index, roundPoint(lat, lng));
            },
          }}
        />
      ))}
    </>
  );
}
