import type { Kysely, Transaction } from 'kysely';
import {
  type FiscalData,
  type FiscalDataInput,
  INVOICES_PAGE_SIZE,
  type Invoice,
  type InvoiceableTransaction,
  type RequestInvoiceInput,
} from '../../../shared/contracts/billing';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { type Principal, assertCanGlobally, canGlobally } from '../../principal';
import { type CfdiIssuer, buildCfdi, cfdiAmounts } from './billing.cfdi';
import type { WalletMovement, WalletMovements } from './billing.ports';
import * as repository from './billing.repository';
import type { InvoiceItemRow, InvoiceRow } from './billing.repository';
import { invoiceableSince, invoiceableUntil } from './billing.window';

export type BillingService = ReturnType<typeof createBillingService>;

/** Fiscal data and invoices are their owner's alone: anyone else's id reads as missing. */
function assertOwner(principal: Principal, userId: number, what = 'No encontramos esos datos de facturación.'): void {
  if (principal.userId !== userId) throw notFound(what);
}

const fiscalDataView = (row: repository.FiscalDataRow): FiscalData => ({
  rfc: row.rfc,
  legal_name: row.legal_name,
  tax_regime: row.tax_regime,
  postal_code: row.postal_code,
  cfdi_use: row.cfdi_use,
  email: row.email,
  updated_at: row.updated_at,
});

export function invoiceView(row: InvoiceRow, items: readonly InvoiceItemRow[]): Invoice {
  return {
    id: row.id,
    user_id: row.user_id,
    series: row.series,
    folio: String(row.id),
    status: row.status === 'stamped' ? 'stamped' : 'pending',
    uuid: row.uuid,
    rfc: row.rfc,
    legal_name: row.legal_name,
    cfdi_use: row.cfdi_use,
    payment_form: row.payment_form,
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    total: Number(row.total),
    currency: 'MXN',
    items: items
      .filter((item) => item.invoice_id === row.id)
      .map((item) => ({ transaction_id: item.transaction_id, kind: item.kind === 'recharge' ? 'recharge' : 'payment', description: item.description, base: Number(item.base), tax: Number(item.tax), total: Number(item.total) })),
    requested_at: row.requested_at,
    stamped_at: row.stamped_at,
    has_pdf: row.pdf_name !== null,
  };
}

/** The CFDI's concept text for a movement. */
const conceptOf = (movement: WalletMovement) =>
  movement.kind === 'recharge' ? `Recarga de saldo de monedero electrónico (movimiento ${movement.transactionId})` : `${movement.description} (movimiento ${movement.transactionId})`.slice(0, 300);

/**
 * Writes a pending invoice for these movements (already checked) with its CFDI draft and its
 * items, inside the caller's transaction. Conceptos follow the movements' order in time.
 */
export async function writeInvoice(trx: Transaction<Database>, input: { userId: number; fiscal: repository.FiscalDataRow; issuer: CfdiIssuer; movements: readonly WalletMovement[]; at: Date }): Promise<number> {
  const { userId, fiscal, issuer, at } = input;
  const ordered = [...input.movements].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.transactionId - b.transactionId);
  const amounts = cfdiAmounts(ordered.map((movement) => ({ transactionId: movement.transactionId, description: conceptOf(movement), total: movement.amount, paymentForm: movement.kind === 'recharge' ? '04' : '05' })));
  const { user_id: _userId, updated_at: _updatedAt, ...receiverData } = fiscal;
  const invoiceId = await repository.insertInvoice(trx, {
    ...receiverData,
    user_id: userId,
    status: 'pending',
    series: issuer.series,
    payment_form: amounts.paymentForm,
    subtotal: amounts.subtotal,
    tax: amounts.tax,
    total: amounts.total,
    draft_xml: '',
    uuid: null,
    stamped_xml: null,
    pdf_name: null,
    stamped_by: null,
    requested_at: at.toISOString(),
    stamped_at: null,
  });
  // The folio is the invoice's id: known only once the row exists.
  const receiver = { rfc: fiscal.rfc, legalName: fiscal.legal_name, taxRegime: fiscal.tax_regime, postalCode: fiscal.postal_code, cfdiUse: fiscal.cfdi_use };
  await repository.setDraftXml(trx, invoiceId, buildCfdi({ issuer, receiver, folio: String(invoiceId), issuedAt: at, amounts }));
  await repository.insertItems(
    trx,
    amounts.lines.map((line, index) => ({ invoice_id: invoiceId, transaction_id: line.transactionId, kind: ordered[index]!.kind, description: line.description, base: line.base, tax: line.tax, total: line.total })),
  );
  return invoiceId;
}

/**
 * The user's fiscal data, their invoice requests (a CFDI 4.0 draft built at request time), the
 * reads of invoices and their XML. Stamping is in billing-stamping.service.ts.
 */
