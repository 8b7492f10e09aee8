import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { Principal } from '../../principal';
import { scopeOf } from '../../tenancy';
import type { TicketAccess } from './tickets.access';
import * as repository from './service-orders.repository';

export const SERVICE_ORDER_NOT_FOUND = 'No encontramos esa orden de servicio.';

/** How the caller stands to an order: support manages it, the technician works it, the ticket's requester reads it. */
export interface ServiceOrderStanding {
  row: repository.ServiceOrderRow;
  manage: boolean;
  work: boolean;
}

/**
 * Who sees a service order: the company's support (the same rule as tickets: `tickets.work`
 * roles or the `soporte-tecnico` department), the assigned technician, and the requester of the
 * ticket it was made from (read only). Anyone else — a colleague, another tenant — gets 404: the
 * order does not exist for them.
 */
export function createServiceOrderAccess(deps: { db: Kysely<Database>; tickets: TicketAccess }) {
  const { db, tickets } = deps;
  return {
    isSupport: (principal: Principal, companyId: number) => tickets.isAgent(principal, companyId),
    supportCompanies: (principal: Principal) => tickets.agentCompanies(principal),
    /** Technicians are whoever may be a ticket's assignee there (tickets.assignable or the department). */
    isTechnician: (companyId: number, userId: number) => tickets.isAssignable(companyId, userId),

    async visible(principal: Principal, id: number): Promise<ServiceOrderStanding> {
      const row = await repository.findServiceOrder(db, scopeOf(principal), id);
      if (!row) throw notFound(SERVICE_ORDER_NOT_FOUND);
      const manage = await tickets.isAgent(principal, row.company_id);
      const work = manage || row.technician_id === principal.userId;
      if (!work && row.ticket_requester_id !== principal.userId) throw notFound(SERVICE_ORDER_NOT_FOUND);
      return { row, manage, work };
    },
  };
}

export type ServiceOrderAccess = ReturnType<typeof createServiceOrderAccess>;
