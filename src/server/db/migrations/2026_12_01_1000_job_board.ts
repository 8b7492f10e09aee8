import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Superempleos, the job board (issue 15): the job-category and soft-skill catalogues (seeded
 * here, Spanish), companies' vacancies with their soft skills and status history, the public
 * search's term rows, candidates' applications with their pipeline history, bookmarks, and the
 * candidate profile (soft skills, courses; experience and education as JSON text, always read
 * and written whole with the profile).
 *
 * `vacancy_search_terms` holds rows for PUBLISHED vacancies only (the public search is the only
 * one that needs an index at 200,000 vacancies; a company searches its own few by a scan). Each
 * row carries the vacancy's search text, so a query's leading word is a
 * range of (term, search_text, vacancy_id) and its other words are read on the index entry.
 *
 * States and municipalities are INEGI ids (catalogues module): no foreign key, since the
 * municipalities are loaded at start-up, after migrations; the service checks them.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');
  const vacancy = (col: ColumnDefinitionBuilder) => col.notNull().references('vacancies.id').onDelete('cascade');
  const userCascade = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
  const userSetNull = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('set null');

  await db.schema
    .createTable('job_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .execute();
  await db.insertInto('job_categories').values(JOB_CATEGORIES.map(([slug, name], index) => ({ id: index + 1, slug, name }))).execute();

  await db.schema
    .createTable('soft_skills')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .execute();
  await db.insertInto('soft_skills').values(SOFT_SKILLS.map(([slug, name], index) => ({ id: index + 1, slug, name }))).execute();

  await db.schema
    .createTable('vacancies')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('title', 'varchar(150)', (col) => col.notNull())
    .addColumn('job_category_id', 'integer', (col) => col.notNull().references('job_categories.id'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('requirements', 'text', (col) => col.notNull())
    .addColumn('state_id', 'integer', (col) => col.notNull())
    .addColumn('municipality_id', 'integer')
    .addColumn('modality', 'varchar(10)', (col) => col.notNull())
    .addColumn('schedule', 'varchar(150)', (col) => col.notNull())
    .addColumn('employment_type', 'varchar(12)', (col) => col.notNull())
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('benefits', 'text', (col) => col.notNull())
    .addColumn('openings', 'integer', (col) => col.notNull())
    // A Mexico City calendar day (YYYY-MM-DD): the last day it takes applications.
    .addColumn('closes_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('rejection_reason', 'varchar(500)')
    .addColumn('search_text', 'varchar(2000)', (col) => col.notNull())
    .addColumn('published_at', ts)
    .addColumn('closed_at', ts)
    .addColumn('created_by', 'integer', userSetNull)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // A company's list by status, newest first; the review queue; the closing sweep.
  await db.schema.createIndex('vacancies_company_status_index').on('vacancies').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('vacancies_status_closes_index').on('vacancies').columns(['status', 'closes_on']).execute();
  // The public search without words: the published ones with every filter and facet column, newest first.
  await db.schema
    .createIndex('vacancies_published_facets_index')
    .on('vacancies')
    .columns(['status', 'published_at', 'job_category_id', 'state_id', 'municipality_id', 'modality', 'salary_min', 'salary_max', 'id'])
    .execute();

  await db.schema
    .createTable('vacancy_soft_skills')
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('soft_skill_id', 'integer', (col) => col.notNull().references('soft_skills.id'))
    .addPrimaryKeyConstraint('vacancy_soft_skills_pk', ['vacancy_id', 'soft_skill_id'])
    .execute();

  await db.schema
    .createTable('vacancy_status_events')
    .addColumn('id', idType, id)
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('from_status', 'varchar(12)')
    .addColumn('to_status', 'varchar(12)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('by_user_id', 'integer', userSetNull)
    .addColumn('at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vacancy_status_events_vacancy_index').on('vacancy_status_events').columns(['vacancy_id', 'id']).execute();

  await db.schema
    .createTable('vacancy_search_terms')
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    .addColumn('search_text', 'varchar(400)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vacancy_search_terms_term_index').on('vacancy_search_terms').columns(['term', 'search_text', 'vacancy_id']).execute();
  await db.schema.createIndex('vacancy_search_terms_vacancy_index').on('vacancy_search_terms').column('vacancy_id').execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('user_id', 'integer', userCascade)
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('cover_letter', 'text')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // One application per candidate and vacancy, whoever clicks twice.
  await db.schema.createIndex('job_applications_vacancy_user_unique').on('job_applications').columns(['vacancy_id', 'user_id']).unique().execute();
  await db.schema.createIndex('job_applications_vacancy_status_index').on('job_applications').columns(['vacancy_id', 'status', 'id']).execute();
  await db.schema.createIndex('job_applications_user_index').on('job_applications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('job_applications_company_index').on('job_applications').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('job_application_events')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (col) => col.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(12)')
    .addColumn('to_status', 'varchar(12)', (col) => col.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('by_user_id', 'integer', userSetNull)
    .addColumn('at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_application_events_application_index').on('job_application_events').columns(['application_id', 'id']).execute();

  await db.schema
    .createTable('vacancy_bookmarks')
    .addColumn('user_id', 'integer', userCascade)
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('vacancy_bookmarks_pk', ['user_id', 'vacancy_id'])
    .execute();

  await db.schema
    .createTable('candidate_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('headline', 'varchar(150)')
    .addColumn('summary', 'text')
    .addColumn('phone', 'varchar(20)')
    .addColumn('state_id', 'integer')
    .addColumn('municipality_id', 'integer')
    // JSON text: [job category id, …] (at most 3): the categories the candidate looks for.
    .addColumn('job_category_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('cv_type', 'varchar(10)')
    .addColumn('cv_document_id', 'integer')
    // JSON text: [{ position, company, started_on, ended_on, description }, …].
    .addColumn('experience', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON text: [{ level, institution, field, started_on, ended_on }, …].
    .addColumn('education', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('candidate_soft_skills')
    .addColumn('user_id', 'integer', userCascade)
    .addColumn('soft_skill_id', 'integer', (col) => col.notNull().references('soft_skills.id'))
    .addPrimaryKeyConstraint('candidate_soft_skills_pk', ['user_id', 'soft_skill_id'])
    .execute();

  await db.schema
    .createTable('professional_courses')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', userCascade)
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('institution', 'varchar(150)', (col) => col.notNull())
    .addColumn('completed_on', 'varchar(10)')
    .addColumn('hours', 'integer')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('professional_courses_user_index').on('professional_courses').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'professional_courses',
    'candidate_soft_skills',
    'candidate_profiles',
    'vacancy_bookmarks',
    'job_application_events',
    'job_applications',
    'vacancy_search_terms',
    'vacancy_status_events',
    'vacancy_soft_skills',
    'vacancies',
    'soft_skills',
    'job_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

/** Job categories as Mexican job boards group them; ids are their position (1-based), fixed. */
const JOB_CATEGORIES: [string, string][] = [
  ['administracion-oficina', 'Administración y oficina'],
  ['atencion-clientes', 'Atención a clientes y call center'],
  ['ventas', 'Ventas y comercial'],
  ['mercadotecnia', 'Mercadotecnia y comunicación'],
  ['contabilidad-finanzas', 'Contabilidad y finanzas'],
  ['recursos-humanos', 'Recursos humanos'],
  ['tecnologias-informacion', 'Tecnologías de la información y sistemas'],
  ['ingenieria', 'Ingeniería'],
  ['manufactura-produccion', 'Manufactura y producción'],
  ['logistica-transporte', 'Logística, transporte y distribución'],
  ['almacen', 'Almacén e inventarios'],
  ['construccion', 'Construcción y obra'],
  ['salud', 'Salud y medicina'],
  ['educacion', 'Educación y capacitación'],
  ['turismo-hoteleria', 'Turismo, hotelería y restaurantes'],
  ['legal', 'Legal y jurídico'],
  ['mantenimiento', 'Mantenimiento y servicios técnicos'],
  ['seguridad', 'Seguridad y vigilancia'],
  ['diseno-artes', 'Diseño y artes gráficas'],
  ['agropecuario', 'Agropecuario y pesca'],
  ['comercio-exterior', 'Comercio exterior y aduanas'],
];

/** Soft skills (habilidades blandas); ids are their position (1-based), fixed. */
const SOFT_SKILLS: [string, string][] = [
  ['comunicacion-efectiva', 'Comunicación efectiva'],
  ['trabajo-en-equipo', 'Trabajo en equipo'],
  ['liderazgo', 'Liderazgo'],
  ['resolucion-problemas', 'Resolución de problemas'],
  ['pensamiento-critico', 'Pensamiento crítico'],
  ['adaptabilidad', 'Adaptabilidad'],
  ['gestion-tiempo', 'Gestión del tiempo'],
  ['organizacion', 'Organización'],
  ['responsabilidad', 'Responsabilidad'],
  ['proactividad', 'Proactividad'],
  ['empatia', 'Empatía'],
  ['negociacion', 'Negociación'],
  ['orientacion-resultados', 'Orientación a resultados'],
  ['orientacion-cliente', 'Orientación al cliente'],
  ['creatividad', 'Creatividad'],
  ['toma-decisiones', 'Toma de decisiones'],
  ['manejo-estres', 'Manejo del estrés'],
  ['atencion-detalle', 'Atención al detalle'],
  ['aprendizaje-continuo', 'Aprendizaje continuo'],
  ['etica-profesional', 'Ética profesional'],
  ['puntualidad', 'Puntualidad'],
  ['colaboracion', 'Colaboración'],
  ['escucha-activa', 'Escucha activa'],
  ['inteligencia-emocional', 'Inteligencia emocional'],
  ['servicio', 'Vocación de servicio'],
];
