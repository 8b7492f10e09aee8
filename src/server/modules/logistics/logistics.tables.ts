import type { Generated } from 'kysely';

/*
 * The tables the logistics module writes: the fleet catalogues (terminals, routes, units and who
 * drives or runs what), the container orders with their log, and the waybills (carta porte).
 */

export interface TerminalsTable {
  id: Generated<number>;
  company_id: number;
  code: string;
  name: string;
  kind: string;
  rfc: string | null;
  operator_name: string | null;
  street: string | null;
  exterior_number: string | null;
  neighborhood: string | null;
  municipality: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  /** Code, name, operator, municipality and state, lower case without accents. */
  search_text: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface RoutesTable {
  id: Generated<number>;
  company_id: number;
  code: string;
  name: string;
  origin_terminal_id: number;
  destination_terminal_id: number;
  distance_km: number | null;
  estimated_minutes: number | null;
  /** 0/1 on both dialects. */
  active: number;
  search_text: string;
  /** Parabus: the number of the public page /parabus/ruta-{number}; unique on the platform. */
  public_number: number | null;
  description: string | null;
  fare_cents: number | null;
  /** '#rrggbb' on the map. */
  color: string | null;
  /** JSON text [[lat, lon], …]: the path drawn between the stops. */
  path: string | null;
  /** Metres either side of the path before a unit counts as off route. */
  corridor_m: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface UnitsTable {
  id: Generated<number>;
  company_id: number;
  number: string;
  plates: string;
  vehicle_config: string;
  brand: string | null;
  model: string | null;
  model_year: number | null;
  vin: string | null;
  gross_vehicle_weight_t: number | null;
  sct_permit_type: string;
  sct_permit_number: string | null;
  insurer: string | null;
  insurance_policy: string | null;
  trailer_subtype: string | null;
  trailer_plates: string | null;
  status: string;
  search_text: string;
  /** 'truck' (logistics) or 'bus' (parabus). */
  kind: Generated<'truck' | 'bus'>;
  seats: number | null;
  /** The id its tracker reports with (OsmAnd `id`); unique on the platform. */
  tracker_device_id: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface UnitDriversTable {
  unit_id: number;
  employee_id: number;
  company_id: number;
  created_at: Generated<string>;
}

export interface UnitRoutesTable {
  unit_id: number;
  route_id: number;
  company_id: number;
  created_at: Generated<string>;
}

export interface ContainerOrdersTable {
  id: Generated<number>;
  company_id: number;
  container_id: number;
  folio_number: number;
  kind: string;
  status: string;
  origin_terminal_id: number | null;
  destination_terminal_id: number | null;
  route_id: number | null;
  unit_id: number | null;
  driver_id: number | null;
  scheduled_at: string | null;
  notes: string | null;
  update_report: string | null;
  requested_by: number | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ContainerOrderUpdatesTable {
  id: Generated<number>;
  company_id: number;
  order_id: number;
  from_status: string | null;
  to_status: string;
  update_report: string;
  user_id: number | null;
  created_at: Generated<string>;
}

export interface WaybillsTable {
  id: Generated<number>;
  company_id: number;
  container_order_id: number;
  folio_number: number;
  folio: string;
  id_ccp: string;
  unit_id: number | null;
  driver_id: number | null;
  /** The carta porte as issued (WaybillData as JSON). */
  data: string;
  issued_by: number | null;
  issued_at: string;
  created_at: Generated<string>;
}
