import { useEffect, useRef, useState } from 'react';
import type { ClientError } from '../../../lib/client-error';

/** `/control-asistencia/reloj#vincular=K7QM4XPT`: what the QR on Turnos → Relojes opens. */
const FRAGMENT = /^#vincular=([A-Za-z0-9-]{1,20})$/;

export function pairingCodeInFragment(hash: string): string | null {
  return FRAGMENT.exec(hash)?.[1] ?? null;
}

/**
 * Pairs the clock by itself when the page was opened from the QR code. The code is taken out of
 * the address at once (it must not stay in the history or be bookmarked), and tried once the
 * clock's storage is ready. Answers the state to show: pairing, or why it failed (the set-up
 * screen then shows the error with the code filled in).
 */
export function useFragmentPairing(ready: boolean, enroll: (code: string) => Promise<void>) {
  const [code] = useState(() => (typeof window === 'undefined' ? null : pairingCodeInFragment(window.location.hash)));
  const [pairing, setPairing] = useState(code !== null);
  const [error, setError] = useState<ClientError | null>(null);
  const tried = useRef(false);

  useEffect(() => {
    if (code !== null) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [code]);

  useEffect(() => {
    if (!ready || code === null || tried.current) return;
    tried.current = true;
    enroll(code).then(
      () => setPairing(false),
      (failure: ClientError) => {
        setError(failure);
        setPairing(false);
      },
    );
  }, [ready, code, enroll]);

  return { code, pairing, error, clearError: () => setError(null) };
}
