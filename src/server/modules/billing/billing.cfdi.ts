import { isGenericRfc } from '../../../shared/contracts/billing';
import type { PaymentFormCode } from '../../../shared/contracts/billing-catalogues';

/*
 * The CFDI 4.0 document (Anexo 20, cfdv40.xsd) of an invoice request, built as text: no XML
 * library is a dependency of the project, and the document is small and flat. Every attribute
 * value goes through `attribute()`; tests parse the result back with a real XML parser.
 */

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
/** IVA, tasa general: 16 %. */
export const IVA_RATE_PERCENT = 16;
/** "No existe en el catálogo": no c_ClaveProdServ names the top-up of a platform's own wallet or a charge it collects for a company. */
export const PRODUCT_KEY = '01010101';
/** c_ClaveUnidad "Unidad de servicio". */
export const UNIT_KEY = 'E48';

/** The issuer (the platform), from the configuration. */
export interface CfdiIssuer {
  rfc: string;
  name: string;
  taxRegime: string;
  postalCode: string;
  series: string;
}

export interface CfdiReceiver {
  rfc: string;
  legalName: string;
  taxRegime: string;
  postalCode: string;
  cfdiUse: string;
}

export interface CfdiLine {
  transactionId: number;
  description: string;
  /** IVA included, centavos. */
  total: number;
  paymentForm: PaymentFormCode;
}

const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * SAT's bounds for a transferred tax's Importe (Anexo 20, "límite inferior / superior"): the
 * base ± half a centavo times the rate, the lower truncated and the upper rounded up, in centavos.
 */
export function ivaBounds(base: number): { lower: number; upper: number } {
  return { lower: Math.floor((IVA_RATE_PERCENT * base - IVA_RATE_PERCENT / 2) / 100), upper: Math.ceil((IVA_RATE_PERCENT * base + IVA_RATE_PERCENT / 2) / 100) };
}

/**
 * Splits an amount paid with IVA included into base + IVA, in whole centavos, so that they add up
 * to exactly what was paid: base = round(total / 1.16) (half up), IVA = total − base. When that
 * IVA is not round(base × 0.16) (about one amount in seven: rounding both ways skips a centavo)
 * the neighbouring base is tried, and failing that the IVA is kept within SAT's bounds, which
 * always admit one of them (tested over every amount up to $100,000.00).
 */
export function splitIvaIncluded(total: number): { base: number; tax: number } {
  if (!Number.isSafeInteger(total) || total <= 0) throw new Error(`splitIvaIncluded(): ${total} is not a positive number of centavos`);
  const first = roundHalfUp(total * 100, 100 + IVA_RATE_PERCENT);
  const candidates = [first, first - 1, first + 1].filter((base) => base > 0 && base <= total);
  const exact = candidates.find((base) => total - base === roundHalfUp(base * IVA_RATE_PERCENT, 100));
  if (exact !== undefined) return { base: exact, tax: total - exact };
  const bounded = candidates.find((base) => {
    const { lower, upper } = ivaBounds(base);
    return total - base >= lower && total - base <= upper;
  });
  if (bounded === undefined) throw new Error(`splitIvaIncluded(): no base for ${total}`);
  return { base: bounded, tax: total - bounded };
}

/** Centavos as SAT writes money: "1234.50". */
export const money = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** Characters XML 1.0 forbids are dropped; the five special ones become entities. */
export function attribute(value: string): string {
  return (
    value
      // XML 1.0 has no way to write these, not even as references.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      .replace(/\r/g, '&#13;')
      .replace(/\n/g, '&#10;')
      .replace(/\t/g, '&#9;')
  );
}

const element = (name: string, attributes: Record<string, string | undefined>, children?: string) => {
  const text = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('');
  return children === undefined ? `<${name}${text}/>` : `<${name}${text}>${children}</${name}>`;
};

