import type { Generated } from 'kysely';

/* The tables of Support's revision orders (migration 2026_11_28_1100_revision_orders). */

export interface ChecklistTemplatesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  asset_kind: string;
  /** JSON text: [{ label, section, hint }, …] in order. */
  items: string;
  archived_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface RevisionOrdersTable {
  id: Generated<number>;
  company_id: number;
  /** Per company; shown as "OR-000123". */
  number: number;
  template_id: number;
  template_name: string;
  asset_kind: string;
  asset_id: number | null;
  asset_label: string;
  inspector_id: number | null;
  scheduled_at: string;
  status: string;
  notes: string | null;
  search_text: string;
  started_at: string | null;
  completed_at: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A word of an order's search_text, with that text (migration 2026_11_28_1300_revision_order_search_terms; the tickets' shape). */
export interface RevisionOrderSearchTermsTable {
  revision_order_id: number;
  company_id: number;
  term: string;
  search_text: string;
}

export interface RevisionItemsTable {
  id: Generated<number>;
  company_id: number;
  revision_order_id: number;
  position: number;
  section: string | null;
  label: string;
  hint: string | null;
  result: string | null;
  note: string | null;
  /** JSON text: [document id, …]. */
  photos: Generated<string>;
  service_order_id: number | null;
  answered_by: number | null;
  answered_at: string | null;
}
