import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

const RESET = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/**
 * A form's controls, disabled until the app has hydrated the page. A prerendered form (issue 18)
 * is on a phone's screen before its JavaScript has run; text typed there would never reach the
 * form's state, and «Entrar» would send an empty form. Disabled for that moment, it says "wait"
 * instead; a form the app rendered itself is enabled from the first frame.
 */
export function FormFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={RESET}>
      {children}
    </fieldset>
  );
}
