import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Billing (issue 17): Mexican invoices (CFDI 4.0) for wallet recharges and payments.
 *
 * - `billing_fiscal_data`: one row per user, the receiver's data as on the Constancia de
 *   Situación Fiscal (RFC, name, regime, postal code, CFDI use, e-mail for invoices).
 * - `billing_invoices`: an invoice request with a copy of the receiver's data at that moment,
 *   its amounts in centavos, the draft XML built at request time, and once stamped the PAC's
 *   UUID (unique), the stamped XML and the stored PDF's name.
 * - `billing_invoice_items`: the wallet movements an invoice covers. `transaction_id` is UNIQUE:
 *   a movement is invoiced once, even when two requests race (the loser gets a 409).
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('billing_fiscal_data')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('rfc', 'varchar(13)', (col) => col.notNull())
    .addColumn('legal_name', 'varchar(254)', (col) => col.notNull())
    .addColumn('tax_regime', 'varchar(3)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(5)', (col) => col.notNull())
    .addColumn('cfdi_use', 'varchar(4)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('billing_invoices')
    .addColumn('id', idType, id)
    // Money history: the user is named by id without a foreign key (as in the wallet's ledger).
    .addColumn('user_id', 'integer', (col) => col.notNull())
    // pending | stamped
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('series', 'varchar(25)', (col) => col.notNull())
    .addColumn('rfc', 'varchar(13)', (col) => col.notNull())
    .addColumn('legal_name', 'varchar(254)', (col) => col.notNull())
    .addColumn('tax_regime', 'varchar(3)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(5)', (col) => col.notNull())
    .addColumn('cfdi_use', 'varchar(4)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('payment_form', 'varchar(2)', (col) => col.notNull())
    .addColumn('subtotal', 'bigint', (col) => col.notNull())
    .addColumn('tax', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('draft_xml', 'text', (col) => col.notNull())
    .addColumn('uuid', 'varchar(36)', (col) => col.unique())
    .addColumn('stamped_xml', 'text')
    .addColumn('pdf_name', 'varchar(40)')
    .addColumn('stamped_by', 'integer')
    .addColumn('requested_at', ts, (col) => col.notNull())
    .addColumn('stamped_at', ts)
    .addCheckConstraint('billing_invoices_amounts', sql`subtotal >= 0 and tax >= 0 and total = subtotal + tax`)
    .execute();
  await db.schema.createIndex('billing_invoices_user_index').on('billing_invoices').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('billing_invoices_status_index').on('billing_invoices').columns(['status', 'id']).execute();

  await db.schema
    .createTable('billing_invoice_items')
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('billing_invoices.id').onDelete('cascade'))
    .addColumn('transaction_id', 'integer', (col) => col.notNull().unique())
    // recharge | payment
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('base', 'bigint', (col) => col.notNull())
    .addColumn('tax', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addCheckConstraint('billing_invoice_items_amounts', sql`base > 0 and tax >= 0 and total = base + tax`)
    .execute();
  await db.schema.createIndex('billing_invoice_items_invoice_index').on('billing_invoice_items').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_invoice_items').execute();
  await db.schema.dropTable('billing_invoices').execute();
  await db.schema.dropTable('billing_fiscal_data').execute();
}
