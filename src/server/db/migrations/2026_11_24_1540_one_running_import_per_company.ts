import { type Kysely, sql } from 'kysely';

/**
 * One unfinished import per company (issue 12, Security 5): a partial unique index, so two uploads
 * racing in two processes cannot both start. Before it, container batches cut short by a restart
 * stayed `processing` for ever; of each company's unfinished batches the newest is kept (the
 * import engine resumes it at start-up) and the older ones are closed as failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update import_batches
    set status = 'failed', message = 'La carga se interrumpió. Sube el archivo de nuevo.', finished_at = updated_at
    where status in ('pending', 'processing')
      and id not in (select max(id) from import_batches where status in ('pending', 'processing') group by company_id)
  `.execute(db);
  await db.schema
    .createIndex('import_batches_one_unfinished_per_company')
    .on('import_batches')
    .column('company_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('pending', 'processing')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('import_batches_one_unfinished_per_company').execute();
}
