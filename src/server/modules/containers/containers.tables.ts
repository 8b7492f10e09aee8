import type { Generated } from 'kysely';

/** A vessel call (visit): what `/container-calls` lists. */
export interface VesselCallsTable {
  id: Generated<number>;
  company_id: number;
  vessel_name: string;
  /** Upper-cased vessel name: the container search's vessel filter is a prefix on it. */
  vessel_key: string;
  voyage: string;
  shipping_line: string;
  berth: string | null;
  eta: string | null;
  ata: string | null;
  etd: string | null;
  atd: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ContainersTable {
  id: Generated<number>;
  company_id: number;
  /** ISO 6346, normalized (upper case, no separators). */
  number: string;
  iso_type: string;
  load_status: string;
  category: string;
  shipping_line: string;
  /** Upper-cased, trimmed shipping line: what the line filter compares. */
  line_key: string;
  /** JSON array of seal numbers. */
  seals: Generated<string>;
  gross_weight_kg: number | null;
  hazardous_class: string | null;
  reefer_temperature_c: number | null;
  hold_customs: Generated<number>;
  hold_line: Generated<number>;
  hold_damage: Generated<number>;
  block: string | null;
  bay: number | null;
  row: number | null;
  tier: number | null;
  status: string;
  vessel_call_id: number | null;
  notes: string | null;
  arrived_at: string | null;
  departed_at: string | null;
  last_movement_at: string | null;
  /** Set when a container with history is archived instead of deleted (it leaves the lists). */
  archived_at: Generated<string | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Suffixes (length ≥ 4) of the number's 7 digits: the partial-number search. */
export interface ContainerNumberDigitsTable {
  company_id: number;
  digits: string;
  container_id: number;
}

/** A call's discharge (`discharge`) and load (`load`) lists. */
export interface VesselCallContainersTable {
  vessel_call_id: number;
  direction: string;
  container_id: number;
}

export interface ContainerHistoryTable {
  id: Generated<number>;
  company_id: number;
  container_id: number;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  /** "A-12-03-2" (block-bay-row-tier). */
  from_position: string | null;
  to_position: string | null;
  vessel_call_id: number | null;
  notes: string | null;
  user_id: number | null;
  occurred_at: string;
  created_at: Generated<string>;
}

export interface ContainerLocationsTable {
  id: Generated<number>;
  company_id: number;
  container_id: number;
  block: string;
  bay: number;
  row: number;
  tier: number;
  since: string;
  until: string | null;
  user_id: number | null;
}

/** A block of the company's yard (issue 19.2): its size and what it takes. Flags are 0/1. */
export interface YardBlocksTable {
  id: Generated<number>;
  company_id: number;
  /** Upper case, as containers.block. */
  code: string;
  bays: number;
  rows: number;
  tiers: number;
  reefer_plugs: number;
  takes_hazardous: number;
  takes_full: number;
  takes_empty: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
