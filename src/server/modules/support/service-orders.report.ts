import type { Kysely } from 'kysely';
import { SERVICE_ORDER_STATUS_LABELS, type ServiceOrderStatus, serviceOrderReference } from '../../../shared/contracts/service-orders';
import { ticketReference } from '../../../shared/contracts/support';
import type { Database } from '../../db/schema';
import type { Principal } from '../../principal';
import { flatten, keysetBatches } from '../../lib/report-writers';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './service-orders.repository';

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
const when = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * `service-orders`: every service order of a company, one row each, read in keyset pages of 500
 * (the file streams). Parts are not listed (a row per order); labour is in hours for a sheet.
 * Support's, as the screen and the tickets report: the role, or the company's `soporte-tecnico`
 * department (`isAgent`).
 */
export function serviceOrdersReport(db: Kysely<Database>, isAgent: (principal: Principal, companyId: number) => Promise<boolean>) {
  return defineReportKind<repository.ServiceOrderRow>({
    kind: 'service-orders',
    fileStem: 'ordenes-de-servicio',
    sheetName: 'Órdenes de servicio',
    permission: 'reports.service-orders',
    mayGenerate: isAgent,
    columns: [
      { header: 'referencia', value: (row) => serviceOrderReference(row.number), width: 12 },
      { header: 'título', value: (row) => row.title, width: 40 },
      { header: 'lugar', value: (row) => row.location, width: 30 },
      { header: 'programada', value: (row) => when(row.scheduled_at), width: 18 },
      { header: 'estado', value: (row) => SERVICE_ORDER_STATUS_LABELS[row.status as ServiceOrderStatus] ?? row.status, width: 12 },
      { header: 'técnico', value: (row) => name(row.technician_name, row.technician_surname), width: 24 },
      { header: 'mano de obra (h)', value: (row) => Math.round((row.labour_minutes / 60) * 100) / 100, width: 10 },
      { header: 'ticket', value: (row) => (row.ticket_number === null ? null : ticketReference(row.ticket_number)), width: 12 },
      { header: 'orden de revisión', value: (row) => row.revision_order_id, width: 10 },
      { header: 'recibió', value: (row) => row.receiver_name, width: 24 },
      { header: 'firmada', value: (row) => when(row.signed_at), width: 18 },
      { header: 'creada', value: (row) => when(row.created_at), width: 18 },
    ],
    rows: ({ companyId, scope }) => flatten(keysetBatches(repository.reportQuery(db, scope, companyId), { column: 'o.id', of: (row) => row.id })),
  });
}
