import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Attendance control: shifts and their recesses, non-working periods (schedules), shift
 * assignments to employees and departments, attendance records, clock devices and the raw log of
 * punches.
 *
 * Frozen in time: imports no app code. Ids and timestamps as in the earlier migrations; calendar
 * dates (`work_date`, validity, schedules) are `YYYY-MM-DD` text on both dialects, times of day
 * `HH:MM` text, flags integers 0/1. Punches are the source of truth and are never updated;
 * records are derived from them (and from the rules' sweeps: absences, forgotten check-outs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');
  const flag = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

  await db.schema
    .createTable('attendance_shifts')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    // Weekdays as digits 0-6 ("12345" = lunes a viernes).
    .addColumn('days', 'varchar(7)', (col) => col.notNull())
    .addColumn('entry_window_minutes', 'integer', (col) => col.notNull())
    .addColumn('exit_window_minutes', 'integer', (col) => col.notNull())
    .addColumn('late_grace_minutes', 'integer', (col) => col.notNull())
    .addColumn('early_exit_grace_minutes', 'integer', (col) => col.notNull())
    .addColumn('color', 'varchar(7)')
    .addColumn('search_text', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('attendance_shifts_company_index').on('attendance_shifts').columns(['company_id', 'name']).execute();

  await db.schema
    .createTable('attendance_recesses')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('shift_id', 'integer', (col) => col.notNull().references('attendance_shifts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('paid', 'integer', flag)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('attendance_recesses_shift_index').on('attendance_recesses').columns(['shift_id', 'start_time']).execute();
  await db.schema.createIndex('attendance_recesses_company_index').on('attendance_recesses').columns(['company_id', 'name']).execute();

  await db.schema
    .createTable('attendance_schedules')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)')
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('department_id', 'integer', (col) => col.references('departments.id').onDelete('cascade'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('attendance_schedules_company_index').on('attendance_schedules').columns(['company_id', 'start_date']).execute();

  for (const [table, owner, ownerTable] of [
    ['attendance_employee_shifts', 'employee_id', 'employees'],
    ['attendance_department_shifts', 'department_id', 'departments'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', idType, id)
      .addColumn('company_id', 'integer', company)
      .addColumn(owner, 'integer', (col) => col.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
      .addColumn('shift_id', 'integer', (col) => col.notNull().references('attendance_shifts.id').onDelete('cascade'))
      .addColumn('valid_from', 'varchar(10)', (col) => col.notNull())
      .addColumn('valid_to', 'varchar(10)')
      .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex(`${table}_owner_index`).on(table).columns([owner, 'valid_from']).execute();
    await db.schema.createIndex(`${table}_company_index`).on(table).columns(['company_id', 'id']).execute();
  }

  await db.schema
    .createTable('attendance_records')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('shift_id', 'integer', (col) => col.references('attendance_shifts.id').onDelete('set null'))
    // Kept when the shift is deleted: the record still says what it was worked against.
    .addColumn('shift_name', 'varchar(100)')
    .addColumn('work_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('scheduled_start', ts)
    .addColumn('scheduled_end', ts)
    // When the open record is closed automatically: scheduled_end + the exit window.
    .addColumn('close_due_at', ts)
    .addColumn('check_in_at', ts)
    .addColumn('check_out_at', ts)
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('late_minutes', 'integer', flag)
    .addColumn('early_exit_minutes', 'integer', flag)
    .addColumn('auto_closed', 'integer', flag)
    .addColumn('synced_late', 'integer', flag)
    .addColumn('missing_check_in', 'integer', flag)
    // JSON list of { start_at, end_at } (the open one last, end_at null while on recess).
    .addColumn('recesses', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('recess_minutes', 'integer', flag)
    .addColumn('paid_recess_minutes', 'integer', flag)
    .addColumn('worked_minutes', 'integer')
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('notes', 'varchar(500)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('attendance_records_company_date_index').on('attendance_records').columns(['company_id', 'work_date', 'id']).execute();
  await db.schema.createIndex('attendance_records_employee_date_index').on('attendance_records').columns(['employee_id', 'work_date']).execute();
  // Every punch asks for the employee's open record: a clock's backlog must not scan their history.
  await db.schema.createIndex('attendance_records_employee_open_index').on('attendance_records').columns(['employee_id', 'status', 'check_in_at']).execute();
  await db.schema.createIndex('attendance_records_status_index').on('attendance_records').columns(['company_id', 'status', 'close_due_at']).execute();
  // One record per shift instance: the absence sweep and a late check-in never make two.
  await db.schema
    .createIndex('attendance_records_instance_unique')
    .on('attendance_records')
    .columns(['employee_id', 'shift_id', 'work_date'])
    .unique()
    .where(sql.ref('shift_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('attendance_devices')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('last_seen_at', ts)
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('attendance_devices_company_index').on('attendance_devices').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('attendance_punches')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('device_id', 'integer', (col) => col.references('attendance_devices.id').onDelete('set null'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (col) => col.references('attendance_records.id').onDelete('set null'))
    .addColumn('type', 'varchar(12)', (col) => col.notNull())
    .addColumn('punched_at', ts, (col) => col.notNull())
    .addColumn('received_at', ts, (col) => col.notNull())
    .addColumn('synced_late', 'integer', flag)
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
    // SHA-256 of the request's meaning (employee, PIN or badge, type, time): same key + other body = 409.
    .addColumn('body_hash', 'varchar(64)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('attendance_punches_key_unique').on('attendance_punches').columns(['company_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('attendance_punches_employee_index').on('attendance_punches').columns(['employee_id', 'punched_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'attendance_punches',
    'attendance_devices',
    'attendance_records',
    'attendance_department_shifts',
    'attendance_employee_shifts',
    'attendance_schedules',
    'attendance_recesses',
    'attendance_shifts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