/** Mexico City's wall time (UTC−6 all year since 2022), as CFDI's Fecha wants it: no zone. */
export const cfdiDate = (at: Date) => new Date(at.getTime() - 6 * 3_600_000).toISOString().slice(0, 19);

export interface CfdiAmounts {
  lines: (CfdiLine & { base: number; tax: number })[];
  subtotal: number;
  tax: number;
  total: number;
  /** For PUE with several forms of payment SAT asks for the one that paid the most. */
  paymentForm: PaymentFormCode;
}

export function cfdiAmounts(lines: readonly CfdiLine[]): CfdiAmounts {
  if (lines.length === 0) throw new Error('cfdiAmounts(): an invoice has at least one line');
  const split = lines.map((line) => ({ ...line, ...splitIvaIncluded(line.total) }));
  const byForm = new Map<PaymentFormCode, number>();
  for (const line of split) byForm.set(line.paymentForm, (byForm.get(line.paymentForm) ?? 0) + line.total);
  const paymentForm = [...byForm.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const subtotal = split.reduce((sum, line) => sum + line.base, 0);
  const tax = split.reduce((sum, line) => sum + line.tax, 0);
  return { lines: split, subtotal, tax, total: subtotal + tax, paymentForm };
}

const traslado = (base: number, tax: number) => element('cfdi:Traslado', { Base: money(base), Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Importe: money(tax) });

/**
 * The unsealed CFDI (pre-CFDI): Sello, NoCertificado and Certificado are added by whoever holds
 * the issuer's CSD (the PAC, in the "sella y timbra" service most PACs offer), then the PAC adds
 * the TimbreFiscalDigital.
 */
export function buildCfdi(input: { issuer: CfdiIssuer; receiver: CfdiReceiver; folio: string; issuedAt: Date; amounts: CfdiAmounts }): string {
  const { issuer, receiver, amounts } = input;
  // With a generic RFC SAT wants the place of issue as the receiver's fiscal address.
  const receiverPostalCode = isGenericRfc(receiver.rfc) ? issuer.postalCode : receiver.postalCode;
  const conceptos = amounts.lines
    .map((line) =>
      element(
        'cfdi:Concepto',
        {
          ClaveProdServ: PRODUCT_KEY,
          NoIdentificacion: `MOV-${line.transactionId}`,
          Cantidad: '1',
          ClaveUnidad: UNIT_KEY,
          Unidad: 'Unidad de servicio',
          Descripcion: line.description,
          ValorUnitario: money(line.base),
          Importe: money(line.base),
          ObjetoImp: '02',
        },
        element('cfdi:Impuestos', {}, element('cfdi:Traslados', {}, traslado(line.base, line.tax))),
      ),
    )
    .join('');
  const body = [
    element('cfdi:Emisor', { Rfc: issuer.rfc, Nombre: issuer.name, RegimenFiscal: issuer.taxRegime }),
    element('cfdi:Receptor', {
      Rfc: receiver.rfc,
      Nombre: receiver.legalName,
      DomicilioFiscalReceptor: receiverPostalCode,
      RegimenFiscalReceptor: receiver.taxRegime,
      UsoCFDI: receiver.cfdiUse,
    }),
    element('cfdi:Conceptos', {}, conceptos),
    element('cfdi:Impuestos', { TotalImpuestosTrasladados: money(amounts.tax) }, element('cfdi:Traslados', {}, traslado(amounts.subtotal, amounts.tax))),
  ].join('');
  const comprobante = element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${CFDI_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`,
      Version: '4.0',
      Serie: issuer.series,
      Folio: input.folio,
      Fecha: cfdiDate(input.issuedAt),
      FormaPago: amounts.paymentForm,
      SubTotal: money(amounts.subtotal),
      Moneda: 'MXN',
      Total: money(amounts.total),
      TipoDeComprobante: 'I',
      Exportacion: '01',
      MetodoPago: 'PUE',
      LugarExpedicion: issuer.postalCode,
    },
    body,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${comprobante}\n`;
}
