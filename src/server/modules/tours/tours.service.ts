import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { businessTimeOf } from '../../../shared/business-time';
import { LOGISTICS_PER_PAGE } from '../../../shared/contracts/logistics-common';
import {
  type BoardingResult,
  type DriverAssignments,
  type Passenger,
  type PassengerList,
  TOUR_STATUS_LABELS,
  TOUR_TRANSITIONS,
  type Tour,
  type TourPage,
  type TourStatus,
  type createPassengerInputSchema,
  type createTourInputSchema,
  type tourListQuerySchema,
  type updatePassengerInputSchema,
  type updateTourInputSchema,
} from '../../../shared/contracts/parabus-tours';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { pageFrom, queryWords } from '../../lib/search-text';
import { type Principal, assertCanIn, canIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import type { EmployeesService } from '../employees/employees.service';
import { companyForCreate, field, keyConflict, listScope } from '../logistics/logistics.common';
import type { UnitsService } from '../logistics/units.service';
import * as repository from './tours.repository';
import { itineraryOf, newTicketCode, searchText, toIso, toPassenger } from './tours.values';

export type ToursService = ReturnType<typeof createToursService>;

const NOT_FOUND = 'No encontramos ese tour.';
const PASSENGER_NOT_FOUND = 'No encontramos ese pasajero en este tour.';
const NOT_THIS_TOUR = 'Ese boleto no es de este tour.';
const seatTaken = (seat: number) => `El asiento ${seat} ya está ocupado en este tour.`;

/**
 * Tours and their passengers. A tour runs on a unit of its company (a bus preferably) with a
 * driver of its company; its seats default to the unit's. Passengers hold distinct seats, never
 * more than the tour's seats; each gets a random ticket code that boarding scans.
 */
export function createToursService(deps: { db: Kysely<Database>; companies: CompaniesService; units: UnitsService; employees: EmployeesService; now?: () => Date }) {
  const { db, companies, units, employees } = deps;
  const now = deps.now ?? (() => new Date());

  /** A plain employee with tours.board acts only on the tours they drive. */
  async function isDriverOf(principal: Principal, tour: repository.TourRow) {
    return tour.driver_id !== null && (await repository.employeeIsUser(db, tour.driver_id, principal.userId));
  }

  /** The tour if the caller's companies hold it (404 otherwise), once `action` is allowed there (403). */
  async function tourFor(principal: Principal, id: number, action: 'tours.read' | 'tours.manage' | 'tours.board') {
    const row = orNotFound(await repository.findTour(db, scopeOf(principal), id), NOT_FOUND);
    if (action === 'tours.read' && !canIn(principal, row.company_id, 'tours.read')) {
      // The driver reads the tour, its passengers and its manifest: what boarding needs.
      if (canIn(principal, row.company_id, 'tours.board') && (await isDriverOf(principal, row))) return row;
    }
    assertCanIn(principal, row.company_id, action);
    if (action === 'tours.board' && !canIn(principal, row.company_id, 'tours.manage') && !(await isDriverOf(principal, row))) {
      throw forbidden('Solo el chofer asignado a este tour puede abordar pasajeros.');
    }
    return row;
  }

  async function toTours(scope: TenantScope, rows: repository.TourRow[]): Promise<Tour[]> {
    const [unitRows, drivers, counts] = await Promise.all([
      units.byIds(scope, rows.flatMap((row) => (row.unit_id === null ? [] : [row.unit_id]))),
      employees.summariesOf(scope, rows.flatMap((row) => (row.driver_id === null ? [] : [row.driver_id]))),
      repository.occupancy(db, scope, rows.map((row) => row.id)),
    ]);
    const unitById = new Map(unitRows.map((row) => [row.id, row]));
    const driverById = new Map(drivers.map((row) => [row.id, row]));
    return rows.map((row) => {
      const unit = row.unit_id === null ? undefined : unitById.get(row.unit_id);
      const driver = row.driver_id === null ? undefined : driverById.get(row.driver_id);
      const count = counts.get(row.id) ?? { taken: 0, boarded: 0 };
      return {
        id: row.id,
        company_id: row.company_id,
        name: row.name,
        description: row.description,
        itinerary: itineraryOf(row.itinerary),
        departure_point: row.departure_point,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        unit: unit ? { id: unit.id, number: unit.number, plates: unit.plates, kind: unit.kind, seats: unit.seats } : null,
        driver: driver ? { id: driver.id, full_name: driver.full_name } : null,
        guide_name: row.guide_name,
        seats: row.seats,
        fare_cents: row.fare_cents,
        status: row.status as TourStatus,
        passengers_count: count.taken,
        boarded_count: count.boarded,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function detail(scope: TenantScope, id: number): Promise<Tour> {
    return (await toTours(scope, [orNotFound(await repository.findTour(db, scope, id), NOT_FOUND)]))[0]!;
  }

  /** The caller's not-ended tours as driver, in the caller's companies. */
  async function ownTours(principal: Principal): Promise<Tour[]> {
    const rows = await repository.toursOfDriverUser(db, principal.userId, now().toISOString());
    return toTours(scopeOf(principal), rows.filter((row) => principal.companyIds.includes(row.company_id)));
  }

  /** Unit and driver belong to the tour's company (422 naming the field otherwise); the unit's seats when none are given. */
  async function checkRefs(scope: TenantScope, companyId: number, input: { unit_id?: number | null | undefined; driver_id?: number | null | undefined }) {
    let unitSeats: number | null = null;
    if (input.unit_id) unitSeats = (await units.unitOf(scope, companyId, input.unit_id)).seats;
    if (input.driver_id) await units.driverOf(scope, companyId, input.driver_id);
    return unitSeats;
  }

  function checkDates(startsAt: string, endsAt: string | null) {
    if (endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) throw field('ends_at', 'El regreso debe ser después de la salida.');
  }

  async function list(principal: Principal, query: z.output<typeof tourListQuerySchema>): Promise<TourPage> {
    const { scope, companyIds } = await listScope(companies, principal, query.company_id, 'tours.read');
    const filter = { companyIds, words: queryWords(query.q), status: query.status, when: query.when, now: now().toISOString() };
    const { rows, total } = await repository.pageOfTours(db, scope, filter, LOGISTICS_PER_PAGE, (query.page - 1) * LOGISTICS_PER_PAGE);
    return pageFrom(await toTours(scope, rows), total, query.page, LOGISTICS_PER_PAGE);
  }

  /** The lowest free seat, or a 409 when every seat is held. */
  async function seatFor(tour: repository.TourRow, wanted: number | null | undefined, exceptPassenger: repository.PassengerRow | null): Promise<number> {
    const taken = new Set(await repository.takenSeats(db, tour.id));
    if (exceptPassenger?.seat) taken.delete(exceptPassenger.seat);
    if (wanted !== null && wanted !== undefined) {
      if (wanted > tour.seats) throw field('seat', `El tour tiene ${tour.seats} asientos: elige del 1 al ${tour.seats}.`);
      if (taken.has(wanted)) throw conflict('seat_taken', seatTaken(wanted));
      return wanted;
    }
    for (let seat = 1; seat <= tour.seats; seat++) if (!taken.has(seat)) return seat;
    throw conflict('tour_full', `El tour ya tiene sus ${tour.seats} asientos ocupados.`);
  }

  function assertOpen(tour: repository.TourRow) {
    if (tour.status === 'completed' || tour.status === 'cancelled') {
      throw conflict('tour_closed', `El tour está ${TOUR_STATUS_LABELS[tour.status as TourStatus].toLowerCase()}: ya no cambian sus pasajeros.`);
    }
  }

  return {
    tourFor,
    list,

    /** `GET /companies/{id}/tours`: the list narrowed to one of the caller's companies. */
    listOfCompany: (principal: Principal, companyId: number, query: z.output<typeof tourListQuerySchema>) => list(principal, { ...query, company_id: companyId }),

    async get(principal: Principal, id: number): Promise<Tour> {
      const row = await tourFor(principal, id, 'tours.read');
      return (await toTours(scopeOf(principal), [row]))[0]!;
    },

    /** `GET /users/{id}/tours`: the caller's own upcoming tours as driver; another user's answer 404. */
    async ofUser(principal: Principal, userId: number): Promise<{ data: Tour[] }> {
      if (userId !== principal.userId) throw notFound('No encontramos ese usuario.');
      return { data: await ownTours(principal) };
    },

    /**
     * `GET /users/{id}/driver-assignments`: the caller's own work as a driver — the units they are
     * assigned to with those units' routes, and their tours not ended yet. No permission beyond
     * being signed in: the links to the caller's own employee records are the authorization, and
     * another user's id answers 404 (a manager reads assignments from the units and tours screens).
     */
    async driverAssignments(principal: Principal, userId: number): Promise<DriverAssignments> {
      if (userId !== principal.userId) throw notFound('No encontramos ese usuario.');
      const scope = scopeOf(principal);
      const [unitRows, tours] = await Promise.all([repository.unitsOfDriverUser(db, scope, userId), ownTours(principal)]);
      const routeRows = await repository.routesOfUnits(db, scope, unitRows.map((unit) => unit.id));
      return {
        units: unitRows.map((unit) => ({
          ...unit,
          routes: routeRows.filter((route) => route.unit_id === unit.id).map(({ id, code, name, public_number }) => ({ id, code, name, public_number })),
        })),
        tours,
      };
    },

    async create(principal: Principal, input: z.output<typeof createTourInputSchema>): Promise<Tour> {
      const companyId = await companyForCreate(companies, principal, input.company_id, 'tours.manage');
      const scope = scopeOf(principal);
      const unitSeats = await checkRefs(scope, companyId, input);
      const seats = input.seats ?? unitSeats;
      if (!seats) throw field('seats', 'Indica los asientos del tour (la unidad no tiene asientos registrados).');
      const startsAt = toIso(input.starts_at);
      const endsAt = input.ends_at ? toIso(input.ends_at) : null;
      checkDates(startsAt, endsAt);
      const values = {
        company_id: companyId,
        name: input.name,
        description: input.description ?? null,
        itinerary: input.itinerary?.length ? JSON.stringify(input.itinerary) : null,
        departure_point: input.departure_point ?? null,
        starts_at: startsAt,
        ends_at: endsAt,
        unit_id: input.unit_id ?? null,
        driver_id: input.driver_id ?? null,
        guide_name: input.guide_name ?? null,
        seats,
        fare_cents: input.fare_cents ?? null,
        status: 'scheduled',
      };
      return detail(scope, await repository.insertTour(db, { ...values, search_text: searchText(values) }, isoNow()));
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateTourInputSchema>): Promise<Tour> {
      const row = await tourFor(principal, id, 'tours.manage');
      const scope = scopeOf(principal);
      const unitSeats = await checkRefs(scope, row.company_id, input);
      const next = {
        name: input.name ?? row.name,
        description: input.description === undefined ? row.description : input.description,
        itinerary: input.itinerary === undefined ? row.itinerary : input.itinerary.length ? JSON.stringify(input.itinerary) : null,
        departure_point: input.departure_point === undefined ? row.departure_point : input.departure_point,
        starts_at: input.starts_at ? toIso(input.starts_at) : row.starts_at,
        ends_at: input.ends_at === undefined ? row.ends_at : input.ends_at === null ? null : toIso(input.ends_at),
        unit_id: input.unit_id === undefined ? row.unit_id : input.unit_id,
        driver_id: input.driver_id === undefined ? row.driver_id : input.driver_id,
        guide_name: input.guide_name === undefined ? row.guide_name : input.guide_name,
        // A new unit brings its seats unless seats are given too.
        seats: input.seats ?? (input.unit_id && input.unit_id !== row.unit_id && unitSeats ? unitSeats : row.seats),
        fare_cents: input.fare_cents === undefined ? row.fare_cents : input.fare_cents,
        status: input.status ?? row.status,
      };
      checkDates(next.starts_at, next.ends_at);
      if (next.status !== row.status && !TOUR_TRANSITIONS[row.status as TourStatus].includes(next.status as TourStatus)) {
        throw conflict(
          'tour_invalid_transition',
          `Un tour ${TOUR_STATUS_LABELS[row.status as TourStatus].toLowerCase()} no puede pasar a ${TOUR_STATUS_LABELS[next.status as TourStatus].toLowerCase()}.`,
        );
      }
      if (next.seats !== row.seats) {
        const [held, seatsInUse] = await Promise.all([repository.heldCount(db, id), repository.takenSeats(db, id)]);
        const highest = Math.max(0, ...seatsInUse);
        if (next.seats < held || next.seats < highest) {
          throw field('seats', `Hay ${held} pasajeros y el asiento ${highest} está ocupado: el tour necesita al menos ${Math.max(held, highest)} asientos.`);
        }
      }
      await repository.updateTour(db, id, { ...next, search_text: searchText(next) }, isoNow());
      return detail(scope, id);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const row = await tourFor(principal, id, 'tours.manage');
      if ((await repository.boardedCount(db, row.id)) > 0) {
        throw conflict('in_use', 'El tour ya tiene pasajeros abordados; cancélalo o termínalo en lugar de eliminarlo.');
      }
      await repository.removeTour(db, id);
    },

    async passengers(principal: Principal, id: number): Promise<PassengerList> {
      const tour = await tourFor(principal, id, 'tours.read');
      const rows = await repository.passengersOf(db, scopeOf(principal), tour.id);
      return {
        data: rows.map(toPassenger),
        seats: tour.seats,
        taken: rows.filter((row) => row.status !== 'cancelled').length,
        boarded: rows.filter((row) => row.status === 'boarded').length,
      };
    },

    async addPassenger(principal: Principal, id: number, input: z.output<typeof createPassengerInputSchema>): Promise<Passenger> {
      const tour = await tourFor(principal, id, 'tours.manage');
      assertOpen(tour);
      if ((await repository.heldCount(db, tour.id)) >= tour.seats) throw conflict('tour_full', `El tour ya tiene sus ${tour.seats} asientos ocupados.`);
      const seat = await seatFor(tour, input.seat, null);
      const values = {
        company_id: tour.company_id,
        tour_id: tour.id,
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        seat,
        status: 'pending',
        ticket_code: newTicketCode(),
        notes: input.notes ?? null,
      };
      let passengerId: number;
      try {
        passengerId = await repository.insertPassenger(db, values, isoNow());
      } catch (error) {
        keyConflict(error, 'seat_taken', seatTaken(seat));
      }
      return toPassenger((await repository.findPassenger(db, scopeOf(principal), tour.id, passengerId))!);
    },

    async updatePassenger(principal: Principal, id: number, passengerId: number, input: z.output<typeof updatePassengerInputSchema>): Promise<Passenger> {
      const tour = await tourFor(principal, id, 'tours.manage');
      const row = orNotFound(await repository.findPassenger(db, scopeOf(principal), tour.id, passengerId), PASSENGER_NOT_FOUND);
      assertOpen(tour);
      const status = input.status ?? row.status;
      // A cancelled passenger gives the seat back; coming back takes the one asked for or the first free.
      let seat: number | null = row.seat;
      if (status === 'cancelled') seat = null;
      else if (input.seat !== undefined && input.seat !== null && input.seat !== row.seat) seat = await seatFor(tour, input.seat, row);
      else if (row.status === 'cancelled') {
        if ((await repository.heldCount(db, tour.id)) >= tour.seats) throw conflict('tour_full', `El tour ya tiene sus ${tour.seats} asientos ocupados.`);
        seat = await seatFor(tour, input.seat, row);
      }
      const boardedNow = status === 'boarded' && row.status !== 'boarded';
      const values = {
        name: input.name ?? row.name,
        phone: input.phone === undefined ? row.phone : input.phone,
        email: input.email === undefined ? row.email : input.email,
        notes: input.notes === undefined ? row.notes : input.notes,
        seat,
        status,
        boarded_at: status === 'boarded' ? (boardedNow ? isoNow() : row.boarded_at) : null,
        boarded_by: status === 'boarded' ? (boardedNow ? principal.userId : row.boarded_by) : null,
      };
      try {
        await repository.updatePassenger(db, row.id, values, isoNow());
      } catch (error) {
        keyConflict(error, 'seat_taken', seatTaken(seat ?? 0));
      }
      return toPassenger((await repository.findPassenger(db, scopeOf(principal), tour.id, row.id))!);
    },

    async removePassenger(principal: Principal, id: number, passengerId: number): Promise<void> {
      const tour = await tourFor(principal, id, 'tours.manage');
      const row = orNotFound(await repository.findPassenger(db, scopeOf(principal), tour.id, passengerId), PASSENGER_NOT_FOUND);
      assertOpen(tour);
      await repository.removePassenger(db, row.id);
    },

    /**
     * A scanned or typed ticket. The first scan on a scheduled tour opens its boarding. A ticket
     * of another tour (or of nobody) reads the same: «no es de este tour».
     */
    async board(principal: Principal, id: number, ticketCode: string): Promise<BoardingResult> {
      const tour = await tourFor(principal, id, 'tours.board');
      if (tour.status === 'completed' || tour.status === 'cancelled') {
        throw conflict('tour_closed', `El tour está ${TOUR_STATUS_LABELS[tour.status as TourStatus].toLowerCase()}: ya no se aborda.`);
      }
      const row = await repository.passengerByCode(db, scopeOf(principal), ticketCode);
      if (!row || row.tour_id !== tour.id) throw notFound(NOT_THIS_TOUR);
      if (row.status === 'cancelled') throw conflict('passenger_cancelled', `El boleto de ${row.name} está cancelado.`);
      const at = isoNow();
      if (!(await repository.board(db, row.id, at, principal.userId))) {
        const current = (await repository.findPassenger(db, scopeOf(principal), tour.id, row.id))!;
        throw conflict('already_boarded', `Ya abordó a las ${businessTimeOf(current.boarded_at ?? at)}.`);
      }
      if (tour.status === 'scheduled') await repository.updateTour(db, tour.id, { status: 'boarding' }, at);
      const passenger = toPassenger((await repository.findPassenger(db, scopeOf(principal), tour.id, row.id))!);
      return { message: `${passenger.name} abordó (asiento ${passenger.seat ?? '-'}).`, passenger };
    },

    /** What the manifest and the tickets print: the tour, its company and its passengers. */
    async printable(principal: Principal, id: number) {
      const tour = await tourFor(principal, id, 'tours.read');
      const scope = scopeOf(principal);
      const [detailed, rows, company] = await Promise.all([detail(scope, tour.id), repository.passengersOf(db, scope, tour.id), companies.getCompany(principal, tour.company_id)]);
      return { tour: detailed, passengers: rows.map(toPassenger), company: { name: company.name } };
    },

    /** One passenger's ticket: the tour, its company and the passenger (404 when not on this tour). */
    async ticket(principal: Principal, id: number, passengerId: number) {
      const tour = await tourFor(principal, id, 'tours.read');
      const scope = scopeOf(principal);
      const row = orNotFound(await repository.findPassenger(db, scope, tour.id, passengerId), PASSENGER_NOT_FOUND);
      const [detailed, company] = await Promise.all([detail(scope, tour.id), companies.getCompany(principal, tour.company_id)]);
      return { tour: detailed, company: { name: company.name }, passenger: toPassenger(row) };
    },
  };
}
