import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberText, parseNumberText } from '../../../src/renderer/components/number-field';

const BAY = { min: 1, max: 99, integer: true, required: true };
const WEIGHT = { min: 0, max: 60_000 };

describe('parseNumberText: what was typed is read, never rewritten', () => {
  it('refuses a negative bay instead of clamping it to 1', () => {
    expect(parseNumberText('-3', BAY)).toEqual({ ok: false, error: 'Debe ser un número entre 1 y 99.' });
    expect(parseNumberText('100', BAY)).toEqual({ ok: false, error: 'Debe ser un número entre 1 y 99.' });
    expect(parseNumberText('12', BAY)).toEqual({ ok: true, value: 12 });
  });

  it('refuses a negative weight instead of sending 0 kg, and reads es-MX thousands', () => {
    expect(parseNumberText('-500', WEIGHT)).toEqual({ ok: false, error: 'Debe ser un número entre 0 y 60,000.' });
    expect(parseNumberText('21,500', WEIGHT)).toEqual({ ok: true, value: 21_500 });
    expect(parseNumberText(' 21500.25 ', WEIGHT)).toEqual({ ok: true, value: 21_500.25 });
    expect(parseNumberText('60,001', WEIGHT).ok).toBe(false);
  });

  it('says "Solo números enteros." for a decimal where whole numbers go', () => {
    expect(parseNumberText('2.5', BAY)).toEqual({ ok: false, error: 'Solo números enteros.' });
    expect(parseNumberText('10.5', { min: 0, max: 240, decimals: 0 })).toEqual({ ok: false, error: 'Solo números enteros.' });
  });

  it('limits decimals when the field has a scale', () => {
    expect(parseNumberText('-18.25', { min: -70, max: 40, decimals: 1 })).toEqual({ ok: false, error: 'Usa como máximo 1 decimal.' });
    expect(parseNumberText('-18.5', { min: -70, max: 40, decimals: 1 })).toEqual({ ok: true, value: -18.5 });
    expect(parseNumberText('1.234', { decimals: 2 })).toEqual({ ok: false, error: 'Usa como máximo 2 decimales.' });
  });

  it('refuses letters, stray signs, a comma used as decimal point and badly grouped thousands', () => {
    for (const text of ['abc', '12a', '1-2', '--3', '21,5', '1,00,000', '1e3', '.5', '5.', '0x10', 'Infinity', 'NaN']) {
      const result = parseNumberText(text, WEIGHT);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.error, text).toMatch(/^Escribe solo un número/);
    }
  });

  it('blank is null when optional and an error when required', () => {
    expect(parseNumberText('', WEIGHT)).toEqual({ ok: true, value: null });
    expect(parseNumberText('   ', WEIGHT)).toEqual({ ok: true, value: null });
    expect(parseNumberText('', BAY)).toEqual({ ok: false, error: 'Escribe un número.' });
  });

  it('names only the bound it has', () => {
    expect(parseNumberText('-1', { min: 0 })).toEqual({ ok: false, error: 'Debe ser un número mayor o igual a 0.' });
    expect(parseNumberText('1,000,001', { max: 1_000_000 })).toEqual({ ok: false, error: 'Debe ser un número menor o igual a 1,000,000.' });
  });

  it('takes the typographic minus and a plus sign, and never hands back -0', () => {
    expect(parseNumberText('\u221218', { min: -70, max: 40 })).toEqual({ ok: true, value: -18 });
    expect(parseNumberText('+7', BAY)).toEqual({ ok: true, value: 7 });
    const zero = parseNumberText('-0', { min: 0 });
    expect(zero.ok && Object.is(zero.value, 0)).toBe(true);
  });

  it('shows a stored number as plain digits (no grouping that could be misread on the way back)', () => {
    expect(numberText(21_500)).toBe('21500');
    expect(numberText(null)).toBe('');
    expect(parseNumberText(numberText(-18.5), { min: -70, max: 40, decimals: 1 })).toEqual({ ok: true, value: -18.5 });
  });
});

describe('one number field for every screen', () => {
  it("no screen uses Mantine's NumberInput (it clamped \"-3\" to 1 and sent it)", () => {
    const root = path.resolve('src/renderer');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'));
    const users = files.filter((file) => /\bNumberInput\b/.test(readFileSync(path.join(root, file), 'utf8')) && !file.endsWith('number-field.tsx'));
    expect(users).toEqual([]);
  });
});
