import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ClockEmployee,
  type DeviceSession,
  PUNCH_BATCH_MAX,
  type PunchBatchItemResult,
  type PunchType,
} from '../../../../shared/contracts/attendance-clock';
import { isPairingCode } from '../../../../shared/contracts/attendance-clock-pairing';
import type { ClientError } from '../../../lib/client-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { getClockEmployees } from '../api/get-clock-employees';
import { getDeviceSession } from '../api/get-device-session';
import { getPinProofs } from '../api/get-pin-proofs';
import { pairClock } from '../api/pair-clock';
import { sendPunch } from '../api/send-punch';
import { sendPunches } from '../api/send-punches';
import { type DrainState, type Drainer, createDrainer } from './drainer';
import { useDesktopStore } from '../../../stores/desktop';
import { type Outbox, type OutboxPunch, openOutbox } from './outbox';
import { type ClockProofBook, proofBookOf } from './pin-proof';
import { createPinAttempts, pinPunch } from './pin-punch';

/**
 * Everything the wall clock keeps alive: the outbox, the drainer, the device's identity (cached
 * so the clock starts offline), the connection state and the last confirmation shown.
 */

export type Connection = 'online' | 'offline' | 'unauthorized';

export interface Confirmation {
  key: string;
  label: string;
  type: PunchType | null;
  takenAt: string;
  /** Shown at once; then what the server said, if it answers while the confirmation is up (`message`: its refusal, or its notice on a stored punch: a repeated tap, a punch kept for review). */
  outcome: 'queued' | 'stored' | 'refused';
  message: string | null;
  /** performance.now() of the key press that asked for it (for the confirmation-time measure). */
  pressedAt: number;
}

export type PunchWho = { employee_id: number; pin: string; label: string } | { badge_code: string; label: string };

const HEARTBEAT_MS = 30_000;
/** How often the offline PIN proofs are fetched again (a PIN changed since then is refused on sync, and told). */
const PROOFS_REFRESH_MS = 5 * 60_000;
const NO_PROOF_OFFLINE = 'Sin conexión no podemos comprobar tu PIN. Usa tu gafete o vuelve a intentarlo cuando regrese la conexión.';

