import { CONTAINER_STATUS_LABELS, formatYardPosition } from '../../../../shared/contracts/containers';
import { type HistoryEntry, type HistoryKind, MOVEMENT_LABELS } from '../../../../shared/contracts/container-movements';

export const HISTORY_LABELS: Record<HistoryKind, string> = {
  ...MOVEMENT_LABELS,
  created: 'Registro',
  updated: 'Datos editados',
  hold_set: 'Retención puesta',
  hold_released: 'Retención liberada',
  order: 'Orden',
  waybill: 'Carta porte',
  note: 'Nota',
};

/** One line under a history entry's title: status and position changes, as "de → a". */
export function describeHistoryEntry(entry: HistoryEntry): string[] {
  const lines: string[] = [];
  if (entry.from_status !== entry.to_status && entry.to_status) {
    lines.push(entry.from_status ? `${CONTAINER_STATUS_LABELS[entry.from_status]} → ${CONTAINER_STATUS_LABELS[entry.to_status]}` : CONTAINER_STATUS_LABELS[entry.to_status]);
  }
  const from = entry.from_position ? formatYardPosition(entry.from_position) : null;
  const to = entry.to_position ? formatYardPosition(entry.to_position) : null;
  if (from !== to) {
    if (from && to) lines.push(`Posición ${from} → ${to}`);
    else if (to) lines.push(`A posición ${to}`);
    else if (from) lines.push(`Dejó la posición ${from}`);
  }
  return lines;
}

/** Icons-as-letters colour by kind: arrivals green, departures orange, yard blue, the rest gray. */
export function historyColor(kind: HistoryKind): string {
  if (kind === 'gate_in' || kind === 'discharge') return 'teal';
  if (kind === 'gate_out' || kind === 'load') return 'orange';
  if (kind === 'yard_move') return 'blue';
  if (kind === 'hold_set' || kind === 'inspection') return 'red';
  return 'gray';
}
