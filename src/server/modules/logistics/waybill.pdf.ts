import type { Readable } from 'node:stream';
import QRCode from 'qrcode';
import { ORDER_KIND_LABELS } from '../../../shared/contracts/logistics-orders';
import { type Waybill } from '../../../shared/contracts/logistics-waybills';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';
import { PDF_GREY as GREY, PDF_MARGIN as MARGIN, createPdfSheet, orDash } from '../../lib/pdf-sheet';

/**
 * The printed carta porte: what a CFDI de traslado with the Carta Porte 3.1 complement carries
 * for a container moved by road (Ubicaciones, Mercancías, Autotransporte, FiguraTransporte), and a
 * QR code that opens the waybill's public verification. The platform does not stamp CFDIs (no
 * PAC): the sheet says it is the platform's document, not a SAT-stamped one.
 *
 * pdfkit's standard Helvetica (WinAnsi) covers Spanish accents and ñ; no arrows or other
 * symbols outside it are written.
 */

const dateTime = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const kg = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
const formatDate = (iso: string) => `${dateTime.format(new Date(iso))} (hora del centro)`;

export async function renderWaybillPdf(waybill: Waybill): Promise<Readable> {
  const { data } = waybill;
  const qr = await QRCode.toBuffer(waybill.verification_url, { errorCorrectionLevel: 'M', margin: 1, scale: 8 });
  const { doc, width, section, field, table } = createPdfSheet({
    info: { Title: `Carta porte ${waybill.folio}`, Author: data.carrier.name, Subject: `Contenedor ${data.container.number}` },
    fieldFontSize: 8.5,
  });

  /** Two columns of fields, side by side. */
  const columns = (left: [string, string | number | null | undefined][], right: [string, string | number | null | undefined][]) => {
    const top = doc.y;
    const half = width / 2 - 6;
    doc.x = MARGIN;
    for (const [label, value] of left) {
      doc.font('Helvetica-Bold').fontSize(8.5).fillColor(GREY).text(`${label}: `, MARGIN, doc.y, { width: half, continued: true });
      doc.font('Helvetica').fillColor('#000000').text(orDash(value), { width: half });
    }
    const leftBottom = doc.y;
    doc.y = top;
    for (const [label, value] of right) {
      doc.font('Helvetica-Bold').fontSize(8.5).fillColor(GREY).text(`${label}: `, MARGIN + half + 12, doc.y, { width: half, continued: true });
      doc.font('Helvetica').fillColor('#000000').text(orDash(value), { width: half });
    }
    doc.y = Math.max(leftBottom, doc.y);
    doc.x = MARGIN;
  };

  // Header: title and folio on the left, the QR code on the right.
  const qrSize = 92;
  doc.image(qr, MARGIN + width - qrSize, MARGIN, { width: qrSize, height: qrSize });
  doc.font('Helvetica-Bold').fontSize(15).text('Carta Porte', MARGIN, MARGIN, { width: width - qrSize - 10 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text('CFDI de traslado con complemento Carta Porte 3.1 - autotransporte federal de carga', { width: width - qrSize - 10 });
  doc.fillColor('#000000').moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10).text(`Folio: ${waybill.folio}`, { width: width - qrSize - 10 });
  doc.font('Helvetica').fontSize(9).text(`IdCCP: ${waybill.id_ccp}`, { width: width - qrSize - 10 });
  doc.text(`Emitida: ${formatDate(waybill.issued_at)}`, { width: width - qrSize - 10 });
  doc.text(`Orden: ${data.order.folio} (${ORDER_KIND_LABELS[data.order.kind]})   Tipo de comprobante: T (traslado)   Transporte internacional: No`, { width: width - qrSize - 10 });
  doc.y = Math.max(doc.y, MARGIN + qrSize + 4);

  section('Emisor y transportista');
  columns(
    [
      ['Nombre o razón social', data.carrier.name],
      ['RFC', data.carrier.rfc],
    ],
    [
      ['Permiso SCT', data.unit.sct_permit_type],
      ['Número de permiso SCT', data.unit.sct_permit_number],
    ],
  );

  for (const [title, place, when] of [
    ['Origen', data.origin, 'Fecha y hora de salida'],
    ['Destino', data.destination, 'Fecha y hora de llegada'],
  ] as const) {
    section(`${title} (${place.location_id})`);
    columns(
      [
        ['Lugar', place.name],
        ['Remitente / destinatario', place.operator_name],
        ['RFC', place.rfc],
      ],
      [
        [when, formatDate(place.at)],
        ['Código postal', place.postal_code],
        ...(title === 'Destino' ? ([['Distancia recorrida', data.distance_km === null ? null : `${kg.format(data.distance_km)} km`]] as [string, string | null][]) : []),
      ],
    );
    field('Domicilio', place.address);
  }

  section('Autotransporte');
  columns(
    [
      ['Unidad (número económico)', data.unit.number],
      ['Configuración vehicular', data.unit.vehicle_config],
      ['Placas', data.unit.plates],
      ['Año del modelo', data.unit.model_year],
      ['Marca', data.unit.brand],
    ],
    [
      ['Peso bruto vehicular', data.unit.gross_vehicle_weight_t === null ? null : `${kg.format(data.unit.gross_vehicle_weight_t)} t`],
      ['Aseguradora (resp. civil)', data.unit.insurer],
      ['Póliza', data.unit.insurance_policy],
      ['Remolque (subtipo)', data.unit.trailer_subtype],
      ['Placas del remolque', data.unit.trailer_plates],
    ],
  );

  section('Figura de transporte: operador (01)');
  columns(
    [
      ['Nombre', data.driver.full_name],
      ['RFC', data.driver.rfc],
    ],
    [
      ['Número de licencia', data.driver.license_number],
      ['Vigencia de la licencia', data.driver.license_expires_on],
    ],
  );

  section('Contenedor');
  columns(
    [
      ['Número de contenedor', data.container.number],
      ['Tipo ISO', data.container.size_type],
    ],
    [
      ['Sellos', data.container.seals.length ? data.container.seals.join(', ') : null],
      ['Tara', `${kg.format(data.container.tare_kg)} kg`],
    ],
  );

  section(`Mercancías (${data.goods.length})`);
  table(
    [
      { title: 'Clave SAT', width: 62 },
      { title: 'Descripción', width: width - 62 - 52 - 46 - 80 - 70 },
      { title: 'Cantidad', width: 52 },
      { title: 'Unidad', width: 46 },
      { title: 'Peso (kg)', width: 80 },
      { title: 'Mat. peligroso', width: 70 },
    ],
    data.goods.map((line) => [line.sat_product_key, line.description, kg.format(line.quantity), line.sat_unit_key, kg.format(line.weight_kg), line.hazardous_un_number ?? 'No']),
  );
  doc.moveDown(0.3);
  field('Peso bruto total (mercancías y tara)', `${kg.format(data.total_weight_kg)} kg`);
  field('Unidad de peso', 'KGM');
  field('Número total de mercancías', data.goods.length);
  if (data.notes) field('Observaciones', data.notes);

  section('Verificación');
  doc.font('Helvetica').fontSize(8.5).text('Escanee el código QR o abra esta dirección para verificar la carta porte:');
  doc.fillColor('#1f3a5f').text(waybill.verification_url, { link: waybill.verification_url, underline: true });
  doc.fillColor(GREY).fontSize(7.5).moveDown(0.5);
  doc.text(
    `Documento emitido por ${data.carrier.name} en Plataforma${waybill.issued_by ? ` por ${waybill.issued_by.full_name}` : ''}. Esta representación impresa no sustituye al CFDI timbrado por un proveedor autorizado del SAT.`,
  );
  doc.end();
  return doc;
}
