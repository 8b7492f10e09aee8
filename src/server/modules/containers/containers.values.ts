import type { Container, ContainerStatus, YardPosition } from '../../../shared/contracts/containers';
import type { HistoryEntry, HistoryKind } from '../../../shared/contracts/container-movements';
import type { HistoryRow } from './container-movements.repository';
import type { ContainerRow } from './containers.repository';

/** "A-12-03-2" ↔ position: how history rows keep positions. */
export function positionText(position: YardPosition | null): string | null {
  if (!position) return null;
  return `${position.block}-${String(position.bay).padStart(2, '0')}-${String(position.row).padStart(2, '0')}-${position.tier}`;
}

export function positionFromText(text: string | null): YardPosition | null {
  if (!text) return null;
  const [block, bay, row, tier] = text.split('-');
  if (!block || !bay || !row || !tier) return null;
  return { block, bay: Number(bay), row: Number(row), tier: Number(tier) };
}

export function positionOf(row: { block: string | null; bay: number | null; row: number | null; tier: number | null }): YardPosition | null {
  if (row.block === null || row.bay === null || row.row === null || row.tier === null) return null;
  return { block: row.block, bay: row.bay, row: row.row, tier: row.tier };
}

/** The upper-cased keys the list filters search by prefix. */
export const lineKeyOf = (line: string) => line.trim().toUpperCase();
export const vesselKeyOf = (name: string) => name.trim().toUpperCase();

function parseSeals(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function toContainer(row: ContainerRow): Container {
  return {
    id: row.id,
    company_id: row.company_id,
    number: row.number,
    iso_type: row.iso_type,
    load_status: row.load_status as Container['load_status'],
    category: row.category as Container['category'],
    shipping_line: row.shipping_line,
    seals: parseSeals(row.seals),
    gross_weight_kg: row.gross_weight_kg === null ? null : Number(row.gross_weight_kg),
    hazardous_class: row.hazardous_class,
    reefer_temperature_c: row.reefer_temperature_c === null ? null : Number(row.reefer_temperature_c),
    holds: { customs: row.hold_customs === 1, line: row.hold_line === 1, damage: row.hold_damage === 1 },
    position: row.status === 'in_yard' ? positionOf(row) : null,
    status: row.status as ContainerStatus,
    vessel_call_id: row.vessel_call_id,
    vessel_call: row.vessel_call_id !== null && row.call_vessel_name !== null ? { id: row.vessel_call_id, vessel_name: row.call_vessel_name, voyage: row.call_voyage ?? '' } : null,
    notes: row.notes,
    arrived_at: row.arrived_at,
    departed_at: row.departed_at,
    last_movement_at: row.last_movement_at,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const userName = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    container_id: row.container_id,
    kind: row.kind as HistoryKind,
    from_status: row.from_status as ContainerStatus | null,
    to_status: row.to_status as ContainerStatus | null,
    from_position: positionFromText(row.from_position),
    to_position: positionFromText(row.to_position),
    vessel_call_id: row.vessel_call_id,
    notes: row.notes,
    user: row.user_id !== null ? { id: row.user_id, name: userName(row.user_name, row.user_surname) } : null,
    occurred_at: row.occurred_at,
  };
}

/** A tenant's container data, what create and the bulk upload write. */
export interface ContainerData {
  number: string;
  iso_type: string;
  load_status: string;
  category: string;
  shipping_line: string;
  seals: string[];
  gross_weight_kg: number | null;
  hazardous_class: string | null;
  reefer_temperature_c: number | null;
}
