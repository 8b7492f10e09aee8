import { describe, expect, it } from 'vitest';
import { alternativesOf, expandedQuery, singular } from '../../../../src/server/modules/jobs/search.words';
import { jaccard, vacancySimilarity, wordSet } from '../../../../src/server/modules/jobs/vacancies.similarity';

describe('query words', () => {
  it('drops Spanish plural endings', () => {
    expect(singular('ingenieros')).toBe('ingeniero');
    expect(singular('choferes')).toBe('chofer');
    expect(singular('vendedores')).toBe('vendedor');
    expect(singular('logisticas')).toBe('logistica');
    expect(singular('ingles')).toBe('ingle');
    expect(singular('mes')).toBe('mes');
  });

  it('expands synonyms, keeping only the shortest of overlapping prefixes', () => {
    expect(alternativesOf('conductor').sort()).toEqual(['chofer', 'conductor', 'operador', 'repartidor']);
    expect(alternativesOf('ing')).toEqual(['ing']);
    expect(alternativesOf('progra').sort()).toEqual(['desarrollador', 'developer', 'progra', 'software']);
    expect(alternativesOf('soldador')).toEqual(['soldador']);
  });

  it('normalizes the query: accents, case, longest word first', () => {
    expect(expandedQuery('Almacén  RH')[0]).toEqual(expect.arrayContaining(['almacen', 'bodega', 'inventarios']));
    expect(expandedQuery('Almacén  RH')[1]).toEqual(expect.arrayContaining(['rh', 'reclutador']));
  });

  it('leads with the word whose shortest alternative is longest (the narrowest index ranges)', () => {
    // "ingeniero" brings "ing" (every word beginning "ing…"); "logistica"'s alternatives are all longer.
    const [lead, second] = expandedQuery('ingeniero logistica');
    expect(lead).toContain('logistica');
    expect(second).toContain('ing');
    expect(expandedQuery('Logística ingenieros')[0]).toContain('logistica');
    // Same shortest length: the longer typed word first, as before.
    expect(expandedQuery('soldador chofer')[0]).toEqual(['soldador']);
  });
});

describe('near-duplicate similarity', () => {
  it('compares normalized word sets without stop words', () => {
    expect([...wordSet('Ejecutivo de Ventas para la empresa')]).toEqual(['ejecutivo', 'ventas']);
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
  });

  it('flags a reworded copy and not a different job', () => {
    const original = { title: 'Ejecutivo de ventas de campo', description: 'Visitar clientes de la zona metropolitana y levantar pedidos.' };
    expect(vacancySimilarity(original, { title: 'Ejecutivo de Ventas (campo)', description: 'Visitar clientes en la zona metropolitana, levantar pedidos.' })).toBeGreaterThanOrEqual(0.6);
    expect(vacancySimilarity(original, { title: 'Contador general', description: 'Cierres contables y declaraciones.' })).toBeLessThan(0.2);
  });
});
