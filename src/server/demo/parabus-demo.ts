import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { searchTextOf } from '../lib/search-text';

/**
 * Company 2 (Autotransportes Parabus) runs city buses in Guadalajara: four terminals, three
 * published routes along real avenues (Juárez–Vallarta, Alcalde–Ávila Camacho, Calzada
 * Revolución) with their real stops, paths dense enough for the tracker simulator to follow the
 * street, timetables per day type, and eight tracked buses with the company's drivers. Runs inside
 * the demo transaction, after the directory demo (drivers) and the logistics demo.
 */

const COMPANY = 2;

type Point = [number, number];

const TERMINALS = [
  { code: 'PB-CEN', name: 'Terminal Centro San Juan de Dios', street: 'Calzada Independencia Sur', exterior_number: '30', neighborhood: 'San Juan de Dios', municipality: 'Guadalajara', postal_code: '44360', latitude: 20.6745, longitude: -103.3395 },
  { code: 'PB-GAL', name: 'Terminal Poniente Galerías', street: 'Av. Vallarta', exterior_number: '5850', neighborhood: 'Ciudad Granja', municipality: 'Zapopan', postal_code: '45010', latitude: 20.6776, longitude: -103.427 },
  { code: 'PB-ZAP', name: 'Terminal Zapopan Centro', street: 'Av. Hidalgo', exterior_number: '150', neighborhood: 'Zapopan Centro', municipality: 'Zapopan', postal_code: '45100', latitude: 20.7207, longitude: -103.3915 },
  { code: 'PB-TLQ', name: 'Terminal Tlaquepaque', street: 'Calzada Revolución', exterior_number: '2', neighborhood: 'Centro Tlaquepaque', municipality: 'San Pedro Tlaquepaque', postal_code: '45500', latitude: 20.6403, longitude: -103.3121 },
] as const;

type TerminalCode = (typeof TERMINALS)[number]['code'];

/**
 * Each route: the corners its path turns at (street intersections, in order) and its stops, each
 * on one of those corners (`at` is the corner's index). The path is the corners joined and filled
 * in every ~100 m, so a simulated bus moves smoothly along the avenue.
 */
const ROUTES: {
  code: string;
  name: string;
  public_number: number;
  color: string;
  fare_cents: number;
  description: string;
  from: TerminalCode;
  to: TerminalCode;
  corners: Point[];
  stops: { name: string; at: number; terminal?: TerminalCode }[];
  headways: { weekday: number; saturday: number; sunday: number };
}[] = [
  {
    code: 'R101',
    name: 'Centro – Galerías',
    public_number: 101,
    color: '#1e6fd9',
    fare_cents: 1100,
    description: 'De San Juan de Dios a Plaza Galerías por Av. Juárez y Av. Vallarta, pasando por la Catedral, Chapultepec, Los Arcos y La Minerva.',
    from: 'PB-CEN',
    to: 'PB-GAL',
    corners: [
      [20.6745, -103.3395], [20.6748, -103.3413], [20.675, -103.347], [20.6749, -103.3505], [20.6748, -103.3562], [20.6747, -103.359],
      [20.6746, -103.3645], [20.6745, -103.3697], [20.6744, -103.3775], [20.6742, -103.3855], [20.674, -103.3898], [20.6745, -103.396],
      [20.6752, -103.403], [20.676, -103.41], [20.6767, -103.417], [20.6772, -103.423], [20.6776, -103.427],
    ],
    stops: [
      { name: 'Terminal Centro San Juan de Dios', at: 0, terminal: 'PB-CEN' },
      { name: 'Av. Juárez y Alcalde (Catedral)', at: 2 },
      { name: 'Av. Juárez y Federalismo', at: 4 },
      { name: 'Av. Vallarta y Enrique Díaz de León', at: 5 },
      { name: 'Av. Vallarta y Chapultepec', at: 7 },
      { name: 'Los Arcos', at: 9 },
      { name: 'La Minerva', at: 10 },
      { name: 'Av. Vallarta y Niño Obrero', at: 13 },
      { name: 'Terminal Poniente Galerías', at: 16, terminal: 'PB-GAL' },
    ],
    headways: { weekday: 12, saturday: 15, sunday: 20 },
  },
  {
    code: 'R102',
    name: 'Centro – Zapopan',
    public_number: 102,
    color: '#2e9e44',
    fare_cents: 1100,
    description: 'De San Juan de Dios a la Basílica de Zapopan por Av. Alcalde, la Glorieta La Normal, Av. Ávila Camacho y Plaza Patria.',
    from: 'PB-CEN',
    to: 'PB-ZAP',
    corners: [
      [20.6745, -103.3395], [20.6748, -103.3413], [20.675, -103.347], [20.6767, -103.3471], [20.681, -103.3475], [20.6855, -103.348],
      [20.6918, -103.3497], [20.696, -103.3555], [20.7005, -103.362], [20.7045, -103.368], [20.71, -103.376], [20.714, -103.382],
      [20.7175, -103.387], [20.7207, -103.3915],
    ],
    stops: [
      { name: 'Terminal Centro San Juan de Dios', at: 0, terminal: 'PB-CEN' },
      { name: 'Av. Alcalde y Av. Hidalgo (Catedral)', at: 3 },
      { name: 'Av. Alcalde y Juan Álvarez', at: 4 },
      { name: 'Glorieta La Normal', at: 6 },
      { name: 'Av. Ávila Camacho y Av. de las Américas', at: 8 },
      { name: 'Plaza Patria', at: 10 },
      { name: 'Av. Ávila Camacho y Periférico', at: 12 },
      { name: 'Terminal Zapopan Centro (Basílica)', at: 13, terminal: 'PB-ZAP' },
    ],
    headways: { weekday: 10, saturday: 15, sunday: 20 },
  },
  {
    code: 'R103',
    name: 'Centro – Tlaquepaque',
    public_number: 103,
    color: '#d9472b',
    fare_cents: 1100,
    description: 'De San Juan de Dios al centro de Tlaquepaque por la Calzada Independencia y la Calzada Revolución.',
    from: 'PB-CEN',
    to: 'PB-TLQ',
    corners: [
      [20.6745, -103.3395], [20.67, -103.3398], [20.6665, -103.3375], [20.663, -103.334], [20.66, -103.33], [20.657, -103.3265],
      [20.654, -103.323], [20.6505, -103.3195], [20.647, -103.3165], [20.644, -103.314], [20.6403, -103.3121],
    ],
    stops: [
      { name: 'Terminal Centro San Juan de Dios', at: 0, terminal: 'PB-CEN' },
      { name: 'Calz. Independencia y Calz. Revolución', at: 1 },
      { name: 'Calz. Revolución y Av. Gigantes', at: 3 },
      { name: 'Calz. Revolución y Av. Río Nilo', at: 5 },
      { name: 'Calz. Revolución y Av. Niños Héroes', at: 7 },
      { name: 'Terminal Tlaquepaque', at: 10, terminal: 'PB-TLQ' },
    ],
    headways: { weekday: 15, saturday: 20, sunday: 25 },
  },
];

