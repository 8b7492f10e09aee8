import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Company 2's complaints and suggestions, one or more in each status, the answered and closed
 * ones with their answer and history. Route and unit are the fleet demo's first (another seeder)
 * when there are any, null otherwise.
 */

const COMPANY = 2;

type Status = 'received' | 'in_review' | 'answered' | 'closed';

const ITEMS: {
  kind: 'complaint' | 'suggestion';
  category: string;
  description: string;
  status: Status;
  daysAgo: number;
  contact?: [string, string];
  answer?: string;
}[] = [
  { kind: 'complaint', category: 'conductor', description: 'El conductor no se detuvo en la parada de Av. Juárez aunque hice la señal con tiempo.', status: 'received', daysAgo: 0, contact: ['Rosa Elena Padilla', 'rosa.padilla@ejemplo.mx'] },
  { kind: 'suggestion', category: 'horario', description: 'Sería de gran ayuda una salida a las 5:30 de la mañana para quienes entramos temprano a la zona industrial.', status: 'received', daysAgo: 1, contact: ['Jorge Medina', 'jorge.medina@ejemplo.mx'] },
  { kind: 'complaint', category: 'limpieza', description: 'La unidad venía con basura bajo los asientos traseros y olía mal en el recorrido de la tarde.', status: 'in_review', daysAgo: 2, contact: ['Laura Cisneros', 'laura.cisneros@ejemplo.mx'] },
  { kind: 'complaint', category: 'tarifa', description: 'Me cobraron la tarifa completa a pesar de mostrar mi credencial de estudiante vigente.', status: 'answered', daysAgo: 5, contact: ['Diego Ramírez', 'diego.ramirez@ejemplo.mx'], answer: 'Gracias por avisarnos. Recordamos a todos los operadores la tarifa de estudiante y te reembolsaremos la diferencia en la taquilla de la Terminal Zapopan presentando tu folio.' },
  { kind: 'suggestion', category: 'servicio', description: 'Propongo poner en cada parada un código QR con la hora estimada de llegada del siguiente autobús.', status: 'closed', daysAgo: 12, contact: ['Mónica Salazar', 'monica.salazar@ejemplo.mx'], answer: 'Excelente idea: ya está en marcha. La página pública de cada ruta muestra las unidades en tiempo real.' },
  { kind: 'complaint', category: 'seguridad', description: 'El autobús iba a exceso de velocidad en la curva de Periférico y varios pasajeros casi caen.', status: 'closed', daysAgo: 20, contact: ['Andrés Fuentes', 'andres.fuentes@ejemplo.mx'], answer: 'Revisamos el registro de velocidad de la unidad y hablamos con el operador, que tomará de nuevo el curso de manejo defensivo.' },
];

const FLOW: Status[] = ['received', 'in_review', 'answered', 'closed'];

export async function seedComplaintsDemo(trx: Transaction<Database>): Promise<void> {
  const route = await trx.selectFrom('routes').select('id').where('company_id', '=', COMPANY).orderBy('id').executeTakeFirst();
  const unit = await trx.selectFrom('units').select('id').where('company_id', '=', COMPANY).where('kind', '=', 'bus').orderBy('id').executeTakeFirst();
  const manager = await trx.selectFrom('users').select('id').where('email', '=', 'transporte@parabus.demo.mx').executeTakeFirst();
  const passenger = await trx.selectFrom('users').select(['id', 'name']).where('email', '=', 'candidato@demo.mx').executeTakeFirst();
  let folio = 0;
  for (const [index, item] of ITEMS.entries()) {
    const created = new Date(Date.now() - item.daysAgo * 86_400_000 - 3600_000);
    const at = (hours: number) => new Date(created.getTime() + hours * 3600_000).toISOString();
    // The job seeker files the second one from the app: the «mine» list has something.
    const fromApp = index === 1 && passenger;
    const steps = FLOW.slice(0, FLOW.indexOf(item.status) + 1);
    const { id } = await trx
      .insertInto('complaints')
      .values({
        company_id: COMPANY,
        folio_number: ++folio,
        kind: item.kind,
        category: item.category,
        route_id: route?.id ?? null,
        unit_id: item.category === 'limpieza' || item.category === 'seguridad' ? (unit?.id ?? null) : null,
        occurred_at: at(-2),
        description: item.description,
        photo_image_id: null,
        status: item.status,
        source: fromApp ? 'app' : 'public',
        user_id: fromApp ? passenger.id : null,
        contact_name: fromApp ? null : item.contact![0],
        contact_email: fromApp ? null : item.contact![1],
        contact_phone: null,
        answer: item.answer ?? null,
        answered_at: item.answer ? at(20) : null,
        answered_by: item.answer ? (manager?.id ?? null) : null,
        created_at: at(0),
        updated_at: at(steps.length * 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('complaint_updates')
      .values(
        steps.map((to, step) => ({
          company_id: COMPANY,
          complaint_id: id,
          from_status: step === 0 ? null : steps[step - 1]!,
          to_status: to,
          note: to === 'answered' ? item.answer! : to === 'in_review' ? 'Lo revisamos con el área de operaciones.' : null,
          user_id: step === 0 ? null : (manager?.id ?? null),
          created_at: at(step * 10),
        })),
      )
      .execute();
  }
}
