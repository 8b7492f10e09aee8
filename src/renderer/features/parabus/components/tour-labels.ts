import type { PassengerStatus, TourStatus } from '../../../../shared/contracts/parabus-tours';
import type { ComplaintStatus } from '../../../../shared/contracts/parabus-complaints';
import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';

export const TOUR_STATUS_COLORS: Record<TourStatus, string> = { scheduled: 'blue', boarding: 'yellow', in_progress: 'teal', completed: 'gray', cancelled: 'red' };
export const PASSENGER_STATUS_COLORS: Record<PassengerStatus, string> = { pending: 'blue', boarded: 'teal', no_show: 'orange', cancelled: 'gray' };
export const COMPLAINT_STATUS_COLORS: Record<ComplaintStatus, string> = { received: 'blue', in_review: 'yellow', answered: 'teal', closed: 'gray' };

const dateTime = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** A date and time in business time, «24 nov 2026, 9:30». */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatMoney = (cents: number | null) => (cents === null ? '—' : money.format(cents / 100));
