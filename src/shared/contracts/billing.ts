import { z } from 'zod';
import { CFDI_USES, type PersonType, TAX_REGIMES, cfdiUseOf, taxRegimeOf } from './billing-catalogues';
import { emailSchema, idSchema, pageOf, pageQuerySchema, tooLong } from './common';
import { rfcSchema } from './companies';

/*
 * Billing (payment service, `/payment-api/v1`): the user's fiscal data and invoice requests for
 * wallet recharges and payments, turned into CFDI 4.0 documents. Money is integer centavos (MXN).
 */

/** SAT's generic RFC for "público en general" (a buyer who gives no RFC). */
export const GENERIC_RFC_NATIONAL = 'XAXX010101000';
/** SAT's generic RFC for a foreign buyer without a Mexican RFC. */
export const GENERIC_RFC_FOREIGN = 'XEXX010101000';
/** With a generic RFC SAT admits only this regime and this use (Anexo 20, guía de llenado 4.0). */
export const GENERIC_RFC_REGIME = '616';
export const GENERIC_RFC_USE = 'S01';
/** How many movements one invoice may gather. */
export const INVOICE_MAX_ITEMS = 50;
/** A movement may be invoiced in its calendar month (Mexico City) and, at least, for 72 hours after it. */
export const INVOICE_GRACE_HOURS = 72;
export const INVOICES_PAGE_SIZE = 20;
/** What an administrator uploads when stamping by hand. */
export const STAMPED_XML_MAX_BYTES = 512 * 1024;
export const STAMPED_PDF_MAX_BYTES = 2 * 1024 * 1024;

export const isGenericRfc = (rfc: string) => rfc === GENERIC_RFC_NATIONAL || rfc === GENERIC_RFC_FOREIGN;

/** A company (persona moral) has a 12-character RFC; a person 13. Generic RFCs count as persons. */
export const personTypeOf = (rfc: string): PersonType => (rfc.length === 12 ? 'moral' : 'fisica');

/** An RFC as SAT writes it (the same check as a company's). */
export const billingRfcSchema = rfcSchema;

/*
 * The régimen capital ("S.A. de C.V.") is not part of the name in CFDI 4.0: SAT compares the name
 * with its register, which keeps it apart. Compared word by word after dropping dots and commas,
 * so no pattern backtracks.
 */
const CAPITAL_REGIMES = ['SA DE CV', 'SAB DE CV', 'SAPI DE CV', 'SAS DE CV', 'S DE RL DE CV', 'S DE RL', 'SPR DE RL', 'SPR DE RI', 'SC DE RL', 'SA', 'SAB', 'SAPI', 'SAS', 'SC', 'AC', 'IAP', 'SCL'];
export function capitalRegimeIn(name: string): string | null {
  const words = ` ${name.replace(/\./g, '').replace(/,/g, ' ').split(/\s+/).filter(Boolean).join(' ')}`;
  return CAPITAL_REGIMES.find((regime) => words.endsWith(` ${regime}`)) ?? null;
}

export const legalNameSchema = z
  .string({ error: 'Escribe la razón social o el nombre.' })
  .trim()
  .max(254, tooLong('El nombre no puede tener más de 254 caracteres.'))
  .min(1, 'Escribe el nombre tal como aparece en tu Constancia de Situación Fiscal.')
  .transform((value) => value.toUpperCase().replace(/\s+/g, ' '));

export const postalCodeSchema = z
  .string({ error: 'Escribe el código postal de tu domicilio fiscal.' })
  .trim()
  .max(5, tooLong('El código postal tiene 5 dígitos.'))
  .regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.');

const regimeCodes = TAX_REGIMES.map((regime) => regime.code) as [string, ...string[]];
const useCodes = CFDI_USES.map((use) => use.code) as [string, ...string[]];

/**
 * The receiver's data of a CFDI 4.0, as on the Constancia de Situación Fiscal. The cross-field
 * rules (regime for a person or a company, use allowed for the regime, generic RFCs) are SAT's
 * own validations of Anexo 20; the form runs the SAME schema, so a mistake shows while typing.
 */
