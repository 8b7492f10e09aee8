import type { Kysely } from 'kysely';
import { businessDateOf } from '../../../shared/business-time';
import { EXPIRING_WINDOW_DAYS, UNIT_DOCUMENT_KIND_LABELS, type UnitDocumentKind } from '../../../shared/contracts/unit-documents';
import type { Database } from '../../db/schema';
import { createPeriodicTask } from '../../lib/periodic-task';
import { type TenantScope, systemScope } from '../../tenancy';
import * as repository from './unit-documents.repository';

const DAY_MS = 86_400_000;

export interface UnitDocumentNoticesDeps {
  db: Kysely<Database>;
  /** The company's users who manage unit documents (transport company, company admins). */
  recipients: (scope: TenantScope, companyId: number) => Promise<number[]>;
  notify: (userIds: readonly number[], content: { title: string; body: string; route: string; companyId: number }) => Promise<number>;
  now?: () => Date;
  onError: (error: unknown) => void;
  /** How often the check runs; a run sends only what is due, so hourly is a cheap "daily". */
  everyMs?: number;
  /** The first run waits this long after start, so a server restarting in a loop does not hammer it. */
  firstAfterMs?: number;
}

/**
 * Tells a company's fleet managers once when a unit document enters the 30-day window and once
 * when it expires. Each notice is marked with the expiry date it was for, so a second run (or a
 * second server) sends nothing new, and a renewed document is noticed again for its new date.
 */
export function createUnitDocumentNotices(deps: UnitDocumentNoticesDeps) {
  const { db, everyMs = 3_600_000, firstAfterMs = 300_000 } = deps;

  async function runOnce(): Promise<number> {
    // The platform's own background work, for every tenant: the one place systemScope belongs.
    const scope = systemScope();
    const today = businessDateOf(deps.now?.() ?? new Date());
    const windowEnd = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
    const due = await repository.documentsDueForNotice(db, scope, windowEnd);
    let sent = 0;
    for (const doc of due) {
      const expiresOn = doc.expires_on!;
      const expired = expiresOn < today;
      if ((expired ? doc.expired_notice_for : doc.expiring_notice_for) === expiresOn) continue;
      // Claim the notice first: of two servers running at once only one sends it.
      if (!(await repository.claimNotice(db, doc.id, expired ? 'expired_notice_for' : 'expiring_notice_for', expiresOn))) continue;
      const label = UNIT_DOCUMENT_KIND_LABELS[doc.kind as UnitDocumentKind] ?? doc.kind;
      const title = expired ? `Documento vencido: ${doc.unit_number}` : `Documento por vencer: ${doc.unit_number}`;
      const body = expired ? `${label} de la unidad ${doc.unit_number} venció el ${expiresOn}.` : `${label} de la unidad ${doc.unit_number} vence el ${expiresOn}.`;
      const users = await deps.recipients(scope, doc.company_id);
      sent += await deps.notify(users, { title, body, route: `/parabus/unidades/${doc.unit_id}/detalles`, companyId: doc.company_id });
    }
    return sent;
  }

  const task = createPeriodicTask({ run: runOnce, everyMs, firstAfterMs, onError: deps.onError });
  return {
    /** One pass; answers how many notifications went out (tests, and a manual run). */
    runOnce,
    start: task.start,
    stop: task.stop,
  };
}
