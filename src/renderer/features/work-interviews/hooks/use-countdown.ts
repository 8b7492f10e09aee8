import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (never negative); null without a deadline. */
export function secondsLeft(deadline: string | null, nowMs: number): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - nowMs) / 1000));
}

/** `m:ss` for the visible clock. */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What a screen reader hears: once a minute, then at 30 and 10 seconds (not every tick). */
export function spokenRemaining(seconds: number): string | null {
  if (seconds === 0) return 'Se acabó el tiempo.';
  if (seconds === 10 || seconds === 30) return `Quedan ${seconds} segundos.`;
  if (seconds % 60 === 0) return `Quedan ${seconds / 60} ${seconds === 60 ? 'minuto' : 'minutos'}.`;
  return null;
}

/**
 * The seconds left to answer, ticking four times a second (a second boundary is never missed by
 * much), and `onExpire` called once when it reaches zero.
 */
export function useCountdown(deadline: string | null, onExpire?: () => void) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = secondsLeft(deadline, now);
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  useEffect(() => {
    if (left === 0 && deadline && expiredFor !== deadline) {
      setExpiredFor(deadline);
      onExpire?.();
    }
  }, [left, deadline, expiredFor, onExpire]);
  return left;
}
