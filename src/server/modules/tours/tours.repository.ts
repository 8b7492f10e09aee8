import type { Insertable, Selectable, Updateable } from 'kysely';
import { matchesEveryWord } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../logistics/logistics.repository';
import type { TourPassengersTable, ToursTable } from '../parabus/parabus.tables';

export type TourRow = Selectable<ToursTable>;
export type PassengerRow = Selectable<TourPassengersTable>;
export type TourValues = Omit<Insertable<ToursTable>, 'id' | 'created_at' | 'updated_at'>;
export type PassengerValues = Omit<Insertable<TourPassengersTable>, 'id' | 'created_at' | 'updated_at'>;

export interface TourFilter {
  companyIds?: readonly number[] | undefined;
  words: string[];
  status?: string | undefined;
  when: 'upcoming' | 'past' | 'all';
  /** ISO now: a tour is upcoming until it ends (or, without an end, until the day after it starts). */
  now: string;
}

export function findTour(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('tours').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

/** Upcoming tours soonest first; past ones latest first (what a coordinator looks for in each). */
export async function pageOfTours(db: Db, scope: TenantScope, filter: TourFilter, limit: number, offset: number) {
  if (filter.companyIds?.length === 0) return { rows: [], total: 0 };
  const filtered = () => {
    let query = db.selectFrom('tours').where(inScope(scope, 'company_id'));
    if (filter.companyIds) query = query.where('company_id', 'in', filter.companyIds);
    if (filter.words.length) query = query.where((eb) => matchesEveryWord(eb, 'search_text', filter.words));
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.when === 'upcoming') query = query.where((eb) => eb.or([eb('ends_at', '>=', filter.now), eb.and([eb('ends_at', 'is', null), eb('starts_at', '>=', dayBefore(filter.now))])]));
    if (filter.when === 'past') query = query.where((eb) => eb.or([eb('ends_at', '<', filter.now), eb.and([eb('ends_at', 'is', null), eb('starts_at', '<', dayBefore(filter.now))])]));
    return query;
  };
  const direction = filter.when === 'past' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    filtered().selectAll().orderBy('starts_at', direction).orderBy('id', direction).limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

const dayBefore = (iso: string) => new Date(Date.parse(iso) - 24 * 3600 * 1000).toISOString();

export async function insertTour(db: Db, values: TourValues, now: string): Promise<number> {
  const row = await db
    .insertInto('tours')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTour(db: Db, id: number, values: Updateable<ToursTable>, now: string) {
  await db
    .updateTable('tours')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function removeTour(db: Db, id: number) {
  await db.deleteFrom('tours').where('id', '=', id).execute();
}

/** Seats held (not cancelled) and boarded passengers per tour, in one query for a page. */
export async function occupancy(db: Db, scope: TenantScope, tourIds: number[]): Promise<Map<number, { taken: number; boarded: number }>> {
  if (tourIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tour_passengers')
    .select(['tour_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tour_id', 'in', tourIds)
    .where(inScope(scope, 'company_id'))
    .groupBy(['tour_id', 'status'])
    .execute();
  const counts = new Map<number, { taken: number; boarded: number }>();
  for (const row of rows) {
    const entry = counts.get(row.tour_id) ?? { taken: 0, boarded: 0 };
    if (row.status !== 'cancelled') entry.taken += Number(row.count);
    if (row.status === 'boarded') entry.boarded += Number(row.count);
    counts.set(row.tour_id, entry);
  }
  return counts;
}

/** Passengers by seat (those without one last, by name). */
export function passengersOf(db: Db, scope: TenantScope, tourId: number) {
  return db
    .selectFrom('tour_passengers')
    .selectAll()
    .where('tour_id', '=', tourId)
    .where(inScope(scope, 'company_id'))
    .orderBy((eb) => eb.case().when('seat', 'is', null).then(1).else(0).end())
    .orderBy('seat')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findPassenger(db: Db, scope: TenantScope, tourId: number, id: number) {
  return db.selectFrom('tour_passengers').selectAll().where('id', '=', id).where('tour_id', '=', tourId).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function passengerByCode(db: Db, scope: TenantScope, ticketCode: string) {
  return db.selectFrom('tour_passengers').selectAll().where('ticket_code', '=', ticketCode).where(inScope(scope, 'company_id')).executeTakeFirst();
}

/** The seats in use on a tour (a cancelled passenger gives theirs back). */
export async function takenSeats(db: Db, tourId: number): Promise<number[]> {
  const rows = await db.selectFrom('tour_passengers').select('seat').where('tour_id', '=', tourId).where('seat', 'is not', null).execute();
  return rows.map((row) => row.seat!);
}

export async function heldCount(db: Db, tourId: number): Promise<number> {
  const row = await db
    .selectFrom('tour_passengers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tour_id', '=', tourId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPassenger(db: Db, values: PassengerValues, now: string): Promise<number> {
  const row = await db
    .insertInto('tour_passengers')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePassenger(db: Db, id: number, values: Updateable<TourPassengersTable>, now: string) {
  await db
    .updateTable('tour_passengers')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function removePassenger(db: Db, id: number) {
  await db.deleteFrom('tour_passengers').where('id', '=', id).execute();
}

/**
 * Marks a passenger boarded only if they are still to board: two scans of one ticket at the same
 * time board once, and the second one reads the first one's time.
 */
export async function board(db: Db, id: number, at: string, by: number): Promise<boolean> {
  const result = await db
    .updateTable('tour_passengers')
    .set({ status: 'boarded', boarded_at: at, boarded_by: by, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'no_show'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function boardedCount(db: Db, tourId: number): Promise<number> {
  const row = await db
    .selectFrom('tour_passengers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tour_id', '=', tourId)
    .where('status', '=', 'boarded')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether the employee (a tour's driver) is the one linked to this user. Read here rather than
 * through the employees service: it is one column of one row, asked on every scan.
 */
export async function employeeIsUser(db: Db, employeeId: number, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('employees').select('id').where('id', '=', employeeId).where('user_id', '=', userId).executeTakeFirst());
}

/** The not-ended tours whose driver is an employee linked to this user, soonest first. */
export function toursOfDriverUser(db: Db, userId: number, now: string) {
  return db
    .selectFrom('tours')
    .innerJoin('employees', 'employees.id', 'tours.driver_id')
    .selectAll('tours')
    .where('employees.user_id', '=', userId)
    // The driver's tours are in the driver's company: the join itself keeps the tenant.
    .whereRef('employees.company_id', '=', 'tours.company_id')
    .where('tours.status', 'not in', ['completed', 'cancelled'])
    .where((eb) => eb.or([eb('tours.ends_at', '>=', now), eb.and([eb('tours.ends_at', 'is', null), eb('tours.starts_at', '>=', dayBefore(now))])]))
    .orderBy('tours.starts_at')
    .orderBy('tours.id')
    .limit(100)
    .execute();
}

/**
 * The units whose driver is an employee linked to this user, in the caller's companies. The
 * join keeps the tenant twice over: the link, the employee and the unit share one company.
 */
export function unitsOfDriverUser(db: Db, scope: TenantScope, userId: number) {
  return db
    .selectFrom('unit_drivers')
    .innerJoin('employees', 'employees.id', 'unit_drivers.employee_id')
    .innerJoin('units', 'units.id', 'unit_drivers.unit_id')
    .select(['units.id', 'units.company_id', 'units.number', 'units.plates', 'units.kind'])
    .where('employees.user_id', '=', userId)
    .where('employees.is_driver', '=', 1)
    .whereRef('employees.company_id', '=', 'unit_drivers.company_id')
    .whereRef('units.company_id', '=', 'unit_drivers.company_id')
    .where(inScope(scope, 'unit_drivers.company_id'))
    .distinct()
    .orderBy('units.number')
    .execute();
}

/** The routes of these units, by code. */
export function routesOfUnits(db: Db, scope: TenantScope, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('unit_routes')
    .innerJoin('routes', 'routes.id', 'unit_routes.route_id')
    .select(['unit_routes.unit_id', 'routes.id', 'routes.code', 'routes.name', 'routes.public_number'])
    .where('unit_routes.unit_id', 'in', unitIds)
    .where(inScope(scope, 'unit_routes.company_id'))
    .orderBy('routes.code')
    .execute();
}