export function useClock() {
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const [storageError, setStorageError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [session, setSession] = useState<DeviceSession | null>(null);
  const [roster, setRoster] = useState<ClockEmployee[]>([]);
  const [connection, setConnection] = useState<Connection>(typeof navigator !== 'undefined' && navigator.onLine ? 'online' : 'offline');
  const [pending, setPending] = useState(0);
  const [rejected, setRejected] = useState<OutboxPunch[]>([]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const drainer = useRef<Drainer | null>(null);
  const proofs = useRef<ClockProofBook | null>(null);
  const pinAttempts = useRef(createPinAttempts());

  // Open the outbox and read what this clock already knows.
  useEffect(() => {
    let box: Outbox | null = null;
    let cancelled = false;
    openOutbox().then(
      async (opened) => {
        if (cancelled) return opened.close();
        box = opened;
        const [savedToken, savedSession, savedRoster, savedProofs] = await Promise.all([
          opened.getSetting('device_token'),
          opened.getSetting('session'),
          opened.getSetting('roster'),
          opened.getSetting('pin_proofs'),
        ]);
        proofs.current = savedProofs ?? null;
        setSession(savedSession ?? null);
        setRoster(savedRoster ?? []);
        setPending(await opened.pendingCount());
        setRejected(await opened.rejected());
        setOutbox(opened);
        setToken(savedToken ?? null);
      },
      () => setStorageError('Este navegador no permite guardar checadas en el equipo (IndexedDB). Usa otro navegador o sal del modo privado.'),
    );
    return () => {
      cancelled = true;
      drainer.current?.stop();
      box?.close();
    };
  }, []);

  const refreshCounts = useCallback(async () => {
    if (!outbox) return;
    setPending(await outbox.pendingCount());
    setRejected(await outbox.rejected());
  }, [outbox]);

  // Kiosk exit (desktop) asks the server whose clock this is, by its device token.
  useEffect(() => {
    useDesktopStore.getState().setKioskDeviceToken(token ?? null);
  }, [token]);

  // The drainer, once the outbox and the token are known.
  useEffect(() => {
    if (!outbox || !token) return;
    const onState = (state: DrainState) => {
      if (state === 'offline') setConnection('offline');
      else if (state === 'unauthorized') setConnection('unauthorized');
      else setConnection('online');
    };
    const onResult = (punch: OutboxPunch, result: PunchBatchItemResult) => {
      setConfirmation((shown) => {
        if (!shown || shown.key !== punch.key) return shown;
        if (result.status >= 200 && result.status < 300) return { ...shown, outcome: 'stored', type: result.punch?.type ?? shown.type, label: result.punch?.employee_name ?? shown.label, message: result.message ?? null };
        if (result.status === 429 || result.status >= 500) return shown;
        return { ...shown, outcome: 'refused', message: result.message ?? 'La checada fue rechazada.' };
      });
    };
    const instance = createDrainer({
      outbox,
      batchSize: PUNCH_BATCH_MAX,
      send: (punches) => sendPunches(token, punches),
      onState,
      onResult,
      onCountChange: () => void refreshCounts(),
    });
    drainer.current = instance;
    void instance.kick().then(refreshCounts);
    const wake = () => void instance.kick().then(refreshCounts);
    window.addEventListener('online', wake);
    const goOffline = () => setConnection('offline');
    window.addEventListener('offline', goOffline);
    // A heartbeat keeps the connection state honest and picks up a new company name or roster.
    const heartbeat = setInterval(() => {
      getDeviceSession(token).then(
        (fresh) => {
          setSession(fresh);
          void outbox.setSetting('session', fresh);
          setConnection('online');
          wake();
        },
        (error: ClientError) => setConnection(error.status === 401 ? 'unauthorized' : 'offline'),
      );
    }, HEARTBEAT_MS);
    const refreshProofs = () =>
      getPinProofs(token).then(
        (fresh) => {
          proofs.current = proofBookOf(fresh);
          void outbox.setSetting('pin_proofs', proofs.current);
        },
        // The proofs kept on disk still serve; the next refresh tries again.
        () => undefined,
      );
    void refreshProofs();
    const proofsTimer = setInterval(refreshProofs, PROOFS_REFRESH_MS);
    // Refresh identity and roster now (the cached copies already show).
    Promise.all([getDeviceSession(token), getClockEmployees(token)]).then(
      ([fresh, employees]) => {
        setSession(fresh);
        setRoster(employees);
        setConnection('online');
        void outbox.setSetting('session', fresh);
        void outbox.setSetting('roster', employees);
      },
      (error: ClientError) => setConnection(error.status === 401 ? 'unauthorized' : 'offline'),
    );
    return () => {
      instance.stop();
      clearInterval(heartbeat);
      clearInterval(proofsTimer);
      window.removeEventListener('online', wake);
      window.removeEventListener('offline', goOffline);
    };
  }, [outbox, token, refreshCounts]);

  /** Checks a device code with the server and keeps it (with the company and roster) on this clock. */
  const enroll = useCallback(
    async (code: string) => {
      if (!outbox) return;
      // A short pairing code is traded for the device token first; a long token is used as typed.
      const trimmed = isPairingCode(code.trim()) ? (await pairClock(code.trim())).token : code.trim();
      const [fresh, employees] = await Promise.all([getDeviceSession(trimmed), getClockEmployees(trimmed)]);
      await outbox.setSetting('device_token', trimmed);
      await outbox.setSetting('session', fresh);
      await outbox.setSetting('roster', employees);
      await getPinProofs(trimmed).then(
        (book) => {
          proofs.current = proofBookOf(book);
          return outbox.setSetting('pin_proofs', proofs.current);
        },
        () => undefined,
      );
      setSession(fresh);
      setRoster(employees);
      setConnection('online');
      setToken(trimmed);
    },
    [outbox],
  );

  /** Takes a punch: on disk first, on screen at once, to the server when it can. */
  const punch = useCallback(
    async (who: PunchWho, type: PunchType | null, pressedAt = performance.now()) => {
      if (!outbox) return;
      const key = newIdempotencyKey();
      const takenAt = new Date().toISOString();
      const show = (outcome: Confirmation['outcome'], message: string | null) => setConfirmation({ key, label: who.label, type, takenAt, outcome, message, pressedAt });
      let body: OutboxPunch['body'];
      if ('badge_code' in who) {
        body = { idempotency_key: key, badge_code: who.badge_code, punched_at: takenAt, ...(type && { type }) };
      } else {
        const prepared = await pinPunch({ idempotency_key: key, employee_id: who.employee_id, pin: who.pin, punched_at: takenAt, type }, proofs.current, pinAttempts.current);
        if (!prepared.ok && prepared.reason !== 'no_proof') return show('refused', prepared.message);
        if (!prepared.ok) {
          // No proof for this PIN (set before proofs existed): online only, sent at once and kept nowhere.
          if (!token || connection !== 'online') return show('refused', NO_PROOF_OFFLINE);
          show('queued', null);
          await sendPunch(token, { idempotency_key: key, employee_id: who.employee_id, pin: who.pin, punched_at: takenAt, ...(type && { type }) }).then(
            (result) => setConfirmation((shown) => (shown?.key === key ? { ...shown, outcome: 'stored', type: result.punch.type, label: result.punch.employee_name, message: result.message ?? null } : shown)),
            (error: ClientError) =>
              setConfirmation((shown) => (shown?.key === key ? { ...shown, outcome: 'refused', message: error.status === null ? NO_PROOF_OFFLINE : error.message } : shown)),
          );
          return;
        }
        body = prepared.body;
      }
      await outbox.add({ key, body, label: who.label });
      setConfirmation({ key, label: who.label, type, takenAt, outcome: 'queued', message: null, pressedAt });
      setPending((count) => count + 1);
      void drainer.current?.kick().then(refreshCounts);
    },
    [outbox, refreshCounts, token, connection],
  );

  const dismissRejected = useCallback(
    async (seq: number) => {
      await outbox?.dismiss(seq);
      await refreshCounts();
    },
    [outbox, refreshCounts],
  );

  return {
    ready: outbox !== null && token !== undefined,
    storageError,
    enrolled: Boolean(token),
    session,
    roster,
    connection,
    pending,
    rejected,
    confirmation,
    clearConfirmation: () => setConfirmation(null),
    enroll,
    punch,
    dismissRejected,
    forgetDevice: async () => {
      await outbox?.deleteSetting('device_token');
      setToken(null);
    },
  };
}
