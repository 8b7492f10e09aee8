import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import type { LatLngBoundsExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type LatLon, mapAttribution, mapTileUrl } from '../../lib/map-config';

export interface BaseMapProps {
  /** Read by screen readers: what the map shows ("Mapa de la ruta 12"). */
  label: string;
  /** Fit these bounds on first render (wins over center/zoom). */
  bounds?: LatLngBoundsExpression;
  center?: LatLon;
  zoom?: number;
  /** CSS height; the map fills its container's width. */
  height?: number | string;
  children?: ReactNode;
}

/**
 * The open map (Leaflet with raster tiles, see lib/map-config.ts) that every map screen composes:
 * routes, stops, units and trails are children (react-leaflet layers). Leaflet and its CSS live in
 * this lazy chunk only, so pages without a map never load them. Markers use `CircleMarker` or
 * `divIcon`, never Leaflet's default image icon (its image paths break under a bundler).
 */
export function BaseMap({ label, bounds, center, zoom, height = 420, children }: BaseMapProps) {
  return (
    <Box role="region" aria-label={label} style={{ height, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <MapContainer
        bounds={bounds}
        center={bounds ? undefined : (center ?? DEFAULT_MAP_CENTER)}
        zoom={bounds ? undefined : (zoom ?? DEFAULT_MAP_ZOOM)}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom
      >
        <TileLayer url={mapTileUrl} attribution={mapAttribution} />
        {children}
      </MapContainer>
    </Box>
  );
}

export default BaseMap;
