import L from 'leaflet';
import { useMemo } from 'react';
import { Marker, Tooltip } from 'react-leaflet';
import type { UnitMotionStatus } from '../../../../shared/contracts/positioning';
import { MOTION_COLORS, MOTION_LABELS, motionGlyph } from './motion-badge';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A bus on the map: a label with its economic number, a status glyph (▶ moving, ■ stopped,
 * ○ offline, so the status is not told by colour alone) and an arrow turned to its bearing.
 * A divIcon, never Leaflet's default image icon.
 */
export function unitIcon(number: string, status: UnitMotionStatus, bearing: number | null, selected = false): L.DivIcon {
  const color = MOTION_COLORS[status];
  const arrow =
    bearing === null || status === 'offline'
      ? ''
      : `<span aria-hidden="true" style="position:absolute;left:50%;top:-13px;margin-left:-6px;width:12px;height:12px;transform:rotate(${Math.round(bearing)}deg);transform-origin:6px 19px;color:${color};font-size:12px;line-height:12px">▲</span>`;
  const html = `<div style="position:relative;display:inline-flex;align-items:center;gap:3px;padding:2px 6px;border-radius:10px;background:#fff;border:2px solid ${color};color:#212529;font:600 12px/16px system-ui,sans-serif;white-space:nowrap;${selected ? 'box-shadow:0 0 0 3px #1c7ed6;' : ''}${status === 'offline' ? 'border-style:dashed;' : ''}">${arrow}<span aria-hidden="true" style="color:${color}">${motionGlyph(status)}</span>${escapeHtml(number)}</div>`;
  return L.divIcon({ html, className: 'unit-marker', iconSize: undefined, iconAnchor: [20, 10] });
}

export interface UnitMarkerProps {
  latitude: number;
  longitude: number;
  number: string;
  status: UnitMotionStatus;
  bearing: number | null;
  selected?: boolean;
  /** Extra tooltip line (speed, time). */
  detail?: string;
  onSelect?: () => void;
}

export function UnitMarker({ latitude, longitude, number, status, bearing, selected, detail, onSelect }: UnitMarkerProps) {
  const icon = useMemo(() => unitIcon(number, status, bearing, selected), [number, status, bearing, selected]);
  return (
    <Marker
      position={[latitude, longitude]}
      icon={icon}
      title={`${number}: ${MOTION_LABELS[status]}`}
      alt={`Unidad ${number}`}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={onSelect ? { click: onSelect, keypress: onSelect } : undefined}
    >
      <Tooltip direction="top" offset={[0, -12]}>
        {number} · {MOTION_LABELS[status]}
        {detail ? ` · ${detail}` : ''}
      </Tooltip>
    </Marker>
  );
}
