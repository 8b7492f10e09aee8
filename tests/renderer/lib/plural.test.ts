import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from '../../../src/renderer/lib/plural';

describe('plural: Spanish count agreement', () => {
  it('uses the singular for exactly one, verb included', () => {
    expect(plural(1, 'contenedor coincide', 'contenedores coinciden')).toBe('1 contenedor coincide');
    expect(plural(1, 'rechazada', 'rechazadas')).toBe('1 rechazada');
  });

  it('uses the plural for zero and for more than one, with es-MX grouping', () => {
    expect(plural(0, 'contenedor', 'contenedores')).toBe('0 contenedores');
    expect(plural(2, 'contenedor coincide', 'contenedores coinciden')).toBe('2 contenedores coinciden');
    expect(plural(1250, 'fila', 'filas')).toBe('1,250 filas');
  });

  it('gives the bare words when the number is written elsewhere', () => {
    expect(pluralForm(1, 'carácter', 'caracteres')).toBe('carácter');
    expect(pluralForm(11, 'carácter', 'caracteres')).toBe('caracteres');
  });
});
