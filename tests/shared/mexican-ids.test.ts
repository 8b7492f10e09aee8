import { describe, expect, it } from 'vitest';
import { curpCheckDigit, curpProblem, curpSchema, nssCheckDigit, nssProblem, nssSchema, personRfcProblem, personRfcSchema } from '../../src/shared/contracts/mexican-ids';

describe('CURP', () => {
  it('accepts a CURP whose check digit matches (python-stdnum’s example) and one born abroad', () => {
    expect(curpProblem('BOXW310820HNERXN09')).toBeNull();
    expect(curpProblem('godE561231hdfrrn00')).toBeNull();
    expect(curpCheckDigit('GODE561231HDFRRN0')).toBe(0);
  });

  it('says what is wrong: length, shape, date, check digit', () => {
    expect(curpProblem('BOXW310820HNERXN0')).toMatch(/18 caracteres/);
    expect(curpProblem('BOXW310820HZZRXN09')).toMatch(/entidad de nacimiento/);
    expect(curpProblem('BOXW310230HNERXN09')).toMatch(/no existe/);
    expect(curpProblem('BOXW310820HNERXN08')).toMatch(/último dígito/);
  });

  it('the schema upper-cases, treats empty as none, and refuses a wrong one', () => {
    expect(curpSchema.parse(' boxw310820hnerxn09 ')).toBe('BOXW310820HNERXN09');
    expect(curpSchema.parse('')).toBeNull();
    expect(curpSchema.parse(undefined)).toBeUndefined();
    expect(curpSchema.safeParse('BOXW310820HNERXN08').success).toBe(false);
    expect(curpSchema.safeParse('X'.repeat(1_000_000)).error?.issues).toHaveLength(1);
  });
});

describe('NSS', () => {
  it('checks the Luhn digit over the first ten digits', () => {
    expect(nssCheckDigit('1234567890')).toBe(3);
    expect(nssProblem('12345678903')).toBeNull();
    expect(nssProblem('12345678904')).toMatch(/último dígito/);
    expect(nssProblem('1234567890')).toMatch(/11 dígitos/);
    expect(nssSchema.safeParse('1234567890A').success).toBe(false);
  });
});

describe('RFC of a person', () => {
  it('takes 13 characters with a real date, refuses a company’s 12', () => {
    expect(personRfcProblem('GODE561231GR8')).toBeNull();
    expect(personRfcProblem('ABC680524P76')).toMatch(/13 caracteres/);
    expect(personRfcProblem('GODE561331GR8')).toMatch(/fecha/);
    expect(personRfcSchema.parse('gode561231gr8')).toBe('GODE561231GR8');
  });
});
