import type { Readable } from 'node:stream';
import QRCode from 'qrcode';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';
import { type JobLetterDetail, composeJobLetter } from '../../../shared/contracts/job-letters';
import { PDF_GREY, PDF_MARGIN, createPdfSheet } from '../../lib/pdf-sheet';

export interface Letterhead {
  name: string;
  legal_name: string | null;
  rfc: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

const issueDate = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' });
const QR_SIZE = 96;

/**
 * The printed employment letter: the company's letterhead, the date of issue in Mexico City
 * words, the template's text (composeJobLetter: the same words the screen previews), the signer,
 * and a QR code to the public verification page with its link spelled out beneath.
 */
export async function renderJobLetterPdf({ letter, letterhead, verificationUrl }: { letter: JobLetterDetail; letterhead: Letterhead; verificationUrl: string }): Promise<Readable> {
  // Whole-pixel modules (scale 8), placed at their own size or a whole fraction: readable by any scanner.
  const qr = await QRCode.toBuffer(verificationUrl, { errorCorrectionLevel: 'M', margin: 1, scale: 8 });
  const { doc, width } = createPdfSheet({ info: { Title: `Carta laboral de ${letter.employee_name}`, Author: letterhead.name } });
  const text = composeJobLetter({
    company: letterhead.legal_name ?? letterhead.name,
    employee_name: letter.employee_name,
    position: letter.position ?? '',
    department: letter.department,
    hire_date: letter.hire_date ?? '',
    salary_monthly: letter.salary_monthly,
    addressee: letter.addressee,
    purpose: letter.purpose,
    additional_text: letter.additional_text,
  });

  // Letterhead.
  doc.font('Helvetica-Bold').fontSize(15).text(letterhead.name, PDF_MARGIN, PDF_MARGIN, { width });
  doc.font('Helvetica').fontSize(8.5).fillColor(PDF_GREY);
  const legal = [letterhead.legal_name, letterhead.rfc ? `RFC ${letterhead.rfc}` : null].filter(Boolean).join(' · ');
  if (legal) doc.text(legal, { width });
  if (letterhead.address) doc.text(letterhead.address, { width });
  const contact = [letterhead.phone, letterhead.email, letterhead.website].filter(Boolean).join(' · ');
  if (contact) doc.text(contact, { width });
  const ruleY = doc.y + 6;
  doc.save().moveTo(PDF_MARGIN, ruleY).lineTo(PDF_MARGIN + width, ruleY).lineWidth(1).strokeColor('#1f3a5f').stroke().restore();

  doc.fillColor('#000000').font('Helvetica').fontSize(11);
  doc.text(issueDate.format(new Date(letter.issued_at ?? Date.now())), PDF_MARGIN, ruleY + 24, { width, align: 'right' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(13).text('CONSTANCIA LABORAL', { width, align: 'center' });
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(11).text(text.greeting, { width });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of text.paragraphs) {
    doc.text(paragraph, { width, align: 'justify', lineGap: 3 });
    doc.moveDown(0.8);
  }
  doc.moveDown(1);
  doc.text(text.closing, { width });
  doc.moveDown(3);
  const lineY = doc.y;
  doc.save().moveTo(PDF_MARGIN, lineY).lineTo(PDF_MARGIN + 220, lineY).lineWidth(0.5).strokeColor('#000000').stroke().restore();
  doc.font('Helvetica-Bold').fontSize(11).text(letter.signer_name ?? '', PDF_MARGIN, lineY + 4, { width: 260 });
  doc.font('Helvetica').fontSize(10).text(letter.signer_title ?? '', { width: 260 });
  doc.text(letterhead.name, { width: 260 });

  // The verification block at the foot of the page.
  let top = doc.page.height - PDF_MARGIN - QR_SIZE - 12;
  if (doc.y + 16 > top) {
    doc.addPage();
    top = PDF_MARGIN;
  }
  doc.image(qr, PDF_MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(PDF_GREY)
    .text('Verifica la autenticidad y vigencia de esta carta escaneando el código o abriendo:', PDF_MARGIN + QR_SIZE + 12, top + 20, { width: width - QR_SIZE - 12 });
  doc.text(verificationUrl, { width: width - QR_SIZE - 12 });
  doc.end();
  return doc;
}
