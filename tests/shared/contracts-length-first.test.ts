import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isoDateTimeSchema } from '../../src/shared/contracts/common';
import { isWebAddress, updateCompanyInputSchema } from '../../src/shared/contracts/companies';
import { slugSchema } from '../../src/shared/contracts/departments';

/**
 * ReDoS guard (issue 12, point 4). zod 4 runs a string's checks in order and keeps going after a
 * failed `.max()` unless it was declared with `abort: true`, so a pattern placed after a plain
 * `.max()` still runs on a 1 MiB value. This walks every exported schema of src/shared/contracts
 * and lists each pattern (a `.regex()`, a `.refine()`, a string format such as z.email()) that is
 * not preceded by an aborting length bound — on the same string or before the pipe it sits behind.
 */
type Any = z.core.$ZodType;

const contractsDir = path.resolve(__dirname, '../../src/shared/contracts');

function checksOf(schema: Any): z.core.$ZodCheck[] {
  return (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
}

const isLengthBound = (check: z.core.$ZodCheck) => {
  const def = check._zod.def as { check: string; abort?: boolean };
  return (def.check === 'max_length' || def.check === 'length_equals') && def.abort === true;
};

const isPattern = (check: z.core.$ZodCheck) => ['string_format', 'custom'].includes((check._zod.def as { check: string }).check);

/** Whether parsing a string with this schema stops at a length bound (any bound ends a pipe). */
function endsPipeOnLength(schema: Any): boolean {
  const def = schema._zod.def as { type: string; innerType?: Any };
  if (def.innerType) return endsPipeOnLength(def.innerType);
  return def.type === 'string' && checksOf(schema).some((check) => ['max_length', 'length_equals'].includes((check._zod.def as { check: string }).check));
}

/** Schemas already walked, per context: one met behind a bound may be met again without one. */
interface Seen {
  bounded: Set<Any>;
  unbounded: Set<Any>;
}

function walk(schema: Any, where: string, bounded: boolean, found: string[], seen: Seen) {
  const visited = bounded ? seen.bounded : seen.unbounded;
  if (visited.has(schema)) return;
  visited.add(schema);
  const def = schema._zod.def as Record<string, unknown> & { type: string };
  if (def.type === 'string') {
    let safe = bounded;
    if ((def as { format?: string }).format && !safe) found.push(`${where} (${String((def as { format?: string }).format)})`);
    for (const check of checksOf(schema)) {
      if (isLengthBound(check)) safe = true;
      else if (isPattern(check) && !safe) found.push(where);
    }
    return;
  }
  // A refinement on a wrapper (an optional text's transform pipe) runs on the string's value.
  const wrapperPattern = checksOf(schema).some(isPattern);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries((def as unknown as { shape: Record<string, Any> }).shape)) walk(value, `${where}.${key}`, false, found, seen);
      return;
    case 'array':
      walk((def as unknown as { element: Any }).element, `${where}[]`, false, found, seen);
      return;
    case 'union':
      for (const option of (def as unknown as { options: Any[] }).options) walk(option, where, bounded, found, seen);
      return;
    case 'record':
      walk((def as unknown as { valueType: Any }).valueType, `${where}{}`, false, found, seen);
      return;
    case 'tuple':
      for (const [index, item] of (def as unknown as { items: Any[] }).items.entries()) walk(item, `${where}[${index}]`, false, found, seen);
      return;
    case 'intersection':
      walk((def as unknown as { left: Any }).left, where, bounded, found, seen);
      walk((def as unknown as { right: Any }).right, where, bounded, found, seen);
      return;
    case 'lazy':
      walk((def as unknown as { getter: () => Any }).getter(), where, bounded, found, seen);
      return;
    case 'pipe': {
      const { in: input, out } = def as unknown as { in: Any; out: Any };
      walk(input, where, bounded, found, seen);
      const inputBounded = bounded || endsPipeOnLength(input);
      walk(out, where, inputBounded, found, seen);
      if (wrapperPattern && !inputBounded && isStringLike(input)) found.push(`${where} (refine)`);
      return;
    }
    default: {
      const inner = (def as { innerType?: Any }).innerType;
      if (inner) {
        walk(inner, where, bounded, found, seen);
        if (wrapperPattern && !bounded && isStringLike(inner) && !endsPipeOnLength(inner)) found.push(`${where} (refine)`);
      }
    }
  }
}

function isStringLike(schema: Any): boolean {
  const def = schema._zod.def as { type: string; innerType?: Any; in?: Any };
  if (def.type === 'string') return true;
  if (def.type === 'pipe' && def.in) return isStringLike(def.in);
  return def.innerType ? isStringLike(def.innerType) : false;
}

describe('contracts check a string’s length before any pattern', () => {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.ts'));

  it.each(files)('%s', async (file) => {
    const module = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    const found: string[] = [];
    const seen: Seen = { bounded: new Set(), unbounded: new Set() };
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && '_zod' in value) walk(value as Any, name, false, found, seen);
    }
    expect(found).toEqual([]);
  });
});

describe('pathological values', () => {
  const MIB = 1024 * 1024;

  it('a 1 MiB website of dots gets the length message only (the pattern never runs)', () => {
    const result = updateCompanyInputSchema.safeParse({ website: `http://${'.'.repeat(MIB)} ` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['El sitio web no puede tener más de 300 caracteres.']);
  });

  it('a 1 MiB slug of dashes and a 1 MiB date-time get the length message only', () => {
    expect(slugSchema.safeParse(`${'a-'.repeat(MIB / 2)}!`).error?.issues.map((issue) => issue.message)).toEqual([
      'El identificador (slug) no puede tener más de 100 caracteres.',
    ]);
    expect(isoDateTimeSchema('Fecha no válida.').safeParse('2026-11-23T10:30:00'.repeat(MIB / 19)).error?.issues).toHaveLength(1);
  });

  it('websites are read by the URL parser', () => {
    expect(isWebAddress('https://logistica.demo.mx')).toBe(true);
    expect(isWebAddress('http://www.example.mx/ruta?x=1')).toBe(true);
    expect(isWebAddress('https://localhost')).toBe(false);
    expect(isWebAddress('ftp://example.mx')).toBe(false);
    expect(isWebAddress('https://exa mple.mx')).toBe(false);
    expect(isWebAddress('javascript:alert(1).x')).toBe(false);
    expect(isWebAddress('http://example.mx', ['https:'])).toBe(false);
    expect(updateCompanyInputSchema.safeParse({ website: 'https://lpp.example.mx', logo_path: 'https://cdn.example.mx/logo.png' }).success).toBe(true);
    expect(updateCompanyInputSchema.safeParse({ logo_path: 'http://cdn.example.mx/logo.png' }).success).toBe(false);
  });
});
