import { useEffect, useMemo, useSyncExternalStore } from 'react';

export type RecorderState = 'idle' | 'recording' | 'stopped' | 'failed';

/** The browser pieces the recorder uses, passed in so tests can drive it with fakes. */
export interface RecorderPlatform {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createRecorder(stream: MediaStream): MediaRecorderLike;
}

export interface MediaRecorderLike {
  readonly mimeType: string;
  start(timesliceMs?: number): void;
  stop(): void;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
}

/** The formats servers accept and browsers record, best first (Safari records MP4). */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export const browserRecorderPlatform: RecorderPlatform = {
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  createRecorder: (stream) => {
    const mimeType = PREFERRED_TYPES.find((type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type));
    return new MediaRecorder(stream, mimeType ? { mimeType } : undefined) as unknown as MediaRecorderLike;
  },
};

export function canRecordInThisBrowser(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof MediaRecorder !== 'undefined';
}

/**
 * One answer's recording: start asks for the microphone and records; stop ends it and resolves
 * the recording as one Blob; the microphone is released either way. A plain object with a
 * subscribe/snapshot pair, so React reads it with useSyncExternalStore and tests drive it directly.
 */
export function createAnswerRecorder(platform: RecorderPlatform) {
  let state: RecorderState = 'idle';
  let error: string | null = null;
  let stream: MediaStream | null = null;
  let recorder: MediaRecorderLike | null = null;
  let chunks: Blob[] = [];
  let startedAt = 0;
  const listeners = new Set<() => void>();
  let snapshot: { state: RecorderState; error: string | null } = { state, error };
  const set = (next: RecorderState, message: string | null = null) => {
    state = next;
    error = message;
    snapshot = { state, error };
    listeners.forEach((listener) => listener());
  };
  const release = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async start(): Promise<void> {
      if (state === 'recording') return;
      chunks = [];
      try {
        stream = await platform.getUserMedia({ audio: true });
        recorder = platform.createRecorder(stream);
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        // Chunks every second: a recording cut short still has most of what was said.
        recorder.start(1000);
        startedAt = Date.now();
        set('recording');
      } catch {
        release();
        set('failed', 'No pudimos usar tu micrófono. Revisa el permiso del navegador o responde por escrito.');
      }
    },
    /** Ends the recording; resolves null when nothing was recorded. */
    stop(): Promise<{ audio: Blob; durationMs: number } | null> {
      const current = recorder;
      if (state !== 'recording' || !current) return Promise.resolve(null);
      return new Promise((resolve) => {
        current.onstop = () => {
          release();
          set('stopped');
          const audio = new Blob(chunks, { type: current.mimeType || 'audio/webm' });
          resolve(audio.size > 0 ? { audio, durationMs: Date.now() - startedAt } : null);
        };
        current.stop();
      });
    },
    /** Leaves the screen: the microphone is released and nothing is kept. */
    dispose() {
      if (recorder && state === 'recording') {
        recorder.onstop = null;
        recorder.stop();
      }
      release();
      recorder = null;
    },
  };
}

export type AnswerRecorder = ReturnType<typeof createAnswerRecorder>;

/** The recorder for one question (a new one per position), released when the screen leaves. */
export function useAnswerRecorder(key: number | null, platform: RecorderPlatform = browserRecorderPlatform) {
  const recorder = useMemo(() => createAnswerRecorder(platform), [key, platform]);
  useEffect(() => () => recorder.dispose(), [recorder]);
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  return { recorder, ...snapshot };
}
