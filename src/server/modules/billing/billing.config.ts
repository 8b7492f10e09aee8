import { z } from 'zod';
import { billingRfcSchema, postalCodeSchema } from '../../../shared/contracts/billing';
import { TAX_REGIMES } from '../../../shared/contracts/billing-catalogues';
import type { CfdiIssuer } from './billing.cfdi';

/*
 * The issuer of the platform's invoices (its CFDI Emisor) and the PAC, from the environment. The
 * defaults are SAT's published test taxpayer (EKU9003173C9, the RFC of SAT's test CSD), so a demo
 * never carries a real company's data; production sets its own.
 */
export const DEFAULT_ISSUER: CfdiIssuer = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', taxRegime: '601', postalCode: '42501', series: 'PT' };

export const billingEnv = z.object({
  BILLING_ISSUER_RFC: billingRfcSchema.default(DEFAULT_ISSUER.rfc),
  BILLING_ISSUER_NAME: z.string().trim().min(1, 'BILLING_ISSUER_NAME no puede estar vacío.').max(254, 'BILLING_ISSUER_NAME admite hasta 254 caracteres.').default(DEFAULT_ISSUER.name),
  BILLING_ISSUER_REGIME: z.enum(TAX_REGIMES.map((regime) => regime.code) as [string, ...string[]], { error: 'BILLING_ISSUER_REGIME debe ser una clave de c_RegimenFiscal.' }).default(DEFAULT_ISSUER.taxRegime),
  BILLING_ISSUER_POSTAL_CODE: postalCodeSchema.default(DEFAULT_ISSUER.postalCode),
  BILLING_SERIES: z.string().trim().regex(/^[A-Z0-9]{1,25}$/, 'BILLING_SERIES admite hasta 25 letras mayúsculas y dígitos.').default(DEFAULT_ISSUER.series),
  /** No PAC adapter ships yet: requests wait for an administrator's upload. */
  BILLING_PAC: z.enum(['none'], { error: 'BILLING_PAC debe ser none (aún no hay adaptador de PAC).' }).default('none'),
});

export interface BillingConfig {
  issuer: CfdiIssuer;
  pac: 'none';
}

export const billingConfigFrom = (values: z.infer<typeof billingEnv>): BillingConfig => ({
  issuer: { rfc: values.BILLING_ISSUER_RFC, name: values.BILLING_ISSUER_NAME, taxRegime: values.BILLING_ISSUER_REGIME, postalCode: values.BILLING_ISSUER_POSTAL_CODE, series: values.BILLING_SERIES },
  pac: values.BILLING_PAC,
});
