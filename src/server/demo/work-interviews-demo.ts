import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { coveredPoints } from '../modules/interviews/work-interviews.scoring';

/**
 * Work interviews (issue 16): Logística Portuaria del Pacífico's «Coordinador de tráfico» (one of
 * the demo candidate's applications, jobs-demo.ts) gets a bank of six questions; the demo
 * candidate (candidato@demo.mx) has a work interview of three of them waiting (sent), and another
 * applicant, Lucía Ramírez (lucia.ramirez@demo.mx, a candidate with the demo password), answered
 * four by writing and was scored by the company's admin. Runs after the job board's demo.
 */

const VACANCY_TITLE = 'Coordinador de tráfico';
const APPLICANT = { email: 'lucia.ramirez@demo.mx', name: 'Lucía', surname: 'Ramírez', lastname: 'Ortega' };

/** [text, expected points, seconds, weight] */
const BANK: [string, string[], number, number][] = [
  ['Cuéntanos cómo planeas la salida de las unidades en un día con muchas citas de carga en el puerto.', ['Prioridad por cita y ventana de carga', 'Disponibilidad de operadores y unidades', 'Comunicación con la terminal'], 120, 2],
  ['Una unidad se descompone en carretera con un contenedor refrigerado. ¿Qué haces primero?', ['Seguridad del operador', 'Temperatura del contenedor', 'Aviso al cliente', 'Unidad de reemplazo'], 120, 3],
  ['¿Cómo das seguimiento a las entregas del día y qué indicadores revisas?', ['Rastreo satelital de las unidades', 'Entregas a tiempo', 'Tiempos de espera en terminal'], 90, 2],
  ['Describe una vez que resolviste un conflicto con un operador o un cliente.', ['Escuchar a las partes', 'Resolver con calma', 'Acuerdo y seguimiento'], 120, 1],
  ['¿Qué documentos revisas antes de que un contenedor salga del puerto?', ['Carta porte', 'Liberación aduanal', 'Sellos del contenedor'], 90, 2],
  ['¿Cómo organizas los turnos de los operadores para respetar su descanso?', ['Horas de descanso obligatorias', 'Rotación de turnos', 'Registro de jornadas'], 90, 1],
];

/** Lucía's typed answers to bank questions 1–4, and the admin's scores (0–4) of each. */
const LUCIA_ANSWERS: [string, number, string | null][] = [
  ['Ordeno las salidas por la cita de cada carga y su ventana en la terminal, reviso qué operadores y unidades tengo disponibles y confirmo con la terminal los turnos de entrada.', 4, 'Muy completa.'],
  ['Primero verifico que el operador esté seguro, luego reviso la temperatura del contenedor en el monitoreo, aviso al cliente y mando una unidad de reemplazo.', 4, null],
  ['Sigo las unidades con el rastreo satelital y reviso las entregas a tiempo de cada ruta.', 3, 'Faltó hablar de los tiempos de espera.'],
  ['Un operador no quería salir por un retraso; lo escuché, le expliqué la prioridad y acordamos un cambio de turno.', 2, 'Le faltó concretar el seguimiento.'],
];

