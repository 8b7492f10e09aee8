import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, multipartFile } from '../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../helpers/test-app';

/**
 * Cross-tenant table: admin@ajena.demo.mx (company 4) must get 404 on every company-scoped
 * route that touches company 1 or its people. Each area adds its rows here when it lands.
 */
interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: Record<string, number>) => string;
  payload?: object;
  /** Sent as a multipart upload of a tiny PNG instead of a JSON payload. */
  upload?: boolean;
  /** Extra request headers (the wallet's writes carry an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A company-1 order with a fixed id, so that the waybill row's body can name it. */
const ORDER_ID = 900001;

const CROSS_TENANT_ROUTES: Row[] = [
  { name: 'company 1', method: 'GET', url: () => '/api/v1/companies/1' },
  { name: 'a company-1 user', method: 'GET', url: (ids) => `/api/v1/users/${ids.operador}` },
  { name: "a company-1 user's companies", method: 'GET', url: (ids) => `/api/v1/users/${ids.operador}/companies` },
  { name: 'edit a company-1 user', method: 'PUT', url: (ids) => `/api/v1/users/${ids.operador}`, payload: { name: 'Intruso' } },
  { name: 'close a company-1 account', method: 'DELETE', url: (ids) => `/api/v1/users/${ids.operador}` },
  { name: 'verify a company-1 user', method: 'POST', url: (ids) => `/api/v1/users/${ids.soporte}/verified`, payload: { verified_profile: false } },
  { name: 'roles of a company-1 user', method: 'POST', url: (ids) => `/api/v1/users/${ids.grua}/assign-roles`, payload: { roles: ['employee'] } },
  { name: 'the company-1 admin', method: 'PUT', url: (ids) => `/api/v1/users/${ids.admin}`, payload: { name: 'Intruso' } },
  { name: "remove a company-1 user's photo", method: 'DELETE', url: (ids) => `/api/v1/users/${ids.operador}/photo` },
  { name: 'report of company-1 members', method: 'GET', url: () => '/api/v1/companies/1/generate-url-report/members?format=csv' },
  { name: "a company-1 user's notification", method: 'GET', url: (ids) => `/notifications-api/v1/notifications/${ids.operadorNotice}` },
  { name: "mark a company-1 user's notification", method: 'PUT', url: (ids) => `/notifications-api/v1/notifications/${ids.operadorNotice}`, payload: { read: true } },
  {
    name: 'a session recording under company 1',
    method: 'POST',
    url: () => '/api/v1/session-recordings/chunks',
    payload: { session_key: '0d5b8c1e-4f0a-4d8e-9a53-1f2e3d4c5b6a', company_id: 1, seq: 0, events: [{ type: 4, timestamp: 1_764_000_000_000 }] },
  },
  { name: 'a notice to company 1', method: 'POST', url: () => '/notifications-api/v1/companies/1/notifications', payload: { title: 'Intruso', body: 'Intruso' } },
  { name: 'images of company 1', method: 'GET', url: () => '/api/v1/images?resource_type=company&resource_id=1' },
  { name: 'images of a company-1 department', method: 'GET', url: (ids) => `/api/v1/images?resource_type=department&resource_id=${ids.department}` },
  { name: 'a company-1 image file', method: 'GET', url: (ids) => `/api/v1/images/${ids.image}/file` },
  { name: 'comment a company-1 image', method: 'PUT', url: (ids) => `/api/v1/images/${ids.image}`, payload: { comments: 'Intruso' } },
  { name: 'delete a company-1 image', method: 'DELETE', url: (ids) => `/api/v1/images/${ids.image}` },
  { name: 'documents of company 1', method: 'GET', url: () => '/api/v1/documents?resource_type=company&resource_id=1' },
  { name: 'a company-1 document file', method: 'GET', url: (ids) => `/api/v1/documents/${ids.document}/file` },
  { name: 'delete a company-1 document', method: 'DELETE', url: (ids) => `/api/v1/documents/${ids.document}` },
  { name: 'documents of a company-1 employee', method: 'GET', url: (ids) => `/api/v1/documents?resource_type=employee&resource_id=${ids.employee}` },
  { name: 'images of a company-1 employee', method: 'GET', url: (ids) => `/api/v1/images?resource_type=employee&resource_id=${ids.employee}` },
  { name: "a company-1 employee's document file", method: 'GET', url: (ids) => `/api/v1/documents/${ids.employeeDocument}/file` },
  { name: 'edit company 1', method: 'PUT', url: () => '/api/v1/companies/1', payload: { name: 'Intruso' } },
  { name: 'delete company 1', method: 'DELETE', url: () => '/api/v1/companies/1' },
  { name: 'verify company 1', method: 'POST', url: () => '/api/v1/companies/1/verified', payload: { verified_company: false } },
  { name: 'authorize company 1', method: 'POST', url: () => '/api/v1/companies/1/authorize', payload: { is_authorized: false } },
  { name: 'departments of company 1', method: 'GET', url: () => '/api/v1/companies/1/departments' },
  { name: 'a department in company 1', method: 'POST', url: () => '/api/v1/companies/1/departments', payload: { name: 'Intruso' } },
  { name: 'a company-1 department', method: 'GET', url: (ids) => `/api/v1/departments/${ids.department}` },
  { name: 'edit a company-1 department', method: 'PUT', url: (ids) => `/api/v1/departments/${ids.department}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 department', method: 'DELETE', url: (ids) => `/api/v1/departments/${ids.emptyDepartment}` },
  { name: 'employees of company 1', method: 'GET', url: () => '/api/v1/companies/1/employees?only_drivers=true' },
  { name: 'employees of a company-1 department', method: 'GET', url: (ids) => `/api/v1/departments/${ids.department}/employees` },
  { name: 'an employee in a company-1 department', method: 'POST', url: (ids) => `/api/v1/departments/${ids.department}/employees`, payload: { name: 'Intruso' } },
  { name: 'a company-1 employee', method: 'GET', url: (ids) => `/api/v1/departments/${ids.employeeDepartment}/employees/${ids.employee}` },
  { name: 'edit a company-1 employee', method: 'PUT', url: (ids) => `/api/v1/departments/${ids.employeeDepartment}/employees/${ids.employee}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 employee', method: 'DELETE', url: (ids) => `/api/v1/departments/${ids.employeeDepartment}/employees/${ids.employee}` },
  { name: 'bulk import into company 1', method: 'POST', url: () => '/api/v1/companies/1/employees-bulk', payload: { file: 'x' } },
  { name: 'preview a bulk import into company 1', method: 'POST', url: () => '/api/v1/companies/1/employees-bulk/preview', payload: { file: 'x' } },
  { name: 'preview a container manifest for company 1', method: 'POST', url: () => '/api/v1/containers-bulk/preview?company_id=1', payload: { file: 'x' } },
  { name: 'a company-1 import batch', method: 'GET', url: (ids) => `/api/v1/batch/${ids.batch}` },
  // Container logistics core.
  { name: 'a company-1 container', method: 'GET', url: (ids) => `/api/v1/containers/${ids.container}` },
  { name: 'edit a company-1 container', method: 'PUT', url: (ids) => `/api/v1/containers/${ids.container}`, payload: { notes: 'Intruso' } },
  { name: 'delete a company-1 container', method: 'DELETE', url: (ids) => `/api/v1/containers/${ids.container}` },
  { name: 'archive a company-1 container', method: 'POST', url: (ids) => `/api/v1/containers/${ids.container}/archive` },
  { name: 'restore a company-1 container', method: 'DELETE', url: (ids) => `/api/v1/containers/${ids.container}/archive` },
  { name: 'history of a company-1 container', method: 'GET', url: (ids) => `/api/v1/containers/${ids.container}/history` },
  { name: 'move a company-1 container', method: 'POST', url: (ids) => `/api/v1/containers/${ids.container}/history`, payload: { type: 'yard_move', position: { block: 'Y', bay: 1, row: 1, tier: 1 } } },
  { name: 'locations of a company-1 container', method: 'GET', url: (ids) => `/api/v1/containers/${ids.container}/locations?page=2` },
  { name: 'place a company-1 container', method: 'POST', url: (ids) => `/api/v1/containers/${ids.container}/locations`, payload: { block: 'Y', bay: 1, row: 1, tier: 1 } },
  { name: 'holds of a company-1 container', method: 'PUT', url: (ids) => `/api/v1/containers/${ids.container}/holds`, payload: { customs: true } },
  { name: 'containers of company 1', method: 'GET', url: () => '/api/v1/containers?company_id=1' },
  { name: 'a container in company 1', method: 'POST', url: () => '/api/v1/containers', payload: { company_id: 1, number: 'CSQU3054383', iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'Intruso' } },
  { name: 'search of company-1 containers', method: 'GET', url: () => '/api/v1/search/containers?company_id=1&q=TENU' },
  { name: 'logistics dashboard of company 1', method: 'GET', url: () => '/api/v1/logistics/dashboard?company_id=1' },
  { name: 'yard blocks of company 1', method: 'GET', url: () => '/api/v1/yard/blocks?company_id=1' },
  { name: 'a yard block in company 1', method: 'POST', url: () => '/api/v1/yard/blocks', payload: { company_id: 1, code: 'INTR', bays: 1, rows: 1, tiers: 1 } },
  { name: 'edit a company-1 yard block', method: 'PUT', url: (ids) => `/api/v1/yard/blocks/${ids.yardBlock}`, payload: { bays: 1 } },
  { name: 'delete a company-1 yard block', method: 'DELETE', url: (ids) => `/api/v1/yard/blocks/${ids.yardBlock}` },
  { name: 'yard map of company 1', method: 'GET', url: () => '/api/v1/yard/occupancy?company_id=1' },
  { name: 'a company-1 yard bay', method: 'GET', url: () => '/api/v1/yard/bay?company_id=1&block=A&bay=1' },
  { name: 'free slots for a company-1 container', method: 'GET', url: (ids) => `/api/v1/containers/${ids.container}/position-suggestions` },
  { name: 'container stock report of company 1', method: 'GET', url: () => '/api/v1/containers/reports?company_id=1&format=csv' },
  { name: 'container existence report of company 1', method: 'GET', url: () => '/api/v1/containers/existance-reports?company_id=1&format=xlsx&date=2026-11-01' },
  { name: 'container departure report of company 1', method: 'GET', url: () => '/api/v1/containers/departure-reports?company_id=1&format=csv&from=2026-11-01&to=2026-11-02' },
  { name: 'container bulk upload into company 1', method: 'POST', url: () => '/api/v1/containers-bulk?company_id=1', payload: { file: 'x' } },
  { name: 'a company-1 container batch', method: 'GET', url: (ids) => `/api/v1/batch/${ids.containerBatch}` },
  { name: 'vessel calls of company 1', method: 'GET', url: () => '/api/v1/container-calls?company_id=1' },
  { name: 'a vessel call in company 1', method: 'POST', url: () => '/api/v1/container-calls', payload: { company_id: 1, vessel_name: 'Intruso', voyage: '1', shipping_line: 'X' } },
  { name: 'a company-1 vessel call', method: 'GET', url: (ids) => `/api/v1/container-calls/${ids.vesselCall}` },
  { name: 'edit a company-1 vessel call', method: 'PUT', url: (ids) => `/api/v1/container-calls/${ids.vesselCall}`, payload: { vessel_name: 'Intruso' } },
  { name: 'delete a company-1 vessel call', method: 'DELETE', url: (ids) => `/api/v1/container-calls/${ids.vesselCall}` },
  { name: 'terminals of company 1', method: 'GET', url: () => '/api/v1/terminals?company_id=1' },
  { name: 'a terminal in company 1', method: 'POST', url: () => '/api/v1/terminals', payload: { company_id: 1, code: 'INTRUSO', name: 'Intruso' } },
  { name: 'a company-1 terminal', method: 'GET', url: (ids) => `/api/v1/terminals/${ids.terminal}` },
  { name: 'edit a company-1 terminal', method: 'PUT', url: (ids) => `/api/v1/terminals/${ids.terminal}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 terminal', method: 'DELETE', url: (ids) => `/api/v1/terminals/${ids.terminal}` },
  { name: 'search of company-1 terminals', method: 'GET', url: () => '/api/v1/search/terminals?company_id=1&q=tec' },
  { name: 'routes of company 1', method: 'GET', url: () => '/api/v1/routes?company_id=1' },
  { name: 'a company-1 route', method: 'GET', url: (ids) => `/api/v1/routes/${ids.route}` },
  { name: 'edit a company-1 route', method: 'PUT', url: (ids) => `/api/v1/routes/${ids.route}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 route', method: 'DELETE', url: (ids) => `/api/v1/routes/${ids.route}` },
  { name: 'units of a company-1 route', method: 'GET', url: (ids) => `/api/v1/routes/${ids.route}/units` },
  { name: 'units onto a company-1 route', method: 'POST', url: (ids) => `/api/v1/routes/${ids.route}/units`, payload: { unit_ids: [1] } },
  { name: 'a unit off a company-1 route', method: 'DELETE', url: (ids) => `/api/v1/routes/${ids.route}/units/${ids.unit}` },
  { name: 'stops of a company-1 route', method: 'GET', url: (ids) => `/api/v1/routes/${ids.route}/stops` },
  {
    name: 'replace the stops of a company-1 route',
    method: 'PUT',
    url: (ids) => `/api/v1/routes/${ids.route}/stops`,
    payload: { stops: [{ name: 'Intruso A', latitude: 20.67, longitude: -103.35 }, { name: 'Intruso B', latitude: 20.68, longitude: -103.36 }] },
  },
  { name: 'timetable of a company-1 route', method: 'GET', url: (ids) => `/api/v1/routes/${ids.route}/timetable` },
  { name: 'replace the timetable of a company-1 route', method: 'PUT', url: (ids) => `/api/v1/routes/${ids.route}/timetable`, payload: { weekday: ['06:00'], saturday: [], sunday: [] } },
  { name: 'search of company-1 routes', method: 'GET', url: () => '/api/v1/search/routes?company_id=1' },
  { name: 'units of company 1', method: 'GET', url: () => '/api/v1/units?company_id=1' },
  { name: 'a unit in company 1', method: 'POST', url: () => '/api/v1/units', payload: { company_id: 1, number: 'INTRUSO', plates: 'INT1234' } },
  { name: 'a company-1 unit', method: 'GET', url: (ids) => `/api/v1/units/${ids.unit}` },
  { name: 'edit a company-1 unit', method: 'PUT', url: (ids) => `/api/v1/units/${ids.unit}`, payload: { brand: 'Intruso' } },
  { name: 'delete a company-1 unit', method: 'DELETE', url: (ids) => `/api/v1/units/${ids.unit}` },
  { name: 'drivers of a company-1 unit', method: 'PUT', url: (ids) => `/api/v1/units/${ids.unit}/drivers`, payload: { driver_ids: [] } },
  { name: 'routes of a company-1 unit', method: 'PUT', url: (ids) => `/api/v1/units/${ids.unit}/routes`, payload: { route_ids: [] } },
  { name: 'search of company-1 units', method: 'GET', url: () => '/api/v1/search/units?company_id=1' },
  { name: 'units of a company-1 driver', method: 'GET', url: (ids) => `/api/v1/drivers/${ids.employee}/units` },
  { name: 'units for a company-1 driver', method: 'POST', url: (ids) => `/api/v1/drivers/${ids.employee}/units`, payload: { unit_ids: [1] } },
  { name: 'documents of a company-1 unit', method: 'GET', url: (ids) => `/api/v1/units/${ids.unit}/documents` },
  { name: 'a document on a company-1 unit', method: 'POST', url: (ids) => `/api/v1/units/${ids.unit}/documents`, payload: { kind: 'insurance', number: 'INTRUSO' } },
  { name: 'edit a company-1 unit document', method: 'PUT', url: (ids) => `/api/v1/unit-documents/${ids.unitDocument}`, payload: { number: 'INTRUSO' } },
  { name: 'delete a company-1 unit document', method: 'DELETE', url: (ids) => `/api/v1/unit-documents/${ids.unitDocument}` },
  { name: 'expiring unit documents of company 1', method: 'GET', url: () => '/api/v1/companies/1/unit-documents/expiring' },
  { name: 'an order on a company-1 container', method: 'POST', url: (ids) => `/api/v1/containers/${ids.container}/orders`, payload: { kind: 'delivery' } },
  { name: 'orders of a company-1 container', method: 'GET', url: (ids) => `/api/v1/containers/${ids.container}/orders` },
  { name: 'a company-1 order', method: 'GET', url: (ids) => `/api/v1/orders/${ids.order}` },
  { name: 'update a company-1 order', method: 'PUT', url: (ids) => `/api/v1/orders/${ids.order}`, payload: { status: 'cancelled', update_report: 'Intruso' } },
  { name: 'waybills of a company-1 order', method: 'GET', url: (ids) => `/api/v1/orders/${ids.order}/waybills` },
  {
    name: 'a waybill for a company-1 order',
    method: 'POST',
    url: () => '/api/v1/waybills',
    payload: { container_order_id: ORDER_ID, departure_at: '2026-11-24T08:00:00Z', arrival_at: '2026-11-24T18:00:00Z', driver_rfc: 'RATJ850312AB1', goods: [{ sat_product_key: '24112700', description: 'X', quantity: 1, sat_unit_key: 'XBX', weight_kg: 1 }] },
  },
  { name: 'a company-1 waybill PDF', method: 'GET', url: (ids) => `/api/v1/waybill/${ids.waybill}/report` },
  // Attendance (company-level routes; tests/server/modules/attendance covers records, shifts and clocks of company 3).
  { name: 'shifts of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/shifts' },
  { name: 'a shift in company 1', method: 'POST', url: () => '/attendance-api/v1/companies/1/shifts', payload: { name: 'Intruso', start_time: '08:00', end_time: '16:00', days: [1] } },
  { name: 'a schedule in company 1', method: 'POST', url: () => '/attendance-api/v1/companies/1/schedules', payload: { name: 'Intruso', start_date: '2026-12-01', end_date: '2026-12-01' } },
  { name: 'attendance of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/attendances' },
  { name: 'employee status of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/employee-status' },
  { name: 'attendance calendar of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/calendar?from=2026-12-01&to=2026-12-07' },
  { name: 'attendance report of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/report-url?from=2026-11-01&to=2026-11-30' },
  { name: 'a clock for company 1', method: 'POST', url: () => '/attendance-api/v1/companies/1/devices', payload: { name: 'Intruso' } },
  { name: "a company-1 employee's attendance", method: 'GET', url: (ids) => `/attendance-api/v1/employees/${ids.employee}/attendances` },
  { name: "a company-1 employee's shifts", method: 'GET', url: (ids) => `/attendance-api/v1/employees/${ids.employee}/shifts` },
  { name: "a company-1 employee's attendance report", method: 'GET', url: (ids) => `/attendance-api/v1/employees/${ids.employee}/report-url?from=2026-11-01&to=2026-11-30` },
  { name: 'a company-1 shift', method: 'GET', url: (ids) => `/attendance-api/v1/shifts/${ids.shift}` },
  { name: 'edit a company-1 shift', method: 'PUT', url: (ids) => `/attendance-api/v1/shifts/${ids.shift}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 shift', method: 'DELETE', url: (ids) => `/attendance-api/v1/shifts/${ids.shift}` },
  { name: 'recesses of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/recesses' },
  { name: 'a company-1 recess', method: 'GET', url: (ids) => `/attendance-api/v1/recesses/${ids.recess}` },
  { name: 'edit a company-1 recess', method: 'PUT', url: (ids) => `/attendance-api/v1/recesses/${ids.recess}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 recess', method: 'DELETE', url: (ids) => `/attendance-api/v1/recesses/${ids.recess}` },
  { name: 'schedules of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/schedules' },
  { name: 'a company-1 schedule', method: 'GET', url: (ids) => `/attendance-api/v1/schedules/${ids.schedule}` },
  { name: 'edit a company-1 schedule', method: 'PUT', url: (ids) => `/attendance-api/v1/schedules/${ids.schedule}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-1 schedule', method: 'DELETE', url: (ids) => `/attendance-api/v1/schedules/${ids.schedule}` },
  { name: 'employee shifts of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/employee-shifts' },
  { name: 'remove a company-1 employee shift', method: 'DELETE', url: (ids) => `/attendance-api/v1/employee-shifts/${ids.employeeShift}` },
  { name: 'department shifts of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/department-shifts' },
  { name: 'shifts of a company-1 department', method: 'GET', url: (ids) => `/attendance-api/v1/departments/${ids.department}/shifts` },
  { name: 'remove a company-1 department shift', method: 'DELETE', url: (ids) => `/attendance-api/v1/department-shifts/${ids.departmentShift}` },
  { name: 'a company-1 attendance record', method: 'GET', url: (ids) => `/attendance-api/v1/attendances/${ids.record}` },
  { name: 'edit a company-1 attendance record', method: 'PUT', url: (ids) => `/attendance-api/v1/attendances/${ids.record}`, payload: { notes: 'Intruso' } },
  { name: 'delete a company-1 attendance record', method: 'DELETE', url: (ids) => `/attendance-api/v1/attendances/${ids.record}` },
  { name: 'attendance search in company 1', method: 'GET', url: () => '/attendance-api/v1/search/shifts?company_id=1&q=matutino' },
  { name: 'clocks of company 1', method: 'GET', url: () => '/attendance-api/v1/companies/1/devices' },
  { name: 'revoke a company-1 clock', method: 'DELETE', url: (ids) => `/attendance-api/v1/devices/${ids.device}` },
  { name: 'a pairing code for a company-1 clock', method: 'POST', url: (ids) => `/attendance-api/v1/devices/${ids.device}/pairing-code` },
  { name: "a company-1 user's photo", method: 'POST', url: (ids) => `/api/v1/users/${ids.operador}/photo`, upload: true },
  // Directory and fleet routes that take a company in the query or the body.
  { name: 'search of company-1 employees', method: 'GET', url: () => '/api/v1/search/employees?company_id=1&q=jose' },
  { name: 'a route in company 1', method: 'POST', url: () => '/api/v1/routes', payload: { company_id: 1, code: 'INTRUSO', name: 'Intruso', origin_terminal_id: 1, destination_terminal_id: 2 } },
  // Parabus tours and complaints: company 2's (the bus company) records.
  { name: 'tours of company 2', method: 'GET', url: () => '/api/v1/companies/2/tours' },
  { name: 'tours narrowed to company 2', method: 'GET', url: () => '/api/v1/tours?company_id=2' },
  { name: 'a tour in company 2', method: 'POST', url: () => '/api/v1/tours', payload: { company_id: 2, name: 'Intruso', starts_at: '2026-12-01T08:00:00-06:00', seats: 10 } },
  { name: "a company-2 driver's tours", method: 'GET', url: (ids) => `/api/v1/users/${ids.transporte}/tours` },
  { name: "a company-2 driver's assignments", method: 'GET', url: (ids) => `/api/v1/users/${ids.transporte}/driver-assignments` },
  { name: 'a company-2 tour', method: 'GET', url: (ids) => `/api/v1/tours/${ids.tour}` },
  { name: 'edit a company-2 tour', method: 'PUT', url: (ids) => `/api/v1/tours/${ids.tour}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-2 tour', method: 'DELETE', url: (ids) => `/api/v1/tours/${ids.tour}` },
  { name: 'passengers of a company-2 tour', method: 'GET', url: (ids) => `/api/v1/tours/${ids.tour}/passengers` },
  { name: 'a passenger on a company-2 tour', method: 'POST', url: (ids) => `/api/v1/tours/${ids.tour}/passengers`, payload: { name: 'Intruso' } },
  { name: 'edit a company-2 passenger', method: 'PUT', url: (ids) => `/api/v1/tours/${ids.tour}/passengers/${ids.passenger}`, payload: { name: 'Intruso' } },
  { name: 'delete a company-2 passenger', method: 'DELETE', url: (ids) => `/api/v1/tours/${ids.tour}/passengers/${ids.passenger}` },
  { name: 'board a company-2 passenger', method: 'POST', url: (ids) => `/api/v1/tours/${ids.tour}/boardings`, payload: { ticket_code: 'TENANCYTICKET001' } },
  { name: 'the manifest of a company-2 tour', method: 'GET', url: (ids) => `/api/v1/tours/${ids.tour}/manifest` },
  { name: 'the ticket of a company-2 passenger', method: 'GET', url: (ids) => `/api/v1/tours/${ids.tour}/passengers/${ids.passenger}/ticket` },
  { name: 'complaints of company 2', method: 'GET', url: () => '/panel-api/v1/companies/2/complaints' },
  { name: "a company-2 user's complaints", method: 'GET', url: (ids) => `/panel-api/v1/users/${ids.transporte}/complaints` },
  { name: 'a company-2 complaint', method: 'GET', url: (ids) => `/panel-api/v1/complaints/${ids.complaint}` },
  { name: 'the status of a company-2 complaint', method: 'PUT', url: (ids) => `/panel-api/v1/complaints/${ids.complaint}/status`, payload: { status: 'in_review' } },
  { name: 'the photo of a company-2 complaint', method: 'GET', url: (ids) => `/panel-api/v1/complaints/${ids.complaint}/photo` },
  { name: 'a photo for a company-2 complaint', method: 'POST', url: (ids) => `/panel-api/v1/complaints/${ids.complaint}/photo`, upload: true },
  // Support tickets (issue 14): a company-1 ticket raised by one of its employees, and company 1's SLA settings.
  { name: 'tickets of company 1', method: 'GET', url: () => '/api/v1/companies/1/tickets' },
  { name: 'tickets narrowed to company 1', method: 'GET', url: () => '/api/v1/tickets?company_id=1' },
  { name: 'ticket search narrowed to company 1', method: 'GET', url: () => '/api/v1/search/tickets?company_id=1' },
  { name: 'a ticket in company 1', method: 'POST', url: () => '/api/v1/tickets', payload: { company_id: 1, subject: 'Intruso', description: 'Intruso', category: 'otro' } },
  { name: 'a company-1 ticket', method: 'GET', url: (ids) => `/api/v1/tickets/${ids.ticket}` },
  { name: 'edit a company-1 ticket', method: 'PUT', url: (ids) => `/api/v1/tickets/${ids.ticket}`, payload: { subject: 'Intruso' } },
  { name: 'delete a company-1 ticket', method: 'DELETE', url: (ids) => `/api/v1/tickets/${ids.ticket}` },
  { name: "a company-1 ticket's conversation", method: 'GET', url: (ids) => `/api/v1/tickets/${ids.ticket}/messages` },
  { name: 'a reply on a company-1 ticket', method: 'POST', url: (ids) => `/api/v1/tickets/${ids.ticket}/messages`, payload: { body: 'Intruso' } },
  { name: 'the status of a company-1 ticket', method: 'PUT', url: (ids) => `/api/v1/tickets/${ids.ticket}/status`, payload: { status: 'closed' } },
  { name: 'the assignee of a company-1 ticket', method: 'PUT', url: (ids) => `/api/v1/tickets/${ids.ticket}/assignee`, payload: { assignee_id: null } },
  // Revision orders and checklist templates (issue 14): company 1's demo template and a scheduled demo order.
  { name: 'checklist templates of company 1', method: 'GET', url: () => '/api/v1/companies/1/checklist-templates' },
  { name: 'a checklist template in company 1', method: 'POST', url: () => '/api/v1/companies/1/checklist-templates', payload: { name: 'Intrusa', asset_kind: 'truck', items: [{ label: 'Intruso' }] } },
  { name: 'a company-1 checklist template', method: 'GET', url: (ids) => `/api/v1/checklist-templates/${ids.checklistTemplate}` },
  { name: 'edit a company-1 checklist template', method: 'PUT', url: (ids) => `/api/v1/checklist-templates/${ids.checklistTemplate}`, payload: { name: 'Intrusa' } },
  { name: 'delete a company-1 checklist template', method: 'DELETE', url: (ids) => `/api/v1/checklist-templates/${ids.checklistTemplate}` },
  { name: 'revision orders of company 1', method: 'GET', url: () => '/api/v1/companies/1/revision-orders' },
  { name: 'revision orders narrowed to company 1', method: 'GET', url: () => '/api/v1/revision-orders?company_id=1' },
  { name: 'a revision order in company 1', method: 'POST', url: () => '/api/v1/revision-orders', payload: { company_id: 1, template_id: 1, asset_kind: 'equipment', equipment_description: 'Intruso', scheduled_at: '2026-12-01T09:00:00-06:00' } },
  { name: 'a company-1 revision order', method: 'GET', url: (ids) => `/api/v1/revision-orders/${ids.revisionOrder}` },
  { name: 'edit a company-1 revision order', method: 'PUT', url: (ids) => `/api/v1/revision-orders/${ids.revisionOrder}`, payload: { notes: 'Intruso' } },
  { name: 'delete a company-1 revision order', method: 'DELETE', url: (ids) => `/api/v1/revision-orders/${ids.revisionOrder}` },
  { name: 'the status of a company-1 revision order', method: 'PUT', url: (ids) => `/api/v1/revision-orders/${ids.revisionOrder}/status`, payload: { status: 'cancelled' } },
  { name: 'an item of a company-1 revision order', method: 'PUT', url: (ids) => `/api/v1/revision-orders/${ids.revisionOrder}/items/${ids.revisionItem}`, payload: { result: 'fail', note: 'Intruso' } },
  { name: 'service orders from a company-1 revision order', method: 'POST', url: (ids) => `/api/v1/revision-orders/${ids.revisionOrder}/service-orders` },
  { name: 'report of company-1 revision orders', method: 'GET', url: () => '/api/v1/companies/1/generate-url-report/revision-orders?format=csv' },
  { name: 'support settings of company 1', method: 'GET', url: () => '/api/v1/companies/1/support-settings' },
  { name: 'support dashboard of company 1', method: 'GET', url: () => '/api/v1/companies/1/support-dashboard' },
  { name: 'support agents of company 1', method: 'GET', url: () => '/api/v1/companies/1/support-agents' },
  { name: 'report of company-1 tickets', method: 'GET', url: () => '/api/v1/companies/1/generate-url-report/tickets?format=csv' },
  {
    name: 'edit the support settings of company 1',
    method: 'PUT',
    url: () => '/api/v1/companies/1/support-settings',
    payload: { policies: [{ priority: 'low', first_response_minutes: 1, resolution_minutes: 2 }], calendar: { weekly: {}, holidays: [] } },
  },
  // Support service orders (issue 14): a company-1 order.
  { name: 'service orders of company 1', method: 'GET', url: () => '/api/v1/companies/1/service-orders' },
  { name: 'service orders narrowed to company 1', method: 'GET', url: () => '/api/v1/service-orders?company_id=1' },
  { name: 'service order search narrowed to company 1', method: 'GET', url: () => '/api/v1/search/service-orders?company_id=1' },
  { name: 'a service order in company 1', method: 'POST', url: () => '/api/v1/service-orders', payload: { company_id: 1, title: 'Intruso', location: 'Intruso', scheduled_at: '2026-12-01T10:00:00-06:00' } },
  { name: 'a company-1 service order', method: 'GET', url: (ids) => `/api/v1/service-orders/${ids.serviceOrder}` },
  { name: 'edit a company-1 service order', method: 'PUT', url: (ids) => `/api/v1/service-orders/${ids.serviceOrder}`, payload: { title: 'Intruso' } },
  { name: 'delete a company-1 service order', method: 'DELETE', url: (ids) => `/api/v1/service-orders/${ids.serviceOrder}` },
  { name: 'the status of a company-1 service order', method: 'PUT', url: (ids) => `/api/v1/service-orders/${ids.serviceOrder}/status`, payload: { status: 'cancelled' } },
  {
    name: 'sign a company-1 service order',
    method: 'POST',
    url: (ids) => `/api/v1/service-orders/${ids.serviceOrder}/signature`,
    payload: { receiver_name: 'Intruso', strokes: [[[10, 10], [300, 150], [590, 20]]] },
  },
  { name: 'the PDF of a company-1 service order', method: 'GET', url: (ids) => `/api/v1/service-orders/${ids.serviceOrder}/pdf` },
  // Employment letters (issue 15).
  { name: "a letter in a company-1 employee's name", method: 'POST', url: (ids) => `/api/v1/users/${ids.operador}/job-letters`, payload: { company_id: 1, purpose: 'Intruso' } },
  { name: "a company-1 employee's letters", method: 'GET', url: (ids) => `/api/v1/users/${ids.operador}/job-letters` },
  { name: 'letters of company 1', method: 'GET', url: () => '/api/v1/companies/1/job-letters' },
  { name: 'a company-1 letter', method: 'GET', url: (ids) => `/api/v1/job-letters/${ids.jobLetter}` },
  { name: 'reject a company-1 letter', method: 'PUT', url: (ids) => `/api/v1/job-letters/${ids.jobLetter}`, payload: { action: 'reject', reason: 'Intruso' } },
  { name: 'the PDF of a company-1 letter', method: 'GET', url: (ids) => `/api/v1/job-letters/${ids.jobLetter}/pdf` },
  // Positioning (the ranges are valid, so only the tenancy can refuse them).
  { name: 'position of a company-1 unit', method: 'GET', url: (ids) => `/positioning-api/v1/units/${ids.unit}/position` },
  { name: 'unit locations of company 1', method: 'GET', url: () => '/positioning-api/v1/companies/1/units-locations' },
  { name: 'trail of a company-1 unit', method: 'GET', url: (ids) => `/positioning-api/v1/units/${ids.unit}/trail?from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z` },
  { name: 'replay of company 1', method: 'GET', url: (ids) => `/positioning-api/v1/companies/1/replay?unit_ids=${ids.unit}&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z` },
  { name: 'stops of a company-1 unit', method: 'GET', url: (ids) => `/positioning-api/v1/units/${ids.unit}/stops?date=2026-11-20` },
  { name: 'tracker events of company 1', method: 'GET', url: () => '/positioning-api/v1/companies/1/tracker-events?from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z' },
  { name: 'my tracker notices in company 1', method: 'GET', url: () => '/positioning-api/v1/companies/1/tracker-notices' },
  { name: 'choose my tracker notices in company 1', method: 'PUT', url: () => '/positioning-api/v1/companies/1/tracker-notices', payload: { kinds: ['arrival'] } },
  // Superempleos (issue 15): a company-1 draft vacancy, an application to it, a candidate's course.
  { name: 'vacancies of company 1', method: 'GET', url: () => '/api/v1/companies/1/vacancies' },
  { name: 'a vacancy in company 1', method: 'POST', url: () => '/api/v1/companies/1/vacancies', payload: { title: 'Intruso', job_category_id: 1, description: 'Intruso intruso intruso intruso', state_id: 14, modality: 'remote', schedule: 'x', closes_on: '2027-01-01' } },
  { name: 'a company-1 vacancy', method: 'GET', url: (ids) => `/api/v1/vacancies/${ids.vacancy}` },
  { name: 'edit a company-1 vacancy', method: 'PUT', url: (ids) => `/api/v1/vacancies/${ids.vacancy}`, payload: { title: 'Intruso' } },
  { name: 'delete a company-1 vacancy', method: 'DELETE', url: (ids) => `/api/v1/vacancies/${ids.vacancy}` },
  { name: 'status of a company-1 vacancy', method: 'PUT', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/status`, payload: { status: 'in_review' } },
  { name: 'apply to an unpublished company-1 vacancy', method: 'POST', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/applications`, payload: {} },
  { name: 'applications of a company-1 vacancy', method: 'GET', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/applications` },
  { name: 'bookmark an unpublished company-1 vacancy', method: 'POST', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/bookmark` },
  { name: "remove a bookmark the caller doesn't have", method: 'DELETE', url: (ids) => `/api/v1/bookmark-vacancy/${ids.vacancy}` },
  { name: 'a company-1 application', method: 'GET', url: (ids) => `/api/v1/applications/${ids.application}` },
  { name: "a company-1 applicant's CV", method: 'GET', url: (ids) => `/api/v1/applications/${ids.application}/cv` },
  { name: "edit a candidate's application", method: 'PUT', url: (ids) => `/api/v1/applications/${ids.application}`, payload: { cover_letter: 'Intruso' } },
  { name: "withdraw a candidate's application", method: 'DELETE', url: (ids) => `/api/v1/applications/${ids.application}` },
  { name: 'move a company-1 application', method: 'PUT', url: (ids) => `/api/v1/applications/${ids.application}/status`, payload: { status: 'reviewed' } },
  { name: "delete a candidate's course", method: 'DELETE', url: (ids) => `/api/v1/professional-courses/${ids.course}` },
  { name: 'search the vacancies of company 1', method: 'GET', url: () => '/api/v1/search/company-vacancies?company_id=1' },
  { name: 'report of company-1 applications', method: 'GET', url: () => '/api/v1/companies/1/generate-url-report/applications?format=csv' },
  // Work interviews' question bank (issue 16): a question of the company-1 vacancy.
  { name: 'questions of a company-1 vacancy', method: 'GET', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/questions` },
  { name: 'a question in a company-1 vacancy', method: 'POST', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/questions`, payload: { text: 'Intruso intruso intruso', expected_points: ['Intruso'], time_limit_seconds: 60, weight: 1 } },
  { name: 'reorder the questions of a company-1 vacancy', method: 'PUT', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/questions/order`, payload: { ids: [1] } },
  { name: 'edit a company-1 question', method: 'PUT', url: (ids) => `/api/v1/vacancy-questions/${ids.vacancyQuestion}`, payload: { text: 'Intruso intruso intruso', expected_points: ['Intruso'], time_limit_seconds: 60, weight: 1 } },
  { name: 'delete a company-1 question', method: 'DELETE', url: (ids) => `/api/v1/vacancy-questions/${ids.vacancyQuestion}` },
  { name: 'hear a company-1 question', method: 'GET', url: (ids) => `/api/v1/vacancy-questions/${ids.vacancyQuestion}/audio` },
  // Live interviews (issue 16): a company-1 interview with the demo candidate.
  { name: 'interviews of a company-1 vacancy', method: 'GET', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/interviews` },
  { name: 'schedule on a company-1 vacancy', method: 'POST', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/interviews`, payload: { application_id: 1, starts_at: '2030-01-10T10:00:00-06:00', duration_minutes: 60, interviewer_ids: [1], mode: 'video' } },
  { name: 'a company-1 interview', method: 'GET', url: (ids) => `/api/v1/interviews/${ids.interview}` },
  { name: 'reschedule a company-1 interview', method: 'PUT', url: (ids) => `/api/v1/interviews/${ids.interview}`, payload: { duration_minutes: 30 } },
  { name: 'cancel a company-1 interview', method: 'DELETE', url: (ids) => `/api/v1/interviews/${ids.interview}?reason=Intruso` },
  { name: "confirm a candidate's interview", method: 'PUT', url: (ids) => `/api/v1/interviews/${ids.interview}/confirm` },
  { name: "reject a candidate's interview", method: 'PUT', url: (ids) => `/api/v1/interviews/${ids.interview}/reject`, payload: { reason: 'Intruso' } },
  { name: "a candidate's interviews", method: 'GET', url: (ids) => `/api/v1/users/${ids.candidato}/interviews` },
  { name: "a company-1 interviewer's interviews", method: 'GET', url: (ids) => `/api/v1/users/${ids.operador}/interviews` },
  { name: "company 1's interview agenda", method: 'GET', url: () => '/api/v1/companies/1/interviews' },
  { name: "company 1's interviewers", method: 'GET', url: () => '/api/v1/companies/1/interviewers' },
  // Video rooms (issue 16): the demo's open video interview of company 1.
  { name: 'the room of a company-1 interview', method: 'GET', url: (ids) => `/api/v1/webrtc/interviews/room/${ids.videoInterview}` },
  { name: 'join the room of a company-1 interview', method: 'POST', url: (ids) => `/api/v1/webrtc/interviews/room/${ids.videoInterview}` },
  // Work interviews (issue 16): one sent to the company-1 application, with one question.
  { name: 'send a work interview for a company-1 vacancy', method: 'POST', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/work-interviews`, payload: { application_id: 1, question_count: 1 } },
  { name: 'work interviews of a company-1 vacancy', method: 'GET', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/work-interviews` },
  { name: 'cancel a company-1 work interview', method: 'PUT', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/work-interviews`, payload: { work_interview_id: 1, reason: 'Intruso' } },
  { name: 'work-interview results of a company-1 vacancy', method: 'GET', url: (ids) => `/api/v1/vacancies/${ids.vacancy}/work-interview-results` },
  { name: 'a company-1 work interview', method: 'GET', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}` },
  { name: "a candidate's step in a company-1 work interview", method: 'PUT', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}`, payload: { action: 'confirm_identity' } },
  { name: 'answer a company-1 work interview', method: 'POST', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}/answers/1`, payload: { text: 'Intruso' } },
  { name: 'a company-1 work-interview question spoken', method: 'GET', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}/questions/1/audio` },
  { name: 'results of a company-1 work interview', method: 'GET', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}/results/summary` },
  { name: 'score a company-1 work-interview answer', method: 'PUT', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}/results/1`, payload: { score: 4 } },
  { name: 'evaluate a company-1 work interview', method: 'PUT', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}/evaluation`, payload: { recommendation: 'advance' } },
  { name: "a company-1 work interview's recorded answer", method: 'GET', url: (ids) => `/api/v1/work-interviews/${ids.workInterview}/answers/1/audio` },
  // The wallet (issue 17): the demo candidate's wallet and Horizonte's (company 3) charges and payments.
  { name: "recharge the candidate's wallet", method: 'POST', url: (ids) => `/payment-api/v1/payment/${ids.candidato}/recharge`, payload: { amount: 5_000 }, headers: { 'idempotency-key': 'tenancy-recharge-0001' } },
  { name: "the candidate's wallet movements", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/transactions` },
  { name: "the candidate's points", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/points` },
  { name: "pay the candidate's sandbox recharge", method: 'POST', url: (ids) => `/payment-api/v1/sandbox/checkout/${ids.walletRecharge}`, payload: { card_number: '4242424242424242' } },
  { name: 'a charge in company 1', method: 'POST', url: () => '/payment-api/v1/companies/1/charges', payload: { concept: 'Intruso', amount: 1_000 }, headers: { 'idempotency-key': 'tenancy-charge-0001' } },
  { name: 'pay a charge addressed to the candidate', method: 'POST', url: (ids) => `/payment-api/v1/payment/${ids.walletCharge}/apply`, payload: {}, headers: { 'idempotency-key': 'tenancy-apply-0001' } },
  { name: 'refund a Horizonte payment', method: 'POST', url: (ids) => `/payment-api/v1/payments/${ids.walletPayment}/refund`, headers: { 'idempotency-key': 'tenancy-refund-0001' } },
  // Billing (issue 17): the demo candidate's fiscal data and invoice request are theirs alone.
  { name: "the candidate's fiscal data", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/fiscal-data` },
  { name: "replace the candidate's fiscal data", method: 'PUT', url: (ids) => `/payment-api/v1/users/${ids.candidato}/fiscal-data`, payload: { rfc: 'EKU9003173C9', legal_name: 'Intruso', tax_regime: '601', postal_code: '42501', cfdi_use: 'G03', email: 'intruso@ajena.demo.mx' } },
  { name: "the candidate's invoiceable movements", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/invoiceable-transactions` },
  { name: 'an invoice for the candidate', method: 'POST', url: (ids) => `/payment-api/v1/users/${ids.candidato}/invoices`, payload: { transaction_ids: [1] } },
  { name: "the candidate's invoices", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/invoices` },
  { name: "the candidate's invoice", method: 'GET', url: (ids) => `/payment-api/v1/invoices/${ids.candidateInvoice}` },
  { name: "the candidate's invoice XML", method: 'GET', url: (ids) => `/payment-api/v1/invoices/${ids.candidateInvoice}/xml` },
  { name: "the candidate's invoice PDF", method: 'GET', url: (ids) => `/payment-api/v1/invoices/${ids.candidateInvoice}/pdf` },
  { name: "stamp the candidate's invoice", method: 'POST', url: (ids) => `/payment-api/v1/invoices/${ids.candidateInvoice}/stamp`, upload: true },
  // The wallet's screens' reads: the candidate's own, and Horizonte's or company 1's charges and income.
  { name: "the candidate's wallet summary", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/wallet` },
  { name: "the candidate's open charges", method: 'GET', url: (ids) => `/payment-api/v1/users/${ids.candidato}/charges` },
  { name: "the candidate's recharge", method: 'GET', url: (ids) => `/payment-api/v1/recharges/${ids.walletRecharge}` },
  { name: 'a charge addressed to the candidate', method: 'GET', url: (ids) => `/payment-api/v1/charges/${ids.walletCharge}` },
  { name: "a Horizonte charge's payments", method: 'GET', url: (ids) => `/payment-api/v1/charges/${ids.walletCharge}/payments` },
  { name: "company 1's charges", method: 'GET', url: () => '/payment-api/v1/companies/1/charges' },
  { name: "company 1's income", method: 'GET', url: () => '/payment-api/v1/companies/1/income' },
  { name: "a receipt of the candidate's movement", method: 'GET', url: (ids) => `/payment-api/v1/transactions/${ids.walletTransaction}/receipt` },
  // Digital signature (issue 17): a company-1 person's signature image and document to sign.
  { name: "a company-1 user's signature", method: 'GET', url: (ids) => `/api/v1/digital-signature/${ids.userSignature}` },
  { name: "a company-1 user's document to sign", method: 'GET', url: (ids) => `/api/v1/signed-document/${ids.signedDocument}` },
  { name: "a company-1 user's document copy", method: 'GET', url: (ids) => `/api/v1/signed-document/${ids.signedDocument}/pdf` },
  { name: "sign a company-1 user's document", method: 'POST', url: (ids) => `/api/v1/signed-document/${ids.signedDocument}/sign`, payload: { method: 'platform' } },
];

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin@ajena.demo.mx')).access_token;
  for (const [key, email] of Object.entries({
    operador: 'operador@logistica.demo.mx',
    soporte: 'soporte@logistica.demo.mx',
    grua: 'grua@logistica.demo.mx',
    admin: 'admin@logistica.demo.mx',
  })) {
    ids[key] = await t.userIdOf(email);
  }
  const notice = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', ids.operador!).executeTakeFirstOrThrow();
  ids.operadorNotice = notice.id;
  ids.department = (await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
  const file = { company_id: 1, resource_type: 'company', resource_id: 1, original_name: 'a.pdf', mime_type: 'application/pdf', size: 1, uploaded_by: null };
  ids.image = (await t.database.db.insertInto('images').values({ ...file, stored_name: `${'a'.repeat(32)}.png`, comments: 'Original' }).returning('id').executeTakeFirstOrThrow()).id;
  const employee = await t.database.db.selectFrom('employees').select(['id', 'department_id']).where('employee_number', '=', 'LPP-0006').executeTakeFirstOrThrow();
  ids.employee = employee.id;
  ids.employeeDepartment = employee.department_id;
  ids.employeeDocument = (
    await t.database.db.insertInto('documents').values({ ...file, resource_type: 'employee', resource_id: employee.id, stored_name: `${'d'.repeat(32)}.pdf` }).returning('id').executeTakeFirstOrThrow()
  ).id;
  ids.emptyDepartment = (await t.database.db.insertInto('departments').values({ company_id: 1, name: 'Vacío', slug: 'vacio', search_text: 'vacio' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.batch = (
    await t.database.db
      .insertInto('import_batches')
      .values({ company_id: 1, user_id: ids.admin!, kind: 'employees', file_name: 'a.csv', stored_name: `${'c'.repeat(32)}.csv`, status: 'done', total: 0, message: null, finished_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.document = (await t.database.db.insertInto('documents').values({ ...file, stored_name: `${'b'.repeat(32)}.pdf` }).returning('id').executeTakeFirstOrThrow()).id;
  ids.vesselCall = (await t.database.db.insertInto('vessel_calls').values({ company_id: 1, vessel_name: 'Original', vessel_key: 'ORIGINAL', voyage: 'T1', shipping_line: 'MSC', berth: null, eta: null, ata: null, etd: null, atd: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.container = (
    await t.database.db
      .insertInto('containers')
      .values({ company_id: 1, number: 'TENU0000000', iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'MSC', line_key: 'MSC', status: 'in_yard', block: 'Z', bay: 1, row: 1, tier: 1, vessel_call_id: null, notes: null, arrived_at: null, departed_at: null, last_movement_at: null, gross_weight_kg: null, hazardous_class: null, reefer_temperature_c: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.yardBlock = (await t.database.db.selectFrom('yard_blocks').select('id').where('company_id', '=', 1).where('code', '=', 'A').executeTakeFirstOrThrow()).id;
  ids.containerBatch = (
    await t.database.db
      .insertInto('import_batches')
      .values({ company_id: 1, user_id: ids.admin!, kind: 'containers', file_name: 'm.csv', stored_name: `${'d'.repeat(32)}.csv`, status: 'done', total: 0, message: null, finished_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const byCode = async (table: 'terminals' | 'routes', code: string) => (await t.database.db.selectFrom(table).select('id').where('company_id', '=', 1).where('code', '=', code).executeTakeFirstOrThrow()).id;
  ids.terminal = await byCode('terminals', 'TEC-MZO');
  ids.route = await byCode('routes', 'MZO-QRO');
  ids.unit = (await t.database.db.selectFrom('units').select('id').where('company_id', '=', 1).where('number', '=', 'ECO-101').executeTakeFirstOrThrow()).id;
  ids.unitDocument = (await t.database.db.insertInto('unit_documents').values({ company_id: 1, unit_id: ids.unit, kind: 'insurance', number: 'Original', issuer: null, issued_on: null, expires_on: '2026-12-01', document_id: null, notes: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.order = (
    await t.database.db
      .insertInto('container_orders')
      .values({ id: ORDER_ID, company_id: 1, container_id: ids.container!, folio_number: 9001, kind: 'delivery', status: 'requested', origin_terminal_id: ids.terminal, destination_terminal_id: null, route_id: null, unit_id: ids.unit, driver_id: ids.employee!, scheduled_at: null, notes: null, update_report: 'Original', requested_by: ids.operador!, started_at: null, completed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const attendanceRow = { company_id: 1 };
  ids.shift = (await t.database.db.insertInto('attendance_shifts').values({ ...attendanceRow, name: 'Original', start_time: '08:00', end_time: '16:00', days: '12345', entry_window_minutes: 60, exit_window_minutes: 120, late_grace_minutes: 10, early_exit_grace_minutes: 10, color: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.recess = (await t.database.db.insertInto('attendance_recesses').values({ ...attendanceRow, shift_id: ids.shift, name: 'Comida', start_time: '12:00', end_time: '13:00', paid: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  ids.schedule = (await t.database.db.insertInto('attendance_schedules').values({ ...attendanceRow, name: 'Original', description: null, start_date: '2026-12-25', end_date: '2026-12-25', department_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.employeeShift = (await t.database.db.insertInto('attendance_employee_shifts').values({ ...attendanceRow, employee_id: ids.employee, shift_id: ids.shift, valid_from: '2026-11-01', valid_to: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.departmentShift = (await t.database.db.insertInto('attendance_department_shifts').values({ ...attendanceRow, department_id: ids.department!, shift_id: ids.shift, valid_from: '2026-11-01', valid_to: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.record = (
    await t.database.db
      .insertInto('attendance_records')
      .values({ ...attendanceRow, employee_id: ids.employee, shift_id: null, shift_name: null, work_date: '2026-11-02', scheduled_start: null, scheduled_end: null, close_due_at: null, check_in_at: '2026-11-02T14:00:00.000Z', check_out_at: '2026-11-02T22:00:00.000Z', status: 'closed', worked_minutes: 480, source: 'manual', notes: 'Original' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.device = (await t.database.db.insertInto('attendance_devices').values({ ...attendanceRow, name: 'Original', token_hash: 'f'.repeat(64), created_by: null, last_seen_at: null, revoked_at: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.waybill = (
    await t.database.db
      .insertInto('waybills')
      .values({ company_id: 1, container_order_id: ids.order, folio_number: 9001, folio: 'CP-1-009001', id_ccp: 'CCC00000-0000-4000-8000-000000009001', unit_id: ids.unit, driver_id: ids.employee!, data: '{}', issued_by: ids.operador!, issued_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.transporte = await t.userIdOf('transporte@parabus.demo.mx');
  ids.tour = (await t.database.db.insertInto('tours').values({ company_id: 2, name: 'Original', description: null, itinerary: null, departure_point: null, starts_at: '2026-12-01T14:00:00.000Z', ends_at: null, unit_id: null, driver_id: null, guide_name: null, seats: 10, fare_cents: null, status: 'scheduled', search_text: 'original' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.passenger = (await t.database.db.insertInto('tour_passengers').values({ company_id: 2, tour_id: ids.tour, name: 'Original', phone: null, email: null, seat: 1, status: 'pending', ticket_code: 'TENANCYTICKET001', boarded_at: null, boarded_by: null, notes: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.complaint = (
    await t.database.db
      .insertInto('complaints')
      .values({ company_id: 2, folio_number: 9001, kind: 'complaint', category: 'otro', route_id: null, unit_id: null, occurred_at: null, description: 'Original de la empresa 2', photo_image_id: null, status: 'received', source: 'app', user_id: ids.transporte, contact_name: null, contact_email: null, contact_phone: null, answer: null, answered_at: null, answered_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.ticket = (
    await t.database.db
      .insertInto('tickets')
      .values({ company_id: 1, number: 9001, subject: 'Original', description: 'Original', category: 'otro', priority: 'normal', status: 'new', requester_id: ids.operador!, assignee_id: null, related_kind: null, related_id: null, search_text: 'original', first_agent_reply_at: null, resolved_at: null, closed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.checklistTemplate = (await t.database.db.selectFrom('checklist_templates').select('id').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  ids.revisionOrder = (await t.database.db.selectFrom('revision_orders').select('id').where('company_id', '=', 1).where('status', '=', 'scheduled').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.revisionItem = (await t.database.db.selectFrom('revision_items').select('id').where('revision_order_id', '=', ids.revisionOrder).orderBy('position').executeTakeFirstOrThrow()).id;
  ids.serviceOrder = (
    await t.database.db
      .insertInto('service_orders')
      .values({ company_id: 1, number: 9001, title: 'Original', description: '', location: 'Original', scheduled_at: '2026-12-01T16:00:00.000Z', technician_id: null, status: 'scheduled', ticket_id: null, revision_order_id: null, revision_item_id: null, created_by: null, search_text: 'original', receiver_name: null, signature_strokes: null, signed_at: null, signed_by: null, fingerprint: null, verification_token_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.jobLetter = (
    await t.database.db
      .insertInto('job_letters')
      .values({ company_id: 1, user_id: ids.operador!, employee_id: null, status: 'requested', purpose: 'Original', addressee: null, include_salary: 0, employee_name: 'Jorge Hernández Ruiz', position: 'Jefe de operaciones', department: 'Operaciones', hire_date: '2020-01-01', salary_cents: null, additional_text: null, signer_name: null, signer_title: null, reason: null, drafted_by: null, drafted_at: null, decided_by: null, issued_at: null, rejected_at: null, cancelled_at: null, revoked_at: null, verification_token_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const candidato = await t.userIdOf('candidato@demo.mx');
  ids.vacancy = (
    await t.database.db
      .insertInto('vacancies')
      .values({ company_id: 1, title: 'Original', job_category_id: 10, description: 'Original', requirements: '', state_id: 14, municipality_id: null, modality: 'on_site', schedule: 'x', employment_type: 'full_time', salary_min: null, salary_max: null, benefits: '', openings: 1, closes_on: '2027-01-01', status: 'draft', rejection_reason: null, search_text: 'original', published_at: null, closed_at: null, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.application = (await t.database.db.insertInto('job_applications').values({ company_id: 1, vacancy_id: ids.vacancy, user_id: candidato, status: 'received', cover_letter: 'Original' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.vacancyQuestion = (
    await t.database.db
      .insertInto('vacancy_questions')
      .values({ company_id: 1, vacancy_id: ids.vacancy, text: 'Original', expected_points: '["Original"]', time_limit_seconds: 60, weight: 1, position: 1, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.candidato = candidato;
  ids.interview = (
    await t.database.db
      .insertInto('interviews')
      .values({ company_id: 1, vacancy_id: ids.vacancy, application_id: ids.application, candidate_user_id: candidato, starts_at: '2030-01-10T16:00:00.000Z', duration_minutes: 60, mode: 'video', location: null, notes: 'Original', status: 'scheduled', response_reason: null, responded_at: null, response_token_hash: null, reminder_sent_at: null, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.database.db.insertInto('interview_interviewers').values({ interview_id: ids.interview, user_id: ids.operador! }).execute();
  ids.workInterview = (
    await t.database.db
      .insertInto('work_interviews')
      .values({ company_id: 1, vacancy_id: ids.vacancy, application_id: ids.application, candidate_user_id: candidato, status: 'completed', question_count: 1, answer_mode: 'voice', expires_at: '2099-01-01T00:00:00.000Z', identity_confirmed_at: null, started_at: null, completed_at: null, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.database.db.insertInto('work_interview_questions').values({ work_interview_id: ids.workInterview, position: 1, question_id: null, text: 'Original', expected_points: '["original"]', time_limit_seconds: 60, weight: 1 }).execute();
  await t.database.db.insertInto('work_interview_answers').values({ work_interview_id: ids.workInterview, position: 1, answer_mode: 'voice', transcript: 'Original', audio_stored_name: `${'a'.repeat(32)}.wav`, audio_content_type: 'audio/wav', audio_size: 1, audio_duration_ms: 1, transcription_provider: 'local', covered_points: '[]', answered_at: '2026-12-01T16:00:00.000Z' }).execute();
  // The wallet demo: the candidate's credential charge (open again after its refund), a paid Horizonte payment, a recharge.
  ids.walletCharge = (await t.database.db.selectFrom('wallet_charges').select('id').where('payer_user_id', '=', candidato).executeTakeFirstOrThrow()).id;
  ids.walletPayment = (await t.database.db.selectFrom('wallet_payments').select('id').where('company_id', '=', 3).where('status', '=', 'paid').executeTakeFirstOrThrow()).id;
  ids.walletRecharge = (await t.database.db.selectFrom('wallet_recharges').select('id').where('user_id', '=', candidato).executeTakeFirstOrThrow()).id;
  ids.candidateInvoice = (await t.database.db.selectFrom('billing_invoices').select('id').where('user_id', '=', candidato).executeTakeFirstOrThrow()).id;
  ids.walletTransaction = (await t.database.db.selectFrom('wallet_transactions').select('id').where('user_id', '=', candidato).executeTakeFirstOrThrow()).id;
  ids.course = (await t.database.db.insertInto('professional_courses').values({ user_id: candidato, name: 'Original', institution: 'Original', completed_on: null, hours: null }).returning('id').executeTakeFirstOrThrow()).id;
  ids.videoInterview = (await t.database.db.selectFrom('interviews').select('id').where('company_id', '=', 1).where('mode', '=', 'video').where('status', '=', 'confirmed').executeTakeFirstOrThrow()).id;
  ids.userSignature = (await t.database.db.insertInto('user_signatures').values({ user_id: ids.operador!, kind: 'typed', typed_name: 'Original', font: 'cursiva', image_base64: '' }).returning('id').executeTakeFirstOrThrow()).id;
  const sha = '0'.repeat(64);
  ids.signedDocument = (
    await t.database.db
      .insertInto('signed_documents')
      .values({ owner_user_id: ids.operador!, code: 'TENANCY001', title: 'Original', status: 'pending', file_name: `${'c'.repeat(32)}.pdf`, original_sha256: sha, current_sha256: sha, page_count: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const operadorEmail = (await t.database.db.selectFrom('users').select('email').where('id', '=', ids.operador!).executeTakeFirstOrThrow()).email;
  await t.database.db.insertInto('signed_document_signers').values({ document_id: ids.signedDocument, position: 1, email: operadorEmail, status: 'pending', page: 1, x: 10, y: 10, width: 100, height: 40 }).execute();
});
afterAll(() => t.close());

describe('another tenant gets 404', () => {
  it.each(CROSS_TENANT_ROUTES)('$method $name', async (row) => {
    const upload = row.upload ? multipartFile('photo', 'foto.png', TINY_PNG, 'image/png') : null;
    const response = await t.app.inject({
      method: row.method,
      url: row.url(ids),
      headers: { ...t.bearer(token), ...upload?.headers, ...row.headers },
      ...(upload ? { payload: upload.payload } : row.payload ? { payload: row.payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
  });

  it('and nothing was changed by those calls', async () => {
    const operador = await t.database.db.selectFrom('users').select(['name', 'deleted_at']).where('id', '=', ids.operador!).executeTakeFirstOrThrow();
    expect(operador).toEqual({ name: 'Jorge', deleted_at: null });
    const interview = await t.database.db.selectFrom('interviews').select(['status', 'duration_minutes']).where('id', '=', ids.interview!).executeTakeFirstOrThrow();
    expect(interview).toEqual({ status: 'scheduled', duration_minutes: 60 });
    expect(await t.database.db.selectFrom('signed_document_signers').select('status').where('document_id', '=', ids.signedDocument!).execute()).toEqual([{ status: 'pending' }]);
    const notice = await t.database.db.selectFrom('notifications').select('read_at').where('id', '=', ids.operadorNotice!).executeTakeFirstOrThrow();
    expect(notice.read_at).toBeNull();
    expect(await t.database.db.selectFrom('notifications').select('id').where('title', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('tracker_notice_choices').select('user_id').where('company_id', '=', 1).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('companies').select('id').where('name', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('wallet_charges').select('id').where('concept', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('wallet_payments').select('status').where('id', '=', ids.walletPayment!).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
    expect(await t.database.db.selectFrom('wallet_charges').select('status').where('id', '=', ids.walletCharge!).executeTakeFirstOrThrow()).toEqual({ status: 'open' });
    expect(await t.database.db.selectFrom('billing_fiscal_data').select('legal_name').where('user_id', '=', ids.candidato!).executeTakeFirstOrThrow()).toEqual({ legal_name: 'DANIELA CRUZ REYES' });
    expect(await t.database.db.selectFrom('billing_invoices').select('status').where('user_id', '=', ids.candidato!).execute()).toEqual([{ status: 'pending' }]);
    expect(await t.database.db.selectFrom('departments').select('id').where('name', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('employees').select('id').where('name', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('companies').select(['verified_at', 'authorized_at']).where('id', '=', 1).executeTakeFirstOrThrow()).not.toMatchObject({ verified_at: null });
    expect(await t.database.db.selectFrom('employees').select('id').where('id', '=', ids.employee!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('departments').select('id').where('id', '=', ids.emptyDepartment!).execute()).toHaveLength(1);
    const image = await t.database.db.selectFrom('images').select('comments').where('id', '=', ids.image!).executeTakeFirstOrThrow();
    expect(image.comments).toBe('Original');
    expect(await t.database.db.selectFrom('documents').select('id').where('id', '=', ids.document!).execute()).toHaveLength(1);
    const order = await t.database.db.selectFrom('container_orders').select(['status', 'update_report']).where('id', '=', ids.order!).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'requested', update_report: 'Original' });
    expect(await t.database.db.selectFrom('waybills').select('id').where('container_order_id', '=', ids.order!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('terminals').select('name').where('id', '=', ids.terminal!).executeTakeFirstOrThrow()).toEqual({ name: 'Terminal Especializada de Contenedores Manzanillo' });
    expect(await t.database.db.selectFrom('terminals').select('id').where('code', '=', 'INTRUSO').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('units').select('id').where('number', '=', 'INTRUSO').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('unit_drivers').select('employee_id').where('unit_id', '=', ids.unit!).execute()).toEqual([{ employee_id: ids.employee }]);
    expect(await t.database.db.selectFrom('unit_documents').select('number').where('unit_id', '=', ids.unit!).execute()).toEqual([{ number: 'Original' }]);
    const container = await t.database.db.selectFrom('containers').select(['notes', 'hold_customs', 'block', 'status']).where('id', '=', ids.container!).executeTakeFirstOrThrow();
    expect(container).toEqual({ notes: null, hold_customs: 0, block: 'Z', status: 'in_yard' });
    expect(await t.database.db.selectFrom('container_history').select('id').where('container_id', '=', ids.container!).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('containers').select('id').where('shipping_line', '=', 'Intruso').execute()).toEqual([]);
    expect((await t.database.db.selectFrom('vessel_calls').select('vessel_name').where('id', '=', ids.vesselCall!).executeTakeFirstOrThrow()).vessel_name).toBe('Original');
    expect(await t.database.db.selectFrom('attendance_shifts').select('name').where('id', '=', ids.shift!).executeTakeFirstOrThrow()).toEqual({ name: 'Original' });
    expect(await t.database.db.selectFrom('attendance_recesses').select('id').where('id', '=', ids.recess!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('attendance_schedules').select('name').where('id', '=', ids.schedule!).executeTakeFirstOrThrow()).toEqual({ name: 'Original' });
    expect(await t.database.db.selectFrom('attendance_employee_shifts').select('id').where('id', '=', ids.employeeShift!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('attendance_department_shifts').select('id').where('id', '=', ids.departmentShift!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('attendance_records').select('notes').where('id', '=', ids.record!).executeTakeFirstOrThrow()).toEqual({ notes: 'Original' });
    expect(await t.database.db.selectFrom('attendance_devices').select(['revoked_at', 'pairing_code_hash']).where('id', '=', ids.device!).executeTakeFirstOrThrow()).toEqual({ revoked_at: null, pairing_code_hash: null });
    expect(await t.database.db.selectFrom('routes').select('id').where('code', '=', 'INTRUSO').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('tours').select(['name', 'status']).where('id', '=', ids.tour!).execute()).toEqual([{ name: 'Original', status: 'scheduled' }]);
    expect(await t.database.db.selectFrom('tours').select('id').where('name', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('tour_passengers').select(['name', 'status']).where('tour_id', '=', ids.tour!).execute()).toEqual([{ name: 'Original', status: 'pending' }]);
    expect(await t.database.db.selectFrom('complaints').select(['status', 'photo_image_id']).where('id', '=', ids.complaint!).executeTakeFirstOrThrow()).toEqual({ status: 'received', photo_image_id: null });
    expect(await t.database.db.selectFrom('route_stops').select('id').where('name', 'like', 'Intruso%').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('route_departures').select('id').where('route_id', '=', ids.route!).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('vessel_calls').select('id').where('vessel_name', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('yard_blocks').select(['code', 'bays']).where('id', '=', ids.yardBlock!).executeTakeFirstOrThrow()).toEqual({ code: 'A', bays: 30 });
    expect(await t.database.db.selectFrom('yard_blocks').select('id').where('code', '=', 'INTR').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('tickets').select(['subject', 'status', 'assignee_id']).where('id', '=', ids.ticket!).execute()).toEqual([{ subject: 'Original', status: 'new', assignee_id: null }]);
    expect(await t.database.db.selectFrom('tickets').select('id').where('subject', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('ticket_messages').select('id').where('ticket_id', '=', ids.ticket!).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('support_sla_policies').select('id').where('first_response_minutes', '=', 1).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('checklist_templates').select('id').where('name', '=', 'Intrusa').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('checklist_templates').select('archived_at').where('id', '=', ids.checklistTemplate!).executeTakeFirstOrThrow()).toEqual({ archived_at: null });
    expect(await t.database.db.selectFrom('revision_orders').select(['status', 'notes']).where('id', '=', ids.revisionOrder!).execute()).toEqual([{ status: 'scheduled', notes: null }]);
    expect(await t.database.db.selectFrom('revision_orders').select('id').where('asset_label', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('revision_items').select(['result', 'note']).where('id', '=', ids.revisionItem!).executeTakeFirstOrThrow()).toEqual({ result: null, note: null });
    expect(await t.database.db.selectFrom('service_orders').select(['title', 'status', 'signed_at']).where('id', '=', ids.serviceOrder!).execute()).toEqual([{ title: 'Original', status: 'scheduled', signed_at: null }]);
    expect(await t.database.db.selectFrom('service_orders').select('id').where('title', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('job_letters').select(['status', 'reason']).where('id', '=', ids.jobLetter!).execute()).toEqual([{ status: 'requested', reason: null }]);
    expect(await t.database.db.selectFrom('job_letters').select('id').where('purpose', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('vacancies').select(['title', 'status']).where('id', '=', ids.vacancy!).execute()).toEqual([{ title: 'Original', status: 'draft' }]);
    expect(await t.database.db.selectFrom('vacancies').select('id').where('title', '=', 'Intruso').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('job_applications').select(['status', 'cover_letter']).where('vacancy_id', '=', ids.vacancy!).execute()).toEqual([{ status: 'received', cover_letter: 'Original' }]);
    expect(await t.database.db.selectFrom('professional_courses').select('id').where('id', '=', ids.course!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('vacancy_bookmarks').select('user_id').where('vacancy_id', '=', ids.vacancy!).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('vacancy_questions').select(['id', 'text', 'position']).where('vacancy_id', '=', ids.vacancy!).execute()).toEqual([{ id: ids.vacancyQuestion, text: 'Original', position: 1 }]);
    expect(await t.database.db.selectFrom('work_interviews').select(['status', 'identity_confirmed_at']).where('vacancy_id', '=', ids.vacancy!).execute()).toEqual([{ status: 'completed', identity_confirmed_at: null }]);
    expect(await t.database.db.selectFrom('work_interview_answers').select('transcript').where('work_interview_id', '=', ids.workInterview!).execute()).toEqual([{ transcript: 'Original' }]);
    expect(await t.database.db.selectFrom('work_interview_scores').select('score').where('work_interview_id', '=', ids.workInterview!).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('work_interview_evaluations').select('recommendation').where('work_interview_id', '=', ids.workInterview!).execute()).toEqual([]);
    const session = await t.login('grua@logistica.demo.mx');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(session.access_token) });
    expect(me.json().roles.map((r: { slug: string }) => r.slug).sort()).toEqual(['containers_crane_operator', 'employee']);
  });
});

describe("the caller's documents to sign", () => {
  it("lists none of a company-1 user's documents to another tenant", async () => {
    const token = (await t.login('admin@ajena.demo.mx')).access_token;
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/signed-documents', headers: t.bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { id: number }) => row.id)).not.toContain(ids.signedDocument);
  });
});

/**
 * Routes that take an id or a company but need no row above, each with the reason. Every other
 * authenticated route with a path parameter or a `company_id` must appear in the table: a route
 * added without its cross-tenant row fails here.
 */
const NOT_TENANT_SCOPED: Record<string, string> = {
  'GET /api/v1/business-sectors/{id}': 'the sector catalogue is reference data shared by every company',
  'GET /attendance-api/v1/me/attendances': "the caller's own records; company_id only narrows them",
  'GET /api/v1/public/routes/{number}': 'a published bus route is public by choice of its company (no session); only passenger data leaves',
  'GET /api/v1/public/routes/by-name/{slug}': 'the same public route page, found by its name',
  'GET /api/v1/import-templates/{kind}': 'the same blank template for every company: headers and a made-up row',
  'GET /api/v1/session-recordings': "the super admin's alone (platform-wide); company_id only narrows the list; 403 for everyone else",
  'GET /api/v1/vacancies/to-revision': "the super admin's review queue (platform-wide); company_id only narrows it; 403 for everyone else, tested in jobs/vacancies.db.test.ts",
  'GET /api/v1/session-recordings/{id}': "the super admin's alone (platform-wide); everyone else gets 403, tested in session-recordings.db.test.ts",
};

/** `GET /api/v1/departments/{id}` → a regular expression matching its concrete URLs. */
function templateMatcher(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/]+\}/g, '[^/?]+');
  return new RegExp(`^${pattern}(\\?.*)?$`);
}

describe('the table covers every company-scoped route', () => {
  it('names a cross-tenant row or a reason for each authenticated route that takes an id or a company', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
    };
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const parameters = operation.parameters ?? [];
        const bodyProperties = Object.values(operation.requestBody?.content ?? {}).flatMap((content) => Object.keys(content.schema?.properties ?? {}));
        const scoped = parameters.some((parameter) => parameter.in === 'path' || parameter.name === 'company_id') || bodyProperties.includes('company_id');
        if (!scoped) continue;
        const key = `${method.toUpperCase()} ${template}`;
        if (NOT_TENANT_SCOPED[key]) continue;
        const matcher = templateMatcher(template);
        if (!CROSS_TENANT_ROUTES.some((row) => row.method === method.toUpperCase() && matcher.test(row.url(ids)))) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
