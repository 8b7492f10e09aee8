import type { Generated } from 'kysely';

/* The tables of Support's service orders (migration 2026_11_28_1000_service_orders). */

export interface ServiceOrdersTable {
  id: Generated<number>;
  company_id: number;
  /** Per company; shown as "OS-000123". */
  number: number;
  title: string;
  description: string;
  location: string;
  scheduled_at: string;
  technician_id: number | null;
  status: string;
  labour_minutes: Generated<number>;
  ticket_id: number | null;
  /** Engineer B's revision order and item (no foreign key: their tables come later). */
  revision_order_id: number | null;
  revision_item_id: number | null;
  created_by: number | null;
  /** Title, reference and location, normalized (lib/search-text). */
  search_text: string;
  receiver_name: string | null;
  /** JSON text: [[[x, y], …], …] in SIGNATURE_BOX units. */
  signature_strokes: string | null;
  signed_at: string | null;
  signed_by: number | null;
  /** SHA-256 (hex) of the signed content. */
  fingerprint: string | null;
  /** SHA-256 (hex) of the verification link's token. */
  verification_token_hash: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ServiceOrderPartsTable {
  id: Generated<number>;
  company_id: number;
  service_order_id: number;
  position: number;
  description: string;
  /** Thousandths of the unit. */
  quantity_milli: number;
  unit: string;
}

export interface ServiceOrderSearchTermsTable {
  service_order_id: number;
  company_id: number;
  term: string;
}
