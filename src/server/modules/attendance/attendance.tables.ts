import type { Generated } from 'kysely';

export interface AttendanceShiftsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  start_time: string;
  end_time: string;
  /** Weekday digits 0-6, ascending ("12345"). */
  days: string;
  entry_window_minutes: number;
  exit_window_minutes: number;
  late_grace_minutes: number;
  early_exit_grace_minutes: number;
  color: string | null;
  search_text: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AttendanceRecessesTable {
  id: Generated<number>;
  company_id: number;
  shift_id: number;
  name: string;
  start_time: string;
  end_time: string;
  paid: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AttendanceSchedulesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  department_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AttendanceEmployeeShiftsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  shift_id: number;
  valid_from: string;
  valid_to: string | null;
  created_at: Generated<string>;
}

export interface AttendanceDepartmentShiftsTable {
  id: Generated<number>;
  company_id: number;
  department_id: number;
  shift_id: number;
  valid_from: string;
  valid_to: string | null;
  created_at: Generated<string>;
}

export interface AttendanceRecordsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  shift_id: number | null;
  shift_name: string | null;
  work_date: string;
  scheduled_start: string | null;
  scheduled_end: string | null;
  close_due_at: string | null;
  check_in_at: string | null;
  check_out_at: string | null;
  status: 'open' | 'closed' | 'absent';
  late_minutes: Generated<number>;
  early_exit_minutes: Generated<number>;
  auto_closed: Generated<number>;
  synced_late: Generated<number>;
  missing_check_in: Generated<number>;
  /** 1: a clock punch outside every window of the employee's shifts, for a manager to review. */
  needs_review: Generated<number>;
  /** JSON: [{ start_at, end_at | null }]. */
  recesses: Generated<string>;
  recess_minutes: Generated<number>;
  paid_recess_minutes: Generated<number>;
  worked_minutes: number | null;
  source: 'clock' | 'manual';
  notes: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AttendanceDevicesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  token_hash: string;
  created_by: number | null;
  created_at: Generated<string>;
  last_seen_at: string | null;
  revoked_at: string | null;
  /** sha256 of the live short pairing code, if any (one per clock; see the module's README). */
  pairing_code_hash: Generated<string | null>;
  pairing_expires_at: Generated<string | null>;
}

export interface AttendancePunchesTable {
  id: Generated<number>;
  company_id: number;
  device_id: number | null;
  employee_id: number;
  record_id: number | null;
  type: 'in' | 'out' | 'recess_start' | 'recess_end';
  punched_at: string;
  received_at: string;
  synced_late: number;
  idempotency_key: string;
  body_hash: string;
}
