import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ClockEmployee, DeviceSession, PunchInput } from '../../../../shared/contracts/attendance-clock';
import type { ClockProofBook } from './pin-proof';

/**
 * The clock's durable outbox (IndexedDB, in the PWA and in the desktop kiosk alike). A punch is
 * written here before anything is sent, so a reload, a closed browser or a server that is down
 * loses nothing; the drainer removes it only once the server has answered for it. A punch the
 * server refuses (wrong PIN, too old) is kept as "rejected" and shown on the clock, never dropped
 * silently. Nothing expires.
 *
 * A PIN punch is kept with its `pin_proof` (pin-proof.ts): a tag bound to that one punch, never
 * the PIN.
 */

export const OUTBOX_DB_NAME = 'plataforma-reloj';
/** 2: punches keep a PIN proof, never the PIN (an older outbox is scrubbed on upgrade). */
export const OUTBOX_DB_VERSION = 2;

/** Why a punch written by an older clock, with its PIN, is not sent: its PIN is gone from the disk. */
export const SCRUBBED_PIN_MESSAGE = 'Checada guardada por una versión anterior del reloj con el PIN; por seguridad ya no se envía. Regístrala a mano.';

export interface OutboxPunch {
  /** Insertion order: the drainer sends oldest first. */
  seq?: number;
  key: string;
  /** What is sent: by type, never with a `pin`. */
  body: Omit<PunchInput, 'pin'>;
  /** What the clock showed: the employee's name or the badge code. */
  label: string;
  state: 'pending' | 'rejected';
  message?: string;
  attempts: number;
}

export interface ClockSettings {
  device_token: string;
  session: DeviceSession;
  roster: ClockEmployee[];
  /** Offline PIN proofs, refreshed while online. */
  pin_proofs: ClockProofBook;
}

interface ClockDb extends DBSchema {
  outbox: { key: number; value: OutboxPunch; indexes: { state: string; key: string } };
  settings: { key: string; value: unknown };
}

export interface Outbox {
  add(punch: Omit<OutboxPunch, 'seq' | 'state' | 'attempts'>): Promise<number>;
  /** The oldest pending punches, in order. */
  pending(limit: number): Promise<OutboxPunch[]>;
  pendingCount(): Promise<number>;
  rejected(): Promise<OutboxPunch[]>;
  /** Drops punches the server has stored (or replayed). */
  remove(seqs: number[]): Promise<void>;
  reject(seq: number, message: string): Promise<void>;
  retried(seqs: number[]): Promise<void>;
  dismiss(seq: number): Promise<void>;
  getSetting<K extends keyof ClockSettings>(key: K): Promise<ClockSettings[K] | undefined>;
  setSetting<K extends keyof ClockSettings>(key: K, value: ClockSettings[K]): Promise<void>;
  deleteSetting(key: keyof ClockSettings): Promise<void>;
  close(): void;
}

/** `strict`: the write is on disk before the transaction completes (what "never lost" needs). */
const STRICT = { durability: 'strict' } as const;

export async function openOutbox(name = OUTBOX_DB_NAME): Promise<Outbox> {
  const db: IDBPDatabase<ClockDb> = await openDB<ClockDb>(name, OUTBOX_DB_VERSION, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('state', 'state');
        outbox.createIndex('key', 'key', { unique: true });
        database.createObjectStore('settings');
      }
      if (oldVersion >= 1 && oldVersion < 2) {
        // Version 1 kept PINs in clear: drop them; such a punch can no longer be proven, so it is shown as rejected.
        let cursor = await transaction.objectStore('outbox').openCursor();
        while (cursor) {
          const { pin, ...body } = cursor.value.body as PunchInput;
          if (pin !== undefined) await cursor.update({ ...cursor.value, body, state: 'rejected', message: SCRUBBED_PIN_MESSAGE });
          cursor = await cursor.continue();
        }
      }
    },
  });

  return {
    async add(punch) {
      const tx = db.transaction('outbox', 'readwrite', STRICT);
      // Both at once: a failed add also fails `done`, and neither rejection may go unheard.
      const [seq] = await Promise.all([tx.store.add({ ...punch, state: 'pending', attempts: 0 }), tx.done]);
      return seq;
    },
    async pending(limit) {
      const result: OutboxPunch[] = [];
      let cursor = await db.transaction('outbox').store.index('state').openCursor(IDBKeyRange.only('pending'));
      while (cursor && result.length < limit) {
        result.push(cursor.value);
        cursor = await cursor.continue();
      }
      // The index walks by state then primary key, i.e. in insertion order.
      return result;
    },
    pendingCount: () => db.countFromIndex('outbox', 'state', 'pending'),
    rejected: () => db.getAllFromIndex('outbox', 'state', 'rejected'),
    async remove(seqs) {
      const tx = db.transaction('outbox', 'readwrite', STRICT);
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
    },
    async reject(seq, message) {
      const tx = db.transaction('outbox', 'readwrite', STRICT);
      const punch = await tx.store.get(seq);
      if (punch) await tx.store.put({ ...punch, state: 'rejected', message });
      await tx.done;
    },
    async retried(seqs) {
      const tx = db.transaction('outbox', 'readwrite');
      for (const seq of seqs) {
        const punch = await tx.store.get(seq);
        if (punch) await tx.store.put({ ...punch, attempts: punch.attempts + 1 });
      }
      await tx.done;
    },
    async dismiss(seq) {
      await db.delete('outbox', seq);
    },
    getSetting: async (key) => (await db.get('settings', key)) as never,
    async setSetting(key, value) {
      await db.put('settings', value, key);
    },
    async deleteSetting(key) {
      await db.delete('settings', key);
    },
    close: () => db.close(),
  };
}
