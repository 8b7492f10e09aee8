import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  REOPEN_DAYS,
  REQUESTER_TRANSITIONS,
  TICKETS_PER_PAGE,
  TICKET_STATUS_LABELS,
  TICKET_TRANSITIONS,
  type Ticket,
  type TicketDetail,
  type TicketMessage,
  type TicketPage,
  type TicketRelatedKind,
  type TicketStatus,
  type createTicketInputSchema,
  type createTicketMessageInputSchema,
  type ticketListQuerySchema,
  ticketReference,
  type updateTicketInputSchema,
} from '../../../shared/contracts/support';
import type { Database } from '../../db/schema';
import { retryOnUniqueViolation } from '../../db/errors';
import { forbidden, invalid } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCompanyVisible, canIn } from '../../principal';
import { type TenantScope, scopeOf } from '../../tenancy';
import { field } from '../logistics/logistics.common';
import type { TicketAccess } from './tickets.access';
import type { TicketEffects } from './tickets.effects';
import * as queue from './tickets-queue.repository';
import * as repository from './tickets.repository';
import { type TicketSla, clocksOf, toSlaView } from './tickets.sla';

/** Which company a related asset belongs to (null: not in the scope). One per kind, wired in app.ts. */
export type RelatedAssets = Record<TicketRelatedKind, (scope: TenantScope, id: number) => Promise<number | null>>;
/** Checks that the documents are files of this ticket (the files module); answers the ids that are not. */
export type TicketAttachments = (ticketId: number, companyId: number, documentIds: readonly number[]) => Promise<number[]>;

/** The statuses where a ticket still asks for work (the "mine" and "unassigned" queues). */
const ACTIVE: TicketStatus[] = ['new', 'open', 'waiting_on_requester', 'reopened'];
// "breaching" needs no status: only a clock that counts (new, open, reopened) has an 80 % instant.
const VIEW_STATUSES: Record<string, TicketStatus[] | undefined> = { mine: ACTIVE, unassigned: ['new', 'open', 'reopened'], waiting: ['waiting_on_requester'], breaching: undefined, all: undefined };

const personName = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');

export function toTicket(row: repository.TicketRow, sla: Ticket['sla']): Ticket {
  return {
    id: row.id,
    company_id: row.company_id,
    reference: ticketReference(row.number),
    subject: row.subject,
    description: row.description,
    category: row.category as Ticket['category'],
    priority: row.priority as Ticket['priority'],
    status: row.status as TicketStatus,
    requester: { id: row.requester_id, name: personName(row.requester_name, row.requester_surname) },
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: personName(row.assignee_name, row.assignee_surname) },
    related: row.related_kind && row.related_id !== null ? { kind: row.related_kind as TicketRelatedKind, id: row.related_id } : null,
    first_agent_reply_at: row.first_agent_reply_at,
    resolved_at: row.resolved_at,
    closed_at: row.closed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sla,
  };
}

/**
 * Tickets: raised by any member of a company, worked by its support (tickets.access). Rules of the
 * status flow live here (TICKET_TRANSITIONS, REQUESTER_TRANSITIONS, public replies that move a
 * ticket on their own); every change of status is a `ticket_status_events` row, the SLA clock's
 * timeline.
 */
