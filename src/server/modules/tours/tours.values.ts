import { randomBytes } from 'node:crypto';
import type { ItineraryItem, Passenger } from '../../../shared/contracts/parabus-tours';
import { searchTextOf } from '../../lib/search-text';
import type * as repository from './tours.repository';

/** Ticket codes and the mapping of stored rows to the contract: no database, no rules. */

/** Crockford base32 (no I, L, O, U): a code read aloud or typed from paper is not misread. */
const TICKET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 symbols of 5 bits: 80 random bits, not guessable by scanning codes at the door. */
export function newTicketCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const byte of bytes) code += TICKET_ALPHABET[byte & 31];
  return code;
}

export const toIso = (value: string) => new Date(value).toISOString();
export const itineraryOf = (text: string | null): ItineraryItem[] => (text ? (JSON.parse(text) as ItineraryItem[]) : []);
export const searchText = (row: { name: string; departure_point: string | null; guide_name: string | null }) => searchTextOf(row.name, row.departure_point, row.guide_name);

export function toPassenger(row: repository.PassengerRow): Passenger {
  return {
    id: row.id,
    tour_id: row.tour_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    seat: row.seat,
    status: row.status as Passenger['status'],
    ticket_code: row.ticket_code,
    boarded_at: row.boarded_at,
    notes: row.notes,
    created_at: row.created_at,
  };
}
