import { describe, expect, it } from 'vitest';
import { NO_SALARY_LABEL } from '../../../src/shared/contracts/jobs-vacancies';
import { salaryLabel } from '../../../src/renderer/lib/job-board';

const clean = (text: string) => text.replace(/\s/g, ' ');

describe('salaryLabel', () => {
  it('shows a range, one end, one amount, or the marked "no salary"', () => {
    expect(clean(salaryLabel({ salary_min: 12000, salary_max: 15000 }))).toBe('$12,000 – $15,000 al mes');
    expect(clean(salaryLabel({ salary_min: 12000, salary_max: null }))).toBe('Desde $12,000 al mes');
    expect(clean(salaryLabel({ salary_min: null, salary_max: 9000 }))).toBe('Hasta $9,000 al mes');
    expect(clean(salaryLabel({ salary_min: 10000, salary_max: 10000 }))).toBe('$10,000 al mes');
    expect(salaryLabel({ salary_min: null, salary_max: null })).toBe(NO_SALARY_LABEL);
  });
});
