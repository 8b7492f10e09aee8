import type { State } from '../../../../shared/contracts/catalogues';

/** "Querétaro" for a state id, from the loaded catalogue (blank while it loads). */
export function stateName(states: readonly State[] | undefined, id: number | null): string | null {
  if (id === null) return null;
  return states?.find((state) => state.id === id)?.name ?? null;
}

export const stateOptions = (states: readonly State[] | undefined) => (states ?? []).map((state) => ({ value: String(state.id), label: state.name }));

/** `'true' | 'false' | null` of a yes/no filter → the boolean it means. */
export const flagOf = (value: string | null) => (value === null ? undefined : value === 'true');
