import type { Kysely } from 'kysely';
import { ticketReference } from '../../../shared/contracts/support';
import { type SlaClock, type SlaClocks, formatBusinessDuration } from '../../../shared/sla-clock';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { createPeriodicTask } from '../../lib/periodic-task';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repository from './tickets.repository';
import type { TicketSla } from './tickets.sla';
import { clip } from '../../lib/clip-text';

const CLOCK_NAMES = { firstResponse: 'primera respuesta', resolution: 'resolución' } as const;
/**
 * Tickets recomputed and claimed per transaction. Small: on SQLite a transaction holds the one
 * connection, so requests wait for it (bench/support.mjs: chunks of 50 pushed request p95 from 42
 * to 58 ms while 500 notices went out).
 */
const CHUNK = 10;
/** A turn of the event loop (a macrotask: SQLite answers synchronously, so awaiting it alone lets no request in). */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
/**
 * After each chunk the sweep rests as long as the chunk took, so it takes at most about half of
 * the server's time (and of the database's) while requests come in. Turns between notices alone
 * were not enough on PostgreSQL: requests' p95 went from 32 to 54 ms while 500 notices went out
 * (bench/support.mjs, quiet machine); a sweep twice as long costs nobody anything.
 */
const restAfter = (busyMs: number) => new Promise((resolve) => setTimeout(resolve, Math.min(busyMs, 1_000)));

/** The clocks counting now, with their names. */
function counting(clocks: SlaClocks | null): [string, SlaClock][] {
  if (!clocks) return [];
  return (['firstResponse', 'resolution'] as const).filter((name) => clocks[name].dueAt !== null).map((name) => [CLOCK_NAMES[name], clocks[name]]);
}

function noticeText(kind: repository.SlaNoticeKind, row: repository.ClockRow, clocks: SlaClocks | null) {
  const reference = ticketReference(row.number);
  const clock = counting(clocks).sort(([, a], [, b]) => b.percent - a.percent)[0];
  const which = clock ? clock[0] : 'atención';
  const left = clock ? formatBusinessDuration(clock[1].remainingMs) : '';
  return kind === 'breach'
    ? { title: `${reference}: venció el SLA de ${which}`, body: `El ticket ${reference} «${row.subject}» pasó su meta de ${which}${left ? ` (${left}, en horario hábil)` : ''}.` }
    : { title: `${reference}: 80 % del SLA de ${which}`, body: `El ticket ${reference} «${row.subject}» lleva el 80 % de su meta de ${which}${left ? `; quedan ${left} hábiles` : ''}.` };
}

/**
 * The minute sweep of SLA notices: tickets whose stored 80 % or due instant has passed and that
 * were not told yet (a range of a partial index of the untold), in batches. Each candidate's
 * clocks are recomputed from its timeline first (the stored instants are a projection), then the
 * notice is claimed by a conditional update — of two servers only one sends it, and a restart
 * finds it stamped — and goes to the assignee, or to the company's support when nobody has it,
 * as a notification (socket) and an e-mail. Breaches go first: a ticket past both gets only the
 * breach notice. Batches yield to requests between them, and the sweep rests after each chunk.
 */
export function createSlaSweep(deps: {
  db: Kysely<Database>;
  sla: TicketSla;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  /** The company's support people (the unassigned ticket's recipients). */
  agentsOf: (companyId: number) => Promise<number[]>;
  /** A notice went out: `ticket.changed` (change `sla`) to the company's support, so the «Por vencer» view refreshes live. */
  changed: (row: repository.ClockRow, at: string) => void;
  now: () => Date;
  onError: (error: unknown) => void;
  batchSize?: number;
  everyMs?: number;
  /** The rest after a chunk that took `busyMs` (tests pass one that records it). */
  rest?: (busyMs: number) => Promise<unknown>;
}) {
  const { db, sla, notifications, mailer, agentsOf, changed, onError, batchSize = 500, everyMs = 60_000, rest = restAfter } = deps;

  type Contact = Awaited<ReturnType<typeof repository.userContact>>;
  async function tell(kind: repository.SlaNoticeKind, row: repository.ClockRow, clocks: SlaClocks | null, contacts: Map<number, Promise<Contact>>) {
    const { title, body } = noticeText(kind, row, clocks);
    const recipients = row.assignee_id !== null ? [row.assignee_id] : await agentsOf(row.company_id);
    if (recipients.length === 0) return;
    await notifications.notify(recipients, { title: clip(title, 120), body: clip(body, 1000), route: `/soporte/tickets/${row.id}/detalles`, companyId: row.company_id });
    for (const userId of recipients) {
      // A pass tells the same few agents about many tickets: their addresses are read once per pass.
      if (!contacts.has(userId)) contacts.set(userId, repository.userContact(db, userId));
      const contact = await contacts.get(userId)!;
      if (!contact) continue;
      await mailer.send({
        to: contact.email,
        subject: `[${ticketReference(row.number)}] ${row.subject}`,
        text: `Hola ${contact.name}:\n\n${body}\n\nÁbrelo en Plataforma, en Soporte › Tickets (${ticketReference(row.number)}).`,
      });
    }
  }

  /** One pass at `at` (tests drive the instant); answers how many notices of each kind went out. */
  async function run(at: Date = deps.now()): Promise<{ warnings: number; breaches: number }> {
    const now = at.toISOString();
    const sent = { warning: 0, breach: 0 };
    const contacts = new Map<number, Promise<Contact>>();
    for (const kind of ['breach', 'warning'] as const) {
      const seen = new Set<number>();
      for (;;) {
        // Handled tickets leave the range; one seen twice (it should not happen) ends the pass rather than loop.
        const batch = (await repository.slaNoticesDue(db, kind, now, batchSize)).filter((row) => !seen.has(row.id));
        if (batch.length === 0) break;
        for (const row of batch) seen.add(row.id);
        const byCompany = new Map<number, number[]>();
        for (const row of batch) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.id]);
        for (const [companyId, companyIds] of byCompany) {
          const company = await sla.companySla(companyId);
          for (let start = 0; start < companyIds.length; start += CHUNK) {
            const ids = companyIds.slice(start, start + CHUNK);
            const began = performance.now();
            // Fresh instants first (what is stored may predate a change made by another server), then
            // the claims, in one transaction: one commit per chunk, not one per ticket.
            const { claimed, clocks } = await db.transaction().execute(async (trx) => {
              const fresh = await sla.store(trx, ids, company, now);
              const won = await repository.claimSlaNotices(trx, ids, kind, now);
              return { claimed: fresh.rows.filter((row) => won.has(row.id)), clocks: fresh.clocks };
            });
            await yieldToRequests();
            for (const row of claimed) {
              // The ticket entered (or moved in) «Por vencer» whether or not its e-mail goes out.
              changed(row, now);
              try {
                await tell(kind, row, clocks.get(row.id) ?? null, contacts);
                sent[kind] += 1;
              } catch (error) {
                // Claimed and not delivered: reported, not retried (a repeated notice is worse than a lost e-mail).
                onError(error);
              }
              // Each notice is a notification, its unread count and an e-mail: requests get a turn between two.
              await yieldToRequests();
            }
            await rest(performance.now() - began);
          }
        }
        if (batch.length < batchSize) break;
      }
    }
    return { warnings: sent.warning, breaches: sent.breach };
  }

  const task = createPeriodicTask({ run: () => run(), everyMs, onError });
  return { run, start: task.start, stop: task.stop };
}

export type SlaSweep = ReturnType<typeof createSlaSweep>;
