import { describe, expect, it } from 'vitest';
import { composeJobLetter, updateJobLetterInputSchema } from '../../../src/shared/contracts/job-letters';

describe('the letter template', () => {
  const base = { company: 'Comercializadora Horizonte', employee_name: 'Miguel Flores Aguilar', position: 'Ejecutivo de ventas', department: 'Ventas', hire_date: '2021-03-15', salary_monthly: null, addressee: null, purpose: 'un trámite de crédito.', additional_text: null };

  it('says since when, which position and what for, to «A quien corresponda» unless someone is named', () => {
    const text = composeJobLetter(base);
    expect(text.greeting).toBe('A quien corresponda:');
    expect(text.paragraphs).toEqual([
      'Por medio de la presente, Comercializadora Horizonte hace constar que Miguel Flores Aguilar labora en esta empresa desde el 15 de marzo de 2021, y a la fecha ocupa el puesto de Ejecutivo de ventas, en el área de Ventas.',
      'Se extiende la presente a solicitud de la persona interesada, para un trámite de crédito.',
    ]);
    expect(composeJobLetter({ ...base, addressee: 'Banco del Bajío' }).greeting).toBe('Banco del Bajío\nPresente');
  });

  it('states the salary only when there is one, in pesos', () => {
    expect(composeJobLetter({ ...base, salary_monthly: 18500.5 }).paragraphs[1]).toBe('Percibe un sueldo mensual bruto de $18,500.50 M.N.');
    expect(composeJobLetter(base).paragraphs.join(' ')).not.toContain('sueldo');
  });
});

describe('PUT /job-letters/{id} input', () => {
  it('is one action at a time, each with its own fields', () => {
    expect(updateJobLetterInputSchema.safeParse({ action: 'issue' }).success).toBe(true);
    expect(updateJobLetterInputSchema.safeParse({ action: 'reject' }).success).toBe(false);
    expect(updateJobLetterInputSchema.safeParse({ action: 'publicar' }).success).toBe(false);
    const draft = updateJobLetterInputSchema.safeParse({ action: 'draft', employee_name: 'Ana López', position: 'Cajera', hire_date: '2024-02-30', purpose: 'una visa', signer_name: 'Luis Pérez', signer_title: 'RH', salary_monthly: 1000.123 });
    expect(draft.success).toBe(false);
    expect(draft.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['hire_date', 'salary_monthly']);
  });
});
