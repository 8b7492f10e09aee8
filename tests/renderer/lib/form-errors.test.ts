import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesByField, orNull } from '../../../src/renderer/lib/form-errors';

describe('issuesByField: a zod failure as one message per field', () => {
  it('keeps the first message of each top-level field, nested paths under their root', () => {
    const schema = z.object({
      name: z.string().min(3, 'Muy corto').regex(/^[A-Z]/, 'Debe empezar con mayúscula'),
      address: z.object({ zip: z.string().length(5, 'Código postal de 5 dígitos') }),
    });
    const result = schema.safeParse({ name: 'a', address: { zip: '1' } });
    expect(result.success).toBe(false);
    expect(issuesByField(result.error!)).toEqual({ name: 'Muy corto', address: 'Código postal de 5 dígitos' });
  });

  it('files a form-level issue (empty path) under "_"', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'Algo falla');
    const result = schema.safeParse({ a: 'x' });
    expect(issuesByField(result.error!)).toEqual({ _: 'Algo falla' });
  });
});

describe('orNull: a blank optional field clears it', () => {
  it('reads blank as null and trims the rest', () => {
    expect(orNull('   ')).toBeNull();
    expect(orNull('')).toBeNull();
    expect(orNull('  Ventas ')).toBe('Ventas');
  });
});
