import type { Generated } from 'kysely';

/* Billing's tables (migration 2026_12_06_1000_billing). Amounts are integer centavos (MXN). */

/** The receiver's data of a CFDI: a person's saved fiscal data, copied onto each invoice when it is requested (a later edit does not change an invoice already asked for). */
interface ReceiverColumns {
  rfc: string;
  legal_name: string;
  tax_regime: string;
  postal_code: string;
  cfdi_use: string;
  email: string;
}

export interface BillingFiscalDataTable extends ReceiverColumns {
  user_id: number;
  updated_at: string;
}

export interface BillingInvoicesTable extends ReceiverColumns {
  id: Generated<number>;
  user_id: number;
  status: string;
  series: string;
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
