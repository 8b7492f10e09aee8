import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, SqliteAdapter, sql } from 'kysely';
import * as createAccounts from './migrations/2026_11_22_1000_create_accounts';
import * as createNotifications from './migrations/2026_11_23_1000_create_notifications';
import * as directory from './migrations/2026_11_23_1100_directory';
import * as filesAndCatalogues from './migrations/2026_11_23_1200_files_and_catalogues';
import * as attendance from './migrations/2026_11_23_1300_attendance';
import * as containers from './migrations/2026_11_23_1400_containers';
import * as logistics from './migrations/2026_11_23_1410_logistics';
import * as perCompanyRoles from './migrations/2026_11_24_1000_per_company_roles';
import * as pendingRegistrations from './migrations/2026_11_24_1100_pending_registrations';
import * as searchTermClients from './migrations/2026_11_24_1100_search_term_clients';
import * as catalogueLoadsAndContactReferences from './migrations/2026_11_24_1200_catalogue_loads_and_contact_references';
import * as oneRunningImportPerCompany from './migrations/2026_11_24_1540_one_running_import_per_company';
import * as employeeHireDateAndIds from './migrations/2026_11_24_1800_employee_hire_date_and_ids';
import * as unkeyedPunchFingerprints from './migrations/2026_11_24_1850_unkeyed_punch_fingerprints';
import * as attendanceRecordsReview from './migrations/2026_11_24_1900_attendance_records_review';
import * as yardBlocks from './migrations/2026_11_25_0900_yard_blocks';
import * as containerArchive from './migrations/2026_11_25_1000_container_archive';
import * as clockPairingCodes from './migrations/2026_11_25_1100_clock_pairing_codes';
import * as parabus from './migrations/2026_11_26_1000_parabus';
import * as unitDocumentNotices from './migrations/2026_11_26_1400_unit_document_notices';
import * as sessionRecordings from './migrations/2026_11_26_1500_session_recordings';
import * as trackerTrackHours from './migrations/2026_11_27_0900_tracker_track_hours';
import * as supportTickets from './migrations/2026_11_27_1000_support_tickets';
import * as ticketSlaDue from './migrations/2026_11_27_1100_ticket_sla_due';
import * as serviceOrders from './migrations/2026_11_28_1000_service_orders';
import * as revisionOrders from './migrations/2026_11_28_1100_revision_orders';
import * as ticketSearchText from './migrations/2026_11_28_1200_ticket_search_text';
import * as ticketSlaOutcomes from './migrations/2026_11_28_1210_ticket_sla_outcomes';
import * as ticketUnassignedIndex from './migrations/2026_11_28_1220_ticket_unassigned_index';
import * as revisionOrderSearchTerms from './migrations/2026_11_28_1300_revision_order_search_terms';
import * as jobBoard from './migrations/2026_12_01_1000_job_board';
import * as jobLetters from './migrations/2026_12_02_1000_job_letters';
import * as vacancySearchFilters from './migrations/2026_12_03_1000_vacancy_search_filters';
import * as candidateCv from './migrations/2026_12_03_1100_candidate_cv';
import * as interviews from './migrations/2026_12_04_1000_interviews';
import * as workInterviews from './migrations/2026_12_04_1200_work_interviews';
import * as wallet from './migrations/2026_12_05_1000_wallet';
import * as digitalSignatures from './migrations/2026_12_05_1100_digital_signatures';
import * as billing from './migrations/2026_12_06_1000_billing';
import * as trackerNoticeChoices from './migrations/2026_12_07_1000_tracker_notice_choices';
import * as ticketSearchTermStatusNumber from './migrations/2026_12_08_1000_ticket_search_term_status_number';

