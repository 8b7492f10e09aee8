import { paths } from './paths';

/**
 * Session recording (spec §1): "active only when the public environment setting equals
 * production". VITE_PUBLIC_ENV is read at build time, so in any other build `recordingEnabled` is
 * the constant false and the recorder's chunk (lib/session-recorder.ts, with rrweb) is not even
 * built. In a production build it still waits for the visitor's consent (components/
 * recording-consent.tsx) and a signed-in user, and never runs on the wall clock.
 */
export const recordingEnabled = import.meta.env.VITE_PUBLIC_ENV === 'production';

export const RECORDING_CONSENT_KEY = 'plataforma.recording-consent';
export type RecordingConsent = 'granted' | 'denied' | null;

/** Pages never recorded: the attendance clock, where people type their PIN. */
const NEVER_RECORDED = [paths.attendanceClock];

export function readRecordingConsent(): RecordingConsent {
  // The build's prerender step renders without a browser: nobody to ask, nothing to record.
  if (typeof localStorage === 'undefined') return 'denied';
  // Global Privacy Control is a standing "no": honoured without asking.
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return 'denied';
  const value = localStorage.getItem(RECORDING_CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeRecordingConsent(consent: 'granted' | 'denied'): void {
  localStorage.setItem(RECORDING_CONSENT_KEY, consent);
  window.dispatchEvent(new Event('plataforma:recording-consent'));
}

/** Whether to record right now. Pure, so the rules are tested apart from the browser. */
export function shouldRecord(input: { enabled: boolean; consent: RecordingConsent; signedIn: boolean; path: string; desktop: boolean }): boolean {
  if (!input.enabled || input.desktop || !input.signedIn || input.consent !== 'granted') return false;
  return !NEVER_RECORDED.some((path) => input.path === path || input.path.startsWith(`${path}/`));
}

/** Starts the recorder (a lazy chunk) in a production build; does nothing elsewhere. */
export function startSessionRecording(): void {
  if (!recordingEnabled) return;
  void import('./session-recorder').then((recorder) => recorder.startRecorder());
}
