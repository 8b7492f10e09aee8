import type { Generated } from 'kysely';

/** A user's choice of tracker notices in one company; no row: the defaults. Flags are 0/1. */
export interface TrackerNoticeChoicesTable {
  company_id: number;
  user_id: number;
  off_route: number;
  back_on_route: number;
  arrival: number;
  departure: number;
  updated_at: Generated<string>;
}
