import type { Transaction } from 'kysely';
import { addDays, businessDateOf, zonedInstant } from '../../shared/business-time';
import { searchTextOf } from '../lib/search-text';
import type { Database } from '../db/schema';
import { newTicketCode } from '../modules/tours/tours.values';

/**
 * Company 2's tours: one today, boarding, with part of its passengers on the bus, and one next
 * week still selling seats. The bus and the driver are whatever the fleet demo (another seeder)
 * and the directory left: the first unit of kind 'bus' and the first employee marked as driver,
 * or none — the tour then prints «-» for them and still works.
 */

const COMPANY = 2;

const NAMES = [
  'María Fernanda López', 'José Luis Hernández', 'Guadalupe Ramírez', 'Juan Carlos Torres', 'Ana Sofía Castillo',
  'Miguel Ángel Flores', 'Verónica Aguilar', 'Ricardo Mendoza', 'Patricia Navarro', 'Fernando Cruz',
  'Daniela Ortega', 'Alejandro Vargas', 'Claudia Romero', 'Héctor Salinas', 'Lucía Domínguez',
  'Arturo Medina', 'Gabriela Ríos', 'Roberto Castañeda',
];

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

/**
 * The boarding tour leaves within the hour, but never past midnight in Mexico City: it is today's
 * trip on the driver's screen («Hoy») whenever the demo is seeded, 23:30 included.
 */
function departingTodaySoon(): string {
  const now = Date.now();
  const tomorrow = zonedInstant(addDays(businessDateOf(now), 1), '00:00').getTime();
  return new Date(Math.max(now, Math.min(now + 3600_000, tomorrow - 60_000))).toISOString();
}

export async function seedToursDemo(trx: Transaction<Database>): Promise<void> {
  const bus = await trx.selectFrom('units').select(['id', 'seats']).where('company_id', '=', COMPANY).where('kind', '=', 'bus').orderBy('id').executeTakeFirst();
  const driver = await trx.selectFrom('employees').select('id').where('company_id', '=', COMPANY).where('is_driver', '=', 1).orderBy('id').executeTakeFirst();
  const seats = bus?.seats ?? 40;
  const tours = [
    {
      name: 'Tequila y Pueblo Mágico',
      description: 'Recorrido por una destilería, el centro de Tequila y comida típica.',
      itinerary: [
        { time: '08:00', place: 'Salida de la Terminal Zapopan' },
        { time: '09:30', place: 'Destilería La Rojeña' },
        { time: '12:00', place: 'Centro histórico de Tequila' },
        { time: '14:00', place: 'Comida en El Mariachi' },
        { time: '17:30', place: 'Regreso a Zapopan' },
      ],
      departure_point: 'Terminal Zapopan, andén 3',
      starts_at: departingTodaySoon(),
      ends_at: hoursFromNow(10),
      guide_name: 'Lucía Márquez',
      fare_cents: 89_000,
      status: 'boarding',
      passengers: 16,
      boarded: 9,
    },
    {
      name: 'Chapala y Ajijic',
      description: 'Malecón de Chapala, paseo en lancha y el pueblo de Ajijic.',
      itinerary: [
        { time: '09:00', place: 'Salida de Plaza Galerías' },
        { time: '10:15', place: 'Malecón de Chapala' },
        { time: '12:30', place: 'Ajijic' },
        { time: '16:00', place: 'Regreso' },
      ],
      departure_point: 'Plaza Galerías, puerta 2',
      starts_at: hoursFromNow(24 * 6),
      ends_at: hoursFromNow(24 * 6 + 8),
      guide_name: 'Ernesto Villalobos',
      fare_cents: 65_000,
      status: 'scheduled',
      passengers: 12,
      boarded: 0,
    },
  ];
  const now = new Date().toISOString();
  for (const tour of tours) {
    const { passengers, boarded, itinerary, ...values } = tour;
    const { id } = await trx
      .insertInto('tours')
      .values({
        ...values,
        company_id: COMPANY,
        itinerary: JSON.stringify(itinerary),
        unit_id: bus?.id ?? null,
        driver_id: driver?.id ?? null,
        seats,
        search_text: searchTextOf(values.name, values.departure_point, values.guide_name),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tour_passengers')
      .values(
        NAMES.slice(0, Math.min(passengers, seats)).map((name, index) => ({
          company_id: COMPANY,
          tour_id: id,
          name,
          phone: `33${String(15_550_000 + index * 137).padStart(8, '0')}`,
          email: null,
          seat: index + 1,
          status: index < boarded ? 'boarded' : 'pending',
          ticket_code: newTicketCode(),
          boarded_at: index < boarded ? new Date(Date.now() - (30 - index) * 60_000).toISOString() : null,
          boarded_by: null,
          notes: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}
