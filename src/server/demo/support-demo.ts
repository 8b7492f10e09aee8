import type { Transaction } from 'kysely';
import { ticketReference } from '../../shared/contracts/support';
import type { Database } from '../db/schema';
import { searchTextOf, termsOf } from '../lib/search-text';
import { createTicketSla } from '../modules/support/tickets.sla';

/**
 * Company 1's support desk: its `soporte-tecnico` department (added if missing), SLA targets per
 * priority, a business calendar (Mon–Fri 09:00–18:00, Sat 09:00–14:00, Mexico's official holidays
 * of 2026 and 2027, LFT art. 74) and twelve tickets in every status with their conversation and
 * status timeline, dated back from the moment the demo loads. One urgent ticket waits 25 minutes
 * for a first answer (near its 30-minute target while the desk is open) and one has been open for
 * ten days (breached whatever the calendar); the demo does no business-time arithmetic of its own.
 */

const COMPANY = 1;
const SLUG = 'soporte-tecnico';

const POLICIES = [
  { priority: 'urgent', first_response_minutes: 30, resolution_minutes: 240 },
  { priority: 'high', first_response_minutes: 60, resolution_minutes: 480 },
  { priority: 'normal', first_response_minutes: 240, resolution_minutes: 1440 },
  { priority: 'low', first_response_minutes: 480, resolution_minutes: 2880 },
];
const WEEKDAY = [{ start: '09:00', end: '18:00' }];
const WEEKLY = { '1': WEEKDAY, '2': WEEKDAY, '3': WEEKDAY, '4': WEEKDAY, '5': WEEKDAY, '6': [{ start: '09:00', end: '14:00' }] };
/** New Year, Constitution (1st Monday of Feb), Juárez (3rd Monday of Mar), Labour, Independence, Revolution (3rd Monday of Nov), Christmas. */
const HOLIDAYS = ['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25', '2027-01-01', '2027-02-01', '2027-03-15', '2027-05-01', '2027-09-16', '2027-11-15', '2027-12-25'];

type Status = 'new' | 'open' | 'waiting_on_requester' | 'resolved' | 'closed' | 'reopened';
/** What happens, minutes after the ticket was raised: a status change, a public reply (agent or requester) or an internal note. */
type Step = [number, { to: Status; by?: 'agent' | 'requester' } | { reply: 'agent' | 'requester'; body: string } | { note: string }];

interface DemoTicket {
  subject: string;
  description: string;
  category: string;
  priority: string;
  requester: string;
  assigned: boolean;
  /** Employee number, unit number; a container is the containers demo's first. */
  related?: ['employee' | 'unit' | 'container', string];
  /** Minutes before the demo loads. */
  minutesAgo: number;
  steps: Step[];
}

