import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * The camera as a badge scanner (QR or barcode), where the device has one. ZXing is loaded only
 * when this opens; a USB scanner needs none of it (it types into the badge field).
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('@zxing/browser')
      .then(async ({ BrowserMultiFormatReader }) => {
        if (cancelled || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result, _error, running) => {
          if (result) {
            running.stop();
            onCode(result.getText());
          }
        });
        stop = () => controls.stop();
        if (cancelled) stop();
      })
      .catch(() => setError('No pudimos abrir la cámara. Revisa el permiso de cámara o usa el lector de gafetes.'));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [onCode]);
  return (
    <Stack>
      {error ? (
        <Alert color="red" title="Cámara no disponible">
          {error}
        </Alert>
      ) : (
        <>
          <Text size="lg">Acerca tu gafete a la cámara.</Text>
          <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }} aria-label="Vista de la cámara" />
        </>
      )}
      <Button variant="default" size="lg" onClick={onClose}>
        Cerrar cámara
      </Button>
    </Stack>
  );
}
