import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useLayoutEffect } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';
import { PUNCH_TYPE_LABELS } from '../../../../shared/contracts/attendance-clock';
import type { Confirmation } from './use-clock';

const timeFormat = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** How long a confirmation stays up; a refusal stays longer so it can be read. */
const SHOW_MS = 4000;
const SHOW_REFUSED_MS = 8000;

/**
 * The answer to a punch, at once: "registrado" as soon as it is on disk, with "se enviará al
 * reconectar" when the clock is offline; replaced by the server's refusal (wrong PIN) if one
 * comes while it is shown.
 */
export function PunchConfirmation({ confirmation, offline, onClose }: { confirmation: Confirmation; offline: boolean; onClose: () => void }) {
  useLayoutEffect(() => {
    // The measure the benchmark reads: key press → confirmation on screen.
    if (confirmation.outcome === 'queued') performance.measure('reloj:confirmacion', { start: confirmation.pressedAt, end: performance.now() });
  }, [confirmation.key, confirmation.outcome, confirmation.pressedAt]);
  useEffect(() => {
    const timer = setTimeout(onClose, confirmation.outcome === 'refused' ? SHOW_REFUSED_MS : SHOW_MS);
    return () => clearTimeout(timer);
  }, [confirmation.key, confirmation.outcome, onClose]);

  const refused = confirmation.outcome === 'refused';
  const what = confirmation.type ? PUNCH_TYPE_LABELS[confirmation.type] : 'Checada';
  return (
    <Paper
      role={refused ? 'alert' : 'status'}
      aria-live="assertive"
      shadow="xl"
      radius="lg"
      p="xl"
      withBorder
      onClick={onClose}
      style={{ position: 'fixed', inset: '15% 10%', zIndex: 300, display: 'flex', alignItems: 'center', justifyContent: 'center', borderWidth: 4, borderColor: refused ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-teal-6)' }}
      data-testid="confirmacion-checada"
    >
      <Stack align="center" gap="md">
        <ThemeIcon size={96} radius={96} color={refused ? 'red' : 'teal'} aria-hidden>
          <Text fz={56} c="white" lh={1}>
            {refused ? '✕' : '✓'}
          </Text>
        </ThemeIcon>
        <Text fz={40} fw={800} ta="center">
          {refused ? 'No se registró' : `${what} registrada`}
        </Text>
        <Text fz={28} ta="center">
          {confirmation.label} · {timeFormat.format(new Date(confirmation.takenAt))}
        </Text>
        {refused && (
          <Text fz={24} c="red.8" ta="center" fw={600}>
            {confirmation.message}
          </Text>
        )}
        {!refused && confirmation.outcome === 'queued' && offline && (
          <Text fz={22} c="orange.8" ta="center" fw={600}>
            Sin conexión: se enviará al reconectar. Quedó guardada en este reloj.
          </Text>
        )}
        {confirmation.outcome === 'stored' && (
          <Text fz={18} c="teal.8" ta="center">
            Recibida por el servidor.
          </Text>
        )}
        {confirmation.outcome === 'stored' && confirmation.message && (
          <Text fz={24} c="orange.8" ta="center" fw={600} data-testid="aviso-checada">
            {confirmation.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