const TICKETS: DemoTicket[] = [
  { subject: 'El sistema de citas de patio no carga', description: 'Desde las 8 la pantalla de citas se queda en blanco y no podemos programar entregas.', category: 'software', priority: 'urgent', requester: 'supervisor@logistica.demo.mx', assigned: false, minutesAgo: 25, steps: [] },
  { subject: 'Alta de correo para nuevo operador', description: 'Ingresa el lunes un operador de grúa; necesita correo y acceso al sistema de patio.', category: 'accesos', priority: 'normal', requester: 'grua@logistica.demo.mx', assigned: false, minutesAgo: 120, steps: [] },
  {
    subject: 'Escáner de la caseta 2 no lee los sellos', description: 'El lector de códigos de la caseta 2 no reconoce los sellos; capturamos a mano.', category: 'equipo', priority: 'high', requester: 'receptor@logistica.demo.mx', assigned: true, minutesAgo: 390,
    steps: [[20, { reply: 'agent', body: 'Voy para la caseta con un lector de reemplazo.' }], [40, { note: 'El cable USB está dañado; pedir dos de repuesto.' }]],
  },
  {
    subject: 'Caída de la red en la caseta de acceso', description: 'Sin red en la caseta de acceso: no se registran entradas ni salidas.', category: 'red', priority: 'urgent', requester: 'operador@logistica.demo.mx', assigned: true, minutesAgo: 10 * 24 * 60, related: ['container', 'first'],
    steps: [[300, { reply: 'agent', body: 'Revisamos el switch; el proveedor del enlace tiene una falla en la zona.' }], [320, { note: 'Folio del proveedor: TX-88231. Escalar si no responden hoy.' }], [1500, { reply: 'requester', body: '¿Hay novedades? Seguimos capturando a mano.' }]],
  },
  {
    subject: 'La impresora de cartas porte imprime en blanco', description: 'Las cartas porte salen en blanco desde ayer en la oficina de operaciones.', category: 'impresion', priority: 'normal', requester: 'operador@logistica.demo.mx', assigned: true, minutesAgo: 26 * 60,
    steps: [[90, { reply: 'agent', body: '¿Nos puedes enviar una foto de la hoja de prueba de la impresora?' }], [91, { to: 'waiting_on_requester' }]],
  },
  {
    subject: 'Cambiar el monitor del puesto de báscula', description: 'El monitor parpadea y cuesta leer los pesos.', category: 'equipo', priority: 'low', requester: 'receptor@logistica.demo.mx', assigned: true, minutesAgo: 3 * 24 * 60, related: ['employee', 'LPP-0006'],
    steps: [[240, { reply: 'agent', body: 'Tenemos un monitor disponible. ¿Qué día te queda mejor para cambiarlo?' }], [241, { to: 'waiting_on_requester' }]],
  },
  {
    subject: 'Sin acceso a la carpeta compartida de operaciones', description: 'Me pide contraseña la carpeta de operaciones y no la tengo.', category: 'accesos', priority: 'normal', requester: 'supervisor@logistica.demo.mx', assigned: true, minutesAgo: 2 * 24 * 60,
    steps: [[60, { reply: 'agent', body: 'Ya te agregamos al grupo de operaciones; cierra sesión y vuelve a entrar.' }], [61, { to: 'resolved' }]],
  },
  {
    subject: 'Tablet de la unidad ECO-101 sin GPS', description: 'La tablet de la unidad no muestra la ubicación en el mapa.', category: 'equipo', priority: 'high', requester: 'operador@logistica.demo.mx', assigned: true, minutesAgo: 24 * 60, related: ['unit', 'ECO-101'],
    steps: [[30, { reply: 'agent', body: 'Reiniciamos el rastreador a distancia; ya reporta posición.' }], [35, { to: 'resolved' }]],
  },
  {
    subject: 'Instalar lector de PDF en la báscula', description: 'No se abren los PDF de las boletas de pesaje.', category: 'software', priority: 'low', requester: 'grua@logistica.demo.mx', assigned: true, minutesAgo: 8 * 24 * 60,
    steps: [[180, { reply: 'agent', body: 'Instalado. Prueba abrir una boleta.' }], [181, { to: 'resolved' }], [600, { reply: 'requester', body: 'Ya abre, gracias.' }], [601, { to: 'closed', by: 'requester' }]],
  },
  {
    subject: 'Teléfono de recepción sin tono', description: 'La extensión 101 no tiene tono desde el cambio de conmutador.', category: 'telefonia', priority: 'normal', requester: 'supervisor@logistica.demo.mx', assigned: true, minutesAgo: 12 * 24 * 60,
    steps: [[120, { reply: 'agent', body: 'Reprogramamos la extensión en el conmutador nuevo.' }], [121, { to: 'resolved' }], [3000, { to: 'closed' }]],
  },
  {
    subject: 'El correo no sincroniza en el celular', description: 'No me llegan los correos al celular de guardia.', category: 'correo', priority: 'high', requester: 'receptor@logistica.demo.mx', assigned: true, minutesAgo: 4 * 24 * 60,
    steps: [[45, { reply: 'agent', body: 'Volvimos a configurar la cuenta en el celular.' }], [46, { to: 'resolved' }], [1440, { reply: 'requester', body: 'Otra vez dejó de sincronizar desde anoche.' }], [1441, { to: 'reopened', by: 'requester' }], [1500, { note: 'Posible política de batería del teléfono; revisar en sitio.' }]],
  },
  {
    subject: 'Solicitud de segundo monitor para tráfico', description: 'En tráfico necesitamos un segundo monitor para seguir las unidades en el mapa.', category: 'equipo', priority: 'low', requester: 'admin@logistica.demo.mx', assigned: false, minutesAgo: 5 * 60,
    steps: [[30, { reply: 'agent', body: 'Lo revisamos con compras; te avisamos esta semana.' }]],
  },
];

