import type { Kysely } from 'kysely';
import { TECHNICAL_SUPPORT_DEPARTMENT_SLUG } from '../../../shared/roles';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { type Principal, canIn } from '../../principal';
import { type TenantScope, scopeOf, systemScope } from '../../tenancy';
import type { DepartmentsService } from '../departments/departments.service';
import type { UsersService } from '../users/users.service';
import * as repository from './tickets.repository';

export const TICKET_NOT_FOUND = 'No encontramos ese ticket.';

/**
 * Who is support in a company: the roles of `tickets.work` there (technical_support, the
 * company's admins, super admin) or membership of its `soporte-tecnico` department (spec §6: the
 * department is how a company names its support people, whatever their roles).
 */
export function createTicketAccess(deps: {
  db: Kysely<Database>;
  departments: Pick<DepartmentsService, 'memberUserIdsOfSlug'>;
  users: Pick<UsersService, 'activeMemberIdsAllowedIn'>;
}) {
  const { db, departments, users } = deps;

  const supportMembers = (scope: TenantScope, companyId: number) => departments.memberUserIdsOfSlug(scope, companyId, TECHNICAL_SUPPORT_DEPARTMENT_SLUG);

  async function isAgent(principal: Principal, companyId: number): Promise<boolean> {
    if (canIn(principal, companyId, 'tickets.work')) return true;
    if (!principal.companyIds.includes(companyId)) return false;
    return (await supportMembers(scopeOf(principal), companyId)).includes(principal.userId);
  }

  async function assignableIds(companyId: number): Promise<number[]> {
    // The company was already checked against the caller: read it as the system.
    const [holders, members] = await Promise.all([users.activeMemberIdsAllowedIn(systemScope(), companyId, 'tickets.assignable'), supportMembers(systemScope(), companyId)]);
    return [...new Set([...holders, ...members])];
  }

  return {
    isAgent,

    /** The caller's companies where they are support (every company for a super admin: null). */
    async agentCompanies(principal: Principal): Promise<number[] | null> {
      if (scopeOf(principal).companyIds === null) return null;
      const checks = await Promise.all(principal.companyIds.map(async (companyId) => ((await isAgent(principal, companyId)) ? companyId : null)));
      return checks.filter((companyId) => companyId !== null);
    },

    /**
     * The ticket, for support of its company or its requester; anyone else — another tenant, a
     * colleague who did not raise it — gets 404: the ticket does not exist for them.
     */
    async visible(principal: Principal, id: number): Promise<{ row: repository.TicketRow; agent: boolean }> {
      const row = await repository.findTicket(db, scopeOf(principal), id);
      if (!row) throw notFound(TICKET_NOT_FOUND);
      const agent = await isAgent(principal, row.company_id);
      if (!agent && row.requester_id !== principal.userId) throw notFound(TICKET_NOT_FOUND);
      return { row, agent };
    },

    /** May this user be the ticket's assignee: technical_support there, or a `soporte-tecnico` member. */
    async isAssignable(companyId: number, userId: number): Promise<boolean> {
      return (await assignableIds(companyId)).includes(userId);
    },

    /** Everyone a ticket of the company may be assigned to (`GET /companies/{id}/support-agents`). */
    assignableIds,

    /** Support people of a company, to tell about a new ticket. */
    async agentsOf(companyId: number): Promise<number[]> {
      const [holders, members] = await Promise.all([users.activeMemberIdsAllowedIn(systemScope(), companyId, 'tickets.work'), supportMembers(systemScope(), companyId)]);
      return [...new Set([...holders, ...members])];
    },
  };
}

export type TicketAccess = ReturnType<typeof createTicketAccess>;
