import type { Kysely } from 'kysely';
import { addDays, zonedInstant } from '../../../shared/business-time';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketCategory, type TicketPriority, type TicketStatus, ticketReference } from '../../../shared/contracts/support';
import { SLA_STATE_LABELS, ticketReportParamsSchema } from '../../../shared/contracts/support-dashboard';
import type { SlaClock, SlaClocks } from '../../../shared/sla-clock';
import type { Database } from '../../db/schema';
import { keysetBatches } from '../../lib/report-writers';
import type { Principal } from '../../principal';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './tickets.repository';
import type { TicketSla } from './tickets.sla';

/** Drops absent filters: signed URL parameters are strings only. */
const stringsOnly = (value: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export const ticketReportSignedParamsSchema = ticketReportParamsSchema.transform(stringsOnly);

interface TicketReportRow {
  row: repository.TicketRow;
  clocks: SlaClocks | null;
}

const person = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');
const instant = (value: string | null) => (value ? new Date(value) : null);
const clockText = (clock: SlaClock | undefined) => (clock ? SLA_STATE_LABELS[clock.state] : 'Sin meta');

/**
 * `tickets` (`GET /companies/{id}/generate-url-report/tickets`): the company's tickets, newest
 * number last, with filters, and each SLA clock's state as of the download. Support's: the role
 * (`tickets.work`) or the company's `soporte-tecnico` department (`isAgent`). Rows are read in
 * keyset pages of the number (unique per company; the (company, status, number) index serves a
 * status filter) and each page's clocks come from one status-events query.
 */
export function ticketsReport(db: Kysely<Database>, sla: Pick<TicketSla, 'clocksFor'>, isAgent: (principal: Principal, companyId: number) => Promise<boolean>, now: () => Date) {
  return defineReportKind<TicketReportRow>({
    kind: 'tickets',
    fileStem: 'tickets-soporte',
    sheetName: 'Tickets',
    permission: 'tickets.work',
    mayGenerate: isAgent,
    params: ticketReportSignedParamsSchema,
    columns: [
      { header: 'referencia', value: ({ row }) => ticketReference(row.number), width: 12 },
      { header: 'asunto', value: ({ row }) => row.subject, width: 40 },
      { header: 'categoría', value: ({ row }) => TICKET_CATEGORY_LABELS[row.category as TicketCategory] ?? row.category, width: 14 },
      { header: 'prioridad', value: ({ row }) => TICKET_PRIORITY_LABELS[row.priority as TicketPriority] ?? row.priority, width: 10 },
      { header: 'estado', value: ({ row }) => TICKET_STATUS_LABELS[row.status as TicketStatus] ?? row.status, width: 18 },
      { header: 'solicitante', value: ({ row }) => person(row.requester_name, row.requester_surname), width: 24 },
      { header: 'responsable', value: ({ row }) => (row.assignee_id === null ? '' : person(row.assignee_name, row.assignee_surname)), width: 24 },
      { header: 'creado', value: ({ row }) => instant(row.created_at), width: 18 },
      { header: 'primera respuesta', value: ({ row }) => instant(row.first_agent_reply_at), width: 18 },
      { header: 'resuelto', value: ({ row }) => instant(row.resolved_at), width: 18 },
      { header: 'SLA primera respuesta', value: ({ clocks }) => clockText(clocks?.firstResponse), width: 20 },
      { header: 'SLA resolución', value: ({ clocks }) => clockText(clocks?.resolution), width: 16 },
    ],
    async *rows({ companyId, scope, params }) {
      const query = repository.reportQuery(db, scope, companyId, {
        status: params.status,
        priority: params.priority,
        category: params.category,
        // Mexico City days, both ends included.
        createdFrom: params.from ? zonedInstant(params.from, '00:00').toISOString() : undefined,
        createdTo: params.to ? zonedInstant(addDays(params.to, 1), '00:00').toISOString() : undefined,
      });
      const at = now().toISOString();
      for await (const batch of keysetBatches(query, { column: 'tickets.number', of: (row) => row.number })) {
        const clocks = await sla.clocksFor(db, batch, at);
        for (const row of batch) yield { row, clocks: clocks.get(row.id) ?? null };
      }
    },
  });
}
