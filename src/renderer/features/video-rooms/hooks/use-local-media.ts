import { useCallback, useEffect, useRef, useState } from 'react';
import { type DeviceChoice, type MediaDevicesList, listDevices, mediaErrorMessage, openLocalMedia, stopStream } from '../lib/local-media';

/**
 * The pre-join check's camera and microphone: opens them with the chosen devices (again when the
 * choice changes), lists the devices, and says in Spanish why they could not be opened. The stream
 * is stopped when the page goes away unless the call took it (`keep`).
 */
export function useLocalMedia() {
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: null, microphoneId: null });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDevicesList>({ cameras: [], microphones: [] });
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const kept = useRef(false);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    openLocalMedia(choice)
      .then(async (opened) => {
        if (cancelled) return stopStream(opened);
        stopStream(current.current);
        current.current = opened;
        setStream(opened);
        setDevices(await listDevices());
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(mediaErrorMessage(failure));
      });
    return () => {
      cancelled = true;
    };
  }, [choice, attempt]);

  useEffect(
    () => () => {
      if (!kept.current) stopStream(current.current);
    },
    [],
  );

  return {
    stream,
    devices,
    error,
    choice,
    choose: useCallback((next: Partial<DeviceChoice>) => setChoice((previous) => ({ ...previous, ...next })), []),
    retry: useCallback(() => setAttempt((value) => value + 1), []),
    /** The call owns the stream from now on (it stops it when it ends). */
    keep: useCallback(() => {
      kept.current = true;
    }, []),
    release: useCallback(() => {
      kept.current = false;
    }, []),
  };
}
