import type { Generated } from 'kysely';

/* Billing's tables (migration 2026_12_06_1000_billing). Amounts are integer centavos (MXN). */

export interface BillingFiscalDataTable {
  user_id: number;
  rfc: string;
  legal_name: string;
  tax_regime: string;
  postal_code: string;
  cfdi_use: string;
  email: string;
  updated_at: string;
}

export interface BillingInvoicesTable {
  id: Generated<number>;
  user_id: number;
  status: string;
  series: string;
  rfc: string;
  legal_name: string;
  tax_regime: string;
  postal_code: string;
  cfdi_use: string;
  email: string;
  payment_form: string;
  subtotal: number;
  tax: number;
  total: number;
  draft_xml: string;
  uuid: string | null;
  stamped_xml: string | null;
  pdf_name: string | null;
  stamped_by: number | null;
  requested_at: string;
  stamped_at: string | null;
}

export interface BillingInvoiceItemsTable {
  invoice_id: number;
  transaction_id: number;
  kind: string;
  description: string;
  base: number;
  tax: number;
  total: number;
}
