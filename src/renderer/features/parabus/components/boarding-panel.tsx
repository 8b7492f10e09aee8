import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CameraScanner } from '../../../components/camera-scanner';
import { errorCodeOf, isClientError } from '../../../lib/client-error';
import { useBoardPassenger } from '../api/board-passenger';

type Outcome = { kind: 'boarded' | 'again' | 'foreign' | 'refused'; title: string; detail: string };

const OUTCOME_COLORS: Record<Outcome['kind'], string> = { boarded: 'teal', again: 'yellow', foreign: 'red', refused: 'red' };

/**
 * Boarding mode: every scanned or typed ticket shows one big, unmistakable answer — boarded,
 * already boarded (with the time), or not a ticket of this tour — and the passenger list
 * refreshes. The typed field is always there: a torn QR, a phone screen that will not scan, or a
 * device without a camera.
 */
export function BoardingPanel({ tourId }: { tourId: number }) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [hasCamera, setHasCamera] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const board = useBoardPassenger();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Only offer the camera where the browser can list one (desktops without a webcam do not).
    void navigator.mediaDevices
      ?.enumerateDevices?.()
      .then((devices) => setHasCamera(devices.some((device) => device.kind === 'videoinput')))
      .catch(() => setHasCamera(false));
  }, []);

  const submit = useCallback(
    async (ticketCode: string) => {
      const trimmed = ticketCode.trim();
      if (!trimmed) return;
      try {
        const result = await board.mutateAsync({ tourId, ticketCode: trimmed });
        setOutcome({ kind: 'boarded', title: 'Abordó', detail: `${result.passenger.name} · asiento ${result.passenger.seat ?? '—'}` });
      } catch (error) {
        const status = isClientError(error) ? error.status : null;
        const message = isClientError(error) ? error.message : 'No se pudo registrar el abordaje.';
        if (status === 409 && errorCodeOf(error) === 'already_boarded') setOutcome({ kind: 'again', title: 'Ya abordó', detail: message });
        else if (status === 404) setOutcome({ kind: 'foreign', title: 'No es de este tour', detail: message });
        else setOutcome({ kind: 'refused', title: 'No puede abordar', detail: message });
      }
      setCode('');
      input.current?.focus();
    },
    [board, tourId],
  );

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Abordaje
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            ref={input}
            label="Código del boleto"
            description="Escanéalo con un lector o escríbelo"
            autoComplete="off"
            autoCapitalize="characters"
            style={{ flex: 1, minWidth: 220 }}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          />
          <Button type="submit" loading={board.isPending}>
            Abordar
          </Button>
          {hasCamera && !camera && (
            <Button variant="light" onClick={() => setCamera(true)}>
              Escanear con la cámara
            </Button>
          )}
        </Group>
      </form>
      {camera && <CameraScanner continuous prompt="Acerca el código QR del boleto a la cámara." fallback="el campo del código" onCode={(scanned) => void submit(scanned)} onClose={() => setCamera(false)} />}
      <div aria-live="assertive" role="status">
        {outcome && (
          <Paper withBorder p="lg" radius="md" bg={`${OUTCOME_COLORS[outcome.kind]}.0`} style={{ borderColor: `var(--mantine-color-${OUTCOME_COLORS[outcome.kind]}-7)`, borderWidth: 3 }}>
            <Text fw={800} fz={34} lh={1.1} c={`${OUTCOME_COLORS[outcome.kind]}.9`}>
              {outcome.title}
            </Text>
            <Text fz="lg" c="dark.8">
              {outcome.detail}
            </Text>
          </Paper>
        )}
      </div>
      {!hasCamera && (
        <Alert color="gray" variant="light">
          Este equipo no tiene cámara: escribe el código o usa un lector de códigos QR.
        </Alert>
      )}
    </Stack>
  );
}
