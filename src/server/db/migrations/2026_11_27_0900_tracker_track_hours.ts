import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Replays fast at any size of the positions history (issue 13 benchmark).
 *
 * 1. A covering index on tracker_positions: a unit's reports over a range (trail, replay, stops)
 *    are read from the index alone, in order, instead of one table lookup per report (a day of a
 *    unit is 17,280 rows scattered over as many pages once a thousand units report together).
 *    company_id is in it because every read also filters on the caller's companies.
 * 2. tracker_track_hours: the simplified track of one unit over one closed hour (UTC), kept as
 *    JSON rows `[latitude, longitude, device_time, speed_kmh, bearing]` with the number of
 *    reports it was made from. A replay reads these instead of thinning every report again; a
 *    stored hour whose report count no longer matches the table is rebuilt (a late report).
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';

  if (postgres) {
    await sql`create index tracker_positions_track_index on tracker_positions (unit_id, device_time) include (company_id, latitude, longitude, speed_kmh, bearing)`.execute(db);
  } else {
    await db.schema
      .createIndex('tracker_positions_track_index')
      .on('tracker_positions')
      .columns(['unit_id', 'device_time', 'company_id', 'latitude', 'longitude', 'speed_kmh', 'bearing'])
      .execute();
  }

  await db.schema
    .createTable('tracker_track_hours')
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('units.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('hour_start', ts, (col) => col.notNull())
    .addColumn('report_count', 'integer', (col) => col.notNull())
    .addColumn('points', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tracker_track_hours_pk', ['unit_id', 'hour_start'])
    .execute();
  // Retention deletes by time.
  await db.schema.createIndex('tracker_track_hours_time_index').on('tracker_track_hours').column('hour_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracker_track_hours').execute();
  await db.schema.dropIndex('tracker_positions_track_index').execute();
}
