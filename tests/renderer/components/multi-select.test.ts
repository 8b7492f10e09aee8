import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MULTI_SELECT_DEFAULTS,
  MULTI_SELECT_TEXTS,
  dropdownNotice,
  filterOptions,
  nextActive,
  toggleValue,
  visibleTags,
} from '../../../src/renderer/components/multi-select-options';

const options = (count: number) => Array.from({ length: count }, (_, index) => ({ value: String(index), label: `Opción ${index}` }));

describe('the shared multi-select', () => {
  it('keeps the spec §9 defaults and the §8 texts word for word', () => {
    expect(MULTI_SELECT_DEFAULTS).toEqual({ optionsLimit: 1000, maxHeight: 300, optionHeight: 40, tagLimit: 99999 });
    expect(MULTI_SELECT_TEXTS.noResult).toBe('No elements found. Consider changing the search query.');
    expect(MULTI_SELECT_TEXTS.noOptions).toBe('List is empty.');
    expect(MULTI_SELECT_TEXTS.maxElements(3)).toBe('Maximum of 3 options selected. First remove a selected option to select another.');
  });

  it('searches every word, accents and case aside, and lists at most the options limit', () => {
    const data = [
      { value: 'a', label: 'Atención al cliente' },
      { value: 'b', label: 'Trabajo en equipo' },
      { value: 'c', label: 'Comunicación asertiva' },
    ];
    expect(filterOptions(data, 'ATENCION').map((o) => o.value)).toEqual(['a']);
    expect(filterOptions(data, 'comunicacion aser').map((o) => o.value)).toEqual(['c']);
    expect(filterOptions(data, '  ')).toHaveLength(3);
    expect(filterOptions(options(5000), '')).toHaveLength(1000);
    expect(filterOptions(options(5000), 'opcion')).toHaveLength(1000);
    expect(filterOptions(options(5000), 'opción 4999').map((o) => o.value)).toEqual(['4999']);
  });

  it('says the list is empty, nothing matched, or the maximum is reached, in that precedence', () => {
    expect(dropdownNotice({ optionCount: 0, filteredCount: 0, selectedCount: 0 })).toBe('List is empty.');
    expect(dropdownNotice({ optionCount: 4, filteredCount: 0, selectedCount: 0 })).toBe('No elements found. Consider changing the search query.');
    expect(dropdownNotice({ optionCount: 4, filteredCount: 4, selectedCount: 2, max: 2 })).toMatch(/^Maximum of 2 options selected/);
    expect(dropdownNotice({ optionCount: 4, filteredCount: 4, selectedCount: 1, max: 2 })).toBeNull();
  });

  it('toggles a value and refuses one more beyond the maximum', () => {
    expect(toggleValue(['1'], '2')).toEqual(['1', '2']);
    expect(toggleValue(['1', '2'], '1')).toEqual(['2']);
    expect(toggleValue(['1', '2'], '3', 2)).toEqual(['1', '2']);
    expect(toggleValue(['1', '2'], '2', 2)).toEqual(['1']);
  });

  it('shows tags up to the limit and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hidden: 1 });
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
  });

  it('moves the active option with the arrows, skipping disabled ones and wrapping', () => {
    const data = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }, { value: 'c', label: 'C' }];
    expect(nextActive(data, -1, 1)).toBe(0);
    expect(nextActive(data, 0, 1)).toBe(2);
    expect(nextActive(data, 2, 1)).toBe(0);
    expect(nextActive(data, 0, -1)).toBe(2);
    expect(nextActive([], -1, 1)).toBe(-1);
  });

  it('is the only multi-select of options in the renderer (Mantine MultiSelect stays out of the features)', () => {
    const root = path.resolve(__dirname, '../../../src/renderer');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && /import\s*{[^}]*\bMultiSelect\b[^}]*}\s*from\s*'@mantine\/core'/.test(readFileSync(full, 'utf8'))) offenders.push(path.relative(root, full));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
