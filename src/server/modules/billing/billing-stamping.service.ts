import type { Kysely } from 'kysely';
import { money } from './billing.cfdi';
import { readStampedCfdi } from './billing.cfdi-reader';
import type { PacProvider } from './billing.pac';
import * as repository from './billing.repository';
import type { InvoiceRow } from './billing.repository';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, forbidden, invalid } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Principal, canGlobally } from '../../principal';

export const INVOICES_FOLDER = 'invoices';

/** What a stamped invoice must be: checked the same way for a PAC's answer and for an upload; its UUID when it is. */
function checkStamped(invoice: InvoiceRow, issuerRfc: string, xml: string, pdf: Buffer): { uuid: string } | { problem: string } {
  const read = readStampedCfdi(xml);
  if ('problem' in read) return read;
  const { cfdi } = read;
  if (cfdi.issuerRfc !== issuerRfc) return { problem: `El RFC del emisor del CFDI (${cfdi.issuerRfc ?? 'ninguno'}) no es el de la plataforma (${issuerRfc}).` };
  if (cfdi.receiverRfc !== invoice.rfc) return { problem: `El RFC del receptor del CFDI (${cfdi.receiverRfc ?? 'ninguno'}) no es el de la solicitud (${invoice.rfc}).` };
  if (cfdi.total !== Number(invoice.total)) return { problem: `El total del CFDI no coincide con el de la solicitud ($${money(Number(invoice.total))}).` };
  if (pdf.length < 5 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return { problem: 'El archivo de la representación impresa no es un PDF.' };
  // readStampedCfdi only answers a cfdi with a UUID.
  return { uuid: cfdi.uuid! };
}

/**
 * Stamping: through the configured PAC right after a request, or by an administrator's upload
 * of the stamped XML and PDF (billing.stamp). Either way the CFDI is checked against the request
 * (a CFDI 4.0 with a TimbreFiscalDigital UUID, the same RFCs and total), the PDF is stored, the
 * invoice is marked stamped once, and its owner is notified.
 */
export function createStampingService(deps: {
  db: Kysely<Database>;
  issuerRfc: string;
  storage: FileStorage;
  pac: PacProvider | null;
  notify: (userId: number, invoice: InvoiceRow) => Promise<void>;
  visibleInvoice: (principal: Principal, id: number) => Promise<InvoiceRow>;
  now: () => Date;
  onError: (error: unknown) => void;
}) {
  const { db, issuerRfc, storage, pac, notify, visibleInvoice, now, onError } = deps;

  async function attach(invoice: InvoiceRow, xml: string, pdf: Buffer, stampedBy: number | null): Promise<InvoiceRow> {
    if (invoice.status === 'stamped') throw new AppError('invoice_stamped', 'Esa factura ya está timbrada.', 409);
    const checked = checkStamped(invoice, issuerRfc, xml, pdf);
    if ('problem' in checked) throw invalid('cfdi_invalid', checked.problem);
    const { uuid } = checked;
    const pdfName = await storage.save(INVOICES_FOLDER, pdf, 'pdf');
    try {
      const stamped = await repository.markStamped(db, invoice.id, { uuid, stamped_xml: xml, pdf_name: pdfName, stamped_by: stampedBy, stamped_at: now().toISOString() });
      if (!stamped) throw new AppError('invoice_stamped', 'Esa factura ya está timbrada.', 409);
    } catch (error) {
      // Nothing of a refused stamping stays behind.
      await storage.remove(INVOICES_FOLDER, pdfName);
      if (isUniqueViolation(error)) throw conflict('cfdi_invalid', `El UUID ${uuid} ya pertenece a otra factura.`);
      throw error;
    }
    const row = (await repository.findInvoice(db, invoice.id))!;
    await notify(row.user_id, row);
    return row;
  }

  return {
    pacName: pac?.name ?? null,

    /** Who may stamp which invoice is settled before `readFiles` reads the upload. */
    async upload(principal: Principal, id: number, readFiles: () => Promise<{ xml: Buffer; pdf: Buffer }>): Promise<InvoiceRow> {
      const invoice = await visibleInvoice(principal, id);
      // Its owner sees the invoice but does not stamp it.
      if (!canGlobally(principal, 'billing.stamp')) throw forbidden('Sólo la plataforma adjunta la factura timbrada.');
      if (invoice.status === 'stamped') throw new AppError('invoice_stamped', 'Esa factura ya está timbrada.', 409);
      const files = await readFiles();
      return attach(invoice, files.xml.toString('utf8'), files.pdf, principal.userId);
    },

    /** After a request, with a PAC configured: stamps it; a failure leaves it pending for the queue. */
    async stampWithPac(invoiceId: number): Promise<void> {
      if (!pac) return;
      try {
        const invoice = await repository.findInvoice(db, invoiceId);
        if (!invoice || invoice.status !== 'pending') return;
        const result = await pac.stamp(invoice.draft_xml);
        await attach(invoice, result.stampedXml, result.pdf, null);
      } catch (error) {
        onError(error);
      }
    },
  };
}
export type StampingService = ReturnType<typeof createStampingService>;
