import { useCallback, useEffect, useRef, useState } from 'react';

export type DeviceCheckState = 'idle' | 'asking' | 'ready' | 'refused' | 'unsupported';

/**
 * The camera and microphone check before starting: asks for both, and for the microphone alone
 * when there is no camera; keeps the stream for the preview and the level meter, and releases it
 * when the screen leaves (recording asks again, per answer).
 */
export function useDeviceCheck() {
  const [state, setState] = useState<DeviceCheckState>(() => (typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? 'idle' : 'unsupported'));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);

  const check = useCallback(async () => {
    setState('asking');
    try {
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 320, height: 240 } });
      } catch (error) {
        // No camera (or refused only the camera): the microphone is what the answers need.
        if ((error as DOMException).name === 'NotAllowedError') throw error;
        media = await navigator.mediaDevices.getUserMedia({ audio: true });
      }
      current.current = media;
      setStream(media);
      setState('ready');
    } catch {
      setState('refused');
    }
  }, []);

  useEffect(() => () => current.current?.getTracks().forEach((track) => track.stop()), []);

  const hasCamera = Boolean(stream?.getVideoTracks().length);
  return { state, stream, hasCamera, check };
}
