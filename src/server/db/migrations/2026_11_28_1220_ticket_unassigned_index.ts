import { type Kysely, sql } from 'kysely';

/**
 * The «Sin asignar» queue (issue 14): nobody's tickets that are new, open or reopened, newest
 * first. At 1,000,000 tickets PostgreSQL planned it as a backwards walk of the company's number
 * order filtering every row (165 ms p95 in bench/support.mjs: it cannot know that the few
 * unassigned tickets are all old or all active), while SQLite already took the assignee index.
 * A partial index holding only those tickets makes the page and its count a walk of a handful of
 * entries on both. Its predicate is the queue's own (`VIEW_STATUSES.unassigned` in the tickets
 * service); a query with one of those statuses is implied by it too. Frozen: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('tickets_unassigned_index')
    .on('tickets')
    .columns(['company_id', 'number'])
    .where(sql<boolean>`assignee_id is null and status in ('new', 'open', 'reopened')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tickets_unassigned_index').execute();
}
