import type { Kysely, Transaction } from 'kysely';
import type { PasswordResetsTable, VerificationCodesTable } from '../modules/accounts/accounts.tables';
import type { UsedChallengesTable } from '../modules/anti-bot/anti-bot.tables';
import type { OAuthAccessTokensTable, OAuthRefreshTokensTable } from '../modules/auth/auth.tables';
import type { CompaniesTable, CompanyUsersTable, DepartmentUsersTable } from '../modules/companies/companies.tables';
import type { DepartmentsTable } from '../modules/departments/departments.tables';
import type { BusinessSectorsTable } from '../modules/business-sectors/business-sectors.tables';
import type { ContactMessagesTable, ContactReferenceCountersTable, MailingListSubscribersTable } from '../modules/contact/contact.tables';
import type { ImportBatchErrorsTable, ImportBatchesTable } from '../modules/imports/imports.tables';
import type { EmployeeSearchTermsTable, EmployeesTable } from '../modules/employees/employees.tables';
import type { NotificationSettingsTable, NotificationsTable } from '../modules/notifications/notifications.tables';
import type { RoleAssignmentsTable, RolesTable, UsersTable } from '../modules/users/users.tables';
import type { MunicipalitiesTable, ReferenceCataloguesTable, StatesTable } from '../modules/catalogues/catalogues.tables';
import type { DocumentsTable, ImagesTable } from '../modules/files/files.tables';
import type { SearchTermClientsTable, SearchTermsTable, TagsTable } from '../modules/tags/tags.tables';
import type {
  ContainerHistoryTable,
  ContainerLocationsTable,
  YardBlocksTable,
  ContainerNumberDigitsTable,
  ContainersTable,
  VesselCallContainersTable,
  VesselCallsTable,
} from '../modules/containers/containers.tables';
import type {
  AttendanceDepartmentShiftsTable,
  AttendanceDevicesTable,
  AttendanceEmployeeShiftsTable,
  AttendancePunchesTable,
  AttendanceRecessesTable,
  AttendanceRecordsTable,
  AttendanceSchedulesTable,
  AttendanceShiftsTable,
} from '../modules/attendance/attendance.tables';

import type {
  ContainerOrderUpdatesTable,
  ContainerOrdersTable,
  RoutesTable,
  TerminalsTable,
  UnitDriversTable,
  UnitRoutesTable,
  UnitsTable,
  WaybillsTable,
} from '../modules/logistics/logistics.tables';
import type {
  ComplaintUpdatesTable,
  ComplaintsTable,
  RouteDeparturesTable,
  RouteStopsTable,
  TourPassengersTable,
  ToursTable,
  TrackerEventsTable,
  TrackerPositionsTable,
  TrackerTrackHoursTable,
  UnitDocumentsTable,
  UnitLastPositionsTable,
} from '../modules/parabus/parabus.tables';
import type { TrackerNoticeChoicesTable } from '../modules/positioning/tracker-notices.tables';
import type { SessionRecordingChunksTable, SessionRecordingsTable } from '../modules/session-recordings/session-recordings.tables';
import type {
  SupportBusinessCalendarsTable,
  SupportSlaPoliciesTable,
  TicketMessagesTable,
  TicketSearchTermsTable,
  TicketStatusEventsTable,
  TicketsTable,
} from '../modules/support/support.tables';
import type { ChecklistTemplatesTable, RevisionItemsTable, RevisionOrderSearchTermsTable, RevisionOrdersTable } from '../modules/support/revision-orders.tables';
import type { ServiceOrderPartsTable, ServiceOrderSearchTermsTable, ServiceOrdersTable } from '../modules/support/service-orders.tables';
import type { JobLettersTable } from '../modules/job-letters/job-letters.tables';
import type { SignatureAuthoritiesTable, SignerCertificatesTable, SignedDocumentEventsTable, SignedDocumentSignersTable, SignedDocumentsTable, UserSignaturesTable } from '../modules/signatures/signatures.tables';
import type { InterviewInterviewersTable, InterviewsTable } from '../modules/interviews/interviews.tables';
import type {
  VacancyQuestionsTable,
  WorkInterviewAnswersTable,
  WorkInterviewEvaluationsTable,
  WorkInterviewQuestionsTable,
  WorkInterviewScoresTable,
  WorkInterviewsTable,
} from '../modules/interviews/work-interviews.tables';
import type * as Wallet from '../modules/wallet/wallet.tables';
import type * as Billing from '../modules/billing/billing.tables';
import type {
  CandidateCvFilesTable,
  CandidateProfilesTable,
  CandidateSoftSkillsTable,
  JobApplicationEventsTable,
  JobApplicationsTable,
  JobCategoriesTable,
  ProfessionalCoursesTable,
  SoftSkillsTable,
  VacanciesTable,
  VacancyBookmarksTable,
  VacancySearchTermsTable,
  VacancySoftSkillsTable,
  VacancyStatusEventsTable,
} from '../modules/jobs/jobs.tables';

