import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface CameraScannerProps {
  onCode: (code: string) => void;
  onClose: () => void;
  /** What to hold to the camera; the attendance clock's badge by default. */
  prompt?: string;
  /** What to use instead when there is no camera. */
  fallback?: string;
  /**
   * Keep reading after a code (boarding a line of passengers). The same code is reported again
   * only once it has been out of view for 3 s: a ticket held still in front of the camera is sent
   * once, however long it stays (re-sending it would turn «Abordó» into «Ya abordó»).
   */
  continuous?: boolean;
}

/**
 * Tells whether a read is the same code still in view: true while it keeps being read with gaps
 * under `quietMs`, false for a new code or the same one shown again after a pause.
 */
export function repeatedCodeFilter(quietMs = 3000): (code: string, now: number) => boolean {
  let last = { code: '', at: -Infinity };
  return (code, now) => {
    const repeated = code === last.code && now - last.at < quietMs;
    last = { code, at: now };
    return repeated;
  };
}

/**
 * The camera as a QR or barcode scanner (attendance badges, tour tickets), where the device has
 * one. ZXing is loaded only when this opens; a USB scanner needs none of it (it types into a field).
 */
export function CameraScanner({ onCode, onClose, prompt = 'Acerca tu gafete a la cámara.', fallback = 'el lector de gafetes', continuous = false }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('@zxing/browser')
      .then(async ({ BrowserMultiFormatReader }) => {
        if (cancelled || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        const isRepeat = repeatedCodeFilter();
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result, _error, running) => {
          if (!result) return;
          const code = result.getText();
          if (!continuous) {
            running.stop();
            onCode(code);
            return;
          }
          if (!isRepeat(code, Date.now())) onCode(code);
        });
        stop = () => controls.stop();
        if (cancelled) stop();
      })
      .catch(() => setError(`No pudimos abrir la cámara. Revisa el permiso de cámara o usa ${fallback}.`));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [onCode, continuous, fallback]);
  return (
    <Stack>
      {error ? (
        <Alert color="red" title="Cámara no disponible">
          {error}
        </Alert>
      ) : (
        <>
          <Text size="lg">{prompt}</Text>
          <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }} aria-label="Vista de la cámara" />
        </>
      )}
      <Button variant="default" size="lg" onClick={onClose}>
        Cerrar cámara
      </Button>
    </Stack>
  );
}
