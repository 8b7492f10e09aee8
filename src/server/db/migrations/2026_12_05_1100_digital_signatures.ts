import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Digital signature (issue 17): the installation's certificate authority (its key sealed with a
 * key derived from APP_KEY), each user's signature image, the documents sent for signing with
 * their signers in order, and the audit trail of every step (who, when, from where, the
 * document's SHA-256). The PDFs themselves live in file storage; the rows keep their hashes.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // One row: the root certificate and its AES-256-GCM sealed private key.
  await db.schema
    .createTable('signature_authorities')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('certificate_pem', 'text', (col) => col.notNull())
    .addColumn('sealed_key', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  // Each signer's certificate from that authority, reused while their name and e-mail stay the
  // same; its key sealed like the authority's.
  await db.schema
    .createTable('signer_certificates')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('certificate_pem', 'text', (col) => col.notNull())
    .addColumn('sealed_key', 'text', (col) => col.notNull())
    .addColumn('not_after', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('signer_certificates_user_idx').on('signer_certificates').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('user_signatures')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('typed_name', 'varchar(120)')
    .addColumn('font', 'varchar(30)')
    // The PNG, base64: at most 200 KiB of image, the same on both dialects.
    .addColumn('image_base64', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('user_signatures_user_idx').on('user_signatures').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('signed_documents')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('owner_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The short code printed beside the QR code; unique, looked up by the public verification.
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(15)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('original_sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('current_sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('signed_documents_owner_idx').on('signed_documents').columns(['owner_user_id', 'id']).execute();

  await db.schema
    .createTable('signed_document_signers')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('document_id', 'integer', (col) => col.notNull().references('signed_documents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('x', 'real', (col) => col.notNull())
    .addColumn('y', 'real', (col) => col.notNull())
    .addColumn('width', 'real', (col) => col.notNull())
    .addColumn('height', 'real', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('signer_name', 'varchar(200)')
    .addColumn('method', 'varchar(10)')
    .addColumn('certificate_subject', 'varchar(500)')
    .addColumn('certificate_serial', 'varchar(80)')
    .addColumn('sha256_after', 'varchar(64)')
    .addColumn('signed_at', ts)
    .execute();
  await db.schema.createIndex('signed_document_signers_doc_idx').on('signed_document_signers').columns(['document_id', 'position']).unique().execute();
  await db.schema.createIndex('signed_document_signers_email_idx').on('signed_document_signers').columns(['email']).execute();

  await db.schema
    .createTable('signed_document_events')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('document_id', 'integer', (col) => col.notNull().references('signed_documents.id').onDelete('cascade'))
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor', 'varchar(254)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('signed_document_events_doc_idx').on('signed_document_events').columns(['document_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signed_document_events').execute();
  await db.schema.dropTable('signed_document_signers').execute();
  await db.schema.dropTable('signed_documents').execute();
  await db.schema.dropTable('user_signatures').execute();
  await db.schema.dropTable('signer_certificates').execute();
  await db.schema.dropTable('signature_authorities').execute();
}
