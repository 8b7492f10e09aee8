import {
  REOPEN_DAYS,
  REQUESTER_TRANSITIONS,
  TICKET_STATUS_LABELS,
  TICKET_TRANSITIONS,
  type TicketPriority,
  type TicketStatus,
} from '../../../../shared/contracts/support';
import { plural } from '../../../lib/plural';

export { formatDateTime } from '../../../lib/date-format';

/** Badge colours; the word is always shown beside the colour (never colour alone). */
export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  open: 'indigo',
  waiting_on_requester: 'orange',
  resolved: 'teal',
  closed: 'gray',
  reopened: 'grape',
};
export const TICKET_PRIORITY_COLORS: Record<TicketPriority, string> = { low: 'gray', normal: 'blue', high: 'orange', urgent: 'red' };

export interface StatusAction {
  to: TicketStatus;
  label: string;
  /** Quieter button (closing, withdrawing). */
  secondary: boolean;
}

const DAY_MS = 86_400_000;

/** The words of a move for support. */
function agentLabel(from: TicketStatus, to: TicketStatus): string {
  if (to === 'open') return from === 'new' ? 'Abrir' : from === 'waiting_on_requester' ? 'Reanudar (abierto)' : 'Marcar como abierto';
  if (to === 'waiting_on_requester') return 'Poner en espera del solicitante';
  if (to === 'resolved') return 'Marcar como resuelto';
  if (to === 'closed') return 'Cerrar';
  return 'Reabrir';
}

/** The words of a move for the person who raised the ticket. */
function requesterLabel(from: TicketStatus, to: TicketStatus): string {
  if (from === 'resolved') return to === 'closed' ? 'Confirmar que quedó resuelto' : 'No quedó resuelto (reabrir)';
  if (to === 'closed') return 'Retirar el ticket (cerrar)';
  if (to === 'open') return 'Ya respondí (reanudar)';
  return 'Reabrir';
}

/**
 * The status buttons a ticket shows: support gets every move of TICKET_TRANSITIONS, the requester
 * those of REQUESTER_TRANSITIONS, and a closed ticket older than REOPEN_DAYS offers no reopening
 * to the requester (the server would refuse it: raise a new one). The server decides in the end.
 */
export function statusActionsFor(ticket: { status: TicketStatus; closed_at: string | null }, canWork: boolean, now = Date.now()): StatusAction[] {
  const table = canWork ? TICKET_TRANSITIONS : REQUESTER_TRANSITIONS;
  return table[ticket.status]
    .filter((to) => canWork || !(ticket.status === 'closed' && to === 'reopened' && ticket.closed_at !== null && now - Date.parse(ticket.closed_at) > REOPEN_DAYS * DAY_MS))
    .map((to) => ({ to, label: canWork ? agentLabel(ticket.status, to) : requesterLabel(ticket.status, to), secondary: to === 'closed' }));
}

/** "En espera del solicitante" etc. — the status as words, for badges and announcements. */
export const statusWords = (status: TicketStatus) => TICKET_STATUS_LABELS[status];

/**
 * The list's count: «1 ticket», «1,234 tickets», or «Más de 10,000 tickets» when the server
 * stopped counting there (`total_capped`: a company's every ticket is not counted on each request).
 */
export function ticketCountText(page: { total: number; total_capped: boolean }): string {
  const count = plural(page.total, 'ticket', 'tickets');
  return page.total_capped ? `Más de ${count}` : count;
}
