import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../src/server/modules/wallet/wallet.ledger';
import { type TestApp, createTestApp } from '../helpers/test-app';

/**
 * Property: whatever body reaches a write route, the answer is never a 5xx and every error has
 * the spec §8 shape. Bodies mix the route's own field names with arbitrary JSON values, plus
 * wholly arbitrary values and raw text sent as JSON. Each area adds its write routes here.
 */
interface WriteRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  fields: string[];
  auth?: 'super' | 'admin' | 'empleado' | 'horizonte' | 'candidato';
  /** Sends a fresh Idempotency-Key with every request (the wallet's writes require one). */
  idempotent?: boolean;
}

const WRITE_ROUTES: WriteRoute[] = [
  { method: 'POST', url: '/oauth/token', fields: ['grant_type', 'client_id', 'client_secret', 'username', 'password', 'refresh_token', 'scope'] },
  { method: 'POST', url: '/oauth/revoke', fields: ['token', 'token_type_hint'] },
  { method: 'POST', url: '/api/v1/register', fields: ['name', 'surname', 'lastname', 'email', 'password', 'password_confirmation', 'service', 'accept_terms'] },
  { method: 'POST', url: '/api/v1/register/1/confirmation', fields: ['verification_code', 'service'] },
  { method: 'POST', url: '/api/v1/register/1/resend', fields: ['service'] },
  { method: 'POST', url: '/api/v1/reset-password', fields: ['email', 'token', 'password', 'password_confirmation'] },
  { method: 'PUT', url: '/api/v1/update-password', fields: ['current_password', 'password', 'password_confirmation'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/users/{candidato}', fields: ['name', 'surname', 'lastname'], auth: 'super' },
  { method: 'DELETE', url: '/api/v1/users/{ajena}', fields: ['reason'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/users/{candidato}/verified', fields: ['verified_profile'], auth: 'super' },
  { method: 'POST', url: '/api/v1/users/{candidato}/assign-roles', fields: ['roles'], auth: 'super' },
  { method: 'POST', url: '/api/v1/contact', fields: ['name', 'email', 'subject', 'phone', 'message', 'token'] },
  { method: 'POST', url: '/api/v1/company-contact', fields: ['name', 'email', 'subject', 'phone', 'message', 'company_name', 'token'] },
  { method: 'POST', url: '/api/v1/mailing-list', fields: ['user_emails', 'token'] },
  { method: 'PUT', url: '/notifications-api/v1/notifications/{adminNotice}', fields: ['read'], auth: 'admin' },
  { method: 'PUT', url: '/notifications-api/v1/notifications/read-all', fields: ['read'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/notifications', fields: ['active'], auth: 'admin' },
  { method: 'POST', url: '/notifications-api/v1/companies/1/notifications', fields: ['title', 'body', 'route', 'user_ids'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/images', fields: ['resource_id', 'resource_type', 'comments', 'file'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/images/{adminImage}', fields: ['comments'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/images/{adminImage}', fields: ['reason'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/documents', fields: ['resource_id', 'resource_type', 'file'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/documents/{adminDocument}', fields: ['reason'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/search/terms', fields: ['term'] },
  { method: 'POST', url: '/api/v1/companies', fields: ['name', 'legal_name', 'rfc', 'business_sector_id', 'state_id', 'municipality_id', 'address', 'phone', 'email', 'website', 'logo_path', 'banners', 'landing_text'], auth: 'super' },
  { method: 'PUT', url: '/api/v1/companies/1', fields: ['name', 'legal_name', 'rfc', 'business_sector_id', 'state_id', 'municipality_id', 'address', 'phone', 'email', 'website', 'logo_path', 'banners', 'landing_text'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/companies/{fuzzCompany}', fields: ['reason'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/companies/{fuzzCompany}/verified', fields: ['verified_company'], auth: 'super' },
  { method: 'POST', url: '/api/v1/companies/{fuzzCompany}/authorize', fields: ['is_authorized'], auth: 'super' },
  { method: 'POST', url: '/api/v1/business-sectors', fields: ['name'], auth: 'super' },
  { method: 'POST', url: '/api/v1/companies/1/departments', fields: ['name', 'slug', 'description', 'parent_id', 'manager_employee_id'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/departments/{fuzzDepartment}', fields: ['name', 'slug', 'description', 'parent_id', 'manager_employee_id'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/departments/{fuzzDepartment}/employees', fields: ['name', 'surname', 'lastname', 'email', 'phone', 'position', 'employee_number', 'user_id', 'is_driver', 'license_number', 'license_expires_on', 'pin', 'badge_code', 'department_id', 'hire_date', 'rfc', 'curp', 'nss'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/departments/{fuzzDepartment}/employees/{fuzzEmployee}', fields: ['name', 'surname', 'lastname', 'email', 'phone', 'position', 'employee_number', 'user_id', 'is_driver', 'license_number', 'license_expires_on', 'pin', 'badge_code', 'department_id', 'hire_date', 'rfc', 'curp', 'nss'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/departments/{fuzzDepartment}/employees/{fuzzEmployee}', fields: ['reason'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/departments/{fuzzDepartment}', fields: ['reason'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/companies/1/employees-bulk', fields: ['file'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/containers', fields: ['company_id', 'number', 'iso_type', 'load_status', 'category', 'shipping_line', 'seals', 'gross_weight_kg', 'hazardous_class', 'reefer_temperature_c', 'vessel_call_id', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/containers/{fuzzContainer}', fields: ['number', 'iso_type', 'load_status', 'category', 'shipping_line', 'seals', 'gross_weight_kg', 'hazardous_class', 'reefer_temperature_c', 'vessel_call_id', 'notes'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/containers/{fuzzContainer}/history', fields: ['type', 'position', 'vessel_call_id', 'notes', 'occurred_at', 'damage'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/containers/{fuzzContainer}/locations', fields: ['block', 'bay', 'row', 'tier', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/containers/{fuzzContainer}/holds', fields: ['customs', 'line', 'damage', 'notes'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/container-calls', fields: ['company_id', 'vessel_name', 'voyage', 'shipping_line', 'berth', 'eta', 'ata', 'etd', 'atd', 'to_discharge', 'to_load'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/container-calls/{fuzzCall}', fields: ['vessel_name', 'voyage', 'shipping_line', 'berth', 'eta', 'ata', 'etd', 'atd', 'to_discharge', 'to_load'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/containers-bulk', fields: ['file'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/terminals', fields: ['company_id', 'code', 'name', 'kind', 'rfc', 'operator_name', 'street', 'exterior_number', 'neighborhood', 'municipality', 'state', 'postal_code', 'country', 'latitude', 'longitude', 'phone'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/terminals/{fuzzTerminal}', fields: ['code', 'name', 'kind', 'rfc', 'operator_name', 'street', 'postal_code', 'country', 'latitude', 'longitude'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/routes', fields: ['company_id', 'code', 'name', 'origin_terminal_id', 'destination_terminal_id', 'distance_km', 'estimated_minutes', 'active'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/routes/{fuzzRoute}', fields: ['code', 'name', 'origin_terminal_id', 'destination_terminal_id', 'distance_km', 'estimated_minutes', 'active'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/routes/{fuzzRoute}/units', fields: ['unit_ids'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/routes/{fuzzRoute}/units/{fuzzUnit}', fields: ['reason'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/units', fields: ['company_id', 'number', 'plates', 'vehicle_config', 'brand', 'model', 'model_year', 'vin', 'gross_vehicle_weight_t', 'sct_permit_type', 'sct_permit_number', 'insurer', 'insurance_policy', 'trailer_subtype', 'trailer_plates', 'status', 'driver_ids', 'route_ids'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/units/{fuzzUnit}', fields: ['number', 'plates', 'vehicle_config', 'model_year', 'vin', 'gross_vehicle_weight_t', 'sct_permit_type', 'trailer_subtype', 'trailer_plates', 'status'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/units/{fuzzUnit}/drivers', fields: ['driver_ids'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/units/{fuzzUnit}/routes', fields: ['route_ids'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/drivers/{fuzzDriver}/units', fields: ['unit_ids'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/containers/{fuzzContainer}/orders', fields: ['kind', 'origin_terminal_id', 'destination_terminal_id', 'route_id', 'unit_id', 'driver_id', 'scheduled_at', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/orders/{fuzzOrder}', fields: ['update_report', 'status', 'origin_terminal_id', 'destination_terminal_id', 'route_id', 'unit_id', 'driver_id', 'scheduled_at', 'notes'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/session-recordings/chunks', fields: ['session_key', 'company_id', 'seq', 'url', 'events'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/waybills', fields: ['container_order_id', 'departure_at', 'arrival_at', 'driver_rfc', 'distance_km', 'seals', 'goods', 'container_tare_kg', 'notes'], auth: 'admin' },
  // Support tickets (issue 14); the delete last, the others run on the ticket first.
  { method: 'POST', url: '/api/v1/tickets', fields: ['company_id', 'subject', 'description', 'category', 'priority', 'related_kind', 'related_id'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/tickets/{fuzzTicket}', fields: ['subject', 'description', 'category', 'priority', 'related_kind', 'related_id'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/tickets/{fuzzTicket}/messages', fields: ['kind', 'body', 'attachments'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/tickets/{fuzzTicket}/status', fields: ['status'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/tickets/{fuzzTicket}/assignee', fields: ['assignee_id'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/companies/1/support-settings', fields: ['policies', 'calendar'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/tickets/{fuzzTicket}', fields: ['reason'], auth: 'admin' },
  // Revision orders (issue 14); the deletes last.
  { method: 'POST', url: '/api/v1/companies/1/checklist-templates', fields: ['name', 'asset_kind', 'items'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/checklist-templates/{fuzzTemplate}', fields: ['name', 'items', 'archived'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/revision-orders', fields: ['company_id', 'template_id', 'asset_kind', 'asset_id', 'equipment_description', 'inspector_id', 'scheduled_at', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/revision-orders/{fuzzRevision}', fields: ['inspector_id', 'scheduled_at', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/revision-orders/{fuzzRevision}/items/{fuzzRevisionItem}', fields: ['result', 'note', 'photos'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/revision-orders/{fuzzRevision}/status', fields: ['status'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/revision-orders/{fuzzRevision}/service-orders', fields: ['item_ids'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/revision-orders/{fuzzRevision}', fields: ['reason'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/checklist-templates/{fuzzTemplate}', fields: ['reason'], auth: 'admin' },
  // Support service orders (issue 14); the signature and the delete last.
  { method: 'POST', url: '/api/v1/service-orders', fields: ['company_id', 'ticket_id', 'title', 'description', 'location', 'scheduled_at', 'technician_id', 'labour_minutes', 'parts'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/service-orders/{fuzzServiceOrder}', fields: ['title', 'description', 'location', 'scheduled_at', 'technician_id', 'labour_minutes', 'parts'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/service-orders/{fuzzServiceOrder}/status', fields: ['status'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/service-orders/{fuzzServiceOrder}/signature', fields: ['receiver_name', 'strokes'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/service-orders/{fuzzServiceOrder}', fields: ['reason'], auth: 'admin' },
  // Employment letters (issue 15): Horizonte's employee asks, its admin works the letter.
  { method: 'POST', url: '/api/v1/users/{empleado}/job-letters', fields: ['company_id', 'purpose', 'addressee', 'include_salary'], auth: 'empleado' },
  {
    method: 'PUT',
    url: '/api/v1/job-letters/{fuzzJobLetter}',
    fields: ['action', 'reason', 'employee_name', 'position', 'department', 'hire_date', 'salary_monthly', 'addressee', 'purpose', 'additional_text', 'signer_name', 'signer_title'],
    auth: 'horizonte',
  },
  // Superempleos (issue 15): vacancies, applications, bookmarks, the candidate profile; the deletes last.
  { method: 'POST', url: '/api/v1/companies/1/vacancies', fields: ['title', 'job_category_id', 'description', 'requirements', 'soft_skill_ids', 'state_id', 'municipality_id', 'modality', 'schedule', 'employment_type', 'salary_min', 'salary_max', 'benefits', 'openings', 'closes_on', 'submit'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/vacancies/{fuzzVacancy}', fields: ['title', 'job_category_id', 'description', 'soft_skill_ids', 'state_id', 'municipality_id', 'modality', 'salary_min', 'salary_max', 'openings', 'closes_on'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/vacancies/{fuzzVacancy}/status', fields: ['status', 'reason'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/vacancies/{fuzzVacancy}/status', fields: ['status', 'reason'], auth: 'super' },
  { method: 'POST', url: '/api/v1/vacancies-count', fields: ['q', 'job_category_id', 'state_id', 'municipality_id', 'modality', 'salary_from', 'published_since'] },
  { method: 'POST', url: '/api/v1/vacancies/{fuzzPublished}/applications', fields: ['cover_letter'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/applications/{fuzzApplication}', fields: ['cover_letter'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/applications/{fuzzApplication}/status', fields: ['status', 'note'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/vacancies/{fuzzPublished}/bookmark', fields: ['vacancy_id'], auth: 'candidato' },
  // Work interviews (issue 16): the company sends and cancels, the candidate steps and answers, evaluators score.
  { method: 'POST', url: '/api/v1/vacancies/{fuzzVacancy}/work-interviews', fields: ['application_id', 'question_count', 'expires_at', 'days_to_answer'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/vacancies/{fuzzVacancy}/work-interviews', fields: ['work_interview_id', 'reason'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/work-interviews/{fuzzWorkInterview}', fields: ['action', 'answer_mode'], auth: 'candidato' },
  { method: 'POST', url: '/api/v1/work-interviews/{fuzzWorkInterview}/answers/1', fields: ['text'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/work-interviews/{fuzzCompletedInterview}/results/1', fields: ['score', 'comment'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/work-interviews/{fuzzCompletedInterview}/evaluation', fields: ['recommendation', 'summary'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/profile', fields: ['headline', 'summary', 'phone', 'state_id', 'municipality_id', 'job_category_ids', 'cv_type', 'experience', 'education'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/profile/soft-skills', fields: ['soft_skill_ids'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/profile/cv', fields: ['cv_type'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/profile/cv/file', fields: ['file', 'cv_type'], auth: 'candidato' },
  { method: 'POST', url: '/api/v1/professional-courses', fields: ['name', 'institution', 'completed_on', 'hours'], auth: 'candidato' },
  { method: 'DELETE', url: '/api/v1/professional-courses/{fuzzCourse}', fields: ['reason'], auth: 'candidato' },
  // Live interviews (issue 16); the candidate's answers before the company's cancel.
  { method: 'POST', url: '/api/v1/vacancies/{fuzzVacancy}/interviews', fields: ['application_id', 'starts_at', 'duration_minutes', 'interviewer_ids', 'mode', 'location', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/interviews/{fuzzInterview}', fields: ['status', 'starts_at', 'duration_minutes', 'interviewer_ids', 'mode', 'location', 'notes'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/interviews/{fuzzInterview}/confirm', fields: ['reason'], auth: 'candidato' },
  { method: 'PUT', url: '/api/v1/interviews/{fuzzInterview}/reject', fields: ['reason'], auth: 'candidato' },
  { method: 'POST', url: '/api/v1/interview-responses/fuzz-token-that-does-not-exist-0123', fields: ['action', 'reason'] },
  { method: 'DELETE', url: '/api/v1/interviews/{fuzzInterview}', fields: ['reason'], auth: 'admin' },
  // Video rooms (issue 16): joining takes no body; whatever comes is ignored.
  { method: 'POST', url: '/api/v1/webrtc/interviews/room/{fuzzVideoInterview}', fields: ['ticket', 'room'], auth: 'candidato' },
  // Digital signature (issue 17): signing a document of nobody's (its file would be the fixture's).
  { method: 'POST', url: '/api/v1/digital-signature', fields: ['signature', 'typed_name', 'font'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/signed-document', fields: ['title', 'signers', 'file'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/signed-document/999999/sign', fields: ['method', 'signature_id', 'certificate', 'private_key', 'password'], auth: 'admin' },
  { method: 'POST', url: '/api/v1/verify-signed-document', fields: ['code', 'file'] },
  { method: 'DELETE', url: '/api/v1/bookmark-vacancy/{fuzzPublished}', fields: ['reason'], auth: 'candidato' },
  { method: 'DELETE', url: '/api/v1/profile/cv/file', fields: ['reason'], auth: 'candidato' },
  { method: 'DELETE', url: '/api/v1/applications/{fuzzApplication}', fields: ['reason'], auth: 'candidato' },
  // Work interviews' question bank (issue 16).
  { method: 'POST', url: '/api/v1/vacancies/{fuzzVacancy}/questions', fields: ['text', 'expected_points', 'time_limit_seconds', 'weight'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/vacancy-questions/{fuzzQuestion}', fields: ['text', 'expected_points', 'time_limit_seconds', 'weight'], auth: 'admin' },
  { method: 'PUT', url: '/api/v1/vacancies/{fuzzVacancy}/questions/order', fields: ['ids'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/vacancy-questions/{fuzzQuestion}', fields: ['reason'], auth: 'admin' },
  { method: 'DELETE', url: '/api/v1/vacancies/{fuzzVacancy}', fields: ['reason'], auth: 'admin' },
  // The wallet (issue 17): recharges, the sandbox checkout, charges, payments, refunds, the provider's webhook.
  { method: 'POST', url: '/payment-api/v1/payment/{candidato}/recharge', fields: ['amount', 'currency'], auth: 'candidato', idempotent: true },
  { method: 'POST', url: '/payment-api/v1/sandbox/checkout/{fuzzRecharge}', fields: ['card_number'], auth: 'candidato' },
  { method: 'POST', url: '/payment-api/v1/companies/3/charges', fields: ['concept', 'amount', 'currency', 'payer_user_id'], auth: 'horizonte', idempotent: true },
  { method: 'POST', url: '/payment-api/v1/payment/{fuzzCharge}/apply', fields: ['points'], auth: 'candidato', idempotent: true },
  { method: 'POST', url: '/payment-api/v1/payments/{fuzzPayment}/refund', fields: ['reason'], auth: 'horizonte', idempotent: true },
  { method: 'POST', url: '/payment-api/v1/webhooks/sandbox', fields: ['id', 'type', 'reference', 'amount', 'currency', 'reason'] },
  // Billing (issue 17): fiscal data, invoice requests, the platform's stamping upload (multipart only).
  { method: 'PUT', url: '/payment-api/v1/users/{candidato}/fiscal-data', fields: ['rfc', 'legal_name', 'tax_regime', 'postal_code', 'cfdi_use', 'email'], auth: 'candidato' },
  { method: 'POST', url: '/payment-api/v1/users/{candidato}/invoices', fields: ['transaction_ids'], auth: 'candidato' },
  { method: 'POST', url: '/payment-api/v1/invoices/{fuzzInvoice}/stamp', fields: ['xml', 'pdf'], auth: 'super' },
  // Trackers (no sign-in): the OsmAnd fields and Traccar Client's JSON ones.
  { method: 'POST', url: '/positioning-api/v1/osmand', fields: ['id', 'deviceid', 'lat', 'lon', 'timestamp', 'speed', 'bearing', 'batt', 'device_id', 'location', 'battery'] },
];

const jsonValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'a@b.mx', 'Demo2026!', 'password', 'refresh_token', 'main', 'superempleos', '123456', 'super_admin', '\u0000', '😀'.repeat(50)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constantFrom('employee', 'super_admin', 'x@y.mx')), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const bodyFor = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...fields), jsonValue) },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.anything() },
  );

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.super = (await t.login('super@demo.mx')).access_token;
  tokens.admin = (await t.login('admin@logistica.demo.mx')).access_token;
  tokens.empleado = (await t.login('empleado@horizonte.demo.mx')).access_token;
  tokens.horizonte = (await t.login('admin@horizonte.demo.mx')).access_token;
  ids.empleado = await t.userIdOf('empleado@horizonte.demo.mx');
  tokens.candidato = (await t.login('candidato@demo.mx')).access_token;
  ids.candidato = await t.userIdOf('candidato@demo.mx');
  ids.ajena = await t.userIdOf('admin@ajena.demo.mx');
  const admin = await t.userIdOf('admin@logistica.demo.mx');
  ids.adminNotice = (await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', admin).executeTakeFirstOrThrow()).id;
  const file = { company_id: 1, resource_type: 'company', resource_id: 1, original_name: 'a.pdf', mime_type: 'application/pdf', size: 1, uploaded_by: null };
  ids.adminImage = (await t.database.db.insertInto('images').values({ ...file, stored_name: `${'a'.repeat(32)}.png`, comments: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzCompany = (await t.database.db.insertInto('companies').values({ name: 'Fuzz', search_text: 'fuzz' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzDepartment = (await t.database.db.insertInto('departments').values({ company_id: 1, name: 'Fuzz', slug: 'fuzz', search_text: 'fuzz' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzEmployee = (
    await t.database.db
      .insertInto('employees')
      .values({ company_id: 1, department_id: ids.fuzzDepartment, user_id: null, name: 'Fuzz', surname: null, lastname: null, email: null, phone: null, position: null, employee_number: 'FUZZ-1', is_driver: 0, license_number: null, license_expires_on: null, pin_hash: null, badge_code: null, search_text: 'fuzz' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.adminDocument = (await t.database.db.insertInto('documents').values({ ...file, stored_name: `${'b'.repeat(32)}.pdf` }).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzCall = (await t.database.db.insertInto('vessel_calls').values({ company_id: 1, vessel_name: 'Fuzz', vessel_key: 'FUZZ', voyage: 'F1', shipping_line: 'MSC', berth: null, eta: null, ata: null, etd: null, atd: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzContainer = (
    await t.database.db
      .insertInto('containers')
      .values({ company_id: 1, number: 'FUZU0000000', iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'MSC', line_key: 'MSC', status: 'in_yard', block: 'Q', bay: 1, row: 1, tier: 1, vessel_call_id: null, notes: null, arrived_at: null, departed_at: null, last_movement_at: null, gross_weight_kg: null, hazardous_class: null, reefer_temperature_c: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const demo = (table: 'terminals' | 'routes', code: string) => t.database.db.selectFrom(table).select('id').where('company_id', '=', 1).where('code', '=', code).executeTakeFirstOrThrow();
  ids.fuzzTerminal = (await demo('terminals', 'PI-GDL')).id;
  ids.fuzzRoute = (await demo('routes', 'MZO-GDL')).id;
  ids.fuzzUnit = (await t.database.db.selectFrom('units').select('id').where('number', '=', 'ECO-102').executeTakeFirstOrThrow()).id;
  ids.fuzzDriver = (await t.database.db.selectFrom('employees').select('id').where('employee_number', '=', 'LPP-0007').executeTakeFirstOrThrow()).id;
  ids.fuzzOrder = (
    await t.database.db
      .insertInto('container_orders')
      .values({ company_id: 1, container_id: ids.fuzzContainer, folio_number: 9100, kind: 'transfer', status: 'requested', origin_terminal_id: null, destination_terminal_id: null, route_id: null, unit_id: null, driver_id: null, scheduled_at: null, notes: null, update_report: null, requested_by: null, started_at: null, completed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.fuzzTicket = (
    await t.database.db
      .insertInto('tickets')
      .values({ company_id: 1, number: 9100, subject: 'Fuzz', description: 'Fuzz', category: 'otro', priority: 'normal', status: 'new', requester_id: admin, assignee_id: null, related_kind: null, related_id: null, search_text: 'fuzz', first_agent_reply_at: null, resolved_at: null, closed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const db = t.database.db;
  ids.fuzzTemplate = (await db.insertInto('checklist_templates').values({ company_id: 1, name: 'Fuzz', asset_kind: 'equipment', items: JSON.stringify([{ label: 'Fuzz', section: null, hint: null }]), archived_at: null }).returning('id').executeTakeFirstOrThrow()).id;
  const revisionOrder = (number: number) => ({ company_id: 1, number, template_id: ids.fuzzTemplate!, template_name: 'Fuzz', asset_kind: 'equipment', asset_id: null, asset_label: 'Fuzz', inspector_id: null, scheduled_at: '2026-12-01T15:00:00.000Z', status: 'scheduled', notes: null, search_text: 'fuzz', started_at: null, completed_at: null, created_by: admin });
  ids.fuzzRevision = (await db.insertInto('revision_orders').values(revisionOrder(9100)).returning('id').executeTakeFirstOrThrow()).id;
  const item = (orderId: number) => ({ company_id: 1, revision_order_id: orderId, position: 1, section: null, label: 'Fuzz', hint: null, result: null, note: null, service_order_id: null, answered_by: null, answered_at: null });
  ids.fuzzRevisionItem = (await db.insertInto('revision_items').values(item(ids.fuzzRevision)).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzServiceOrder = (
    await t.database.db
      .insertInto('service_orders')
      .values({ company_id: 1, number: 9100, title: 'Fuzz', description: '', location: 'Fuzz', scheduled_at: '2026-12-01T16:00:00.000Z', technician_id: null, status: 'scheduled', ticket_id: null, revision_order_id: null, revision_item_id: null, created_by: admin, search_text: 'fuzz', receiver_name: null, signature_strokes: null, signed_at: null, signed_by: null, fingerprint: null, verification_token_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.fuzzJobLetter = (await db.selectFrom('job_letters').select('id').where('company_id', '=', 3).where('status', '=', 'requested').orderBy('id').executeTakeFirstOrThrow()).id;
  const vacancy = (title: string, status: string) =>
    db
      .insertInto('vacancies')
      .values({ company_id: 1, title, job_category_id: 10, description: 'Fuzz', requirements: '', state_id: 14, municipality_id: null, modality: 'on_site', schedule: 'x', employment_type: 'full_time', salary_min: null, salary_max: null, benefits: '', openings: 1, closes_on: '2099-01-01', status, rejection_reason: null, search_text: 'fuzz', published_at: null, closed_at: null, created_by: admin })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.fuzzVacancy = (await vacancy('Fuzz', 'draft')).id;
  ids.fuzzPublished = (await vacancy('Fuzz publicada', 'published')).id;
  ids.fuzzApplication = (await db.insertInto('job_applications').values({ company_id: 1, vacancy_id: ids.fuzzVacancy, user_id: ids.candidato, status: 'received', cover_letter: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.fuzzQuestion = (
    await db
      .insertInto('vacancy_questions')
      .values({ company_id: 1, vacancy_id: ids.fuzzVacancy, text: 'Pregunta de prueba', expected_points: '["Fuzz"]', time_limit_seconds: 60, weight: 1, position: 1, created_by: admin })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.fuzzInterview = (
    await db
      .insertInto('interviews')
      .values({ company_id: 1, vacancy_id: ids.fuzzVacancy, application_id: ids.fuzzApplication, candidate_user_id: ids.candidato!, starts_at: '2099-01-10T16:00:00.000Z', duration_minutes: 60, mode: 'video', location: null, notes: null, status: 'scheduled', response_reason: null, responded_at: null, response_token_hash: null, reminder_sent_at: null, created_by: admin })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('interview_interviewers').values({ interview_id: ids.fuzzInterview, user_id: admin }).execute();
  ids.fuzzVideoInterview = (await db.selectFrom('interviews').select('id').where('mode', '=', 'video').where('status', '=', 'confirmed').executeTakeFirstOrThrow()).id;
  const workInterview = async (status: string) => {
    const { id } = await db
      .insertInto('work_interviews')
      .values({ company_id: 1, vacancy_id: ids.fuzzVacancy!, application_id: ids.fuzzApplication!, candidate_user_id: ids.candidato!, status, question_count: 1, answer_mode: 'typed', expires_at: '2099-01-01T00:00:00.000Z', identity_confirmed_at: '2026-12-01T16:00:00.000Z', started_at: '2026-12-01T16:00:00.000Z', completed_at: null, created_by: admin })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('work_interview_questions').values({ work_interview_id: id, position: 1, question_id: null, text: 'Fuzz', expected_points: '["fuzz"]', time_limit_seconds: 60, weight: 1 }).execute();
    return id;
  };
  ids.fuzzWorkInterview = await workInterview('in_progress');
  ids.fuzzCompletedInterview = await workInterview('completed');
  // The wallet demo: a recharge of the candidate, an open Horizonte charge (the meal voucher), a paid payment.
  ids.fuzzRecharge = (await db.selectFrom('wallet_recharges').select('id').where('user_id', '=', ids.candidato).executeTakeFirstOrThrow()).id;
  ids.fuzzCharge = (await db.selectFrom('wallet_charges').select('id').where('payer_user_id', 'is', null).executeTakeFirstOrThrow()).id;
  ids.fuzzPayment = (await db.selectFrom('wallet_payments').select('id').where('status', '=', 'paid').where('company_id', '=', 3).executeTakeFirstOrThrow()).id;
  ids.fuzzInvoice = (await db.selectFrom('billing_invoices').select('id').where('user_id', '=', ids.candidato).executeTakeFirstOrThrow()).id;
  ids.fuzzCourse = (await db.insertInto('professional_courses').values({ user_id: ids.candidato, name: 'Fuzz', institution: 'Fuzz', completed_on: null, hours: null }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** DELETE takes its input in the query string: any value, as text. */
function asQueryValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function checkAnswer(statusCode: number, body: string, context: string) {
  expect(statusCode, context).toBeLessThan(500);
  if (statusCode >= 400) {
    const error = JSON.parse(body);
    expect(typeof error.message, context).toBe('string');
    expect(error.status, context).toBe(statusCode);
    expect(typeof error.data?.code, context).toBe('string');
  }
}

describe('fuzzing every write route', () => {
  it.each(WRITE_ROUTES)('$method $url never answers 5xx to any JSON body', async (route) => {
    const url = route.url.replace(/\{(\w+)\}/g, (_, key: string) => String(ids[key]));
    const headers = route.auth ? { authorization: `Bearer ${tokens[route.auth]}` } : {};
    const idempotency = () => (route.idempotent ? { 'idempotency-key': `fuzz-${randomUUID()}` } : {});
    await fc.assert(
      fc.asyncProperty(bodyFor(route.fields), async (body) => {
        let serialized: string;
        try {
          serialized = JSON.stringify(body) ?? 'null';
        } catch {
          return; // not representable as JSON (e.g. a BigInt): nothing a client could send
        }
        const response = await t.app.inject({
          method: route.method,
          url: route.method === 'DELETE' ? `${url}?reason=${encodeURIComponent(asQueryValue((body as { reason?: unknown } | null)?.reason))}` : url,
          headers: { ...headers, ...idempotency(), 'content-type': 'application/json' },
          payload: serialized,
        });
        checkAnswer(response.statusCode, response.body, `${route.method} ${url} ${serialized.slice(0, 200)}`);
      }),
      { numRuns: 60 },
    );
  });

  it.each(WRITE_ROUTES)('$method $url never answers 5xx to raw text or odd path ids', async (route) => {
    const headers = route.auth ? { authorization: `Bearer ${tokens[route.auth]}` } : {};
    const idempotency = () => (route.idempotent ? { 'idempotency-key': `fuzz-${randomUUID()}` } : {});
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)), async (raw, id) => {
        const url = route.url.replace(/\{(\w+)\}/g, encodeURIComponent(id) || '0').replace('/register/1/', `/register/${encodeURIComponent(id) || '0'}/`);
        const response = await t.app.inject({ method: route.method, url, headers: { ...headers, ...idempotency(), 'content-type': 'application/json' }, payload: raw });
        checkAnswer(response.statusCode, response.body, `${route.method} ${url} ${JSON.stringify(raw)}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe('after the fuzzing', () => {
  it('the /payment-api/v1 ledger still holds its invariants', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
