import { type ServiceOrder, type ServiceOrderPart, type ServiceOrderStatus, serviceOrderReference } from '../../../shared/contracts/service-orders';
import { ticketReference } from '../../../shared/contracts/support';
import type * as repository from './service-orders.repository';

/* Service orders between their rows and the contract's shapes: people's names, parts in thousandths, the order. */

export const personName = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');
const person = (id: number | null, name: string | null, surname: string | null) => (id === null ? null : { id, name: personName(name, surname) });

/** Quantities are stored in thousandths (an exact value on both dialects). */
export const toPart = (part: { description: string; quantity_milli: number; unit: string }): ServiceOrderPart => ({ description: part.description, quantity: part.quantity_milli / 1000, unit: part.unit });
export const toPartValues = (parts: readonly ServiceOrderPart[]) => parts.map((part) => ({ description: part.description, quantity_milli: Math.round(part.quantity * 1000), unit: part.unit }));

export function toServiceOrder(row: repository.ServiceOrderRow): ServiceOrder {
  return {
    id: row.id,
    company_id: row.company_id,
    reference: serviceOrderReference(row.number),
    title: row.title,
    description: row.description,
    location: row.location,
    scheduled_at: row.scheduled_at,
    technician: person(row.technician_id, row.technician_name, row.technician_surname),
    status: row.status as ServiceOrderStatus,
    labour_minutes: row.labour_minutes,
    ticket: row.ticket_id === null || row.ticket_number === null ? null : { id: row.ticket_id, reference: ticketReference(row.ticket_number) },
    revision_order_id: row.revision_order_id,
    revision_item_id: row.revision_item_id,
    created_by: person(row.created_by, row.creator_name, row.creator_surname),
    receiver_name: row.receiver_name,
    signed_at: row.signed_at,
    signed_by: person(row.signed_by, row.signer_name, row.signer_surname),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