/**
 * Migrations are listed here rather than read from a folder, so the bundled server and the
 * tests run exactly the same set. Names sort by date; append, never edit.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_1000_create_accounts': createAccounts,
  '2026_11_23_1000_create_notifications': createNotifications,
  '2026_11_23_1100_directory': directory,
  '2026_11_23_1200_files_and_catalogues': filesAndCatalogues,
  '2026_11_23_1300_attendance': attendance,
  '2026_11_23_1400_containers': containers,
  '2026_11_23_1410_logistics': logistics,
  '2026_11_24_1000_per_company_roles': perCompanyRoles,
  '2026_11_24_1100_pending_registrations': pendingRegistrations,
  '2026_11_24_1100_search_term_clients': searchTermClients,
  '2026_11_24_1200_catalogue_loads_and_contact_references': catalogueLoadsAndContactReferences,
  '2026_11_24_1540_one_running_import_per_company': oneRunningImportPerCompany,
  '2026_11_24_1800_employee_hire_date_and_ids': employeeHireDateAndIds,
  '2026_11_24_1850_unkeyed_punch_fingerprints': unkeyedPunchFingerprints,
  '2026_11_24_1900_attendance_records_review': attendanceRecordsReview,
  '2026_11_25_0900_yard_blocks': yardBlocks,
  '2026_11_25_1000_container_archive': containerArchive,
  '2026_11_25_1100_clock_pairing_codes': clockPairingCodes,
  '2026_11_26_1000_parabus': parabus,
  '2026_11_26_1400_unit_document_notices': unitDocumentNotices,
  '2026_11_26_1500_session_recordings': sessionRecordings,
  '2026_11_27_0900_tracker_track_hours': trackerTrackHours,
  '2026_11_27_1000_support_tickets': supportTickets,
  '2026_11_27_1100_ticket_sla_due': ticketSlaDue,
  '2026_11_28_1000_service_orders': serviceOrders,
  '2026_11_28_1100_revision_orders': revisionOrders,
  '2026_11_28_1200_ticket_search_text': ticketSearchText,
  '2026_11_28_1210_ticket_sla_outcomes': ticketSlaOutcomes,
  '2026_11_28_1220_ticket_unassigned_index': ticketUnassignedIndex,
  '2026_11_28_1300_revision_order_search_terms': revisionOrderSearchTerms,
  '2026_12_01_1000_job_board': jobBoard,
  '2026_12_02_1000_job_letters': jobLetters,
  '2026_12_03_1000_vacancy_search_filters': vacancySearchFilters,
  '2026_12_03_1100_candidate_cv': candidateCv,
  '2026_12_04_1000_interviews': interviews,
  '2026_12_04_1200_work_interviews': workInterviews,
  '2026_12_05_1000_wallet': wallet,
  '2026_12_05_1100_digital_signatures': digitalSignatures,
  '2026_12_06_1000_billing': billing,
  '2026_12_07_1000_tracker_notice_choices': trackerNoticeChoices,
  '2026_12_08_1000_ticket_search_term_status_number': ticketSearchTermStatusNumber,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Applies every pending migration. Several processes may start at once: on PostgreSQL Kysely
 * serialises them with an advisory lock; on SQLite its lock is per process, so the loser of the
 * race fails (busy, or "table already exists" read from a stale snapshot), waits and tries again,
 * and then finds the work done. A real failure fails the same way every time and is reported.
 *
 * On PostgreSQL the same when another schema of the database was dropped while Kysely looked for
 * its tables: its introspection reads the columns of every schema and checks each by name, so a
 * schema dropped meanwhile fails it with "schema … does not exist" (the test runs, where hundreds of
 * schemas come and go, saw it), before any migration has run.
 *
 * On PostgreSQL the migration tables live in the connection's current schema, named explicitly:
 * left unnamed, Kysely looks for its lock table in every schema and takes another schema's (the
 * tests give each file a schema of its own) for its own, then fails to find it in this one.
 */
export async function migrateToLatest(db: Kysely<any>, attempts = 10): Promise<string[]> {
  const migrationTableSchema = db.getExecutor().adapter instanceof PostgresAdapter ? await currentSchemaOf(db) : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const retryable = (error: unknown) => sqlite || (migrationTableSchema !== undefined && anotherSchemaGone(error, migrationTableSchema));
  let { error, results } = await migrator.migrateToLatest();
  for (let attempt = 1; error && retryable(error) && attempt < attempts; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new MigrationError(`La migración ${failed?.migrationName ?? '?'} falló: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** PostgreSQL's invalid_schema_name about a schema other than `own`: one dropped by someone else. */
function anotherSchemaGone(error: unknown, own: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !message.includes(`"${own}"`);
}

/** The schema unqualified names resolve to on this connection (search_path). */
export async function currentSchemaOf(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
