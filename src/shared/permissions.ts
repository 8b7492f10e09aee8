import type { RoleSlug } from './roles';

/**
 * The one permission table: which roles may perform each action. The server enforces it; the
 * client reads it only to hide what a user cannot do. Actions are `<area>.<verb>`; each area
 * adds its rows when it lands.
 *
 * Roles are held per company (GLOBAL_ROLE_SLUGS excepted), so the server always asks whether the
 * caller's roles IN THE RECORD'S COMPANY grant an action. Tenancy is a separate question: the
 * tenancy check (company membership, 404 otherwise) decides which records exist for the caller.
 * super_admin is the only role that crosses companies.
 */
export const PERMISSIONS = {
  /** Edit another user's name and profile data (a user may always edit their own). */
  'users.update': ['super_admin', 'company_admin'],
  /** Close another user's account (a user may always close their own). */
  'users.delete': ['super_admin', 'company_admin'],
  /** Toggle verified_profile (spec §4: user verification is a boolean toggle). */
  'users.verify': ['super_admin'],
  /** Replace a user's roles. company_admin is limited to ASSIGNABLE_BY_COMPANY_ADMIN. */
  'users.assign-roles': ['super_admin', 'company_admin'],
  /** Registered-users statistics: the whole platform for super_admin, own companies otherwise. */
  'statistics.read': ['super_admin', 'company_admin'],
  /** Replay the recorded sessions of any user (spec §1 session recording; write-only for everyone else). */
  'session-recordings.read': ['super_admin'],
  /** Read another user's list of companies. */
  'users.companies.read': ['super_admin', 'company_admin'],
  /** Download the report of a company's people (GET /companies/{id}/generate-url-report/members). */
  'reports.members': ['super_admin', 'company_admin'],
  /** Send a notice to the members of a company (own companies; every company for super_admin). */
  'notifications.send': ['super_admin', 'company_admin'],
  /** Upload, edit and delete the images and documents of a company's records (members read them). */
  'files.write': ['super_admin', 'company_admin'],
  /** Create companies (the new company starts neither verified nor authorized). */
  'companies.create': ['super_admin'],
  /** Edit a company's data: super admin any, company admin their own (never the flags). */
  'companies.update': ['super_admin', 'company_admin'],
  'companies.delete': ['super_admin'],
  /** Toggle verified_company and is_authorized (spec §4: boolean toggles). */
  'companies.verify': ['super_admin'],
  'companies.authorize': ['super_admin'],
  /** Add to the business-sector catalogue. Reading it needs only a session. */
  'business-sectors.create': ['super_admin'],
  /** Create, edit and delete departments of own companies (any member may read them). */
  'departments.manage': ['super_admin', 'company_admin'],
  /** Read the employees of own companies (people data: phones, licences). */
  'employees.read': ['super_admin', 'company_admin', 'technical_support', 'transport_company', 'container_admin', 'container_supervisor'],
  /** Create, edit and delete employees, one by one or by bulk import. */
  'employees.manage': ['super_admin', 'company_admin'],
  // Container logistics (issue 7). Reads are open to the four logistics roles; the company's
  // admins and super admin do everything. Tenancy (404 across companies) is checked apart.
  /** List, search and read containers, history, locations, calls, dashboard. */
  'containers.read': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'],
  /** Create, edit and delete containers, and bulk upload manifests. */
  'containers.manage': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'],
  /** Delete a container record (mistakes; history goes with it). */
  'containers.delete': ['super_admin', 'company_admin', 'container_admin'],
  /** Gate in and gate out (the gate clerk). */
  'containers.gate': ['super_admin', 'company_admin', 'container_admin', 'container_receiver'],
  /** Discharge, load and yard moves (the crane and yard equipment operators). */
  'containers.crane': ['super_admin', 'company_admin', 'container_admin', 'containers_crane_operator'],
  /** Inspections and setting or releasing customs/line/damage holds. */
  'containers.inspect': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'],
  /** Draw the yard: create, edit and delete its blocks (size and what each takes). Reading it is containers.read. */
  'containers.yard': ['super_admin', 'company_admin', 'container_admin'],
  /** Create, edit and delete vessel calls with their discharge/load lists. */
  'container-calls.manage': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'],
  /** Download container reports (stock, existence at a date, departures). */
  'reports.containers': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'],
  /**
   * Container logistics: terminals, routes, units (trucks) and their drivers. Yard roles read
   * them; admins, container admins and supervisors edit; a transport company manages its fleet.
   */
  'fleet.read': ['super_admin', 'company_admin', 'transport_company', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'],
  'fleet.manage': ['super_admin', 'company_admin', 'transport_company', 'container_admin', 'container_supervisor'],
  /** Container orders: every logistics role reads them. */
  'orders.read': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'],
  /** Request an order and edit its plan (terminals, unit, driver, schedule). */
  'orders.create': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'],
  /** Approve, reject or cancel an order. */
  'orders.approve': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'],
  /**
   * Start and complete an order and add reports to it. The receiver and the crane operator only
   * for the kinds of their work (ORDER_KINDS_BY_ROLE in contracts/logistics-orders).
   */
  'orders.progress': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'],
  /** Read waybills (carta porte) and download their PDF. */
  'waybills.read': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'],
  /** Issue a waybill for an order. */
  'waybills.create': ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'],
  /** Read a company's attendance: all records, the live status board, calendars, shifts. */
  'attendance.read': ['super_admin', 'company_admin'],
  /** Shifts, recesses, schedules, assignments, manual records and clock devices. */
  'attendance.manage': ['super_admin', 'company_admin'],
  /** Download attendance reports (company or one employee). */
  'reports.attendance': ['super_admin', 'company_admin'],
  // Parabus (issue 13): the transport company runs its routes, tours, buses and complaints. Routes,
  // terminals and units themselves are the fleet's (fleet.read / fleet.manage above).
  /** The live map, positions, trails, replays, stops and tracker events of the company's units. */
  'positioning.read': ['super_admin', 'company_admin', 'transport_company'],
  /** Read tours and their passengers and manifests. */
  'tours.read': ['super_admin', 'company_admin', 'transport_company'],
  /** Create, edit and delete tours and passengers. */
  'tours.manage': ['super_admin', 'company_admin', 'transport_company'],
  /**
   * Check a passenger in (QR on the ticket or typed code). Drivers are employees: the service lets
   * an employee board passengers only on a tour they drive.
   */
  'tours.board': ['super_admin', 'company_admin', 'transport_company', 'employee'],
  /** Read and work the company's complaints and suggestions (anyone may file one). */
  'complaints.manage': ['super_admin', 'company_admin', 'transport_company'],
  /** Unit documents (insurance, permits) with their expiry. Reading them is fleet.read. */
  'unit-documents.manage': ['super_admin', 'company_admin', 'transport_company'],
  // Support (issue 14). Any member of a company raises tickets and reads and answers their own
  // (never the internal notes); these actions are about ALL of a company's tickets. Members of the
  // company's `soporte-tecnico` department count as support too (spec §6): the server adds that
  // (TECHNICAL_SUPPORT_DEPARTMENT_SLUG of roles.ts), since a department is not a role.
  /** See and work every ticket of the company: queue views, internal notes, status, assignee. */
  'tickets.work': ['super_admin', 'company_admin', 'technical_support'],
  /** May be the assignee of the company's tickets (as may the members of its `soporte-tecnico` department). */
  'tickets.assignable': ['technical_support'],
  /** Delete a ticket (mistakes, spam); a requester may delete their own while it is still new. */
  'tickets.delete': ['super_admin', 'company_admin'],
  /** Edit the company's SLA targets per priority and its business calendar (support reads them). */
  'support-settings.manage': ['super_admin', 'company_admin'],
  /**
   * Revision orders and checklist templates of the company: program, edit, cancel, delete, and the
   * `revision-orders` report. The `soporte-tecnico` department counts too (server side, as for
   * tickets); the inspector named on an order works its checklist whatever their roles.
   */
  'revision-orders.manage': ['super_admin', 'company_admin', 'technical_support'],
  /**
   * Service orders (issue 14): manage ALL of a company's orders — create, edit, schedule, cancel,
   * sign. Like tickets.work, members of the `soporte-tecnico` department count too (the server
   * adds them); the assigned technician works their own orders whatever their roles.
   */
  'service-orders.manage': ['super_admin', 'company_admin', 'technical_support'],
  /** Download the company's service-orders report. */
  'reports.service-orders': ['super_admin', 'company_admin', 'technical_support'],
  /**
   * Employment letters (issue 15): see a company's requests, draft, issue, reject and revoke its
   * letters. Any employee of the company asks for and reads their own (no role needed).
   */
  'job-letters.manage': ['super_admin', 'company_admin'],
  // Superempleos, the job board (issue 15). Tenancy (404 across companies) is checked apart.
  /** A company's vacancies and their applications: create, edit, send to review, pause, close; move applicants. */
  'vacancies.manage': ['super_admin', 'company_admin'],
  /** Publish or reject what is in review (`/vacancies/to-revision`): the platform's alone. */
  'vacancies.review': ['super_admin'],
  /** Download a company's applications report. */
  'reports.applications': ['super_admin', 'company_admin'],
  /** Apply to a published vacancy (once), read and withdraw one's own applications. */
  'applications.create': ['final_user'],
  /** Keep bookmarks of vacancies. */
  'bookmarks.manage': ['final_user'],
  /** Keep a candidate profile (soft skills, courses, experience, education, CV type). */
  'candidate-profile.manage': ['final_user'],
  // The wallet (issue 17). Any signed-in user recharges and pays from their own wallet.
  /** Define what a company charges (tickets, fees) and refund its payments. */
  'wallet.charges': ['super_admin', 'company_admin'],
  /** The platform issues the invoices: see every request and attach the stamped CFDI (XML and PDF) when no PAC is configured. */
  'billing.stamp': ['super_admin'],
} as const satisfies Record<string, readonly RoleSlug[]>;

export type Action = keyof typeof PERMISSIONS;

/** Roles a company admin may grant: never platform-wide or company-admin power. */
export const ASSIGNABLE_BY_COMPANY_ADMIN: readonly RoleSlug[] = [
  'technical_support',
  'employee',
  'transport_company',
  'container_admin',
  'container_supervisor',
  'container_receiver',
  'containers_crane_operator',
];

export function can(roles: readonly string[], action: Action): boolean {
  const allowed: readonly string[] = PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}
