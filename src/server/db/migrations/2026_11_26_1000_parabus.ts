import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Parabus (issue 13): the bus company's area on top of the fleet of the logistics migration.
 * Routes and units are extended, not forked: a bus route is a `routes` row with a public number,
 * ordered stops, a drawn path and a timetable; a bus is a `units` row of kind `bus` with seats and
 * a tracker. New: unit documents, tracker positions (history) and each unit's last position,
 * tracker events (off-route, arrival/departure at terminals), tours with passengers, and the
 * complaints and suggestions of the panel service.
 *
 * Frozen in time: imports no app code. Same conventions as the earlier migrations: serial ids,
 * `timestamptz` / ISO text, flags 0/1, every row carries `company_id`. Money is integer centavos.
 * Coordinates are WGS84 degrees (double precision / real). A route's path is JSON text
 * (`[[lat, lon], …]`), read whole with the route, never queried inside.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const real = postgres ? 'double precision' : 'real';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');

  // Routes: public number (the /parabus/ruta-{number} page; unique across the platform because
  // the public URL carries no company), fare, colour on the map, path and the off-route corridor.
  await db.schema.alterTable('routes').addColumn('public_number', 'integer').execute();
  await db.schema.alterTable('routes').addColumn('description', 'varchar(1000)').execute();
  await db.schema.alterTable('routes').addColumn('fare_cents', 'integer').execute();
  await db.schema.alterTable('routes').addColumn('color', 'varchar(7)').execute();
  await db.schema.alterTable('routes').addColumn('path', 'text').execute();
  await db.schema.alterTable('routes').addColumn('corridor_m', 'integer', (col) => col.notNull().defaultTo(150)).execute();
  await db.schema.createIndex('routes_public_number_unique').on('routes').column('public_number').unique().execute();

  await db.schema
    .createTable('route_stops')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('route_id', 'integer', (col) => col.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('terminal_id', 'integer', (col) => col.references('terminals.id').onDelete('set null'))
    .addColumn('latitude', real, (col) => col.notNull())
    .addColumn('longitude', real, (col) => col.notNull())
    .addColumn('minutes_from_start', 'integer')
    .execute();
  await db.schema.createIndex('route_stops_route_position_unique').on('route_stops').columns(['route_id', 'position']).unique().execute();
  await db.schema.createIndex('route_stops_terminal_index').on('route_stops').column('terminal_id').execute();

  // Timetable: departures from the first stop per day type (weekday, saturday, sunday), 'HH:MM'.
  await db.schema
    .createTable('route_departures')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('route_id', 'integer', (col) => col.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('day_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('departs_at', 'varchar(5)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('route_departures_unique').on('route_departures').columns(['route_id', 'day_type', 'departs_at']).unique().execute();

  // Units: trucks and buses share the table; a bus has seats and, usually, a tracker. The tracker
  // id is unique across the platform: the OsmAnd protocol identifies a device by it alone.
  await db.schema.alterTable('units').addColumn('kind', 'varchar(10)', (col) => col.notNull().defaultTo('truck')).execute();
  await db.schema.alterTable('units').addColumn('seats', 'integer').execute();
  await db.schema.alterTable('units').addColumn('tracker_device_id', 'varchar(64)').execute();
  await db.schema.createIndex('units_tracker_device_unique').on('units').column('tracker_device_id').unique().execute();

  await db.schema
    .createTable('unit_documents')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('units.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('number', 'varchar(60)')
    .addColumn('issuer', 'varchar(150)')
    .addColumn('issued_on', 'varchar(10)')
    .addColumn('expires_on', 'varchar(10)')
    .addColumn('document_id', 'integer', (col) => col.references('documents.id').onDelete('set null'))
    .addColumn('notes', 'varchar(1000)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('unit_documents_unit_index').on('unit_documents').columns(['unit_id', 'expires_on']).execute();
  await db.schema.createIndex('unit_documents_expiry_index').on('unit_documents').columns(['company_id', 'expires_on']).execute();

  // Every accepted tracker report. (unit_id, device_time) is unique: a duplicate report is
  // ignored; out-of-order reports are kept (history) but never move the last position back.
  await db.schema
    .createTable('tracker_positions')
    .addColumn('id', postgres ? 'bigserial' : 'integer', id)
    .addColumn('company_id', 'integer', company)
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('units.id').onDelete('cascade'))
    .addColumn('device_time', ts, (col) => col.notNull())
    .addColumn('received_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('latitude', real, (col) => col.notNull())
    .addColumn('longitude', real, (col) => col.notNull())
    .addColumn('speed_kmh', real)
    .addColumn('bearing', real)
    .addColumn('altitude', real)
    .addColumn('accuracy', real)
    .addColumn('battery', real)
    .execute();
  await db.schema.createIndex('tracker_positions_unit_time_unique').on('tracker_positions').columns(['unit_id', 'device_time']).unique().execute();
  // Retention deletes by time.
  await db.schema.createIndex('tracker_positions_time_index').on('tracker_positions').column('device_time').execute();

  // The newest report of each unit, plus the state the event detectors keep between reports.
  await db.schema
    .createTable('unit_last_positions')
    .addColumn('unit_id', 'integer', (col) => col.primaryKey().references('units.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', company)
    .addColumn('device_time', ts, (col) => col.notNull())
    .addColumn('received_at', ts, (col) => col.notNull())
    .addColumn('latitude', real, (col) => col.notNull())
    .addColumn('longitude', real, (col) => col.notNull())
    .addColumn('speed_kmh', real)
    .addColumn('bearing', real)
    .addColumn('battery', real)
    .addColumn('off_route', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('at_terminal_id', 'integer', (col) => col.references('terminals.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('unit_last_positions_company_index').on('unit_last_positions').column('company_id').execute();

  // Off-route / back on route, arrival / departure at a terminal.
  await db.schema
    .createTable('tracker_events')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('units.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('occurred_at', ts, (col) => col.notNull())
    .addColumn('latitude', real, (col) => col.notNull())
    .addColumn('longitude', real, (col) => col.notNull())
    .addColumn('route_id', 'integer', (col) => col.references('routes.id').onDelete('set null'))
    .addColumn('terminal_id', 'integer', (col) => col.references('terminals.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('tracker_events_unit_time_index').on('tracker_events').columns(['unit_id', 'occurred_at']).execute();
  await db.schema.createIndex('tracker_events_company_time_index').on('tracker_events').columns(['company_id', 'occurred_at']).execute();

  await db.schema
    .createTable('tours')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('description', 'varchar(2000)')
    // Ordered stops of the trip as JSON text: [{ "time": "09:00", "place": "…" }, …].
    .addColumn('itinerary', 'text')
    .addColumn('departure_point', 'varchar(200)')
    .addColumn('starts_at', ts, (col) => col.notNull())
    .addColumn('ends_at', ts)
    .addColumn('unit_id', 'integer', (col) => col.references('units.id').onDelete('set null'))
    .addColumn('driver_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('guide_name', 'varchar(150)')
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('fare_cents', 'integer')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('search_text', 'varchar(800)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('tours_company_start_index').on('tours').columns(['company_id', 'starts_at', 'id']).execute();

  // A passenger's ticket code is what the QR on the ticket carries (random, unguessable).
  await db.schema
    .createTable('tour_passengers')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('email', 'varchar(150)')
    .addColumn('seat', 'integer')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('ticket_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('boarded_at', ts)
    .addColumn('boarded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('notes', 'varchar(1000)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('tour_passengers_ticket_unique').on('tour_passengers').column('ticket_code').unique().execute();
  await db.schema.createIndex('tour_passengers_seat_unique').on('tour_passengers').columns(['tour_id', 'seat']).unique().execute();
  await db.schema.createIndex('tour_passengers_tour_index').on('tour_passengers').columns(['tour_id', 'name']).execute();

  // Complaints and suggestions (panel service), from the public route page or signed in.
  await db.schema
    .createTable('complaints')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('folio_number', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('category', 'varchar(40)', (col) => col.notNull())
    .addColumn('route_id', 'integer', (col) => col.references('routes.id').onDelete('set null'))
    .addColumn('unit_id', 'integer', (col) => col.references('units.id').onDelete('set null'))
    .addColumn('occurred_at', ts)
    .addColumn('description', 'varchar(4000)', (col) => col.notNull())
    .addColumn('photo_image_id', 'integer', (col) => col.references('images.id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('received'))
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('contact_name', 'varchar(150)')
    .addColumn('contact_email', 'varchar(150)')
    .addColumn('contact_phone', 'varchar(30)')
    .addColumn('answer', 'varchar(4000)')
    .addColumn('answered_at', ts)
    .addColumn('answered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('complaints_folio_unique').on('complaints').columns(['company_id', 'folio_number']).unique().execute();
  await db.schema.createIndex('complaints_company_status_index').on('complaints').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('complaints_user_index').on('complaints').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('complaint_updates')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('complaint_id', 'integer', (col) => col.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (col) => col.notNull())
    .addColumn('note', 'varchar(4000)')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('complaint_updates_complaint_index').on('complaint_updates').columns(['complaint_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'complaint_updates',
    'complaints',
    'tour_passengers',
    'tours',
    'tracker_events',
    'unit_last_positions',
    'tracker_positions',
    'unit_documents',
    'route_departures',
    'route_stops',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('units_tracker_device_unique').execute();
  for (const column of ['tracker_device_id', 'seats', 'kind']) await db.schema.alterTable('units').dropColumn(column).execute();
  await db.schema.dropIndex('routes_public_number_unique').execute();
  for (const column of ['corridor_m', 'path', 'color', 'fare_cents', 'description', 'public_number']) {
    await db.schema.alterTable('routes').dropColumn(column).execute();
  }
}
