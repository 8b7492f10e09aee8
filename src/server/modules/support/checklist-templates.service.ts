import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  ChecklistItem,
  ChecklistTemplate,
  RevisionAssetKind,
  checklistTemplateListQuerySchema,
  createChecklistTemplateInputSchema,
  updateChecklistTemplateInputSchema,
} from '../../../shared/contracts/revision-orders';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { type Principal, assertCompanyVisible } from '../../principal';
import { scopeOf } from '../../tenancy';
import * as repository from './revision-orders.repository';
import type { TicketAccess } from './tickets.access';

export const TEMPLATE_NOT_FOUND = 'No encontramos esa plantilla de revisión.';

export function toTemplate(row: repository.TemplateRow, ordersCount: number): ChecklistTemplate {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    asset_kind: row.asset_kind as RevisionAssetKind,
    items: JSON.parse(row.items) as ChecklistItem[],
    archived_at: row.archived_at,
    orders_count: ordersCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Checklist templates of a company: its support (tickets.work, the soporte-tecnico department)
 * reads and writes them; anyone else gets 404, as for another tenant's. A template that orders
 * already used is archived when deleted (those orders keep their copy of its items either way).
 */
export function createChecklistTemplatesService(deps: { db: Kysely<Database>; access: Pick<TicketAccess, 'isAgent'>; now: () => Date }) {
  const { db, access, now } = deps;

  async function supportOf(principal: Principal, companyId: number) {
    assertCompanyVisible(principal, companyId);
    if (!(await access.isAgent(principal, companyId))) throw notFound(TEMPLATE_NOT_FOUND);
  }

  /** The template, for support of its company (404 for anyone else). */
  async function visible(principal: Principal, id: number) {
    const row = await repository.findTemplate(db, scopeOf(principal), id);
    if (!row || !(await access.isAgent(principal, row.company_id))) throw notFound(TEMPLATE_NOT_FOUND);
    return row;
  }

  async function answer(row: repository.TemplateRow) {
    return toTemplate(row, (await repository.ordersPerTemplate(db, [row.id])).get(row.id) ?? 0);
  }

  return {
    visible,

    async list(principal: Principal, companyId: number, query: z.output<typeof checklistTemplateListQuerySchema>): Promise<ChecklistTemplate[]> {
      await supportOf(principal, companyId);
      const rows = await repository.templatesOf(db, scopeOf(principal), companyId, { assetKind: query.asset_kind, archived: query.archived === 'true' });
      const counts = await repository.ordersPerTemplate(db, rows.map((row) => row.id));
      return rows.map((row) => toTemplate(row, counts.get(row.id) ?? 0));
    },

    get: async (principal: Principal, id: number) => answer(await visible(principal, id)),

    async create(principal: Principal, companyId: number, input: z.output<typeof createChecklistTemplateInputSchema>): Promise<ChecklistTemplate> {
      await supportOf(principal, companyId);
      const at = now().toISOString();
      const id = await repository.insertTemplate(db, { company_id: companyId, name: input.name, asset_kind: input.asset_kind, items: JSON.stringify(input.items), archived_at: null, created_at: at, updated_at: at });
      return answer((await repository.findTemplate(db, scopeOf(principal), id))!);
    },

    /** Orders already made keep their own copy of the items: an edit reaches only the orders made after it. */
    async update(principal: Principal, id: number, input: z.output<typeof updateChecklistTemplateInputSchema>): Promise<ChecklistTemplate> {
      const row = await visible(principal, id);
      const at = now().toISOString();
      await repository.updateTemplate(db, row.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.items !== undefined ? { items: JSON.stringify(input.items) } : {}),
        ...(input.archived !== undefined ? { archived_at: input.archived ? (row.archived_at ?? at) : null } : {}),
        updated_at: at,
      });
      return answer((await repository.findTemplate(db, scopeOf(principal), id))!);
    },

    /** Deleted when no order used it; archived otherwise (answers which). */
    async remove(principal: Principal, id: number): Promise<'deleted' | 'archived'> {
      const row = await visible(principal, id);
      // One statement decides: an order made meanwhile keeps the template (archived, not deleted).
      if (await repository.deleteUnusedTemplate(db, row.id)) return 'deleted';
      const at = now().toISOString();
      await repository.updateTemplate(db, row.id, { archived_at: row.archived_at ?? at, updated_at: at });
      return 'archived';
    },
  };
}

export type ChecklistTemplatesService = ReturnType<typeof createChecklistTemplatesService>;
