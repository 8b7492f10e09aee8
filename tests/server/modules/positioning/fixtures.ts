import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/schema';

/**
 * A small bus network of its own for positioning tests, so they do not depend on what the
 * Parabus demo seeds: two terminals ~2 km apart on an east-west street, a route between them
 * along that street, and buses with trackers assigned to it.
 */
export const WEST: [number, number] = [19.4326, -99.16];
export const EAST: [number, number] = [19.4326, -99.14];
/** Metres east of WEST along the route, as [lat, lon]. */
export const along = (metres: number): [number, number] => [WEST[0], WEST[1] + metres / 104_950];
/** Metres north of a point. */
export const north = (point: [number, number], metres: number): [number, number] => [point[0] + metres / 111_195, point[1]];

export async function createBusNetwork(db: Kysely<Database>, companyId: number, devices: string[], prefix = 'PT') {
  const terminal = async (code: string, point: [number, number]) =>
    (
      await db
        .insertInto('terminals')
        .values({ company_id: companyId, code: `${prefix}-${code}`, name: `Terminal ${code}`, kind: 'bus', country: 'MEX', latitude: point[0], longitude: point[1], search_text: code.toLowerCase() } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const west = await terminal('W', WEST);
  const east = await terminal('E', EAST);
  const route = (
    await db
      .insertInto('routes')
      .values({ company_id: companyId, code: `${prefix}-R1`, name: 'Poniente-Oriente', origin_terminal_id: west, destination_terminal_id: east, active: 1, search_text: 'poniente', path: JSON.stringify([WEST, EAST]), corridor_m: 150 } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const units: Record<string, number> = {};
  for (const [i, device] of devices.entries()) {
    const id = (
      await db
        .insertInto('units')
        .values({ company_id: companyId, number: `${prefix}-${i + 1}`, plates: `${prefix}${i + 100}`, vehicle_config: 'C2', sct_permit_type: 'TPAF01', status: 'active', search_text: device.toLowerCase(), kind: 'bus', seats: 40, tracker_device_id: device } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto('unit_routes').values({ unit_id: id, route_id: route, company_id: companyId }).execute();
    units[device] = id;
  }
  return { west, east, route, units };
}
