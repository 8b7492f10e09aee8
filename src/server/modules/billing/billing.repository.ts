import type { Db } from '../../db/schema';
import type { BillingFiscalDataTable, BillingInvoiceItemsTable, BillingInvoicesTable } from './billing.tables';

/* Every query of billing. Functions take the database or the transaction the service opened. */

export type FiscalDataRow = BillingFiscalDataTable;
export type InvoiceRow = Omit<BillingInvoicesTable, 'id'> & { id: number };
export type InvoiceItemRow = BillingInvoiceItemsTable;

export async function findFiscalData(db: Db, userId: number): Promise<FiscalDataRow | undefined> {
  return db.selectFrom('billing_fiscal_data').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveFiscalData(db: Db, row: FiscalDataRow): Promise<void> {
  const { user_id: _userId, ...values } = row;
  await db
    .insertInto('billing_fiscal_data')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function insertInvoice(db: Db, values: Omit<InvoiceRow, 'id'>): Promise<number> {
  return (await db.insertInto('billing_invoices').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setDraftXml(db: Db, id: number, xml: string): Promise<void> {
  await db.updateTable('billing_invoices').set({ draft_xml: xml }).where('id', '=', id).execute();
}

export async function insertItems(db: Db, items: InvoiceItemRow[]): Promise<void> {
  await db.insertInto('billing_invoice_items').values(items).execute();
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('billing_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function itemsOf(db: Db, invoiceIds: readonly number[]): Promise<InvoiceItemRow[]> {
  if (invoiceIds.length === 0) return [];
  return db.selectFrom('billing_invoice_items').selectAll().where('invoice_id', 'in', [...invoiceIds]).orderBy('transaction_id').execute();
}

/** Which of these wallet transactions some invoice already covers. */
export async function invoicedAmong(db: Db, transactionIds: readonly number[]): Promise<Set<number>> {
  if (transactionIds.length === 0) return new Set();
  const rows = await db.selectFrom('billing_invoice_items').select('transaction_id').where('transaction_id', 'in', [...transactionIds]).execute();
  return new Set(rows.map((row) => row.transaction_id));
}

type InvoiceFilter = { userId?: number; status?: string };

function filtered(db: Db, filter: InvoiceFilter) {
  let query = db.selectFrom('billing_invoices');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

export async function countInvoices(db: Db, filter: InvoiceFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first for a user; oldest first for the administrator's queue (first come, first stamped). */
export async function pageOfInvoices(db: Db, filter: InvoiceFilter, limit: number, offset: number): Promise<InvoiceRow[]> {
  const direction = filter.userId === undefined ? 'asc' : 'desc';
  return filtered(db, filter).selectAll().orderBy('id', direction).limit(limit).offset(offset).execute();
}

/** Marks a pending invoice stamped; false when it was no longer pending (someone stamped it first). */
export async function markStamped(db: Db, id: number, values: { uuid: string; stamped_xml: string; pdf_name: string; stamped_by: number | null; stamped_at: string }): Promise<boolean> {
  const result = await db
    .updateTable('billing_invoices')
    .set({ ...values, status: 'stamped' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
