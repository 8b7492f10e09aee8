import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Accounts, companies, departments, OAuth tokens and the public forms.
 *
 * Frozen in time: imports no app code. Dialect differences stay visible here: ids are `serial`
 * on PostgreSQL and `integer primary key autoincrement` on SQLite; timestamps are `timestamptz`
 * on PostgreSQL and ISO 8601 text on SQLite. Flags are nullable timestamps ("verified at"), so no
 * boolean type is needed on either side.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('companies')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('slug', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('departments_company_slug_unique', ['company_id', 'slug'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('surname', 'varchar(100)')
    .addColumn('lastname', 'varchar(100)')
    // Stored lower-cased by the app; unique among accounts that are not closed (see index below).
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('profile_photo_path', 'varchar(500)')
    .addColumn('email_verified_at', ts)
    .addColumn('profile_verified_at', ts)
    .addColumn('registered_service', 'varchar(20)', (col) => col.notNull().defaultTo('main'))
    .addColumn('deleted_at', ts)
    .addColumn('deletion_reason', 'varchar(500)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // Closed accounts keep their row (audit) but free their e-mail for a new registration.
  await sql`create unique index users_email_active_unique on users (email) where deleted_at is null`.execute(db);
  await db.schema.createIndex('users_created_at_index').on('users').column('created_at').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', idType, id)
    .addColumn('slug', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('company_users')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('company_users_pk', ['company_id', 'user_id'])
    .execute();
  await db.schema.createIndex('company_users_user_index').on('company_users').column('user_id').execute();

  await db.schema
    .createTable('department_users')
    .addColumn('department_id', 'integer', (col) => col.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('department_users_pk', ['department_id', 'user_id'])
    .execute();
  await db.schema.createIndex('department_users_user_index').on('department_users').column('user_id').execute();

  // Tokens are stored only as SHA-256 hashes of 256-bit random values.
  await db.schema
    .createTable('oauth_access_tokens')
    .addColumn('id', idType, id)
    .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(50)', (col) => col.notNull())
    .addColumn('family_id', 'char(32)', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('oauth_access_tokens_family_index').on('oauth_access_tokens').column('family_id').execute();
  await db.schema.createIndex('oauth_access_tokens_user_index').on('oauth_access_tokens').column('user_id').execute();

  await db.schema
    .createTable('oauth_refresh_tokens')
    .addColumn('id', idType, id)
    .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('family_id', 'char(32)', (col) => col.notNull())
    .addColumn('access_token_id', 'integer', (col) => col.notNull().references('oauth_access_tokens.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(50)', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('oauth_refresh_tokens_family_index').on('oauth_refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'char(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('consumed_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('verification_codes_user_index').on('verification_codes').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', idType, id)
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('message', 'text')
    .addColumn('company_name', 'varchar(200)')
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('mailing_list_subscribers')
    .addColumn('id', idType, id)
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  // A solved anti-bot challenge is good for one submission: its signature is kept until expiry.
  await db.schema
    .createTable('used_challenges')
    .addColumn('signature', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'used_challenges',
    'mailing_list_subscribers',
    'contact_messages',
    'password_resets',
    'verification_codes',
    'oauth_refresh_tokens',
    'oauth_access_tokens',
    'department_users',
    'company_users',
    'user_roles',
    'roles',
    'users',
    'departments',
    'companies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
