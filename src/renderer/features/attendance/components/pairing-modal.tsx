import { Alert, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import type { AttendanceDevice } from '../../../../shared/contracts/attendance-clock';
import { PAIRING_CODE_TTL_MINUTES, type PairingCode, formatPairingCode } from '../../../../shared/contracts/attendance-clock-pairing';
import { WriteError } from '../../../components/query-states';
import { clockPairingUrl, useCreatePairingCode } from '../api/create-pairing-code';

/** "9:05" left of a code. */
function formatLeft(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Seconds left of the code, counted from when it arrived (the server's TTL, not the two clocks'
 * difference: this computer's time may be off).
 */
function useSecondsLeft(receivedAt: number | null): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (receivedAt === null) return;
    setTick(Date.now());
    const timer = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [receivedAt]);
  if (receivedAt === null) return 0;
  return Math.max(0, PAIRING_CODE_TTL_MINUTES * 60 - Math.floor((tick - receivedAt) / 1000));
}

function PairingBody({ device }: { device: AttendanceDevice }) {
  const create = useCreatePairingCode();
  const [issued, setIssued] = useState<{ code: PairingCode; receivedAt: number; qr: string } | null>(null);
  const left = useSecondsLeft(issued?.receivedAt ?? null);

  const generate = () =>
    create.mutate(device.id, {
      onSuccess: async (code) => {
        const receivedAt = Date.now();
        const qr = await QRCode.toDataURL(clockPairingUrl(code.code), { margin: 1, width: 240, errorCorrectionLevel: 'M' });
        setIssued({ code, receivedAt, qr });
      },
    });

  // One code as the modal opens (once, even when effects run twice in development: a second code
  // would replace the first); "Generar otro" asks for the next and the server drops the previous.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (asked.current === device.id) return;
    asked.current = device.id;
    generate();
  }, [device.id]);

  const expired = issued !== null && left === 0;
  return (
    <Stack gap="md" align="center">
      <WriteError error={create.error} />
      <Text size="sm">
        En el equipo del reloj, escanea el código QR con la cámara o abre <strong>/control-asistencia/reloj</strong> y escribe el código corto. Sirve una sola vez.
      </Text>
      {issued && (
        <>
          <Image src={issued.qr} alt={`Código QR para vincular el reloj ${device.name}`} w={240} h={240} opacity={expired ? 0.2 : 1} />
          <Text ff="monospace" fz={40} fw={700} lts={4} data-testid="codigo-vinculacion" aria-label={`Código corto: ${issued.code.code.split('').join(' ')}`} td={expired ? 'line-through' : undefined}>
            {formatPairingCode(issued.code.code)}
          </Text>
          {expired ? (
            <Alert color="orange" w="100%">
              Este código ya venció. Genera otro.
            </Alert>
          ) : (
            <Text size="sm" role="timer" aria-live="off">
              Vence en {formatLeft(left)}
            </Text>
          )}
        </>
      )}
      <Group>
        <Button variant={expired ? 'filled' : 'light'} onClick={generate} loading={create.isPending}>
          Generar otro
        </Button>
      </Group>
    </Stack>
  );
}

/** "Vincular": a short code and its QR for one clock, with a countdown to its expiry. */
export function PairingModal({ device, onClose }: { device: AttendanceDevice | null; onClose: () => void }) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={device !== null} onClose={onClose} title={device ? `Vincular el reloj «${device.name}»` : ''}>
      {device && <PairingBody device={device} />}
    </Modal>
  );
}
