import { normalizeForSearch } from '../../shared/contracts/search';

/**
 * The shared multi-select's rules, apart from its rendering so they are tested in Node. Spec §9
 * gives the defaults and §8 the texts, in English as the spec words them (like its 404 text);
 * the component's own labels (remove, more) are Spanish.
 */
export const MULTI_SELECT_DEFAULTS = {
  /** At most this many options are listed at once (the search narrows the rest). */
  optionsLimit: 1000,
  /** Dropdown height in px, then it scrolls. */
  maxHeight: 300,
  /** Each option's height in px (the virtual list relies on it). */
  optionHeight: 40,
  /** Tags shown before "y N más". */
  tagLimit: 99999,
} as const;

export const MULTI_SELECT_TEXTS = {
  noResult: 'No elements found. Consider changing the search query.',
  noOptions: 'List is empty.',
  maxElements: (max: number) => `Maximum of ${max} options selected. First remove a selected option to select another.`,
} as const;

export interface MultiSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Options whose label holds every word of the search, accents and case aside, up to `limit`. */
export function filterOptions(options: readonly MultiSelectOption[], search: string, limit: number = MULTI_SELECT_DEFAULTS.optionsLimit): MultiSelectOption[] {
  const words = normalizeForSearch(search).split(' ').filter(Boolean);
  if (words.length === 0) return options.slice(0, limit);
  const found: MultiSelectOption[] = [];
  for (const option of options) {
    const label = normalizeForSearch(option.label);
    if (words.every((word) => label.includes(word))) found.push(option);
    if (found.length === limit) break;
  }
  return found;
}

/** What the dropdown shows instead of options, if anything (vue-multiselect's order: max first). */
export function dropdownNotice(input: { optionCount: number; filteredCount: number; selectedCount: number; max?: number }): string | null {
  if (input.max !== undefined && input.selectedCount >= input.max) return MULTI_SELECT_TEXTS.maxElements(input.max);
  if (input.optionCount === 0) return MULTI_SELECT_TEXTS.noOptions;
  if (input.filteredCount === 0) return MULTI_SELECT_TEXTS.noResult;
  return null;
}

/** Picking `value` toggles it; a new value beyond `max` is refused (the list stays as it was). */
export function toggleValue(selected: readonly string[], value: string, max?: number): string[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  if (max !== undefined && selected.length >= max) return [...selected];
  return [...selected, value];
}

/** The tags shown and how many more are hidden behind "y N más". */
export function visibleTags<T>(selected: readonly T[], tagLimit: number = MULTI_SELECT_DEFAULTS.tagLimit): { shown: T[]; hidden: number } {
  return { shown: selected.slice(0, tagLimit), hidden: Math.max(0, selected.length - tagLimit) };
}

/** The next active option for an arrow key, skipping disabled ones and wrapping around. */
export function nextActive(options: readonly MultiSelectOption[], current: number, step: 1 | -1): number {
  if (options.length === 0) return -1;
  for (let tries = 1; tries <= options.length; tries += 1) {
    const index = (((current + step * tries) % options.length) + options.length) % options.length;
    if (!options[index]!.disabled) return index;
  }
  return -1;
}
