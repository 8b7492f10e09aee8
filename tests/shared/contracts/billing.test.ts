import { describe, expect, it } from 'vitest';
import { billingRfcSchema, capitalRegimeIn, fiscalDataInputSchema } from '../../../src/shared/contracts/billing';
import { CFDI_USES, TAX_REGIMES } from '../../../src/shared/contracts/billing-catalogues';

const person = { rfc: 'curd950614k21', legal_name: ' Daniela  Cruz Reyes ', tax_regime: '612', postal_code: '06700', cfdi_use: 'G03', email: 'Daniela@Demo.mx' };
const company = { rfc: 'EKU9003173C9', legal_name: 'Escuela Kemper Urgate', tax_regime: '601', postal_code: '42501', cfdi_use: 'G03', email: 'facturas@kemper.mx' };
const problems = (input: object) => {
  const result = fiscalDataInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the RFC schema', () => {
  it('takes a person’s 13 and a company’s 12 characters, upper-cased, and SAT’s generic RFCs', () => {
    expect(billingRfcSchema.parse(' curd950614k21 ')).toBe('CURD950614K21');
    expect(billingRfcSchema.parse('EKU9003173C9')).toBe('EKU9003173C9');
    expect(billingRfcSchema.parse('ÑAN&800229AB1')).toBe('ÑAN&800229AB1');
    expect(billingRfcSchema.parse('XAXX010101000')).toBe('XAXX010101000');
    expect(billingRfcSchema.parse('XEXX010101000')).toBe('XEXX010101000');
  });

  it('refuses wrong lengths, dates that do not exist and homoclaves that do not end in a digit or A', () => {
    for (const bad of ['', 'CURD95061', 'CURD950632K21', 'CURD950614K2B', '1URD950614K21', 'CURD950614K21X', 'CURD010229K21']) {
      expect(billingRfcSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(billingRfcSchema.safeParse('A'.repeat(100_000)).error?.issues).toHaveLength(1);
  });
});

describe('the fiscal data schema', () => {
  it('accepts a person and a company as on their Constancia, upper-casing the name', () => {
    expect(fiscalDataInputSchema.parse(person)).toEqual({ ...person, rfc: 'CURD950614K21', legal_name: 'DANIELA CRUZ REYES', email: 'daniela@demo.mx' });
    expect(problems(company)).toEqual([]);
  });

  it('refuses a regime of the other kind of person and a use the regime does not allow', () => {
    expect(problems({ ...company, tax_regime: '612' })).toEqual(['tax_regime: El régimen 612 no es para empresas (personas morales).']);
    expect(problems({ ...person, tax_regime: '605' })).toEqual(['cfdi_use: El uso G03 no corresponde al régimen 605.']);
    expect(problems({ ...person, tax_regime: '605', cfdi_use: 'D01' })).toEqual([]);
    expect(problems({ ...company, cfdi_use: 'D01' })).toEqual(['cfdi_use: El uso D01 no corresponde al régimen 601.']);
  });

  it('keeps SAT’s rules for generic RFCs: régimen 616, uso S01, and no global-invoice name', () => {
    const generic = { ...person, rfc: 'XAXX010101000', tax_regime: '616', cfdi_use: 'S01' };
    expect(problems(generic)).toEqual([]);
    expect(problems({ ...generic, tax_regime: '612' })).toEqual(['tax_regime: Con un RFC genérico el régimen fiscal es 616 (Sin obligaciones fiscales).']);
    expect(problems({ ...generic, cfdi_use: 'G03' })).toEqual(['cfdi_use: Con un RFC genérico el uso del CFDI es S01 (Sin efectos fiscales).']);
    expect(problems({ ...generic, legal_name: 'Público en general'.normalize('NFD').replace(/[\u0300-\u036f]/g, '') })).toHaveLength(1);
  });

  it('refuses a company name with its régimen capital', () => {
    expect(problems({ ...company, legal_name: 'Escuela Kemper Urgate, S.A. de C.V.' })).toEqual(['legal_name: Escribe la razón social sin el régimen capital (SA DE CV), como en tu Constancia de Situación Fiscal.']);
    expect(capitalRegimeIn('ACME S DE RL DE CV')).toBe('S DE RL DE CV');
    expect(capitalRegimeIn('CASA')).toBeNull();
  });

  it('refuses a postal code that is not 5 digits and codes outside the catalogues', () => {
    expect(problems({ ...person, postal_code: '0670' })).toEqual(['postal_code: El código postal tiene 5 dígitos.']);
    expect(problems({ ...person, tax_regime: '609' })).toHaveLength(1);
    expect(problems({ ...person, cfdi_use: 'CP01' })).toHaveLength(1);
  });

  it('has catalogues whose uses name only regimes of the catalogue', () => {
    const regimes = new Set<string>(TAX_REGIMES.map((regime) => regime.code));
    for (const use of CFDI_USES) for (const regime of use.regimes) expect(regimes.has(regime), `${use.code} → ${regime}`).toBe(true);
  });
});
