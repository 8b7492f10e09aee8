import { describe, expect, it } from 'vitest';
import { containerNumberProblem, iso6346CheckDigit, isValidContainerNumber, normalizeContainerNumber } from '../../src/shared/iso6346';
import { containerNumberSchema, createContainerInputSchema } from '../../src/shared/contracts/containers';

describe('ISO 6346 check digit', () => {
  it('accepts numbers from the standard and from real equipment', () => {
    // CSQU3054383 is the standard's worked example; the others are common published examples.
    for (const number of ['CSQU3054383', 'TOLU4734787', 'MSKU9070323']) {
      expect(isValidContainerNumber(number), number).toBe(true);
    }
  });

  it('computes the digit of the worked example step by step', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
  });

  it('refuses a wrong check digit', () => {
    expect(containerNumberProblem('CSQU3054384')).toBe('check_digit');
    expect(containerNumberProblem('CSQU3054380')).toBe('check_digit');
    expect(containerNumberProblem('TOLU4734788')).toBe('check_digit');
  });

  it('maps a remainder of 10 to 0', () => {
    // Find a serial whose weighted sum is 10 mod 11: its digit is 0 and the number is valid.
    let found: string | null = null;
    for (let serial = 0; serial < 1000 && !found; serial += 1) {
      const body = `ABCU${String(serial).padStart(6, '0')}`;
      let sum = 0;
      const values: Record<string, number> = { A: 10, B: 12, C: 13, U: 32 };
      for (let index = 0; index < 10; index += 1) sum += (index < 4 ? values[body[index]!]! : Number(body[index])) * 2 ** index;
      if (sum % 11 === 10) found = body;
    }
    expect(found).not.toBeNull();
    expect(iso6346CheckDigit(found!)).toBe(0);
    expect(isValidContainerNumber(`${found}0`)).toBe(true);
  });

  it('requires owner code, category U/J/Z, six digits and the digit', () => {
    expect(containerNumberProblem('CSQX3054383')).toBe('format');
    expect(containerNumberProblem('CS1U3054383')).toBe('format');
    expect(containerNumberProblem('CSQU305438')).toBe('format');
    expect(containerNumberProblem('CSQU30543833')).toBe('format');
    expect(iso6346CheckDigit('CSQX305438')).toBeNull();
    // J and Z categories are checked with the same weights.
    const j = `CSQJ305438${iso6346CheckDigit('CSQJ305438')}`;
    const z = `CSQZ305438${iso6346CheckDigit('CSQZ305438')}`;
    expect(isValidContainerNumber(j)).toBe(true);
    expect(isValidContainerNumber(z)).toBe(true);
  });

  it('normalizes case and separators before checking', () => {
    expect(normalizeContainerNumber('csqu 305438-3')).toBe('CSQU3054383');
    expect(isValidContainerNumber('csqu 305438-3')).toBe(true);
  });

  it('the contract schema normalizes and gives Spanish messages', () => {
    expect(containerNumberSchema.parse('csqu3054383')).toBe('CSQU3054383');
    const wrong = containerNumberSchema.safeParse('CSQU3054384');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toMatch(/dígito verificador/);
  });

  it('only reefer types carry a temperature', () => {
    const base = { number: 'CSQU3054383', load_status: 'full', category: 'import', shipping_line: 'MSC' } as const;
    expect(createContainerInputSchema.safeParse({ ...base, iso_type: '22R1', reefer_temperature_c: -18 }).success).toBe(true);
    expect(createContainerInputSchema.safeParse({ ...base, iso_type: '22G1', reefer_temperature_c: -18 }).success).toBe(false);
  });
});
