import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { logisticsListQuerySchema } from '../../../shared/contracts/logistics-common';
import type {
  Terminal,
  TerminalKind,
  TerminalPage,
  TerminalRef,
  createTerminalInputSchema,
  updateTerminalInputSchema,
} from '../../../shared/contracts/logistics-terminals';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import { companyForCreate, field, keyConflict, listScope, merged } from './logistics.common';
import { keyTaken } from './logistics.repository';
import type { TerminalsTable } from './logistics.tables';
import * as repository from './terminals.repository';

export type TerminalsService = ReturnType<typeof createTerminalsService>;

const NOT_FOUND = 'No encontramos esa terminal.';

export function toTerminal(row: repository.TerminalRow): Terminal {
  return {
    id: row.id,
    company_id: row.company_id,
    code: row.code,
    name: row.name,
    kind: row.kind as TerminalKind,
    rfc: row.rfc,
    operator_name: row.operator_name,
    street: row.street,
    exterior_number: row.exterior_number,
    neighborhood: row.neighborhood,
    municipality: row.municipality,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    phone: row.phone,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const terminalRef = (row: { id: number; code: string; name: string }): TerminalRef => ({ id: row.id, code: row.code, name: row.name });

const searchText = (row: Pick<TerminalsTable, 'code' | 'name' | 'operator_name' | 'municipality' | 'state' | 'rfc'>) =>
  searchTextOf(row.code, row.name, row.operator_name, row.municipality, row.state, row.rfc);

const codeTaken = (code: string) => `Ya hay una terminal con el código «${code}» en esta empresa.`;

/** Terminals: the places containers leave from and arrive at (ports, inland ports, customers' sites). */
export function createTerminalsService(deps: { db: Kysely<Database>; companies: CompaniesService }) {
  const { db, companies } = deps;

  /** The terminal if the caller's companies hold it (404 otherwise), once `action` is allowed in its company. */
  async function terminalFor(principal: Principal, id: number, action: 'fleet.read' | 'fleet.manage') {
    const row = orNotFound(await repository.findTerminal(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, action);
    return row;
  }

  async function checkCode(companyId: number, code: string, exceptId: number | null) {
    if (await keyTaken(db, 'terminals', 'code', companyId, code, exceptId)) throw conflict('terminal_code_taken', codeTaken(code));
  }

  return {
    async list(principal: Principal, query: z.output<typeof logisticsListQuerySchema>): Promise<TerminalPage> {
      const { scope, companyIds } = await listScope(companies, principal, query.company_id, 'fleet.read');
      const filter = { companyIds, words: queryWords(query.q) };
      const { rows, total } = await repository.pageOfTerminals(db, scope, filter, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(rows.map(toTerminal), total, query.page, query.per_page);
    },

    async get(principal: Principal, id: number): Promise<Terminal> {
      return toTerminal(await terminalFor(principal, id, 'fleet.read'));
    },

    async create(principal: Principal, input: z.output<typeof createTerminalInputSchema>): Promise<Terminal> {
      const companyId = await companyForCreate(companies, principal, input.company_id, 'fleet.manage');
      const { company_id: _company, ...fields } = input;
      const values = {
        company_id: companyId,
        code: fields.code,
        name: fields.name,
        kind: fields.kind ?? 'port',
        rfc: fields.rfc ?? null,
        operator_name: fields.operator_name ?? null,
        street: fields.street ?? null,
        exterior_number: fields.exterior_number ?? null,
        neighborhood: fields.neighborhood ?? null,
        municipality: fields.municipality ?? null,
        state: fields.state ?? null,
        postal_code: fields.postal_code ?? null,
        country: fields.country ?? 'MEX',
        latitude: fields.latitude ?? null,
        longitude: fields.longitude ?? null,
        phone: fields.phone ?? null,
      };
      await checkCode(companyId, values.code, null);
      try {
        const id = await repository.insertTerminal(db, { ...values, search_text: searchText(values) }, isoNow());
        return toTerminal((await repository.findTerminal(db, scopeOf(principal), id))!);
      } catch (error) {
        keyConflict(error, 'terminal_code_taken', codeTaken(values.code));
      }
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateTerminalInputSchema>): Promise<Terminal> {
      const row = await terminalFor(principal, id, 'fleet.manage');
      const next = merged(row, input);
      if (next.code !== row.code) await checkCode(row.company_id, next.code, id);
      const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...values } = next;
      try {
        await repository.updateTerminal(db, id, { ...values, search_text: searchText(next) }, isoNow());
      } catch (error) {
        keyConflict(error, 'terminal_code_taken', codeTaken(next.code));
      }
      return toTerminal((await repository.findTerminal(db, scopeOf(principal), id))!);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      await terminalFor(principal, id, 'fleet.manage');
      if (await repository.terminalInUse(db, id)) {
        throw conflict('in_use', 'La terminal está en rutas u órdenes; no se puede eliminar.');
      }
      await repository.removeTerminal(db, id);
    },

    /**
     * The terminal a route or an order names, if it is one of the record's company (a 422 naming
     * the field otherwise: from the form's point of view it is a wrong choice, not a missing page).
     */
    async terminalOf(scope: TenantScope, companyId: number, id: number, name: string, label: string) {
      const row = await repository.findTerminal(db, scope, id);
      if (!row || row.company_id !== companyId) throw field(name, `${label} no existe en esta empresa.`);
      return row;
    },

    byIds: (scope: TenantScope, ids: number[]) => repository.terminalsByIds(db, scope, [...new Set(ids)]),
  };
}
