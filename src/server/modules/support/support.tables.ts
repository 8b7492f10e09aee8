import type { Generated } from 'kysely';

/* The tables of Support's tickets (migration 2026_11_27_1000_support_tickets). */

export interface TicketsTable {
  id: Generated<number>;
  company_id: number;
  /** Per company; shown as "TK-000123". */
  number: number;
  subject: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  requester_id: number;
  assignee_id: number | null;
  related_kind: string | null;
  related_id: number | null;
  /** Subject and reference, normalized (lib/search-text). */
  search_text: string;
  first_agent_reply_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** Earliest due instant of a clock counting now; null when none counts (migration 2026_11_27_1100_ticket_sla_due). */
  sla_due_at: Generated<string | null>;
  /** Earliest instant a clock counting now reaches 80 % (past once it has). */
  sla_warn_at: Generated<string | null>;
  /** When the sweep sent the 80 % notice (cleared when a new clock phase starts below 80 %). */
  sla_warned_80_at: Generated<string | null>;
  /** When the sweep sent the breach notice (cleared when a new clock phase starts before its due). */
  sla_breach_notified_at: Generated<string | null>;
  /** Outcome of the first-response clock: 1 met, 0 breached, null undecided (migration 2026_11_28_1210_ticket_sla_outcomes). */
  sla_first_response_met: Generated<number | null>;
  /** Outcome of the resolution clock, likewise. */
  sla_resolution_met: Generated<number | null>;
}

export interface TicketSearchTermsTable {
  ticket_id: number;
  company_id: number;
  term: string;
  /** The ticket's search_text, so a query's other words and its count are read on the index entry (migration 2026_11_28_1200_ticket_search_text). */
  search_text: string;
  /** The ticket's status, rewritten with it, so a status filter is checked on the index entry (migration 2026_12_08_1000_ticket_search_term_status_number). */
  status: string;
  /** The ticket's number (never changes): a page of matches is sorted on the index entries. */
  number: number;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  company_id: number;
  ticket_id: number;
  author_id: number | null;
  kind: string;
  body: string;
  /** JSON text: [document id, …]. */
  attachments: Generated<string>;
  created_at: Generated<string>;
}

export interface TicketStatusEventsTable {
  id: Generated<number>;
  company_id: number;
  ticket_id: number;
  from_status: string | null;
  to_status: string;
  at: string;
  by_user_id: number | null;
}

export interface SupportSlaPoliciesTable {
  id: Generated<number>;
  company_id: number;
  priority: string;
  first_response_minutes: number;
  resolution_minutes: number;
  updated_at: Generated<string>;
}

export interface SupportBusinessCalendarsTable {
  company_id: number;
  /** JSON text: { "0".."6": [{ start, end }] }, Sunday = 0. */
  weekly_hours: string;
  /** JSON text: ["YYYY-MM-DD", …]. */
  holidays: string;
  updated_at: Generated<string>;
}
