import type { Readable } from 'node:stream';
import QRCode from 'qrcode';
import { BUSINESS_TIME_ZONE, businessTimeOf } from '../../../shared/business-time';
import { PDF_GREY, PDF_MARGIN, createPdfSheet, orDash } from '../../lib/pdf-sheet';
import { PASSENGER_STATUS_LABELS, type Passenger, TOUR_STATUS_LABELS, type Tour } from '../../../shared/contracts/parabus-tours';

/**
 * The printed manifest of a tour (the list a driver carries and the authorities may ask for) and
 * the ticket of one passenger with the QR code boarding scans. Same layout habits as the carta
 * porte (waybill.pdf.ts): pdfkit's Helvetica (WinAnsi covers Spanish), sections in a dark band.
 */

const dateTime = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const formatDate = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} (hora del centro)` : '-');
const MARGIN = PDF_MARGIN;
const GREY = PDF_GREY;

interface Printable {
  tour: Tour;
  passengers: Passenger[];
  company: { name: string };
}

export function renderManifestPdf({ tour, passengers, company }: Printable): Readable {
  const { doc, width, section, field, table } = createPdfSheet({ info: { Title: `Manifiesto ${tour.name}`, Author: company.name } });
  doc.font('Helvetica-Bold').fontSize(15).text('Manifiesto de pasajeros', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(company.name);
  doc.fillColor('#000000').moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(11).text(tour.name);

  section('Tour');
  field('Salida', formatDate(tour.starts_at));
  field('Regreso', formatDate(tour.ends_at));
  field('Punto de salida', tour.departure_point);
  field('Estado', TOUR_STATUS_LABELS[tour.status]);
  field('Tarifa', tour.fare_cents === null ? null : money.format(tour.fare_cents / 100));
  if (tour.itinerary.length) field('Itinerario', tour.itinerary.map((stop) => `${stop.time} ${stop.place}`).join(' / '));

  section('Unidad, chofer y guía');
  field('Unidad', tour.unit ? `${tour.unit.number} (placas ${tour.unit.plates})` : null);
  field('Chofer', tour.driver?.full_name);
  field('Guía', tour.guide_name);
  field('Asientos', `${tour.passengers_count} ocupados de ${tour.seats}; ${tour.boarded_count} abordados`);

  section(`Pasajeros (${passengers.length})`);
  table(
    [
      { title: 'Asiento', width: 48 },
      { title: 'Nombre', width: width - 48 - 100 - 90 - 70 },
      { title: 'Teléfono', width: 100 },
      { title: 'Estado', width: 90 },
      { title: 'Abordó', width: 70 },
    ],
    passengers.map((passenger) => [orDash(passenger.seat), passenger.name, orDash(passenger.phone), PASSENGER_STATUS_LABELS[passenger.status], passenger.boarded_at ? businessTimeOf(passenger.boarded_at) : '-']),
  );
  if (passengers.length === 0) doc.font('Helvetica').fontSize(9).text('Sin pasajeros registrados.');

  // Signatures: who hands the bus over and who drives it, as a paper manifest carries them.
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.moveDown(3);
  const lineY = doc.y;
  const half = width / 2 - 20;
  doc.moveTo(MARGIN, lineY).lineTo(MARGIN + half, lineY).stroke();
  doc.moveTo(MARGIN + half + 40, lineY).lineTo(MARGIN + width, lineY).stroke();
  doc.font('Helvetica').fontSize(8.5).text('Firma del chofer', MARGIN, lineY + 4, { width: half, align: 'center' });
  doc.text('Firma del guía o coordinador', MARGIN + half + 40, lineY + 4, { width: half, align: 'center' });
  doc.fillColor(GREY).fontSize(7.5).text(`Generado en Plataforma el ${formatDate(new Date().toISOString())}.`, MARGIN, lineY + 30);
  doc.end();
  return doc;
}

export async function renderTicketPdf({ tour, company }: Omit<Printable, 'passengers'>, passenger: Passenger): Promise<Readable> {
  const qr = await QRCode.toBuffer(passenger.ticket_code, { errorCorrectionLevel: 'M', margin: 1, scale: 8 });
  const { doc, width, field } = createPdfSheet({ info: { Title: `Boleto ${tour.name} - ${passenger.name}`, Author: company.name }, size: [420, 595] });
  doc.font('Helvetica-Bold').fontSize(14).text('Boleto de tour', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(company.name);
  doc.fillColor('#000000').moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).text(tour.name);
  doc.moveDown(0.3);
  field('Pasajero', passenger.name);
  field('Asiento', passenger.seat);
  field('Salida', formatDate(tour.starts_at));
  field('Punto de salida', tour.departure_point);
  field('Unidad', tour.unit?.number);
  doc.moveDown(0.5);
  const size = 180;
  doc.image(qr, MARGIN + (width - size) / 2, doc.y, { width: size, height: size });
  doc.y += size + 6;
  doc.font('Helvetica-Bold').fontSize(12).text(passenger.ticket_code, MARGIN, doc.y, { width, align: 'center' });
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text('Muestra este código al abordar. Si no se puede escanear, el chofer puede escribirlo.', { width, align: 'center' });
  doc.end();
  return doc;
}
