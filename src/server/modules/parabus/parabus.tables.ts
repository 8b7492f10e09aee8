import type { Generated } from 'kysely';

/*
 * The tables of the bus company's area (migration 2026_11_26_1000_parabus). Routes and units are
 * the fleet's (logistics.tables.ts), extended there with the bus columns.
 */

export type RouteDayType = 'weekday' | 'saturday' | 'sunday';

export interface RouteStopsTable {
  id: Generated<number>;
  company_id: number;
  route_id: number;
  /** 0-based order along the route. */
  position: number;
  name: string;
  terminal_id: number | null;
  latitude: number;
  longitude: number;
  minutes_from_start: number | null;
}

export interface RouteDeparturesTable {
  id: Generated<number>;
  company_id: number;
  route_id: number;
  day_type: RouteDayType;
  /** 'HH:MM', business time. */
  departs_at: string;
}

export interface UnitDocumentsTable {
  id: Generated<number>;
  company_id: number;
  unit_id: number;
  kind: string;
  number: string | null;
  issuer: string | null;
  /** 'YYYY-MM-DD'. */
  issued_on: string | null;
  expires_on: string | null;
  /** The scanned document in the files module, if uploaded. */
  document_id: number | null;
  notes: string | null;
  /** The expires_on the "entering the 30-day window" / "expired" notice went out for (migration 2026_11_26_1400). */
  expiring_notice_for: Generated<string | null>;
  expired_notice_for: Generated<string | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface TrackerPositionsTable {
  id: Generated<number>;
  company_id: number;
  unit_id: number;
  device_time: string;
  received_at: Generated<string>;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

/**
 * The simplified track of one unit over one closed UTC hour (migration 2026_11_27_0900): JSON rows
 * `[latitude, longitude, device_time, speed_kmh, bearing]`, made from `report_count` reports.
 */
export interface TrackerTrackHoursTable {
  unit_id: number;
  company_id: number;
  hour_start: string;
  report_count: number;
  points: string;
}

export interface UnitLastPositionsTable {
  unit_id: number;
  company_id: number;
  device_time: string;
  received_at: string;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  bearing: number | null;
  battery: number | null;
  /** 0/1: outside its route's corridor at the last report. */
  off_route: Generated<number>;
  /** Inside this terminal's geofence at the last report. */
  at_terminal_id: number | null;
}

export interface TrackerEventsTable {
  id: Generated<number>;
  company_id: number;
  unit_id: number;
  kind: 'off_route' | 'back_on_route' | 'arrival' | 'departure';
  occurred_at: string;
  latitude: number;
  longitude: number;
  route_id: number | null;
  terminal_id: number | null;
  created_at: Generated<string>;
}

export interface ToursTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: string | null;
  /** JSON text: [{ "time": "09:00", "place": "…" }, …]. */
  itinerary: string | null;
  departure_point: string | null;
  starts_at: string;
  ends_at: string | null;
  unit_id: number | null;
  driver_id: number | null;
  guide_name: string | null;
  seats: number;
  fare_cents: number | null;
  status: string;
  search_text: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface TourPassengersTable {
  id: Generated<number>;
  company_id: number;
  tour_id: number;
  name: string;
  phone: string | null;
  email: string | null;
  seat: number | null;
  status: string;
  /** What the QR on the ticket carries. */
  ticket_code: string;
  boarded_at: string | null;
  boarded_by: number | null;
  notes: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ComplaintsTable {
  id: Generated<number>;
  company_id: number;
  /** Per-company sequence behind the folio. */
  folio_number: number;
  kind: 'complaint' | 'suggestion';
  category: string;
  route_id: number | null;
  unit_id: number | null;
  occurred_at: string | null;
  description: string;
  photo_image_id: number | null;
  status: string;
  /** 'public' (the route page, signed out) or 'app' (signed in). */
  source: 'public' | 'app';
  user_id: number | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ComplaintUpdatesTable {
  id: Generated<number>;
  company_id: number;
  complaint_id: number;
  from_status: string | null;
  to_status: string;
  note: string | null;
  user_id: number | null;
  created_at: Generated<string>;
}
