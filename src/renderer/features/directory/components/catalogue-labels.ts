import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { State } from '../../../../shared/contracts/catalogues';
import { normalizeForSearch } from '../../../../shared/contracts/search';

/** "Querétaro" for a state id, from the loaded catalogue (blank while it loads). */
export function stateName(states: readonly State[] | undefined, id: number | null): string | null {
  if (id === null) return null;
  return states?.find((state) => state.id === id)?.name ?? null;
}

export const stateOptions = (states: readonly State[] | undefined) => (states ?? []).map((state) => ({ value: String(state.id), label: state.name }));

/** `'true' | 'false' | null` of a yes/no filter → the boolean it means. */
export const flagOf = (value: string | null) => (value === null ? undefined : value === 'true');

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/**
 * A select's search as the server's: accents and capitals do not count ("tonameca" and
 * "Tonaméca" find "Santa María Tonameca"), every typed word must appear in the label, and labels
 * that begin with the text come first, the rest in their order. Groups are not used here.
 */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search, limit }) => {
  const text = normalizeForSearch(search);
  if (!text) return options.slice(0, limit);
  const words = text.split(' ');
  const starting: ComboboxItem[] = [];
  const containing: ComboboxItem[] = [];
  for (const option of options) {
    if (!isItem(option)) continue;
    const label = normalizeForSearch(option.label);
    if (!words.every((word) => label.includes(word))) continue;
    (label.startsWith(text) ? starting : containing).push(option);
  }
  return [...starting, ...containing].slice(0, limit);
};