export async function seedWorkInterviewsDemo(trx: Transaction<Database>) {
  const vacancy = await trx.selectFrom('vacancies').select(['id', 'company_id']).where('company_id', '=', 1).where('title', '=', VACANCY_TITLE).executeTakeFirst();
  const candidate = await trx.selectFrom('users').select(['id', 'password_hash']).where('email', '=', 'candidato@demo.mx').executeTakeFirst();
  const admin = await trx.selectFrom('users').select('id').where('email', '=', 'admin@logistica.demo.mx').executeTakeFirst();
  const role = await trx.selectFrom('roles').select('id').where('slug', '=', 'final_user').executeTakeFirst();
  if (!vacancy || !candidate || !admin || !role) return;
  const application = await trx.selectFrom('job_applications').select('id').where('vacancy_id', '=', vacancy.id).where('user_id', '=', candidate.id).executeTakeFirst();
  if (!application) return;
  const day = 24 * 3600_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  const bank: { question_id: number; text: string; expected_points: string; time_limit_seconds: number; weight: number }[] = [];
  for (const [index, [text, points, seconds, weight]] of BANK.entries()) {
    const { id } = await trx
      .insertInto('vacancy_questions')
      .values({ company_id: vacancy.company_id, vacancy_id: vacancy.id, text, expected_points: JSON.stringify(points), time_limit_seconds: seconds, weight, position: index + 1, created_by: admin.id, created_at: iso(now - 5 * day), updated_at: iso(now - 5 * day) })
      .returning('id')
      .executeTakeFirstOrThrow();
    bank.push({ question_id: id, text, expected_points: JSON.stringify(points), time_limit_seconds: seconds, weight });
  }

  async function interview(values: { application_id: number; candidate_user_id: number; status: string; questions: typeof bank; created: number; started?: number; completed?: number }) {
    const { id } = await trx
      .insertInto('work_interviews')
      .values({
        company_id: vacancy!.company_id,
        vacancy_id: vacancy!.id,
        application_id: values.application_id,
        candidate_user_id: values.candidate_user_id,
        status: values.status,
        question_count: values.questions.length,
        answer_mode: values.started ? 'typed' : null,
        expires_at: iso(values.created + 7 * day),
        identity_confirmed_at: values.started ? iso(values.started) : null,
        started_at: values.started ? iso(values.started) : null,
        completed_at: values.completed ? iso(values.completed) : null,
        created_by: admin!.id,
        created_at: iso(values.created),
        updated_at: iso(values.completed ?? values.created),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('work_interview_questions')
      .values(values.questions.map((question, index) => ({ ...question, work_interview_id: id, position: index + 1 })))
      .execute();
    return id;
  }

  // The demo candidate's, waiting: questions 1, 3 and 5 of the bank.
  await interview({ application_id: application.id, candidate_user_id: candidate.id, status: 'sent', questions: [bank[0]!, bank[2]!, bank[4]!], created: now - 3600_000 });

  // Lucía applied too, and answered hers two days ago (same password as every demo user).
  const { id: luciaId } = await trx
    .insertInto('users')
    .values({ ...APPLICANT, password_hash: candidate.password_hash, profile_photo_path: null, email_verified_at: iso(now - 10 * day), profile_verified_at: null, deleted_at: null, deletion_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('role_assignments').values({ user_id: luciaId, role_id: role.id, company_id: null }).execute();
  const { id: luciaApplication } = await trx
    .insertInto('job_applications')
    .values({ company_id: vacancy.company_id, vacancy_id: vacancy.id, user_id: luciaId, status: 'interview', cover_letter: 'Tengo cinco años coordinando tráfico en Manzanillo.', created_at: iso(now - 6 * day), updated_at: iso(now - 4 * day) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('job_application_events')
    .values([
      { application_id: luciaApplication, from_status: null, to_status: 'received', note: null, by_user_id: luciaId, at: iso(now - 6 * day) },
      { application_id: luciaApplication, from_status: 'received', to_status: 'interview', note: null, by_user_id: admin.id, at: iso(now - 4 * day) },
    ])
    .execute();
  const started = now - 2 * day;
  const luciaQuestions = bank.slice(0, LUCIA_ANSWERS.length);
  const done = await interview({ application_id: luciaApplication, candidate_user_id: luciaId, status: 'completed', questions: luciaQuestions, created: now - 4 * day, started, completed: started + 8 * 60_000 });
  for (const [index, [text, score, comment]] of LUCIA_ANSWERS.entries()) {
    const position = index + 1;
    await trx
      .insertInto('work_interview_answers')
      .values({
        work_interview_id: done,
        position,
        answer_mode: 'typed',
        transcript: text,
        audio_stored_name: null,
        audio_content_type: null,
        audio_size: null,
        audio_duration_ms: null,
        transcription_provider: null,
        covered_points: JSON.stringify(coveredPoints(text, JSON.parse(luciaQuestions[index]!.expected_points) as string[])),
        answered_at: iso(started + position * 100_000),
      })
      .execute();
    await trx.insertInto('work_interview_scores').values({ work_interview_id: done, position, evaluator_user_id: admin.id, score, comment, scored_at: iso(now - day) }).execute();
  }
  await trx
    .insertInto('work_interview_evaluations')
    .values({ work_interview_id: done, evaluator_user_id: admin.id, recommendation: 'advance', summary: 'Conoce la operación del puerto; pasar a entrevista con el gerente.', updated_at: iso(now - day) })
    .execute();
}
