import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (issue 18: the HTML is on screen before the app
 * has run) and true from then on; true at once when the app renders a page itself. React uses the
 * server snapshot during hydration, so the first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
