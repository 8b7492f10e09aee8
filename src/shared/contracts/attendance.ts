/**
 * Attendance control (spec §7 "attendance-service"), mounted under `/attendance-api/v1`. Its
 * contracts are split by sub-domain: attendance-time, -shifts, -schedules, -assignments, -records,
 * -clock, -calendar and -reports (this file keeps the rules and the route list).
 *
 * Rules chosen where the spec is silent (the README's "Attendance rules" says the same):
 * - Times of day are wall-clock times of the company's zone (America/Mexico_City); instants on
 *   the wire are ISO 8601 UTC.
 * - A shift whose end is not after its start crosses midnight; its work counts for the day it
 *   started (`work_date`).
 * - Entry window: a check-in counts for a shift from `entry_window_minutes` before its start until
 *   `entry_window_minutes` after it. Once that has passed with no check-in the day is marked
 *   absent; a check-in that still arrives (an offline clock syncing late) turns it into a late
 *   attendance — an absence is never kept over a real punch.
 * - Late: check-in more than `late_grace_minutes` after the start. Early exit: check-out more
 *   than `early_exit_grace_minutes` before the end.
 * - Exit window: a check-out counts until `exit_window_minutes` after the end. A record still
 *   open then is closed automatically at the shift's end and marked `auto_closed` (a forgotten
 *   check-out never inflates the hours).
 * - Schedules (horarios) are the company's non-working periods (holidays, closures), for the
 *   whole company or one department: no absence is marked on them.
 */

/**
 * The routes of `/attendance-api/v1` (the server mounts exactly these; the renderer's api files
 * name them):
 *
 * shifts       GET|POST /companies/{id}/shifts · GET|PUT|DELETE /shifts/{id}
 * recesses     GET /companies/{id}/recesses · POST /recesses · GET|PUT|DELETE /recesses/{id}
 * schedules    GET|POST /companies/{id}/schedules · GET|PUT|DELETE /schedules/{id}
 * assignments  POST /employee-shifts · DELETE /employee-shifts/{id} · GET /employees/{id}/shifts · GET /companies/{id}/employee-shifts
 *              POST /department-shifts · DELETE /department-shifts/{id} · GET /departments/{id}/shifts · GET /companies/{id}/department-shifts
 * records      GET /companies/{id}/attendances?from&to&employee_id&department_id&status&page&per_page · POST /attendances
 *              GET|PUT|DELETE /attendances/{id} · GET /employees/{id}/attendances?from&to&page
 * own          GET /me/attendances?company_id&from&to&page · GET /me/shifts
 * status       GET /companies/{id}/employee-status
 * calendar     GET /companies/{id}/calendar?from&to&employee_id|department_id
 * reports      GET /companies/{id}/report-url?from&to&format · GET /employees/{id}/report-url?from&to&format
 * searches     GET /search/{recesses|schedules|shifts|employee-shifts|department-shifts|employee-attendances}?company_id&q&page&from&to
 * clock        GET|POST /companies/{id}/devices · DELETE /devices/{id} · POST /devices/{id}/pairing-code · GET /device · GET /device/employees
 *              POST /punches · POST /punches/batch · POST /clock/pair (no bearer: a short code for the device token)
 */
export const ATTENDANCE_API_PREFIX = '/attendance-api/v1';