const BUSES = [
  { number: 'PB-01', plates: 'JAL1234A', brand: 'Mercedes-Benz', model: 'Boxer OF 1730', model_year: 2022, seats: 42, route: 'R101', driver: 'PAR-0002' },
  { number: 'PB-02', plates: 'JAL1235A', brand: 'Volvo', model: '7300 BRT', model_year: 2021, seats: 45, route: 'R101', driver: 'PAR-0003' },
  { number: 'PB-03', plates: 'JAL1236A', brand: 'Scania', model: 'K 310 IB', model_year: 2023, seats: 44, route: 'R101', driver: null },
  { number: 'PB-04', plates: 'JAL1237B', brand: 'Mercedes-Benz', model: 'Torino', model_year: 2020, seats: 40, route: 'R102', driver: 'PAR-0004' },
  { number: 'PB-05', plates: 'JAL1238B', brand: 'Irizar', model: 'i4 Urbano', model_year: 2022, seats: 43, route: 'R102', driver: null },
  { number: 'PB-06', plates: 'JAL1239B', brand: 'Volvo', model: '7900 Híbrido', model_year: 2024, seats: 45, route: 'R102', driver: null },
  { number: 'PB-07', plates: 'JAL1240C', brand: 'Scania', model: 'Citywide', model_year: 2021, seats: 41, route: 'R103', driver: null },
  { number: 'PB-08', plates: 'JAL1241C', brand: 'Irizar', model: 'i5 Urbano', model_year: 2023, seats: 44, route: 'R103', driver: null },
];

const EARTH_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points (haversine). */
function metres(a: Point, b: Point): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.sqrt(h));
}

/** The corners filled in every ~100 m, rounded to ~1 m; answers the path and where each corner landed in it. */
export function densify(corners: Point[], stepM = 100): { path: Point[]; cornerIndex: number[] } {
  const path: Point[] = [];
  const cornerIndex: number[] = [];
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  for (const [index, corner] of corners.entries()) {
    if (index > 0) {
      const previous = corners[index - 1]!;
      const pieces = Math.max(1, Math.round(metres(previous, corner) / stepM));
      for (let piece = 1; piece < pieces; piece += 1) {
        const share = piece / pieces;
        path.push([round(previous[0] + (corner[0] - previous[0]) * share), round(previous[1] + (corner[1] - previous[1]) * share)]);
      }
    }
    cornerIndex.push(path.length);
    path.push([round(corner[0]), round(corner[1])]);
  }
  return { path, cornerIndex };
}

