import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { SIMULATED_INTERVAL_S, loadSimulatedUnits } from '../modules/positioning/tracker-simulator';
import { createMover } from '../modules/positioning/tracker-motion';

/** Two hours of history, so replay, trails and stops show something on the first start. */
const HISTORY_S = 2 * 3600;
const BATCH = 500;

/**
 * The past two hours of 5-second reports of every tracked unit along its route (the units, routes
 * and paths the Parabus demo seeds; none, nothing), and each unit's last position at the newest of
 * them. Written straight to the tables: a tracker report older than a few minutes would count as
 * history anyway, and the demo transaction must not wait on HTTP. Runs last in the demo.
 */
export async function seedPositioningDemo(trx: Transaction<Database>) {
  const units = await loadSimulatedUnits(trx);
  if (units.length === 0) return;
  const companies = new Map(
    (await trx.selectFrom('units').select(['id', 'company_id', 'tracker_device_id']).where('tracker_device_id', 'in', units.map((unit) => unit.deviceId)).execute()).map((row) => [row.tracker_device_id!, row]),
  );
  const end = Math.floor(Date.now() / 1000 / SIMULATED_INTERVAL_S) * SIMULATED_INTERVAL_S - SIMULATED_INTERVAL_S;
  for (const unit of units) {
    const owner = companies.get(unit.deviceId);
    if (!owner) continue;
    const mover = createMover(unit.path, unit.stops, unit.seed);
    const rows = [];
    for (let t = end - HISTORY_S; t <= end; t += SIMULATED_INTERVAL_S) {
      const fix = mover.step(SIMULATED_INTERVAL_S);
      const time = new Date(t * 1000).toISOString();
      rows.push({ company_id: owner.company_id, unit_id: owner.id, device_time: time, received_at: time, latitude: fix.latitude, longitude: fix.longitude, speed_kmh: fix.speedKmh, bearing: fix.bearing, altitude: null, accuracy: 8, battery: 90 });
    }
    for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto('tracker_positions').values(rows.slice(i, i + BATCH)).execute();
    const last = rows.at(-1)!;
    await trx
      .insertInto('unit_last_positions')
      .values({ unit_id: owner.id, company_id: owner.company_id, device_time: last.device_time, received_at: last.received_at, latitude: last.latitude, longitude: last.longitude, speed_kmh: last.speed_kmh, bearing: last.bearing, battery: last.battery, off_route: 0, at_terminal_id: null })
      .onConflict((oc) => oc.column('unit_id').doNothing())
      .execute();
  }
}