export function createBillingService(deps: { db: Kysely<Database>; issuer: CfdiIssuer; movements: WalletMovements; now: () => Date; afterRequest: (invoiceId: number) => void }) {
  const { db, issuer, movements, now, afterRequest } = deps;

  async function withItems(rows: InvoiceRow[]): Promise<Invoice[]> {
    const items = await repository.itemsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => invoiceView(row, items));
  }

  /** The invoice when the caller owns it or issues invoices (billing.stamp); anyone else: 404. */
  async function visibleInvoice(principal: Principal, id: number): Promise<InvoiceRow> {
    const row = await repository.findInvoice(db, id);
    if (!row || (row.user_id !== principal.userId && !canGlobally(principal, 'billing.stamp'))) throw notFound('No encontramos esa factura.');
    return row;
  }

  /** Why a movement cannot be invoiced now, or null. */
  function refusal(movement: WalletMovement, at: Date): string | null {
    if (movement.refunded) return `El movimiento ${movement.transactionId} fue reembolsado: ya no se puede facturar.`;
    if (movement.amount <= 0) return `El movimiento ${movement.transactionId} se pagó sólo con puntos: no hay un importe que facturar.`;
    if (invoiceableUntil(movement.createdAt) < at) return `El movimiento ${movement.transactionId} ya no se puede facturar: el plazo fue el mes en que se hizo (o 72 horas después).`;
    return null;
  }

  return {
    async fiscalData(principal: Principal, userId: number): Promise<{ fiscal_data: FiscalData | null }> {
      assertOwner(principal, userId);
      const row = await repository.findFiscalData(db, userId);
      return { fiscal_data: row ? fiscalDataView(row) : null };
    },

    async saveFiscalData(principal: Principal, userId: number, input: FiscalDataInput): Promise<{ fiscal_data: FiscalData }> {
      assertOwner(principal, userId);
      const row = { user_id: userId, ...input, updated_at: now().toISOString() };
      await repository.saveFiscalData(db, row);
      return { fiscal_data: fiscalDataView(row) };
    },

    async invoiceable(principal: Principal, userId: number): Promise<{ data: InvoiceableTransaction[] }> {
      assertOwner(principal, userId, 'No encontramos esa cartera.');
      const at = now();
      const recent = await movements.ofUserSince(userId, invoiceableSince(at).toISOString());
      const invoiced = await repository.invoicedAmong(
        db,
        recent.map((movement) => movement.transactionId),
      );
      return {
        data: recent
          .filter((movement) => !invoiced.has(movement.transactionId) && refusal(movement, at) === null)
          .map((movement) => ({
            transaction_id: movement.transactionId,
            kind: movement.kind,
            description: movement.description,
            amount: movement.amount,
            created_at: movement.createdAt,
            invoiceable_until: invoiceableUntil(movement.createdAt).toISOString(),
          })),
      };
    },

    /**
     * An invoice for some of the user's own movements: each must be theirs (another's reads as
     * missing), paid in money, not refunded, within its window and not invoiced yet. The items'
     * unique transaction id settles two racing requests: the second gets the 409.
     */
    async request(principal: Principal, userId: number, input: RequestInvoiceInput): Promise<Invoice> {
      assertOwner(principal, userId, 'No encontramos esa cartera.');
      const fiscal = await repository.findFiscalData(db, userId);
      if (!fiscal) throw invalid('fiscal_data_missing', 'Primero guarda tus datos fiscales: RFC, nombre, régimen, código postal y uso del CFDI.');
      const at = now();
      const found = await movements.ofUserByIds(userId, input.transaction_ids);
      const missing = input.transaction_ids.find((id) => !found.some((movement) => movement.transactionId === id));
      if (missing !== undefined) throw notFound(`No encontramos el movimiento ${missing} entre tus recargas y pagos.`);
      const problems = found.map((movement) => refusal(movement, at)).filter((problem): problem is string => problem !== null);
      if (problems.length > 0) throw invalid('not_invoiceable', problems[0]!, { transaction_ids: problems });
      const invoiced = await repository.invoicedAmong(db, input.transaction_ids);
      if (invoiced.size > 0) throw conflict('already_invoiced', `El movimiento ${[...invoiced][0]} ya tiene una factura.`);

      let id: number;
      try {
        id = await db.transaction().execute((trx) => writeInvoice(trx, { userId, fiscal, issuer, movements: found, at }));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('already_invoiced', 'Uno de esos movimientos acaba de facturarse en otra solicitud.');
        throw error;
      }
      afterRequest(id);
      const [view] = await withItems([(await repository.findInvoice(db, id))!]);
      return view!;
    },

    async list(principal: Principal, userId: number, page: number) {
      assertOwner(principal, userId, 'No encontramos esa cartera.');
      return pageOf({ userId }, page);
    },

    /** The issuer's queue (billing.stamp), oldest first. */
    async queue(principal: Principal, status: string, page: number) {
      assertCanGlobally(principal, 'billing.stamp');
      return pageOf({ status }, page);
    },

    async get(principal: Principal, id: number): Promise<Invoice> {
      const [view] = await withItems([await visibleInvoice(principal, id)]);
      return view!;
    },

    /** The stamped CFDI once there is one; before, the draft (pre-CFDI) the PAC is given. */
    async xml(principal: Principal, id: number): Promise<{ name: string; content: string }> {
      const row = await visibleInvoice(principal, id);
      if (row.stamped_xml && row.uuid) return { name: `factura-${row.series}-${row.id}-${row.uuid}.xml`, content: row.stamped_xml };
      return { name: `prefactura-${row.series}-${row.id}.xml`, content: row.draft_xml };
    },

    async pdfName(principal: Principal, id: number): Promise<{ name: string; stored: string }> {
      const row = await visibleInvoice(principal, id);
      if (!row.pdf_name) throw new AppError('invoice_not_stamped', 'La factura aún no está timbrada: el PDF estará listo cuando lo esté.', 409);
      return { name: `factura-${row.series}-${row.id}.pdf`, stored: row.pdf_name };
    },

    visibleInvoice,
  };

  async function pageOf(filter: { userId?: number; status?: string }, page: number) {
    const total = await repository.countInvoices(db, filter);
    const rows = await repository.pageOfInvoices(db, filter, INVOICES_PAGE_SIZE, (page - 1) * INVOICES_PAGE_SIZE);
    return { data: await withItems(rows), current_page: page, last_page: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)), per_page: INVOICES_PAGE_SIZE, total };
  }
}
