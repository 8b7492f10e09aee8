import { z } from 'zod';
import { booleanQuerySchema, emailSchema, idQueryFilterSchema, optionalTextSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema, tooLong } from './common';

/** Spec §3 Company: id, name. What the session and the company selector carry. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Company = z.infer<typeof companySchema>;

const RFC_DATE_AND_HOMOCLAVE = /^(\d{2})(\d{2})(\d{2})[A-Z\d]{2}[\dA]$/;

/**
 * Why a text is not a Mexican RFC, or null when its format is right. A company (persona moral)
 * has 12 characters: 3 letters, the date of incorporation (YYMMDD) and a 3-character homoclave;
 * a person (persona física) has 13: 4 letters, the birth date and the homoclave. Letters may be
 * Ñ and &. The date must exist (29 February only in years divisible by four). The last character
 * is the verification digit (0-9 or A); its value is not recomputed, because SAT's generic RFCs
 * and many old ones do not satisfy the published algorithm.
 */
export function rfcProblem(value: string): string | null {
  const rfc = value.trim().toUpperCase();
  if (rfc.length !== 12 && rfc.length !== 13) {
    return 'El RFC debe tener 12 caracteres (empresa) o 13 (persona física).';
  }
  const letters = rfc.length - 9;
  if (!/^[A-ZÑ&]+$/.test(rfc.slice(0, letters))) {
    return `El RFC debe empezar con ${letters} letras.`;
  }
  const match = RFC_DATE_AND_HOMOCLAVE.exec(rfc.slice(letters));
  if (!match) {
    return 'Después de las letras el RFC lleva la fecha (AAMMDD) y una homoclave de 3 caracteres que termina en dígito o A.';
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth[month - 1]!) {
    return 'La fecha del RFC (AAMMDD) no es una fecha válida.';
  }
  return null;
}

/** A Mexican RFC, upper-cased; the message says what is wrong with it. */
export const rfcSchema = z
  .string({ error: 'El RFC es obligatorio.' })
  .trim()
  .max(13, tooLong('El RFC debe tener 12 caracteres (empresa) o 13 (persona física).'))
  .toUpperCase()
  .superRefine((value, context) => {
    const problem = rfcProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const optionalId = (label: string) =>
  z
    .number({ error: `${label} debe ser un identificador numérico.` })
    .int(`${label} debe ser un identificador entero.`)
    .positive(`${label} debe ser un identificador positivo.`)
    .max(2_147_483_647, 'El identificador es demasiado grande.')
    .nullish();

/**
 * Whether a text is an address with one of these schemes and a host name with a dot. The URL
 * parser decides, not a regex: the old `^https?://[^\s]+\.[^\s]+$` backtracked quadratically and
 * a 120 KB value held the event loop for 9 s.
 */
export function isWebAddress(value: string, protocols: readonly string[] = ['http:', 'https:']): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return protocols.includes(url.protocol) && url.hostname.includes('.');
}

/** A stored file of this platform ("/media/...") or an https address. */
const fileOrUrl = (label: string) =>
  textSchema(label, 500).refine((value) => (/^\/media\/[\w./-]+$/.test(value) && !value.includes('..')) || isWebAddress(value, ['https:']), {
    message: `${label} debe ser un archivo subido a la plataforma o una dirección https.`,
  });

const phoneSchema = textSchema('El teléfono', 30).regex(/^\+?[\d\s().-]{7,30}$/, 'El teléfono solo puede tener dígitos, espacios, paréntesis, guiones y un + inicial.');

const websiteSchema = textSchema('El sitio web', 300).refine((value) => isWebAddress(value), 'El sitio web debe ser una dirección que empiece con http:// o https://.');

/** The whole company, as its members and the super admin see it. */
export const companyDetailSchema = companySchema.extend({
  legal_name: z.string().nullable(),
  rfc: z.string().nullable(),
  business_sector_id: z.number().int().nullable(),
  business_sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Ids of the states/municipalities catalogue (`GET /api/v1/states`, `/api/v1/search/municipalities`). */
  state_id: z.number().int().nullable(),
  municipality_id: z.number().int().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logo_path: z.string().nullable(),
  banners: z.array(z.string()),
  landing_text: z.string().nullable(),
  verified_company: z.boolean(),
  is_authorized: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** What anybody may see of an authorized company (public directory, top companies). */
export const publicCompanySchema = companyDetailSchema.pick({
  id: true,
  name: true,
  business_sector: true,
  state_id: true,
  municipality_id: true,
  address: true,
  phone: true,
  email: true,
  website: true,
  logo_path: true,
  banners: true,
  landing_text: true,
  verified_company: true,
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

const companyFields = {
  legal_name: optionalTextSchema('La razón social', 200),
  business_sector_id: optionalId('El sector'),
  state_id: optionalId('El estado'),
  municipality_id: optionalId('El municipio'),
  address: optionalTextSchema('La dirección', 500),
  phone: phoneSchema.nullish(),
  email: emailSchema.nullish(),
  website: websiteSchema.nullish(),
  logo_path: fileOrUrl('El logotipo').nullish(),
  banners: z.array(fileOrUrl('Cada banner'), { error: 'Los banners deben ser una lista.' }).max(10, 'Son demasiados banners (10 como máximo).').optional(),
  landing_text: optionalTextSchema('El texto de la página', 5000),
};

/** `POST /api/v1/companies` (super admin). */
export const createCompanyInputSchema = z.strictObject({
  name: textSchema('El nombre', 200).min(1, 'El nombre es obligatorio.'),
  rfc: rfcSchema,
  ...companyFields,
});
export type CreateCompanyInput = z.input<typeof createCompanyInputSchema>;

/** `PUT /api/v1/companies/{id}`: only the fields sent change. The flags have calls of their own. */
export const updateCompanyInputSchema = z.strictObject({
  name: textSchema('El nombre', 200).min(1, 'El nombre es obligatorio.').optional(),
  rfc: rfcSchema.nullish(),
  ...companyFields,
});
export type UpdateCompanyInput = z.input<typeof updateCompanyInputSchema>;

/** `POST /api/v1/companies/{id}/verified`. */
export const companyVerifiedInputSchema = z.strictObject({
  verified_company: z.boolean({ error: 'Indica si la empresa queda verificada (true o false).' }),
});
export type CompanyVerifiedInput = z.infer<typeof companyVerifiedInputSchema>;

/** `POST /api/v1/companies/{id}/authorize`. */
export const companyAuthorizeInputSchema = z.strictObject({
  is_authorized: z.boolean({ error: 'Indica si la empresa queda autorizada (true o false).' }),
});
export type CompanyAuthorizeInput = z.infer<typeof companyAuthorizeInputSchema>;

export const COMPANIES_PER_PAGE = 20;

/**
 * `GET /api/v1/companies?page&q&verified&authorized&business_sector_id&state_id`: the caller's
 * companies (all for a super admin). `q` searches name, legal name and RFC as
 * `/api/v1/search/companies` does; every filter is applied before paging.
 */
export const companyListQuerySchema = z.object({
  page: pageQuerySchema,
  q: searchTextQuerySchema,
  verified: booleanQuerySchema.optional(),
  authorized: booleanQuerySchema.optional(),
  business_sector_id: idQueryFilterSchema('El sector'),
  state_id: idQueryFilterSchema('El estado'),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export const companyPageSchema = pageOf(companyDetailSchema);
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** `GET /api/v1/top-companies` (public): authorized companies, verified first, then by size. */
export const topCompaniesSchema = z.array(publicCompanySchema);
export type TopCompanies = z.infer<typeof topCompaniesSchema>;
