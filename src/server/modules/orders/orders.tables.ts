import type { Generated } from 'kysely';

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
