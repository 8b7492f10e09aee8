import { describe, expect, it } from 'vitest';
import { REQUESTER_TRANSITIONS, TICKET_STATUSES, TICKET_TRANSITIONS } from '../../../../src/shared/contracts/support';
import { statusActionsFor, ticketCountText } from '../../../../src/renderer/features/support/components/ticket-labels';

const DAY = 86_400_000;
const now = Date.parse('2026-11-24T12:00:00Z');

describe('the ticket status actions', () => {
  it('offer support every move of the transitions table, and only those', () => {
    for (const status of TICKET_STATUSES) {
      expect(statusActionsFor({ status, closed_at: null }, true, now).map((action) => action.to), status).toEqual([...TICKET_TRANSITIONS[status]]);
    }
  });

  it('offer the requester only the requester moves', () => {
    for (const status of TICKET_STATUSES) {
      expect(statusActionsFor({ status, closed_at: null }, false, now).map((action) => action.to), status).toEqual([...REQUESTER_TRANSITIONS[status]]);
    }
  });

  it('word the moves for each side', () => {
    expect(statusActionsFor({ status: 'open', closed_at: null }, true, now).map((action) => action.label)).toEqual(['Poner en espera del solicitante', 'Marcar como resuelto', 'Cerrar']);
    expect(statusActionsFor({ status: 'resolved', closed_at: null }, false, now).map((action) => action.label)).toEqual(['Confirmar que quedó resuelto', 'No quedó resuelto (reabrir)']);
    expect(statusActionsFor({ status: 'new', closed_at: null }, false, now).map((action) => action.label)).toEqual(['Retirar el ticket (cerrar)']);
    expect(statusActionsFor({ status: 'open', closed_at: null }, true, now).find((action) => action.to === 'closed')?.secondary).toBe(true);
  });

  it('stop offering the requester a reopening after the reopen window; support keeps it', () => {
    const recent = { status: 'closed' as const, closed_at: new Date(now - 13 * DAY).toISOString() };
    const old = { status: 'closed' as const, closed_at: new Date(now - 15 * DAY).toISOString() };
    expect(statusActionsFor(recent, false, now).map((action) => action.to)).toEqual(['reopened']);
    expect(statusActionsFor(old, false, now)).toEqual([]);
    expect(statusActionsFor(old, true, now).map((action) => action.to)).toEqual(['reopened']);
  });
});

describe('the ticket count', () => {
  it('says an exact count as it is, and a capped one as «más de»', () => {
    expect(ticketCountText({ total: 1, total_capped: false })).toBe('1 ticket');
    expect(ticketCountText({ total: 0, total_capped: false })).toBe('0 tickets');
    expect(ticketCountText({ total: 9_874, total_capped: false })).toBe('9,874 tickets');
    expect(ticketCountText({ total: 10_000, total_capped: true })).toBe('Más de 10,000 tickets');
  });
});