export const fiscalDataInputSchema = z
  .object({
    rfc: billingRfcSchema,
    legal_name: legalNameSchema,
    tax_regime: z.enum(regimeCodes, { error: 'Elige tu régimen fiscal del catálogo del SAT.' }),
    postal_code: postalCodeSchema,
    cfdi_use: z.enum(useCodes, { error: 'Elige el uso del CFDI del catálogo del SAT.' }),
    email: emailSchema,
  })
  .superRefine((data, context) => {
    const person = personTypeOf(data.rfc);
    if (isGenericRfc(data.rfc)) {
      if (data.tax_regime !== GENERIC_RFC_REGIME) context.addIssue({ code: 'custom', path: ['tax_regime'], message: 'Con un RFC genérico el régimen fiscal es 616 (Sin obligaciones fiscales).' });
      if (data.cfdi_use !== GENERIC_RFC_USE) context.addIssue({ code: 'custom', path: ['cfdi_use'], message: 'Con un RFC genérico el uso del CFDI es S01 (Sin efectos fiscales).' });
      // SAT reserves this name for the global invoice of a period's sales (with InformacionGlobal).
      if (data.legal_name === 'PUBLICO EN GENERAL') context.addIssue({ code: 'custom', path: ['legal_name'], message: 'Escribe tu nombre: «PUBLICO EN GENERAL» es sólo para la factura global.' });
      return;
    }
    const regime = taxRegimeOf(data.tax_regime);
    if (regime && !(regime.persons as readonly string[]).includes(person)) {
      context.addIssue({ code: 'custom', path: ['tax_regime'], message: `El régimen ${regime.code} no es para ${person === 'moral' ? 'empresas (personas morales)' : 'personas físicas'}.` });
    }
    const use = cfdiUseOf(data.cfdi_use);
    if (use && !(use.regimes as readonly string[]).includes(data.tax_regime)) {
      context.addIssue({ code: 'custom', path: ['cfdi_use'], message: `El uso ${use.code} no corresponde al régimen ${data.tax_regime}.` });
    } else if (use && !(use.persons as readonly string[]).includes(person)) {
      context.addIssue({ code: 'custom', path: ['cfdi_use'], message: `El uso ${use.code} es sólo para personas físicas.` });
    }
    const capital = person === 'moral' ? capitalRegimeIn(data.legal_name) : null;
    if (capital) context.addIssue({ code: 'custom', path: ['legal_name'], message: `Escribe la razón social sin el régimen capital (${capital}), como en tu Constancia de Situación Fiscal.` });
  });
export type FiscalDataInput = z.infer<typeof fiscalDataInputSchema>;

export const fiscalDataSchema = z.object({
  rfc: z.string(),
  legal_name: z.string(),
  tax_regime: z.string(),
  postal_code: z.string(),
  cfdi_use: z.string(),
  email: z.string(),
  updated_at: z.string(),
});
export type FiscalData = z.infer<typeof fiscalDataSchema>;
/** null until the user saves theirs. */
export const fiscalDataResponseSchema = z.object({ fiscal_data: fiscalDataSchema.nullable() });

export const requestInvoiceInputSchema = z.object({
  transaction_ids: z
    .array(idSchema, { error: 'Elige los movimientos que quieres facturar.' })
    .min(1, 'Elige al menos un movimiento.')
    .max(INVOICE_MAX_ITEMS, `Una factura reúne a lo más ${INVOICE_MAX_ITEMS} movimientos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un movimiento aparece dos veces.'),
});
export type RequestInvoiceInput = z.infer<typeof requestInvoiceInputSchema>;

export const INVOICEABLE_KINDS = ['recharge', 'payment'] as const;

/** A movement of the wallet that may still be invoiced. */
export const invoiceableTransactionSchema = z.object({
  transaction_id: z.number().int(),
  kind: z.enum(INVOICEABLE_KINDS),
  description: z.string(),
  /** Paid in money, IVA included, centavos (points are not invoiced). */
  amount: z.number().int(),
  created_at: z.string(),
  /** The last instant it can be invoiced. */
  invoiceable_until: z.string(),
});
export type InvoiceableTransaction = z.infer<typeof invoiceableTransactionSchema>;
export const invoiceableListSchema = z.object({ data: z.array(invoiceableTransactionSchema) });

export const INVOICE_STATUSES = ['pending', 'stamped'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceItemSchema = z.object({
  transaction_id: z.number().int(),
  kind: z.enum(INVOICEABLE_KINDS),
  description: z.string(),
  base: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  series: z.string(),
  folio: z.string(),
  status: z.enum(INVOICE_STATUSES),
  uuid: z.string().nullable(),
  rfc: z.string(),
  legal_name: z.string(),
  cfdi_use: z.string(),
  payment_form: z.string(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  items: z.array(invoiceItemSchema),
  requested_at: z.string(),
  stamped_at: z.string().nullable(),
  /** The PDF exists only once stamped; the XML is the draft (pre-CFDI) until then. */
  has_pdf: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesPageSchema = pageOf(invoiceSchema);

export const invoicesQuerySchema = z.object({ page: pageQuerySchema });
/** The administrator's queue. */
export const invoiceQueueQuerySchema = z.object({
  page: pageQuerySchema,
  status: z.enum(INVOICE_STATUSES, { error: 'El estado debe ser pending o stamped.' }).default('pending'),
});
