import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { UnitLocation } from '../../../../shared/contracts/positioning';
import { type BBox, clusterUnits, statusAt } from './unit-tracking';
import { UnitMarker } from './unit-marker';

function clusterIcon(count: number) {
  const size = count < 10 ? 32 : count < 100 ? 38 : 44;
  return L.divIcon({
    html: `<div style="width:${size}px;height:${size}px;border-radius:50%;background:#1c7ed6;color:#fff;border:3px solid #fff;box-shadow:0 0 0 2px #1c7ed6;display:flex;align-items:center;justify-content:center;font:700 13px system-ui,sans-serif">${count}</div>`,
    className: 'unit-cluster',
    iconSize: [size, size],
  });
}

function viewOf(map: L.Map): { bbox: BBox; zoom: number } {
  const bounds = map.getBounds();
  return { bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: map.getZoom() };
}

export interface LiveUnitsLayerProps {
  units: readonly UnitLocation[];
  nowMs: number;
  offlineAfterMinutes: number;
  selectedId: number | null;
  onSelect: (unitId: number) => void;
}

/** The units as markers, gathered into numbered clusters when zoomed out (a click opens the cluster). */
export function LiveUnitsLayer({ units, nowMs, offlineAfterMinutes, selectedId, onSelect }: LiveUnitsLayerProps) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)), zoomend: () => setView(viewOf(map)) });
  const byId = useMemo(() => new Map(units.map((unit) => [unit.unit_id, unit])), [units]);
  const clusters = useMemo(() => clusterUnits(units, view.bbox, view.zoom), [units, view]);
  return (
    <>
      {clusters.map((cluster) => {
        if (cluster.kind === 'cluster') {
          return (
            <Marker
              key={`c${cluster.id}`}
              position={[cluster.latitude, cluster.longitude]}
              icon={clusterIcon(cluster.count)}
              title={`${cluster.count} unidades; acercar`}
              alt={`${cluster.count} unidades`}
              eventHandlers={{ click: () => map.flyTo([cluster.latitude, cluster.longitude], cluster.expansionZoom) }}
            />
          );
        }
        const unit = byId.get(cluster.unitId)!;
        return (
          <UnitMarker
            key={unit.unit_id}
            latitude={unit.latitude}
            longitude={unit.longitude}
            number={unit.number}
            status={statusAt(unit, nowMs, offlineAfterMinutes)}
            bearing={unit.bearing}
            selected={unit.unit_id === selectedId}
            detail={unit.speed_kmh !== null ? `${Math.round(unit.speed_kmh)} km/h` : undefined}
            onSelect={() => onSelect(unit.unit_id)}
          />
        );
      })}
    </>
  );
}

/** Moves the map to a point when it changes (the side panel's "focus"). */
export function FlyTo({ target, zoom = 15 }: { target: [number, number] | null; zoom?: number }) {
  const map = useMap();
  const key = target ? `${target[0]},${target[1]}` : '';
  useEffect(() => {
    if (target) map.flyTo(target, Math.max(map.getZoom(), zoom), { duration: 0.6 });
    // Keyed on the point's text: only a new focus moves the map, not every render's new array.
  }, [key, map]);
  return null;
}
