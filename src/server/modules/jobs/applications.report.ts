import type { Kysely } from 'kysely';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus, applicationsReportParamsSchema } from '../../../shared/contracts/jobs-applications';
import type { Database } from '../../db/schema';
import { flatten, keysetBatches } from '../../lib/report-writers';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './applications.repository';

/** Drops absent filters: signed URL parameters are strings only. */
const stringsOnly = (value: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/**
 * `applications` (`GET /companies/{id}/generate-url-report/applications?vacancy_id=&status=`): a
 * company's applications, one row each, read in keyset pages of the id (the file streams).
 */
export function applicationsReport(db: Kysely<Database>) {
  return defineReportKind<repository.ApplicationRow>({
    kind: 'applications',
    fileStem: 'postulaciones',
    sheetName: 'Postulaciones',
    permission: 'reports.applications',
    params: applicationsReportParamsSchema.transform(stringsOnly),
    columns: [
      { header: 'vacante', value: (row) => row.vacancy_title, width: 40 },
      { header: 'candidato', value: (row) => [row.user_name, row.user_surname, row.user_lastname].filter(Boolean).join(' '), width: 30 },
      { header: 'correo', value: (row) => row.user_email, width: 30 },
      { header: 'estado', value: (row) => APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? row.status, width: 16 },
      { header: 'postulada', value: (row) => new Date(row.created_at), width: 18 },
      { header: 'último cambio', value: (row) => new Date(row.updated_at), width: 18 },
    ],
    rows: ({ companyId, scope, params }) =>
      flatten(keysetBatches(repository.reportQuery(db, scope, companyId, { vacancyId: params.vacancy_id ? Number(params.vacancy_id) : undefined, status: params.status }), { column: 'a.id', of: (row) => row.id })),
  });
}
