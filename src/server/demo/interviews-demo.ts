import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Live interviews (issue 16) for the demo candidate (candidato@demo.mx), with Logística Portuaria
 * del Pacífico's admin (admin@logistica.demo.mx) as the interviewer — the company of the
 * candidate's applications (jobs-demo.ts):
 * - a confirmed VIDEO interview that starts 10 minutes after the demo loads and lasts 60: its room
 *   (/superempleos/sala/{id}) is open at once and for the next 100 minutes, so whoever runs
 *   `npm start` — and the e2e — can join it from both sides;
 * - an in-person interview in three days, still waiting for the candidate's answer;
 * - a past, completed video interview.
 * Runs after the job board's demo; without its applications it does nothing.
 */
export async function seedInterviewsDemo(trx: Transaction<Database>) {
  const candidate = await trx.selectFrom('users').select('id').where('email', '=', 'candidato@demo.mx').executeTakeFirst();
  const admin = await trx.selectFrom('users').select('id').where('email', '=', 'admin@logistica.demo.mx').executeTakeFirst();
  if (!candidate || !admin) return;
  const applications = await trx
    .selectFrom('job_applications')
    .select(['id', 'company_id', 'vacancy_id', 'status'])
    .where('user_id', '=', candidate.id)
    .where('company_id', '=', 1)
    .execute();
  const byStatus = (status: string) => applications.find((application) => application.status === status);
  const now = Date.now();
  const plans = [
    { application: byStatus('interview'), starts: now + 10 * MINUTE, mode: 'video', status: 'confirmed', location: null, notes: 'Ten a la mano tu identificación y un lugar tranquilo con buena conexión.', responded: now - DAY },
    {
      application: byStatus('reviewed'),
      starts: Math.floor((now + 3 * DAY) / (60 * MINUTE)) * 60 * MINUTE,
      mode: 'in_person',
      status: 'scheduled',
      location: 'Av. Teniente Azueta 24, Burócrata, 28250 Manzanillo, Col. — recepción, planta baja',
      notes: 'Pregunta por Recursos Humanos; trae tu CV impreso.',
      responded: null,
    },
    { application: byStatus('offer'), starts: now - 5 * DAY, mode: 'video', status: 'completed', location: null, notes: null, responded: now - 6 * DAY },
  ];
  for (const plan of plans) {
    if (!plan.application) continue;
    const created = new Date(Math.min(now - DAY, plan.starts - 2 * DAY)).toISOString();
    const { id } = await trx
      .insertInto('interviews')
      .values({
        company_id: plan.application.company_id,
        vacancy_id: plan.application.vacancy_id,
        application_id: plan.application.id,
        candidate_user_id: candidate.id,
        starts_at: new Date(plan.starts).toISOString(),
        duration_minutes: 60,
        mode: plan.mode,
        location: plan.location,
        notes: plan.notes,
        status: plan.status,
        response_reason: null,
        responded_at: plan.responded === null ? null : new Date(plan.responded).toISOString(),
        response_token_hash: null,
        // The demo stands as it would after the sweep: interviews within a day were reminded already (start-up sends no stale reminder).
        reminder_sent_at: plan.starts - DAY <= now ? new Date(Math.max(Date.parse(created), plan.starts - DAY)).toISOString() : null,
        created_by: admin.id,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('interview_interviewers').values({ interview_id: id, user_id: admin.id }).execute();
  }
}
