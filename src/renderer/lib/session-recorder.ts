import { record } from 'rrweb';
import type { RecordingChunkInput } from '../../shared/contracts/session-recordings';
import { useCompanyStore } from '../stores/company';
import { useSessionStore } from '../stores/session';
import { api } from './api-client';
import { isClientError } from './client-error';
import { readRecordingConsent, recordingEnabled, shouldRecord } from './session-recording';

/**
 * The recorder itself (a lazy chunk; see session-recording.ts for when it runs). One recording per
 * signed-in user and selected company: a company switch, a sign-out or a new user ends it and the
 * next begins with a fresh key, so each recording is one person in one tenant. Privacy by default:
 * every input's value is masked (passwords always), `[data-no-record]` elements are blocked, and
 * nothing is recorded on the attendance clock. Events go to our own server every 10 s, or sooner
 * when 400 KB are waiting; the server caps what it takes and the recorder stops when told to.
 */
const FLUSH_EVERY_MS = 10_000;
const FLUSH_AT_BYTES = 400 * 1024;
const CHECK_EVERY_MS = 1000;

type RecordedEvent = RecordingChunkInput['events'][number];

interface Segment {
  key: string;
  identity: string;
  companyId: number | null;
  seq: number;
  buffer: RecordedEvent[];
  bytes: number;
  stop: (() => void) | undefined;
  /** The server refused more for this recording (size cap): keep it stopped. */
  full: boolean;
}

let segment: Segment | null = null;
let started = false;

function identityNow(): { identity: string; companyId: number | null } | null {
  const { user } = useSessionStore.getState();
  if (!user) return null;
  const companyId = useCompanyStore.getState().selected?.id ?? null;
  return { identity: `${user.id}:${companyId ?? '-'}`, companyId };
}

async function flush(current: Segment): Promise<void> {
  if (current.buffer.length === 0 || current.full) return;
  const events = current.buffer;
  current.buffer = [];
  current.bytes = 0;
  const chunk: RecordingChunkInput = { session_key: current.key, company_id: current.companyId, seq: current.seq, url: location.pathname, events };
  current.seq += 1;
  try {
    await api.main.post('/api/v1/session-recordings/chunks', chunk);
  } catch (error) {
    // Too big for the recording: stop it. Anything else (offline, rate limit): drop this chunk;
    // a recording with a gap still replays, and diagnostics must never pile up in memory.
    if (isClientError(error) && error.status === 413) {
      current.full = true;
      current.stop?.();
    }
  }
}

function end(): void {
  if (!segment) return;
  segment.stop?.();
  void flush(segment);
  segment = null;
}

function begin(identity: string, companyId: number | null): void {
  const current: Segment = { key: crypto.randomUUID(), identity, companyId, seq: 0, buffer: [], bytes: 0, stop: undefined, full: false };
  segment = current;
  current.stop = record({
    emit(event) {
      const recorded = event as unknown as RecordedEvent;
      current.buffer.push(recorded);
      current.bytes += JSON.stringify(recorded).length;
      if (current.bytes >= FLUSH_AT_BYTES) void flush(current);
    },
    maskAllInputs: true,
    maskInputOptions: { password: true },
    blockSelector: '[data-no-record]',
    recordCanvas: false,
    collectFonts: false,
    sampling: { mousemove: 50, scroll: 150, input: 'last' },
  });
}

/** Brings the recording in line with who is signed in, where, and what they agreed to. */
function reconcile(): void {
  const who = identityNow();
  const wanted = shouldRecord({ enabled: recordingEnabled, consent: readRecordingConsent(), signedIn: who !== null, path: location.pathname, desktop: 'desktop' in window });
  if (!wanted || !who) return end();
  if (segment && segment.identity !== who.identity) end();
  if (!segment) begin(who.identity, who.companyId);
}

export function startRecorder(): void {
  if (started) return;
  started = true;
  reconcile();
  useSessionStore.subscribe(reconcile);
  useCompanyStore.subscribe(reconcile);
  window.addEventListener('plataforma:recording-consent', reconcile);
  // Route changes (the clock page) and anything else the stores do not announce.
  setInterval(reconcile, CHECK_EVERY_MS);
  setInterval(() => segment && void flush(segment), FLUSH_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && segment) void flush(segment);
  });
}
