import { describe, expect, it } from 'vitest';
import { NO_SALARY_LABEL } from '../../../../src/shared/contracts/jobs-vacancies';
import { placeText, publishedText, salaryText } from '../../../../src/renderer/features/jobs/components/vacancy-format';

const clean = (text: string) => text.replace(/\s/g, ' ');

describe('salaryText', () => {
  it('a vacancy without salary says so (the issue: it is marked)', () => expect(salaryText({ salary_min: null, salary_max: null })).toBe(NO_SALARY_LABEL));
  it('a range', () => expect(clean(salaryText({ salary_min: 15000, salary_max: 20000 }))).toBe('$15,000 – $20,000 al mes'));
  it('one value', () => expect(clean(salaryText({ salary_min: 12000, salary_max: 12000 }))).toBe('$12,000 al mes'));
  it('open ends', () => {
    expect(clean(salaryText({ salary_min: 9000, salary_max: null }))).toBe('Desde $9,000 al mes');
    expect(clean(salaryText({ salary_min: null, salary_max: 9000 }))).toBe('Hasta $9,000 al mes');
  });
});

describe('placeText and publishedText', () => {
  it('municipality and state, or the state alone', () => {
    expect(placeText({ state: { id: 14, name: 'Jalisco' }, municipality: { id: 39, name: 'Guadalajara' } })).toBe('Guadalajara, Jalisco');
    expect(placeText({ state: { id: 14, name: 'Jalisco' }, municipality: null })).toBe('Jalisco');
  });
  it('says how long ago, as job boards do', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    expect(publishedText('2026-11-24T10:00:00Z', now)).toBe('Publicada hoy');
    expect(publishedText('2026-11-23T10:00:00Z', now)).toBe('Publicada ayer');
    expect(publishedText('2026-11-19T10:00:00Z', now)).toBe('Publicada hace 5 días');
    expect(publishedText('2026-11-01T10:00:00Z', now)).toBe('Publicada hace 3 semanas');
    expect(publishedText(null, now)).toBe('Sin publicar');
  });
});