export function createTicketsService(deps: { db: Kysely<Database>; access: TicketAccess; effects: TicketEffects; sla: TicketSla; related: RelatedAssets; attachments: TicketAttachments; now: () => Date }) {
  const { db, access, effects, sla, related, attachments, now } = deps;

  async function checkRelated(principal: Principal, companyId: number, kind: TicketRelatedKind | null | undefined, id: number | null | undefined) {
    if (!kind || !id) return;
    const owner = await related[kind](scopeOf(principal), id);
    if (owner !== companyId) throw field('related_id', 'No encontramos ese activo en la empresa del ticket.');
  }

  async function detail(principal: Principal, id: number): Promise<TicketDetail> {
    const { row, agent } = await access.visible(principal, id);
    const events = await repository.statusEventsOf(db, row.id);
    const clocks = clocksOf(row, events.map((event) => ({ at: event.at, status: event.to_status })), await sla.companySla(row.company_id), now().toISOString());
    return {
      ...toTicket(row, toSlaView(clocks)),
      status_events: events.map((event) => ({
        from_status: event.from_status as TicketStatus | null,
        to_status: event.to_status as TicketStatus,
        at: event.at,
        by: event.by_user_id === null ? null : { id: event.by_user_id, name: personName(event.by_name, event.by_surname) },
      })),
      can_work: agent,
    };
  }

  /** Moves a ticket inside a transaction: the conditional update (nobody moved it meanwhile) and its timeline row. */
  async function move(trx: Parameters<typeof repository.updateTicket>[0], row: repository.TicketRow, to: TicketStatus, by: number, at: string, extra: object = {}) {
    const stamps = to === 'resolved' ? { resolved_at: at } : to === 'closed' ? { closed_at: at } : to === 'reopened' ? { resolved_at: null, closed_at: null } : {};
    if (!(await repository.updateTicket(trx, row.id, { status: to, ...stamps, ...extra }, at, row.status))) {
      throw invalid('ticket_invalid_transition', 'Alguien más cambió este ticket al mismo tiempo. Vuelve a abrirlo.');
    }
    await repository.insertStatusEvent(trx, { company_id: row.company_id, ticket_id: row.id, from_status: row.status, to_status: to, at, by_user_id: by });
  }

  async function list(principal: Principal, query: z.output<typeof ticketListQuerySchema>, companyId: number | undefined): Promise<TicketPage> {
    let scopeFilter: Pick<queue.TicketFilter, 'companyIds' | 'requesterId' | 'ownIn'>;
    if (companyId !== undefined) {
      assertCompanyVisible(principal, companyId);
      scopeFilter = (await access.isAgent(principal, companyId)) ? { companyIds: [companyId] } : { companyIds: [], ownIn: [companyId], requesterId: principal.userId };
    } else {
      // Across the caller's companies: every ticket where they are support, their own elsewhere.
      const agentOf = await access.agentCompanies(principal);
      const memberOf = scopeOf(principal).companyIds;
      const others = agentOf === null || memberOf === null ? [] : memberOf.filter((id) => !agentOf.includes(id));
      scopeFilter = others.length ? { companyIds: agentOf ?? [], ownIn: others, requesterId: principal.userId } : { companyIds: agentOf };
    }
    // Queue views are support's; a requester's list is their own tickets, the status filter aside.
    const support = scopeFilter.ownIn === undefined;
    const viewStatuses = support ? VIEW_STATUSES[query.view] : undefined;
    const statuses = query.status ? (viewStatuses && !viewStatuses.includes(query.status) ? [] : [query.status]) : viewStatuses;
    if (statuses?.length === 0) return { ...pageFrom([], 0, query.page, TICKETS_PER_PAGE), total_capped: false };
    const assigneeId = query.view === 'mine' && support ? principal.userId : query.view === 'unassigned' && support ? null : query.assignee_id;
    const at = now().toISOString();
    const breaching = query.view === 'breaching' && support;
    const { rows, total, capped } = await queue.pageOfTickets(
      db,
      scopeOf(principal),
      {
        ...scopeFilter,
        assigneeId,
        statuses,
        priority: query.priority,
        category: query.category,
        words: queryWords(query.q),
        slaWarnedBy: breaching ? at : undefined,
        sort: breaching ? 'sla' : query.sort,
      },
      TICKETS_PER_PAGE,
      (query.page - 1) * TICKETS_PER_PAGE,
    );
    const clocks = await sla.clocksFor(db, rows, at);
    return {
      ...pageFrom(
        rows.map((row) => toTicket(row, toSlaView(clocks.get(row.id) ?? null))),
        total,
        query.page,
        TICKETS_PER_PAGE,
      ),
      total_capped: capped,
    };
  }

  return {
    get: detail,

    listOfCompany: (principal: Principal, companyId: number, query: z.output<typeof ticketListQuerySchema>) => list(principal, query, companyId),

    /** `GET /tickets` and `GET /search/tickets`: one company when `company_id` says so, else every company of the caller. */
    list: (principal: Principal, query: z.output<typeof ticketListQuerySchema>) => list(principal, query, query.company_id),

    async create(principal: Principal, input: z.output<typeof createTicketInputSchema>): Promise<TicketDetail> {
      const companyId = input.company_id ?? (principal.companyIds.length === 1 ? principal.companyIds[0]! : undefined);
      if (companyId === undefined) throw field('company_id', 'Indica la empresa a cuyo soporte va el ticket.');
      assertCompanyVisible(principal, companyId);
      await checkRelated(principal, companyId, input.related_kind, input.related_id);
      const at = now().toISOString();
      const values = {
        company_id: companyId,
        subject: input.subject,
        description: input.description,
        category: input.category,
        priority: input.priority,
        status: 'new',
        requester_id: principal.userId,
        assignee_id: null,
        related_kind: input.related_kind ?? null,
        related_id: input.related_id ?? null,
        first_agent_reply_at: null,
        resolved_at: null,
        closed_at: null,
      };
      // Two tickets at once may read the same next number: the unique (company, number) index
      // refuses the second, which takes the next one.
      const company = await sla.companySla(companyId);
      const id = await retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const number = await repository.nextNumber(trx, companyId);
          const search_text = searchTextOf(input.subject, ticketReference(number), String(number));
          const newId = await repository.insertTicket(trx, { ...values, number, search_text }, at);
          await repository.replaceTerms(trx, newId, companyId, search_text);
          await repository.insertStatusEvent(trx, { company_id: companyId, ticket_id: newId, from_status: null, to_status: 'new', at, by_user_id: principal.userId });
          await sla.store(trx, [newId], company, at);
          return newId;
        }),
      );
      const { row } = await access.visible(principal, id);
      effects.emit(row, 'created', at);
      for (const agentId of await access.agentsOf(companyId)) {
        if (agentId !== principal.userId) effects.tellAgent(row, agentId, 'Nuevo ticket', input.subject);
      }
      return detail(principal, id);
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateTicketInputSchema>): Promise<TicketDetail> {
      const { row, agent } = await access.visible(principal, id);
      if (!agent) {
        if (input.priority !== undefined) throw forbidden('Solo soporte cambia la prioridad de un ticket.');
        if (row.status !== 'new') throw forbidden('Solo puedes editar tu ticket mientras nadie lo atiende; escribe un mensaje en la conversación.');
      }
      if (input.related_kind !== undefined) await checkRelated(principal, row.company_id, input.related_kind, input.related_id);
      const at = now().toISOString();
      const values = {
        ...(input.subject !== undefined ? { subject: input.subject, search_text: searchTextOf(input.subject, ticketReference(row.number), String(row.number)) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.related_kind !== undefined ? { related_kind: input.related_kind ?? null, related_id: input.related_id ?? null } : {}),
      };
      const company = values.priority !== undefined && values.priority !== row.priority ? await sla.companySla(row.company_id) : null;
      await db.transaction().execute(async (trx) => {
        await repository.updateTicket(trx, row.id, values, at);
        if (values.search_text) await repository.replaceTerms(trx, row.id, row.company_id, values.search_text);
        // Another priority, other targets: the stored instants follow.
        if (company) await sla.store(trx, [row.id], company, at);
      });
      effects.emit({ ...row, ...values }, 'updated', at);
      return detail(principal, row.id);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const { row } = await access.visible(principal, id);
      const own = row.requester_id === principal.userId && row.status === 'new' && row.first_agent_reply_at === null;
      if (!own && !canIn(principal, row.company_id, 'tickets.delete')) throw forbidden('Solo la administración de la empresa elimina tickets; quien lo levantó, mientras sigue nuevo.');
      await repository.deleteTicket(db, row.id);
      effects.emit(row, 'deleted', now().toISOString());
    },

    async messages(principal: Principal, id: number): Promise<TicketMessage[]> {
      const { row, agent } = await access.visible(principal, id);
      const rows = await repository.messagesOf(db, row.id, agent);
      return rows.map((message) => ({
        id: message.id,
        ticket_id: message.ticket_id,
        kind: message.kind as TicketMessage['kind'],
        body: message.body,
        author: message.author_id === null ? null : { id: message.author_id, name: personName(message.author_name, message.author_surname) },
        attachments: JSON.parse(message.attachments) as number[],
        created_at: message.created_at,
      }));
    },

    /**
     * A reply or note. An agent's first public reply stamps `first_agent_reply_at` and opens a new
     * (or reopened) ticket; the requester's reply puts a ticket waiting on them back to open, and
     * a resolved one back to reopened. A closed ticket takes no messages: reopen it first.
     */
    async addMessage(principal: Principal, id: number, input: z.output<typeof createTicketMessageInputSchema>): Promise<TicketMessage> {
      const { row, agent } = await access.visible(principal, id);
      const isRequester = row.requester_id === principal.userId;
      if (input.kind === 'internal_note' && !agent) throw forbidden('Solo soporte escribe notas internas.');
      if (row.status === 'closed') throw invalid('ticket_closed', 'El ticket está cerrado: reábrelo para escribir en él.');
      const unknown = await attachments(row.id, row.company_id, input.attachments);
      if (unknown.length) throw field('attachments', `Los adjuntos deben ser documentos subidos a este ticket (no lo son: ${unknown.join(', ')}).`);
      const at = now().toISOString();
      const publicReply = input.kind === 'public_reply';
      // The requester writing on their own ticket is the requester, even when they are support too.
      const agentReply = publicReply && agent && !isRequester;
      const to: TicketStatus | null = agentReply
        ? row.status === 'new' || row.status === 'reopened'
          ? 'open'
          : null
        : publicReply && isRequester
          ? row.status === 'waiting_on_requester'
            ? 'open'
            : row.status === 'resolved'
              ? 'reopened'
              : null
          : null;
      const firstReply = agentReply && row.first_agent_reply_at === null ? { first_agent_reply_at: at } : {};
      // A move or the first reply changes the clocks.
      const company = to || agentReply ? await sla.companySla(row.company_id) : null;
      const messageId = await db.transaction().execute(async (trx) => {
        const newId = await repository.insertMessage(trx, { company_id: row.company_id, ticket_id: row.id, author_id: principal.userId, kind: input.kind, body: input.body, attachments: JSON.stringify(input.attachments), created_at: at });
        if (to) await move(trx, row, to, principal.userId, at, firstReply);
        else await repository.updateTicket(trx, row.id, firstReply, at);
        if (company) await sla.store(trx, [row.id], company, at);
        return newId;
      });
      const after = { ...row, status: to ?? row.status };
      effects.emit(after, 'message', at, !publicReply);
      if (agentReply) effects.publicReply(after, (await repository.userContact(db, principal.userId))?.name ?? 'Soporte', input.body);
      if (publicReply && isRequester && row.assignee_id !== null && row.assignee_id !== principal.userId) effects.tellAgent(after, row.assignee_id, 'El solicitante respondió', input.body);
      const [message] = (await this.messages(principal, row.id)).filter((item) => item.id === messageId);
      return message!;
    },

    async setStatus(principal: Principal, id: number, status: TicketStatus): Promise<TicketDetail> {
      const { row, agent } = await access.visible(principal, id);
      const from = row.status as TicketStatus;
      const label = (value: TicketStatus) => TICKET_STATUS_LABELS[value].toLowerCase();
      if (!TICKET_TRANSITIONS[from].includes(status)) throw invalid('ticket_invalid_transition', `Un ticket ${label(from)} no puede pasar a ${label(status)}.`);
      const isRequester = row.requester_id === principal.userId;
      if (!agent && !(isRequester && REQUESTER_TRANSITIONS[from].includes(status))) throw forbidden(`Solo soporte puede pasar un ticket ${label(from)} a ${label(status)}.`);
      const at = now().toISOString();
      if (from === 'closed' && row.closed_at && Date.parse(at) - Date.parse(row.closed_at) > REOPEN_DAYS * 86_400_000) {
        throw invalid('ticket_invalid_transition', `Un ticket cerrado hace más de ${REOPEN_DAYS} días no se reabre: levanta uno nuevo y menciona ${ticketReference(row.number)}.`);
      }
      const company = await sla.companySla(row.company_id);
      await db.transaction().execute(async (trx) => {
        await move(trx, row, status, principal.userId, at);
        await sla.store(trx, [row.id], company, at);
      });
      const after = { ...row, status };
      effects.emit(after, 'status', at);
      if (!isRequester) effects.statusChanged(after, from, status);
      return detail(principal, row.id);
    },

    async setAssignee(principal: Principal, id: number, assigneeId: number | null): Promise<TicketDetail> {
      const { row, agent } = await access.visible(principal, id);
      if (!agent) throw forbidden('Solo soporte asigna tickets.');
      if (assigneeId !== null && !(await access.isAssignable(row.company_id, assigneeId))) {
        throw invalid('ticket_assignee_invalid', 'El responsable debe ser del departamento de soporte técnico de la empresa.', { assignee_id: ['El responsable debe ser del departamento de soporte técnico de la empresa.'] });
      }
      const at = now().toISOString();
      await repository.updateTicket(db, row.id, { assignee_id: assigneeId }, at);
      const after = { ...row, assignee_id: assigneeId };
      effects.emit(after, 'assignee', at);
      if (assigneeId !== null && assigneeId !== principal.userId) effects.tellAgent(after, assigneeId, 'Te asignaron un ticket', row.subject);
      return detail(principal, row.id);
    },

    /** For the socket layer: may this caller look at this ticket, and as support? null: no (404 for them). */
    async viewer(principal: Principal, id: number): Promise<{ agent: boolean; companyId: number; name: string } | null> {
      const row = await repository.findTicket(db, scopeOf(principal), id);
      if (!row) return null;
      const agent = await access.isAgent(principal, row.company_id);
      if (!agent && row.requester_id !== principal.userId) return null;
      // The full name: "Ana está escribiendo" is ambiguous when two agents are called Ana.
      const contact = await repository.userContact(db, principal.userId);
      return { agent, companyId: row.company_id, name: contact ? personName(contact.name, contact.surname) : '' };
    },

    isAgent: (principal: Principal, companyId: number) => access.isAgent(principal, companyId),

    /** Which company a ticket in scope belongs to (files: who reads its attachments). */
    companyIdOf: async (scope: TenantScope, id: number) => (await repository.findTicket(db, scope, id))?.company_id ?? null,

    settled: (timeoutMs?: number) => effects.settled(timeoutMs),
  };

}

export type TicketsService = ReturnType<typeof createTicketsService>;
