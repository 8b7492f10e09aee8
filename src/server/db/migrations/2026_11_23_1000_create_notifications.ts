import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Notifications and each user's notification setting.
 *
 * Frozen in time: imports no app code. As in the accounts migration, ids are `serial` on
 * PostgreSQL and `integer primary key autoincrement` on SQLite, timestamps `timestamptz` or ISO
 * 8601 text. `active` is a real boolean on PostgreSQL; SQLite has none, so it is an integer 0/1
 * there (the repository converts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('notifications')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The company that sent it, when one did; the notice outlives nothing if the company goes.
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('body', 'varchar(1000)', (col) => col.notNull())
    .addColumn('route', 'varchar(500)')
    .addColumn('read_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // Serves the three reads: a user's list newest first, their unread list and their unread count.
  await db.schema.createIndex('notifications_user_read_id_index').on('notifications').columns(['user_id', 'read_at', 'id']).execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('active', postgres ? 'boolean' : 'integer', (col) => col.notNull().defaultTo(postgres ? sql`true` : 1))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_settings').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
