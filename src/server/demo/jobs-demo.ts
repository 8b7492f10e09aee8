import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { searchTermRows } from '../modules/jobs/vacancies.repository';
import { vacancySearchText } from '../modules/jobs/vacancies.view';

/**
 * Superempleos (issue 15): companies 1 (Logística Portuaria del Pacífico) and 3 (Comercializadora
 * Horizonte) publish 30 vacancies across categories and states — three wait in review (one a
 * near copy of a published one), one was rejected, one is a draft, one publishes no salary — and
 * the demo candidate (candidato@demo.mx) has a complete profile, four applications at different
 * stages with their history, and three bookmarks. Dates count back from the moment the demo loads.
 */

type Modality = 'on_site' | 'remote' | 'hybrid';
type Status = 'published' | 'in_review' | 'rejected' | 'draft';
/** [company, title, category id, state id, municipality id, municipality name, modality, salary min, salary max, status, days ago] */
type DemoVacancy = [number, string, number, number, number, string, Modality, number | null, number | null, Status, number];

const VACANCIES: DemoVacancy[] = [
  [1, 'Ingeniero en Logística', 10, 6, 6007, 'Manzanillo', 'on_site', 22000, 30000, 'published', 2],
  [1, 'Chofer de tractocamión full', 10, 6, 6007, 'Manzanillo', 'on_site', null, null, 'published', 3],
  [1, 'Operador de grúa pórtico', 9, 6, 6007, 'Manzanillo', 'on_site', 18000, 24000, 'published', 5],
  [1, 'Agente aduanal junior', 21, 6, 6007, 'Manzanillo', 'on_site', 15000, 19000, 'published', 6],
  [1, 'Coordinador de tráfico', 10, 14, 14039, 'Guadalajara', 'hybrid', 25000, 32000, 'published', 8],
  [1, 'Almacenista de patio', 11, 6, 6002, 'Colima', 'on_site', 9500, 11500, 'published', 9],
  [1, 'Analista de datos logísticos', 7, 14, 14120, 'Zapopan', 'remote', 28000, 38000, 'published', 10],
  [1, 'Mecánico diésel', 17, 16, 16052, 'Lázaro Cárdenas', 'on_site', 14000, 18000, 'published', 12],
  [1, 'Supervisor de seguridad patrimonial', 18, 30, 30193, 'Veracruz', 'on_site', 16000, 20000, 'published', 13],
  [1, 'Auxiliar contable', 5, 6, 6007, 'Manzanillo', 'on_site', 11000, 13500, 'published', 15],
  [1, 'Ejecutivo de atención a navieras', 2, 9, 9016, 'Miguel Hidalgo', 'hybrid', 17000, 21000, 'published', 16],
  [1, 'Técnico en refrigeración de contenedores', 17, 6, 6007, 'Manzanillo', 'on_site', 15000, 19000, 'published', 18],
  [1, 'Ingeniero de Logística', 10, 6, 6007, 'Manzanillo', 'on_site', 22000, 30000, 'in_review', 1],
  [1, 'Reclutador de operadores', 6, 14, 14039, 'Guadalajara', 'hybrid', 14000, 17000, 'in_review', 1],
  [1, 'Jefe de mantenimiento de flota', 17, 6, 6007, 'Manzanillo', 'on_site', 30000, 36000, 'draft', 0],
  [3, 'Vendedor de mostrador', 3, 19, 19039, 'Monterrey', 'on_site', 9000, 12000, 'published', 1],
  [3, 'Ejecutivo de ventas de campo', 3, 19, 19019, 'San Pedro Garza García', 'on_site', 14000, 22000, 'published', 2],
  [3, 'Cajero de sucursal', 3, 22, 22014, 'Querétaro', 'on_site', 8500, 10000, 'published', 4],
  [3, 'Desarrollador web', 7, 9, 9015, 'Cuauhtémoc', 'remote', 35000, 45000, 'published', 5],
  [3, 'Diseñador gráfico', 19, 9, 9014, 'Benito Juárez', 'hybrid', 16000, 22000, 'published', 7],
  [3, 'Gerente de tienda', 3, 21, 21114, 'Puebla', 'on_site', 25000, 30000, 'published', 8],
  [3, 'Community manager', 4, 9, 9015, 'Cuauhtémoc', 'remote', 14000, 18000, 'published', 9],
  [3, 'Auxiliar de recursos humanos', 6, 11, 11020, 'León', 'on_site', 10000, 12500, 'published', 11],
  [3, 'Repartidor en motocicleta', 10, 14, 14039, 'Guadalajara', 'on_site', 9000, 11000, 'published', 12],
  [3, 'Contador general', 5, 31, 31050, 'Mérida', 'hybrid', 24000, 29000, 'published', 14],
  [3, 'Almacenista de centro de distribución', 11, 15, 15106, 'Toluca', 'on_site', 10500, 12000, 'published', 17],
  [3, 'Asesor de telemarketing', 2, 2, 2004, 'Tijuana', 'remote', 9500, 14000, 'published', 20],
  [3, 'Capacitador de ventas', 14, 19, 19039, 'Monterrey', 'hybrid', 18000, 23000, 'in_review', 1],
  [3, 'Vendedor por comisiones', 3, 19, 19039, 'Monterrey', 'on_site', 0, 0, 'rejected', 3],
  [3, 'Encargado de inventarios', 11, 19, 19039, 'Monterrey', 'on_site', 13000, 15500, 'published', 21],
];