export async function seedSupportDemo(trx: Transaction<Database>): Promise<void> {
  const company = await trx.selectFrom('companies').select('id').where('id', '=', COMPANY).executeTakeFirst();
  if (!company) return;
  const department = await trx.selectFrom('departments').select('id').where('company_id', '=', COMPANY).where('slug', '=', SLUG).executeTakeFirst();
  if (!department) await trx.insertInto('departments').values({ company_id: COMPANY, slug: SLUG, name: 'Soporte técnico', search_text: 'soporte tecnico' }).execute();
  const loadedAt = new Date();
  await trx.insertInto('support_sla_policies').values(POLICIES.map((policy) => ({ ...policy, company_id: COMPANY }))).execute();
  await trx.insertInto('support_business_calendars').values({ company_id: COMPANY, weekly_hours: JSON.stringify(WEEKLY), holidays: JSON.stringify(HOLIDAYS) }).execute();

  const users = new Map((await trx.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@logistica.demo.mx').execute()).map((user) => [user.email, user.id]));
  const agentId = users.get('soporte@logistica.demo.mx');
  if (agentId === undefined) return;
  const relatedId = async ([kind, key]: NonNullable<DemoTicket['related']>) => {
    const row =
      kind === 'employee'
        ? await trx.selectFrom('employees').select('id').where('company_id', '=', COMPANY).where('employee_number', '=', key).executeTakeFirst()
        : kind === 'unit'
          ? await trx.selectFrom('units').select('id').where('company_id', '=', COMPANY).where('number', '=', key).executeTakeFirst()
          : // Container numbers are generated by the containers demo: the first one will do.
            await trx.selectFrom('containers').select('id').where('company_id', '=', COMPANY).orderBy('id').executeTakeFirst();
    return row?.id ?? null;
  };

  // Oldest first, so that numbers grow with time like real ones.
  const ordered = [...TICKETS].sort((a, b) => b.minutesAgo - a.minutesAgo);
  const ticketIds: number[] = [];
  for (const [index, item] of ordered.entries()) {
    const requesterId = users.get(item.requester);
    if (requesterId === undefined) continue;
    const created = loadedAt.getTime() - item.minutesAgo * 60_000;
    const at = (minutes: number) => new Date(created + minutes * 60_000).toISOString();
    const number = index + 1;
    const related = item.related ? await relatedId(item.related) : null;
    const searchText = searchTextOf(item.subject, ticketReference(number), String(number));
    let status = 'new' as Status;
    let firstReply: string | null = null;
    let resolvedAt: string | null = null;
    let closedAt: string | null = null;
    const events: { from_status: Status | null; to_status: Status; at: string; by_user_id: number }[] = [{ from_status: null, to_status: 'new', at: at(0), by_user_id: requesterId }];
    const messages: { author_id: number; kind: string; body: string; created_at: string }[] = [];
    const move = (to: Status, minutes: number, by: number) => {
      events.push({ from_status: status, to_status: to, at: at(minutes), by_user_id: by });
      status = to;
      if (to === 'resolved') resolvedAt = at(minutes);
      if (to === 'closed') closedAt = at(minutes);
      if (to === 'reopened') [resolvedAt, closedAt] = [null, null];
    };
    for (const [minutes, step] of item.steps) {
      if ('to' in step) move(step.to, minutes, step.by === 'requester' ? requesterId : agentId);
      else if ('note' in step) messages.push({ author_id: agentId, kind: 'internal_note', body: step.note, created_at: at(minutes) });
      else {
        const agent = step.reply === 'agent';
        messages.push({ author_id: agent ? agentId : requesterId, kind: 'public_reply', body: step.body, created_at: at(minutes) });
        // The service's rules: an agent's first answer opens a new ticket; the requester's answer reopens a waiting one.
        if (agent && firstReply === null) firstReply = at(minutes);
        if (agent && status === 'new') move('open', minutes, agentId);
        if (!agent && status === 'waiting_on_requester') move('open', minutes, requesterId);
      }
    }
    const lastAt = [...events.map((event) => event.at), ...messages.map((message) => message.created_at)].sort().at(-1)!;
    const { id } = await trx
      .insertInto('tickets')
      .values({
        company_id: COMPANY,
        number,
        subject: item.subject,
        description: item.description,
        category: item.category,
        priority: item.priority,
        status,
        requester_id: requesterId,
        assignee_id: item.assigned ? agentId : null,
        related_kind: related === null ? null : item.related![0],
        related_id: related,
        search_text: searchText,
        first_agent_reply_at: firstReply,
        resolved_at: resolvedAt,
        closed_at: closedAt,
        created_at: at(0),
        updated_at: lastAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('ticket_search_terms').values(termsOf(searchText).map((term) => ({ ticket_id: id, company_id: COMPANY, term, search_text: searchText, status, number }))).execute();
    await trx.insertInto('ticket_status_events').values(events.map((event) => ({ ...event, ticket_id: id, company_id: COMPANY }))).execute();
    if (messages.length) await trx.insertInto('ticket_messages').values(messages.map((message) => ({ ...message, ticket_id: id, company_id: COMPANY }))).execute();
    ticketIds.push(id);
  }
  // The stored SLA instants, as the service keeps them, so the breaching queue and the sweep see the demo's tickets.
  const sla = createTicketSla({ db: trx });
  await sla.store(trx, ticketIds, await sla.companySla(COMPANY), loadedAt.toISOString());
}
