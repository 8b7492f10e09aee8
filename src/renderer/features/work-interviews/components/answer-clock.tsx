import { Text, VisuallyHidden } from '@mantine/core';
import { formatClock, spokenRemaining } from '../hooks/use-countdown';

/** The visible countdown, and a quiet announcement for screen readers at a few moments only. */
export function AnswerClock({ seconds, graceLeft }: { seconds: number; graceLeft: number | null }) {
  const announcement = spokenRemaining(seconds);
  return (
    <>
      <Text fw={700} fz={28} ff="monospace" c={seconds <= 10 ? 'red.8' : undefined} aria-hidden>
        {formatClock(seconds)}
      </Text>
      {seconds === 0 && graceLeft !== null && graceLeft > 0 && (
        <Text size="sm" c="red.8" role="alert">
          Se acabó el tiempo: envía tu respuesta ya ({graceLeft} s).
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{announcement ?? ''}</VisuallyHidden>
    </>
  );
}