const SCHEDULES: Record<Modality, string> = {
  on_site: 'Lunes a viernes de 8:00 a 17:00, sábados medio día',
  remote: 'Lunes a viernes, horario flexible de 40 horas',
  hybrid: 'Lunes a viernes de 9:00 a 18:00; martes y jueves desde casa',
};

/** The candidate's applications: [vacancy index in VACANCIES, the stages it went through]. */
const APPLICATIONS: [number, string[]][] = [
  [0, ['received']],
  [4, ['received', 'reviewed']],
  [6, ['received', 'reviewed', 'interview']],
  [1, ['received', 'reviewed', 'interview', 'offer']],
];
const BOOKMARKS = [2, 11, 23];

export async function seedJobsDemo(trx: Transaction<Database>) {
  const companies = await trx.selectFrom('companies').select('id').where('id', 'in', [1, 3]).execute();
  const candidate = await trx.selectFrom('users').select('id').where('email', '=', 'candidato@demo.mx').executeTakeFirst();
  const admins = new Map(
    (await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', ['admin@logistica.demo.mx', 'admin@horizonte.demo.mx']).execute()).map((row) => [row.email === 'admin@logistica.demo.mx' ? 1 : 3, row.id]),
  );
  if (companies.length < 2 || !candidate) return;
  const categories = new Map((await trx.selectFrom('job_categories').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
  const states = new Map((await trx.selectFrom('states').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
  const day = 24 * 3600_000;
  const now = Date.now();
  const closesOn = new Date(now + 45 * day).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (const [index, [companyId, title, categoryId, stateId, municipalityId, municipalityName, modality, salaryMin, salaryMax, status, daysAgo]] of VACANCIES.entries()) {
    const created = new Date(now - (daysAgo + 1) * day).toISOString();
    const at = new Date(now - daysAgo * day).toISOString();
    const description = `${title} para ${companyId === 1 ? 'nuestra operación portuaria' : 'nuestras sucursales'} en ${municipalityName}. Buscamos a alguien responsable, con ganas de crecer y de trabajar en equipo; ofrecemos capacitación desde el primer día.`;
    const search_text = vacancySearchText({ title, category: categories.get(categoryId) ?? '', state: states.get(stateId) ?? null, municipality: municipalityName, description });
    const { id } = await trx
      .insertInto('vacancies')
      .values({
        company_id: companyId,
        title,
        job_category_id: categoryId,
        description,
        requirements: 'Escolaridad mínima bachillerato. Experiencia de un año en un puesto similar (deseable).',
        state_id: stateId,
        municipality_id: municipalityId,
        modality,
        schedule: SCHEDULES[modality],
        employment_type: index % 7 === 6 ? 'part_time' : 'full_time',
        salary_min: salaryMin,
        salary_max: salaryMax,
        benefits: 'Prestaciones de ley, vales de despensa, fondo de ahorro y seguro de gastos médicos menores.',
        openings: 1 + (index % 3),
        closes_on: closesOn,
        status,
        rejection_reason: status === 'rejected' ? 'Una vacante sin sueldo base no se publica: indica el salario o el esquema de comisiones con un mínimo garantizado.' : null,
        search_text,
        published_at: status === 'published' ? at : null,
        closed_at: null,
        created_by: admins.get(companyId) ?? null,
        created_at: created,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
    await trx
      .insertInto('vacancy_soft_skills')
      .values([1 + (index % 25), 1 + ((index + 7) % 25), 2].filter((skill, position, all) => all.indexOf(skill) === position).map((soft_skill_id) => ({ vacancy_id: id, soft_skill_id })))
      .execute();
    const events: { from_status: string | null; to_status: string; at: string; reason: string | null }[] = [{ from_status: null, to_status: 'draft', at: created, reason: null }];
    if (status !== 'draft') events.push({ from_status: 'draft', to_status: 'in_review', at: created, reason: null });
    if (status === 'published' || status === 'rejected') events.push({ from_status: 'in_review', to_status: status, at, reason: status === 'rejected' ? 'Falta el salario base.' : null });
    await trx
      .insertInto('vacancy_status_events')
      .values(events.map((event) => ({ ...event, vacancy_id: id, by_user_id: null })))
      .execute();
    if (status === 'published') {
      await trx
        .insertInto('vacancy_search_terms')
        .values(searchTermRows(id, { search_text, published_at: at, job_category_id: categoryId, state_id: stateId, municipality_id: municipalityId, modality, salary_min: salaryMin, salary_max: salaryMax }))
        .execute();
    }
  }

  const userId = candidate.id;
  await trx
    .insertInto('candidate_profiles')
    .values({
      user_id: userId,
      headline: 'Coordinador de logística con 6 años en puertos y centros de distribución',
      summary: 'Planeo rutas, coordino tráfico de contenedores y llevo inventarios con SAP. Busco crecer en una empresa de comercio exterior.',
      phone: '3312345678',
      state_id: 14,
      municipality_id: 14039,
      job_category_ids: JSON.stringify([10, 11]),
      cv_type: 'generated',
      cv_document_id: null,
      experience: JSON.stringify([
        { position: 'Coordinador de tráfico', company: 'Transportes del Bajío', started_on: '2021-03-01', ended_on: null, description: 'Programación de 40 unidades y seguimiento de entregas.' },
        { position: 'Auxiliar de almacén', company: 'Distribuidora Jalisco', started_on: '2018-06-01', ended_on: '2021-02-15', description: 'Recepción, acomodo y conteos cíclicos.' },
      ]),
      education: JSON.stringify([{ level: 'licenciatura', institution: 'Universidad de Guadalajara', field: 'Ingeniería en logística', started_on: '2013-08-01', ended_on: '2018-06-30' }]),
      updated_at: new Date(now - day).toISOString(),
    })
    .execute();
  await trx
    .insertInto('candidate_soft_skills')
    .values([1, 2, 4, 7, 13].map((soft_skill_id) => ({ user_id: userId, soft_skill_id })))
    .execute();
  await trx
    .insertInto('professional_courses')
    .values([
      { user_id: userId, name: 'Comercio exterior e Incoterms 2020', institution: 'Cámara de Comercio de Guadalajara', completed_on: '2023-05-20', hours: 40 },
      { user_id: userId, name: 'Excel avanzado para logística', institution: 'Capacítate para el Empleo', completed_on: '2022-09-10', hours: 24 },
    ])
    .execute();

  for (const [position, [vacancyIndex, stages]] of APPLICATIONS.entries()) {
    const vacancyId = ids[vacancyIndex]!;
    const companyId = VACANCIES[vacancyIndex]![0];
    const start = now - (8 - position) * day;
    const { id } = await trx
      .insertInto('job_applications')
      .values({
        company_id: companyId,
        vacancy_id: vacancyId,
        user_id: userId,
        status: stages.at(-1)!,
        cover_letter: 'Me interesa la vacante; tengo experiencia en el puesto y disponibilidad inmediata.',
        created_at: new Date(start).toISOString(),
        updated_at: new Date(start + (stages.length - 1) * day).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('job_application_events')
      .values(
        stages.map((stage, step) => ({
          application_id: id,
          from_status: step === 0 ? null : stages[step - 1]!,
          to_status: stage,
          note: stage === 'interview' ? 'Te esperamos el jueves a las 11:00 en nuestras oficinas.' : null,
          by_user_id: step === 0 ? userId : (admins.get(companyId) ?? null),
          at: new Date(start + step * day).toISOString(),
        })),
      )
      .execute();
  }
  await trx
    .insertInto('vacancy_bookmarks')
    .values(BOOKMARKS.map((index, position) => ({ user_id: userId, vacancy_id: ids[index]!, created_at: new Date(now - (position + 1) * 3600_000).toISOString() })))
    .execute();
}
