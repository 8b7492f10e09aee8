import type { Kysely } from 'kysely';
import { REVISION_ASSET_KIND_LABELS, REVISION_STATUS_LABELS, type RevisionAssetKind, type RevisionStatus, revisionOrderReference } from '../../../shared/contracts/revision-orders';
import type { Database } from '../../db/schema';
import type { Principal } from '../../principal';
import { flatten, keysetBatches } from '../../lib/report-writers';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './revision-orders.repository';

const when = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * `revision-orders`: every revision order of a company with its answer counts, in keyset pages of
 * 500. Support's, as the screen and the tickets report: the role, or the company's
 * `soporte-tecnico` department (`isAgent`).
 */
export function revisionOrdersReport(db: Kysely<Database>, isAgent: (principal: Principal, companyId: number) => Promise<boolean>) {
  return defineReportKind<repository.RevisionReportRow>({
    kind: 'revision-orders',
    fileStem: 'ordenes-revision',
    sheetName: 'Órdenes de revisión',
    permission: 'revision-orders.manage',
    mayGenerate: isAgent,
    columns: [
      { header: 'referencia', value: (row) => revisionOrderReference(row.number), width: 12 },
      { header: 'plantilla', value: (row) => row.template_name, width: 28 },
      { header: 'tipo de activo', value: (row) => REVISION_ASSET_KIND_LABELS[row.asset_kind as RevisionAssetKind], width: 14 },
      { header: 'activo', value: (row) => row.asset_label, width: 24 },
      { header: 'inspector', value: (row) => [row.inspector_name, row.inspector_surname].filter(Boolean).join(' ') || null, width: 24 },
      { header: 'programada', value: (row) => when(row.scheduled_at), width: 18 },
      { header: 'estado', value: (row) => REVISION_STATUS_LABELS[row.status as RevisionStatus], width: 12 },
      { header: 'puntos', value: (row) => Number(row.items_total ?? 0), width: 8 },
      { header: 'respondidos', value: (row) => Number(row.items_answered ?? 0), width: 10 },
      { header: 'con falla', value: (row) => Number(row.items_failed ?? 0), width: 10 },
      { header: 'iniciada', value: (row) => when(row.started_at), width: 18 },
      { header: 'terminada', value: (row) => when(row.completed_at), width: 18 },
      { header: 'notas', value: (row) => row.notes, width: 30 },
    ],
    rows: ({ companyId, scope }) => flatten(keysetBatches(repository.reportQuery(db, scope, companyId), { column: 'revision_orders.id', of: (row) => row.id })),
  });
}
