import type { Readable } from 'node:stream';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';
import { PDF_GREY, PDF_MARGIN, createPdfSheet } from '../../lib/pdf-sheet';
import { formatMxn } from './wallet.ledger';
import type { AccountKind } from './wallet.tables';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
const signedMoney = (centavos: number) => `${centavos < 0 ? '-' : '+'}${formatMxn(Math.abs(centavos))}`;
const points = (value: number) => `${value.toLocaleString('es-MX')} ${value === 1 ? 'punto' : 'puntos'}`;

const KIND_TITLES: Record<string, string> = { recharge: 'Recarga de cartera', payment: 'Pago con cartera', refund: 'Reembolso', points_expiry: 'Vencimiento de puntos' };

/** What each account of an entry means, in the words a wallet's owner would use. */
const ACCOUNT_NAMES: Record<AccountKind, string> = {
  user_wallet: 'Tu cartera',
  user_points: 'Tus puntos',
  provider_clearing: 'Proveedor de pagos (lo que cobró a tu tarjeta)',
  company_revenue: 'Ingresos de la empresa que cobra',
  points_funding: 'Fondo de puntos de la plataforma (paga la parte en puntos)',
  points_issued: 'Puntos otorgados por la plataforma',
  points_redeemed: 'Puntos canjeados en pagos',
  points_expired: 'Puntos vencidos',
};

export interface ReceiptData {
  transaction: { id: number; kind: string; description: string; created_at: string };
  entries: { kind: AccountKind; unit: string; user_id: number | null; debit: number; credit: number }[];
  ownerId: number;
  person: { name: string; email: string } | null;
  company: string | null;
  payment?: { id: number; concept: string; amount: number; cash_amount: number; points_redeemed: number; points_earned: number; status: string } | undefined;
  recharge?: { id: number; provider: string; reference: string } | undefined;
  at: Date;
}

/**
 * A transaction's receipt: who, when, what it was, what it changed in the owner's wallet and
 * points, then every ledger entry with what it means — so the balance can be explained to the
 * cent by whoever reads it (debits equal credits in each unit, printed as a check line).
 */
export function renderReceiptPdf(data: ReceiptData): Readable {
  const { transaction, entries } = data;
  const { doc, width, section, field, table } = createPdfSheet({ info: { Title: `Recibo del movimiento ${transaction.id}`, Author: 'Plataforma', Subject: 'Recibo de cartera' } });
  const own = (kind: AccountKind) => entries.filter((entry) => entry.kind === kind && entry.user_id === data.ownerId).reduce((sum, entry) => sum + entry.credit - entry.debit, 0);

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f3a5f').text('Recibo de cartera', PDF_MARGIN, PDF_MARGIN, { width });
  doc.font('Helvetica').fontSize(10).fillColor(PDF_GREY).text(`${KIND_TITLES[transaction.kind] ?? transaction.kind} · folio ${transaction.id}`, { width });
  doc.fillColor('#000000');

  section('Movimiento');
  field('Fecha', when.format(new Date(transaction.created_at)));
  field('Concepto', transaction.description);
  field('Titular', data.person ? `${data.person.name} (${data.person.email})` : null);
  if (data.company) field('Empresa', data.company);
  if (data.recharge) {
    field('Proveedor de pagos', data.recharge.provider === 'sandbox' ? 'Modo de prueba (sandbox)' : data.recharge.provider);
    field('Referencia del proveedor', data.recharge.reference);
  }
  if (data.payment) {
    field('Importe del cobro', formatMxn(data.payment.amount));
    field('Pagado con dinero de la cartera', formatMxn(data.payment.cash_amount));
    field('Pagado con puntos', `${points(data.payment.points_redeemed)} (${formatMxn(data.payment.amount - data.payment.cash_amount)})`);
    field('Estado del pago', data.payment.status === 'refunded' ? 'Reembolsado' : 'Pagado');
  }

  section('Lo que cambió');
  field('Tu cartera', signedMoney(own('user_wallet')));
  const pointsChange = own('user_points');
  field('Tus puntos', `${pointsChange < 0 ? '-' : '+'}${points(Math.abs(pointsChange))}`);

  section('Asientos contables (partida doble)');
  const amountOf = (unit: string, value: number) => (value === 0 ? '' : unit === 'PTS' ? points(value) : formatMxn(value));
  table(
    [
      { title: 'Cuenta', width: width * 0.5 },
      { title: 'Cargo (sale)', width: width * 0.25 },
      { title: 'Abono (entra)', width: width * 0.25 },
    ],
    entries.map((entry) => [ACCOUNT_NAMES[entry.kind] ?? entry.kind, amountOf(entry.unit, entry.debit), amountOf(entry.unit, entry.credit)]),
  );
  const totals = (unit: string) => entries.filter((entry) => entry.unit === unit).reduce((sum, entry) => ({ debit: sum.debit + entry.debit, credit: sum.credit + entry.credit }), { debit: 0, credit: 0 });
  const mxn = totals('MXN');
  const pts = totals('PTS');
  doc.moveDown(0.4).font('Helvetica').fontSize(8.5).fillColor(PDF_GREY);
  doc.text(`Suma de cargos = suma de abonos: ${formatMxn(mxn.debit)} = ${formatMxn(mxn.credit)}${pts.debit || pts.credit ? `; ${points(pts.debit)} = ${points(pts.credit)}` : ''}.`, PDF_MARGIN, doc.y, { width });
  doc.moveDown(1.5).fontSize(7.5).text(`Generado el ${when.format(data.at)}. Un punto vale 10 centavos al pagar.`, PDF_MARGIN, doc.y, { width, align: 'center' });
  doc.end();
  return doc;
}