/** Departures every `headway` minutes from `first` to `last` ('HH:MM'). */
function departures(first: number, last: number, headway: number): string[] {
  const times: string[] = [];
  for (let minute = first; minute <= last; minute += headway) times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  return times;
}

/** City buses average ~16 km/h with traffic and stops. */
const AVERAGE_M_PER_MINUTE = 16_000 / 60;

export async function seedParabusDemo(trx: Transaction<Database>): Promise<void> {
  const terminalIds = new Map<TerminalCode, number>();
  for (const terminal of TERMINALS) {
    const { id } = await trx
      .insertInto('terminals')
      .values({
        company_id: COMPANY,
        ...terminal,
        kind: 'bus',
        rfc: null,
        operator_name: 'Autotransportes Parabus, S.A. de C.V.',
        state: 'Jalisco',
        country: 'MEX',
        phone: null,
        search_text: searchTextOf(terminal.code, terminal.name, 'Autotransportes Parabus', terminal.municipality, 'Jalisco'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    terminalIds.set(terminal.code, id);
  }

  const routeIds = new Map<string, number>();
  for (const route of ROUTES) {
    const { path, cornerIndex } = densify(route.corners);
    let length = 0;
    const along: number[] = [0];
    for (let index = 1; index < path.length; index += 1) along.push((length += metres(path[index - 1]!, path[index]!)));
    const { id } = await trx
      .insertInto('routes')
      .values({
        company_id: COMPANY,
        code: route.code,
        name: route.name,
        origin_terminal_id: terminalIds.get(route.from)!,
        destination_terminal_id: terminalIds.get(route.to)!,
        distance_km: Math.round(length / 100) / 10,
        estimated_minutes: Math.round(length / AVERAGE_M_PER_MINUTE),
        active: 1,
        public_number: route.public_number,
        description: route.description,
        fare_cents: route.fare_cents,
        color: route.color,
        path: JSON.stringify(path),
        corridor_m: 150,
        search_text: searchTextOf(route.code, route.name),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    routeIds.set(route.code, id);
    await trx
      .insertInto('route_stops')
      .values(
        route.stops.map((stop, position) => {
          const at = cornerIndex[stop.at]!;
          return {
            company_id: COMPANY,
            route_id: id,
            position,
            name: stop.name,
            terminal_id: stop.terminal ? terminalIds.get(stop.terminal)! : null,
            latitude: path[at]![0],
            longitude: path[at]![1],
            minutes_from_start: Math.round(along[at]! / AVERAGE_M_PER_MINUTE),
          };
        }),
      )
      .execute();
    const table = {
      weekday: departures(5 * 60 + 30, 22 * 60, route.headways.weekday),
      saturday: departures(6 * 60, 22 * 60, route.headways.saturday),
      sunday: departures(7 * 60, 21 * 60, route.headways.sunday),
    };
    await trx
      .insertInto('route_departures')
      .values((['weekday', 'saturday', 'sunday'] as const).flatMap((day_type) => table[day_type].map((departs_at) => ({ company_id: COMPANY, route_id: id, day_type, departs_at }))))
      .execute();
  }

  // The directory demo gives company 2 its bus drivers; without them the buses simply have none.
  const drivers = new Map(
    (await trx.selectFrom('employees').select(['id', 'employee_number']).where('company_id', '=', COMPANY).where('is_driver', '=', 1).execute()).map((row) => [row.employee_number, row.id]),
  );
  for (const [index, bus] of BUSES.entries()) {
    const { route, driver, ...values } = bus;
    const { id } = await trx
      .insertInto('units')
      .values({
        company_id: COMPANY,
        ...values,
        kind: 'bus',
        tracker_device_id: `PB-${String(index + 1).padStart(3, '0')}`,
        status: 'active',
        vehicle_config: 'C2',
        vin: null,
        gross_vehicle_weight_t: 17,
        sct_permit_type: 'TPAF01',
        sct_permit_number: null,
        insurer: 'Qualitas',
        insurance_policy: `QLT-${values.number}`,
        trailer_subtype: null,
        trailer_plates: null,
        search_text: searchTextOf(values.number, values.plates, values.brand, values.model, 'B2'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('unit_routes').values({ unit_id: id, route_id: routeIds.get(route)!, company_id: COMPANY }).execute();
    const driverId = driver ? drivers.get(driver) : undefined;
    if (driverId) await trx.insertInto('unit_drivers').values({ unit_id: id, employee_id: driverId, company_id: COMPANY }).execute();
  }
}
