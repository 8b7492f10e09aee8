import { describe, expect, it } from 'vitest';
import catalogueFile from '../../../../src/server/db/data/inegi-municipalities.json';
import { accentInsensitiveFilter } from '../../../../src/renderer/features/directory/components/catalogue-labels';

/** Oaxaca's 570 as the municipality select gets them. */
const oaxaca = (catalogueFile.municipalities as [string, string, string][])
  .filter(([cveEnt]) => cveEnt === '20')
  .map(([cveEnt, cveMun, name]) => ({ value: String(Number(cveEnt + cveMun)), label: name }));

const labels = (search: string, limit = Infinity) => accentInsensitiveFilter({ options: oaxaca, search, limit }).map((option) => ('label' in option ? option.label : '?'));

describe('the accent-insensitive filter of the catalogue selects', () => {
  it('finds "Santa María Tonameca" by "tonameca", however it is accented or capitalised', () => {
    for (const search of ['tonameca', 'TONAMECA', 'Tonaméca', 'santa maria tona', ' maría   tonameca ']) {
      expect(labels(search), search).toEqual(['Santa María Tonameca']);
    }
  });

  it('needs every word, anywhere in the name, and lists names that begin with the text first', () => {
    const found = labels('villa');
    expect(found).toHaveLength(20);
    const starting = found.filter((label) => label.startsWith('Villa'));
    expect(starting).toContain('Villa Sola de Vega');
    expect(found.slice(0, starting.length)).toEqual(starting);
    expect(found.slice(starting.length)).toContain('Putla Villa de Guerrero');
    expect(labels('juarez')).toEqual(expect.arrayContaining(['Guelatao de Juárez', 'Ixtlán de Juárez']));
    expect(labels('santa maria zzz')).toEqual([]);
  });

  it('keeps every option for a blank search and honours the limit', () => {
    expect(labels('')).toHaveLength(570);
    expect(labels('  ', 5)).toHaveLength(5);
    expect(labels('san', 10)).toHaveLength(10);
  });
});
