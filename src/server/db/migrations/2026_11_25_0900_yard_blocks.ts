import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The yard layout (issue 19.2): a company's blocks, each with its bays, rows and maximum tiers
 * and what it takes (reefer plugs, dangerous goods, full and/or empty containers). Before it a
 * position was any "block-bay-row-tier", so a typo such as Z-99-…-9 became a block and grew the
 * dashboard's capacity. Containers carry no terminal, so the layout is per company.
 *
 * Existing data: each (company, block) already used by a container whose bays, rows and tiers fit
 * the old fixed block size (30 × 6 × 5, the dashboard's former YARD_BLOCK_CAPACITY of 900) becomes
 * a block of that size taking everything — what the dashboard assumed until now, so the demo keeps
 * its 5,400 slots. A block with a container outside that size (the typo) is not made part of the
 * layout: its containers stay where they are, shown apart, and the block must be drawn on purpose.
 *
 * Frozen in time: imports no app code. Flags are integers 0/1 on both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // Same byte order as containers.block, which it is compared with.
  const code = postgres ? sql`varchar(4) collate "C"` : sql`varchar(4)`;

  await db.schema
    .createTable('yard_blocks')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code', code, (col) => col.notNull())
    .addColumn('bays', 'integer', (col) => col.notNull())
    .addColumn('rows', 'integer', (col) => col.notNull())
    .addColumn('tiers', 'integer', (col) => col.notNull())
    .addColumn('reefer_plugs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('takes_hazardous', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('takes_full', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('takes_empty', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('yard_blocks_company_code_unique').on('yard_blocks').columns(['company_id', 'code']).unique().execute();

  await sql`
    insert into yard_blocks (company_id, code, bays, "rows", tiers, reefer_plugs, takes_hazardous, takes_full, takes_empty)
    select company_id, block, 30, 6, 5, 1, 1, 1, 1
    from containers
    where block is not null
    group by company_id, block
    having max(bay) <= 30 and max("row") <= 6 and max(tier) <= 5
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('yard_blocks').execute();
}
