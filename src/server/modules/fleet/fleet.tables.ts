import type { Generated } from 'kysely';

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