/** Every table, typed beside the repository that queries it. */
export interface Database {
  companies: CompaniesTable;
  departments: DepartmentsTable;
  company_users: CompanyUsersTable;
  department_users: DepartmentUsersTable;
  users: UsersTable;
  roles: RolesTable;
  role_assignments: RoleAssignmentsTable;
  oauth_access_tokens: OAuthAccessTokensTable;
  oauth_refresh_tokens: OAuthRefreshTokensTable;
  verification_codes: VerificationCodesTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
  contact_reference_counters: ContactReferenceCountersTable;
  mailing_list_subscribers: MailingListSubscribersTable;
  used_challenges: UsedChallengesTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  business_sectors: BusinessSectorsTable;
  employees: EmployeesTable;
  employee_search_terms: EmployeeSearchTermsTable;
  import_batches: ImportBatchesTable;
  import_batch_errors: ImportBatchErrorsTable;
  states: StatesTable;
  municipalities: MunicipalitiesTable;
  reference_catalogues: ReferenceCataloguesTable;
  images: ImagesTable;
  documents: DocumentsTable;
  tags: TagsTable;
  search_terms: SearchTermsTable;
  search_term_clients: SearchTermClientsTable;
  vessel_calls: VesselCallsTable;
  containers: ContainersTable;
  container_number_digits: ContainerNumberDigitsTable;
  vessel_call_containers: VesselCallContainersTable;
  container_history: ContainerHistoryTable;
  container_locations: ContainerLocationsTable;
  yard_blocks: YardBlocksTable;
  terminals: TerminalsTable;
  routes: RoutesTable;
  units: UnitsTable;
  unit_drivers: UnitDriversTable;
  unit_routes: UnitRoutesTable;
  container_orders: ContainerOrdersTable;
  container_order_updates: ContainerOrderUpdatesTable;
  waybills: WaybillsTable;
  attendance_shifts: AttendanceShiftsTable;
  attendance_recesses: AttendanceRecessesTable;
  attendance_schedules: AttendanceSchedulesTable;
  attendance_employee_shifts: AttendanceEmployeeShiftsTable;
  attendance_department_shifts: AttendanceDepartmentShiftsTable;
  attendance_records: AttendanceRecordsTable;
  attendance_devices: AttendanceDevicesTable;
  attendance_punches: AttendancePunchesTable;
  route_stops: RouteStopsTable;
  route_departures: RouteDeparturesTable;
  unit_documents: UnitDocumentsTable;
  tracker_positions: TrackerPositionsTable;
  tracker_track_hours: TrackerTrackHoursTable;
  unit_last_positions: UnitLastPositionsTable;
  tracker_events: TrackerEventsTable;
  tracker_notice_choices: TrackerNoticeChoicesTable;
  tours: ToursTable;
  tour_passengers: TourPassengersTable;
  complaints: ComplaintsTable;
  complaint_updates: ComplaintUpdatesTable;
  session_recordings: SessionRecordingsTable;
  session_recording_chunks: SessionRecordingChunksTable;
  tickets: TicketsTable;
  ticket_search_terms: TicketSearchTermsTable;
  ticket_messages: TicketMessagesTable;
  ticket_status_events: TicketStatusEventsTable;
  support_sla_policies: SupportSlaPoliciesTable;
  support_business_calendars: SupportBusinessCalendarsTable;
  checklist_templates: ChecklistTemplatesTable;
  revision_orders: RevisionOrdersTable;
  revision_items: RevisionItemsTable;
  revision_order_search_terms: RevisionOrderSearchTermsTable;
  service_orders: ServiceOrdersTable;
  service_order_parts: ServiceOrderPartsTable;
  service_order_search_terms: ServiceOrderSearchTermsTable;
  job_letters: JobLettersTable;
  job_categories: JobCategoriesTable;
  soft_skills: SoftSkillsTable;
  vacancies: VacanciesTable;
  vacancy_soft_skills: VacancySoftSkillsTable;
  vacancy_status_events: VacancyStatusEventsTable;
  vacancy_search_terms: VacancySearchTermsTable;
  job_applications: JobApplicationsTable;
  job_application_events: JobApplicationEventsTable;
  vacancy_bookmarks: VacancyBookmarksTable;
  candidate_profiles: CandidateProfilesTable;
  candidate_cv_files: CandidateCvFilesTable;
  candidate_soft_skills: CandidateSoftSkillsTable;
  professional_courses: ProfessionalCoursesTable;
  interviews: InterviewsTable;
  interview_interviewers: InterviewInterviewersTable;
  vacancy_questions: VacancyQuestionsTable;
  work_interviews: WorkInterviewsTable;
  work_interview_questions: WorkInterviewQuestionsTable;
  work_interview_answers: WorkInterviewAnswersTable;
  work_interview_scores: WorkInterviewScoresTable;
  work_interview_evaluations: WorkInterviewEvaluationsTable;
  wallet_accounts: Wallet.WalletAccountsTable;
  wallet_transactions: Wallet.WalletTransactionsTable;
  wallet_entries: Wallet.WalletEntriesTable;
  wallet_recharges: Wallet.WalletRechargesTable;
  wallet_webhook_events: Wallet.WalletWebhookEventsTable;
  wallet_charges: Wallet.WalletChargesTable;
  wallet_payments: Wallet.WalletPaymentsTable;
  wallet_point_lots: Wallet.WalletPointLotsTable;
  wallet_idempotency_keys: Wallet.WalletIdempotencyKeysTable;
  signature_authorities: SignatureAuthoritiesTable;
  signer_certificates: SignerCertificatesTable;
  user_signatures: UserSignaturesTable;
  signed_documents: SignedDocumentsTable;
  signed_document_signers: SignedDocumentSignersTable;
  signed_document_events: SignedDocumentEventsTable;
  billing_fiscal_data: Billing.BillingFiscalDataTable;
  billing_invoices: Billing.BillingInvoicesTable;
  billing_invoice_items: Billing.BillingInvoiceItemsTable;
}

/** A connection or a transaction: what every repository function takes. */
export type Db = Kysely<Database> | Transaction<Database>;
