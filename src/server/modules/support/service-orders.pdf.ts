import type { Readable } from 'node:stream';
import QRCode from 'qrcode';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';
import { SERVICE_ORDER_STATUS_LABELS, type ServiceOrderDetail } from '../../../shared/contracts/service-orders';
import { PDF_GREY, PDF_MARGIN, createPdfSheet, orDash } from '../../lib/pdf-sheet';

/**
 * The printed service order: what, where, when, who, parts and labour, and — once signed — the
 * receiver's signature drawn as vector paths from its strokes (exact at any zoom, a few KB), with
 * the receiver's name, the instant, the content's fingerprint and a QR code to the public
 * verification page. Same layout as the carta porte and the tour manifest (lib/pdf-sheet).
 */

const dateTime = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} (hora del centro)` : '-');
const quantity = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
const labour = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`);

/** Where the signature box sits on the page and at what scale (600×200 box units → 300×100 pt). */
export const PDF_SIGNATURE_SCALE = 0.5;

export async function renderServiceOrderPdf({ order, company, verificationUrl }: { order: ServiceOrderDetail; company: string; verificationUrl: string | null }): Promise<Readable> {
  const qr = verificationUrl ? await QRCode.toBuffer(verificationUrl, { errorCorrectionLevel: 'M', margin: 1, scale: 8 }) : null;
  const { doc, width, section, field, table } = createPdfSheet({ info: { Title: `Orden de servicio ${order.reference}`, Author: company } });
  doc.font('Helvetica-Bold').fontSize(15).text(`Orden de servicio ${order.reference}`, PDF_MARGIN, PDF_MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(PDF_GREY).text(company);
  doc.fillColor('#000000').moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(11).text(order.title);

  section('Trabajo');
  field('Estado', SERVICE_ORDER_STATUS_LABELS[order.status]);
  field('Lugar', order.location);
  field('Programada', formatDate(order.scheduled_at));
  field('Técnico', order.technician?.name);
  field('Ticket', order.ticket?.reference);
  field('Mano de obra', labour(order.labour_minutes));
  if (order.description) field('Descripción', order.description);

  section(`Refacciones y materiales (${order.parts.length})`);
  if (order.parts.length) {
    table(
      [
        { title: 'Cantidad', width: 70 },
        { title: 'Unidad', width: 70 },
        { title: 'Descripción', width: width - 140 },
      ],
      order.parts.map((part) => [quantity.format(part.quantity), part.unit, part.description]),
    );
  } else {
    doc.font('Helvetica').fontSize(9).text('Sin refacciones registradas.');
  }

  section('Conformidad de quien recibe');
  if (!order.signature || !order.signed_at) {
    doc.font('Helvetica').fontSize(9).text('Pendiente de firma.');
    doc.end();
    return doc;
  }
  const boxWidth = order.signature.width * PDF_SIGNATURE_SCALE;
  const boxHeight = order.signature.height * PDF_SIGNATURE_SCALE;
  const qrSize = 110;
  if (doc.y > doc.page.height - PDF_MARGIN - Math.max(boxHeight, qrSize) - 60) doc.addPage();
  const top = doc.y + 4;
  doc.save().lineWidth(0.5).strokeColor('#999999').rect(PDF_MARGIN, top, boxWidth, boxHeight).stroke().restore();
  // The strokes in the box's own units, scaled once: every point lands where it was drawn.
  doc.save().translate(PDF_MARGIN, top).scale(PDF_SIGNATURE_SCALE).lineWidth(3).lineCap('round').lineJoin('round').strokeColor('#0b1f44');
  for (const stroke of order.signature.strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    doc.moveTo(first[0], first[1]);
    // A tap is a dot: a zero-length segment with round caps.
    if (rest.length === 0) doc.lineTo(first[0] + 0.1, first[1]);
    for (const [x, y] of rest) doc.lineTo(x, y);
    doc.stroke();
  }
  doc.restore();
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(order.receiver_name ?? '', PDF_MARGIN, top + boxHeight + 4, { width: boxWidth });
  doc.font('Helvetica').fontSize(8).fillColor(PDF_GREY).text(`Firmó el ${formatDate(order.signed_at)}; tomó la firma ${orDash(order.signed_by?.name)}.`, { width: boxWidth });
  if (qr) {
    const qrX = PDF_MARGIN + width - qrSize;
    doc.image(qr, qrX, top, { width: qrSize, height: qrSize });
    doc.font('Helvetica').fontSize(7).fillColor(PDF_GREY).text('Verifica esta orden escaneando el código.', qrX - 20, top + qrSize + 2, { width: qrSize + 20, align: 'center' });
  }
  doc.y = Math.max(doc.y, top + qrSize + 24);
  doc.font('Helvetica').fontSize(7).fillColor(PDF_GREY).text(`Huella SHA-256 del contenido firmado: ${orDash(order.fingerprint)}`, PDF_MARGIN, doc.y, { width });
  if (verificationUrl) doc.text(`Verificación: ${verificationUrl}`, { width });
  doc.end();
  return doc;
}
