import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, createDatabase, rawRows } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createTestDatabaseUrl } from '../../helpers/test-app';

/**
 * `rawRows`: the hot reads' rows as arrays in the select list's order, on both drivers, with the
 * same values (ISO timestamps, numbers, nulls) Kysely gives as objects — and the same through a
 * transaction, where it falls back to Kysely.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const target = await createTestDatabaseUrl();
  handle = createDatabase(target.url, { schema: target.schema, poolSize: 2 });
  drop = target.drop;
  await migrateToLatest(handle.db);
  await handle.db.insertInto('companies').values({ id: 77, name: 'Filas crudas' }).execute();
  const { id } = await handle.db
    .insertInto('units')
    .values({ company_id: 77, number: 'RAW-1', plates: 'RAW1', vehicle_config: 'C2', sct_permit_type: 'TPAF01', status: 'active', search_text: 'raw', kind: 'bus', seats: 40 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('tracker_positions')
    .values([
      { company_id: 77, unit_id: id, device_time: '2026-11-20T10:00:05.000Z', received_at: '2026-11-20T10:00:06.000Z', latitude: 20.5, longitude: -103.25, speed_kmh: null, bearing: 90 },
      { company_id: 77, unit_id: id, device_time: '2026-11-20T10:00:00.000Z', received_at: '2026-11-20T10:00:01.000Z', latitude: 20.25, longitude: -103.5, speed_kmh: 31.5, bearing: null },
    ])
    .execute();
});
afterAll(async () => {
  await handle.destroy();
  await drop();
});

const query = () =>
  handle.db.selectFrom('tracker_positions').select(['latitude', 'longitude', 'device_time', 'speed_kmh', 'bearing']).where('company_id', '=', 77).orderBy('device_time').compile();

describe('rawRows', () => {
  it('answers arrays in the order of the select list, equal to what Kysely answers as objects', async () => {
    const expected = [
      [20.25, -103.5, '2026-11-20T10:00:00.000Z', 31.5, null],
      [20.5, -103.25, '2026-11-20T10:00:05.000Z', null, 90],
    ];
    expect(await rawRows(handle.db, query())).toEqual(expected);
    expect((await handle.db.executeQuery(query())).rows.map((row) => Object.values(row as object))).toEqual(expected);
  });

  it('answers the same inside a transaction (through Kysely there)', async () => {
    const inside = await handle.db.transaction().execute((trx) => rawRows(trx, query()));
    expect(inside).toEqual(await rawRows(handle.db, query()));
  });
});
