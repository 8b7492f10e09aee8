import { useCallback, useEffect, useRef, useState } from 'react';
import type { AntiBotChallenge } from '../../shared/contracts/contact';
import { useGetChallenge } from '../api/get-challenge';
import type { AntiBotWorkerRequest, AntiBotWorkerResponse } from '../lib/anti-bot-solver';

export interface AntiBotToken {
  /** Fetches a fresh challenge and solves it; the token is good for one submission only. */
  solve(): Promise<string>;
  solving: boolean;
}

/** Stops a solve in progress (the page left). */
type Cancel = () => void;

async function solveOnMainThread(challenge: AntiBotChallenge): Promise<string> {
  const { solveAntiBotChallenge } = await import('../lib/anti-bot-solver');
  return solveAntiBotChallenge(challenge);
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('../lib/anti-bot.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * The proof of work takes about half a second of CPU, so it runs in a worker to keep the page
 * responsive. A worker that cannot start (no module workers, blocked script) falls back to the
 * main thread; a worker that answers with a failure does not, since the main thread would fail too.
 */
function solveInBackground(challenge: AntiBotChallenge, pending: Set<Cancel>): Promise<string> {
  const worker = createWorker();
  if (!worker) return solveOnMainThread(challenge);
  return new Promise<string>((resolve, reject) => {
    const settle = (then: () => void) => {
      worker.terminate();
      pending.delete(abort);
      then();
    };
    const abort = () => settle(() => reject(new Error('anti-bot check cancelled')));
    pending.add(abort);
    worker.addEventListener('message', (event: MessageEvent<AntiBotWorkerResponse>) => {
      const answer = event.data;
      settle(() => (answer.ok ? resolve(answer.token) : reject(new Error(answer.message))));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      settle(() => void solveOnMainThread(challenge).then(resolve, reject));
    });
    worker.postMessage({ challenge } satisfies AntiBotWorkerRequest);
  });
}

/** The anti-bot token of the public forms (ALTCHA v2, self-hosted): call `solve()` on each submit. */
export function useAntiBotToken(): AntiBotToken {
  const { mutateAsync: fetchChallenge } = useGetChallenge();
  const [solving, setSolving] = useState(false);
  const pending = useRef(new Set<Cancel>());

  useEffect(() => {
    const current = pending.current;
    return () => {
      for (const cancel of [...current]) cancel();
    };
  }, []);

  const solve = useCallback(async () => {
    setSolving(true);
    try {
      const challenge = await fetchChallenge();
      return await solveInBackground(challenge, pending.current);
    } finally {
      setSolving(false);
    }
  }, [fetchChallenge]);

  return { solve, solving };
}
