/*
 * The SAT catalogues an income CFDI 4.0 needs from its receiver, as data: c_RegimenFiscal and
 * c_UsoCFDI, with the columns "Aplica para tipo persona Física / Moral" and "Régimen Fiscal
 * Receptor" of SAT's catCFDI_V_4 (Anexo 20, versión 4.0; http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm).
 * Only the entries still in force for CFDI 4.0 are here (609 "Consolidación" ended); uses that never
 * apply to an income invoice of a sale (CP01 pagos, CN01 nómina) are left out.
 */

export type PersonType = 'fisica' | 'moral';

export interface TaxRegime {
  code: string;
  name: string;
  persons: readonly PersonType[];
}

export const TAX_REGIMES = [
  { code: '601', name: 'General de Ley Personas Morales', persons: ['moral'] },
  { code: '603', name: 'Personas Morales con Fines no Lucrativos', persons: ['moral'] },
  { code: '605', name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', persons: ['fisica'] },
  { code: '606', name: 'Arrendamiento', persons: ['fisica'] },
  { code: '607', name: 'Régimen de Enajenación o Adquisición de Bienes', persons: ['fisica'] },
  { code: '608', name: 'Demás ingresos', persons: ['fisica'] },
  { code: '610', name: 'Residentes en el Extranjero sin Establecimiento Permanente en México', persons: ['fisica', 'moral'] },
  { code: '611', name: 'Ingresos por Dividendos (socios y accionistas)', persons: ['fisica'] },
  { code: '612', name: 'Personas Físicas con Actividades Empresariales y Profesionales', persons: ['fisica'] },
  { code: '614', name: 'Ingresos por intereses', persons: ['fisica'] },
  { code: '615', name: 'Régimen de los ingresos por obtención de premios', persons: ['fisica'] },
  { code: '616', name: 'Sin obligaciones fiscales', persons: ['fisica'] },
  { code: '620', name: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', persons: ['moral'] },
  { code: '621', name: 'Incorporación Fiscal', persons: ['fisica'] },
  { code: '622', name: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', persons: ['moral'] },
  { code: '623', name: 'Opcional para Grupos de Sociedades', persons: ['moral'] },
  { code: '624', name: 'Coordinados', persons: ['moral'] },
  { code: '625', name: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', persons: ['fisica'] },
  { code: '626', name: 'Régimen Simplificado de Confianza', persons: ['fisica', 'moral'] },
] as const satisfies readonly TaxRegime[];

export type TaxRegimeCode = (typeof TAX_REGIMES)[number]['code'];

export interface CfdiUse {
  code: string;
  name: string;
  persons: readonly PersonType[];
  /** The receiver's regimes this use is valid for (SAT's "Régimen Fiscal Receptor" column). */
  regimes: readonly string[];
}

// The receiver regimes SAT lists per group of uses.
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] as const;
const PERSONAL_DEDUCTIONS = ['605', '606', '607', '608', '611', '612', '614', '615', '625'] as const;
const NO_TAX_EFFECTS = ['601', '603', '605', '606', '607', '608', '610', '611', '612', '614', '615', '616', '620', '621', '622', '623', '624', '625', '626'] as const;

export const CFDI_USES = [
  { code: 'G01', name: 'Adquisición de mercancías', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'G02', name: 'Devoluciones, descuentos o bonificaciones', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'G03', name: 'Gastos en general', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I01', name: 'Construcciones', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I02', name: 'Mobiliario y equipo de oficina por inversiones', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I03', name: 'Equipo de transporte', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I04', name: 'Equipo de cómputo y accesorios', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I05', name: 'Dados, troqueles, moldes, matrices y herramental', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I06', name: 'Comunicaciones telefónicas', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I07', name: 'Comunicaciones satelitales', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'I08', name: 'Otra maquinaria y equipo', persons: ['fisica', 'moral'], regimes: BUSINESS },
  { code: 'D01', name: 'Honorarios médicos, dentales y gastos hospitalarios', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D02', name: 'Gastos médicos por incapacidad o discapacidad', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D03', name: 'Gastos funerales', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D04', name: 'Donativos', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D05', name: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D06', name: 'Aportaciones voluntarias al SAR', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D07', name: 'Primas por seguros de gastos médicos', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D08', name: 'Gastos de transportación escolar obligatoria', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D09', name: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'D10', name: 'Pagos por servicios educativos (colegiaturas)', persons: ['fisica'], regimes: PERSONAL_DEDUCTIONS },
  { code: 'S01', name: 'Sin efectos fiscales', persons: ['fisica', 'moral'], regimes: NO_TAX_EFFECTS },
] as const satisfies readonly CfdiUse[];

export type CfdiUseCode = (typeof CFDI_USES)[number]['code'];

/** c_FormaPago entries this platform's income can carry. */
export const PAYMENT_FORMS = {
  '04': 'Tarjeta de crédito',
  '05': 'Monedero electrónico',
} as const;
export type PaymentFormCode = keyof typeof PAYMENT_FORMS;

export const taxRegimeOf = (code: string): TaxRegime | undefined => TAX_REGIMES.find((regime) => regime.code === code);
export const cfdiUseOf = (code: string): CfdiUse | undefined => CFDI_USES.find((use) => use.code === code);
