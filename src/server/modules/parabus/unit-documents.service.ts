import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { businessDateOf } from '../../../shared/business-time';
import {
  type ExpiringDocuments,
  type UnitDocument,
  type UnitDocumentKind,
  type createUnitDocumentInputSchema,
  expiryStatusOf,
  type updateUnitDocumentInputSchema,
} from '../../../shared/contracts/unit-documents';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { type Principal, assertCanIn } from '../../principal';
import { orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import type { FilesService } from '../files/files.service';
import { field, merged } from '../logistics/logistics.common';
import type { UnitsService } from '../logistics/units.service';
import * as repository from './unit-documents.repository';

export type UnitDocumentsService = ReturnType<typeof createUnitDocumentsService>;

const NOT_FOUND = 'No encontramos ese documento de la unidad.';
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A unit's papers with their expiry. The unit is the fleet's (units service); the scanned file is
 * the files module's (resource_type "unit"). "Today" is the business day, so a document expiring
 * today is still valid until midnight in the business zone, wherever the server runs.
 */
export function createUnitDocumentsService(deps: { db: Kysely<Database>; units: UnitsService; companies: CompaniesService; files: FilesService; now?: () => Date }) {
  const { db, units, companies, files } = deps;
  const today = () => businessDateOf(deps.now?.() ?? new Date());

  function toDocument(row: repository.UnitDocumentRow, day: string): UnitDocument {
    return {
      id: row.id,
      company_id: row.company_id,
      unit_id: row.unit_id,
      unit_number: row.unit_number,
      kind: row.kind as UnitDocumentKind,
      number: row.number,
      issuer: row.issuer,
      issued_on: row.issued_on,
      expires_on: row.expires_on,
      expiry_status: expiryStatusOf(row.expires_on, day),
      days_left: row.expires_on ? daysBetween(day, row.expires_on) : null,
      document_id: row.document_id,
      file_url: row.document_id === null ? null : `/api/v1/documents/${row.document_id}/file`,
      notes: row.notes,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /** The file must have been uploaded for this very unit: a file of another record is not linkable. */
  async function checkFile(principal: Principal, unitId: number, documentId: number | null | undefined) {
    if (documentId == null) return;
    const list = await files.listDocuments(principal, { resource_type: 'unit', resource_id: unitId });
    if (!list.some((file) => file.id === documentId)) throw field('document_id', 'El archivo no está subido para esta unidad.');
  }

  async function documentFor(principal: Principal, id: number) {
    const row = orNotFound(await repository.findDocument(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, 'unit-documents.manage');
    return row;
  }

  async function reload(principal: Principal, id: number) {
    return toDocument(orNotFound(await repository.findDocument(db, scopeOf(principal), id), NOT_FOUND), today());
  }

  return {
    async list(principal: Principal, unitId: number): Promise<UnitDocument[]> {
      await units.unitFor(principal, unitId, 'fleet.read');
      const day = today();
      return (await repository.documentsOfUnit(db, scopeOf(principal), unitId)).map((row) => toDocument(row, day));
    },

    async create(principal: Principal, unitId: number, input: z.output<typeof createUnitDocumentInputSchema>): Promise<UnitDocument> {
      const unit = await units.unitFor(principal, unitId, 'fleet.read');
      assertCanIn(principal, unit.company_id, 'unit-documents.manage');
      await checkFile(principal, unitId, input.document_id);
      const id = await repository.insertDocument(
        db,
        {
          company_id: unit.company_id,
          unit_id: unitId,
          kind: input.kind,
          number: input.number ?? null,
          issuer: input.issuer ?? null,
          issued_on: input.issued_on ?? null,
          expires_on: input.expires_on ?? null,
          document_id: input.document_id ?? null,
          notes: input.notes ?? null,
        },
        isoNow(),
      );
      return reload(principal, id);
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateUnitDocumentInputSchema>): Promise<UnitDocument> {
      const row = await documentFor(principal, id);
      const next = merged(row, input);
      if (next.issued_on && next.expires_on && next.issued_on > next.expires_on) {
        throw field('expires_on', 'La fecha de vencimiento no puede ser anterior a la de expedición.');
      }
      if (input.document_id != null && input.document_id !== row.document_id) await checkFile(principal, row.unit_id, input.document_id);
      await repository.updateDocument(
        db,
        id,
        { kind: next.kind, number: next.number, issuer: next.issuer, issued_on: next.issued_on, expires_on: next.expires_on, document_id: next.document_id, notes: next.notes },
        isoNow(),
      );
      return reload(principal, id);
    },

    /** Removes the record; the scanned file stays with the unit's files (the files module owns it). */
    async remove(principal: Principal, id: number): Promise<void> {
      await documentFor(principal, id);
      await repository.removeDocument(db, id);
    },

    /** The fleet's documents already expired or expiring within `days` business days, soonest first. */
    async expiring(principal: Principal, companyId: number, days: number): Promise<ExpiringDocuments> {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'fleet.read');
      const day = today();
      const until = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
      const rows = await repository.documentsExpiringBy(db, scopeOf(principal), companyId, until);
      return { days, today: day, data: rows.map((row) => toDocument(row, day)) };
    },
  };
}
