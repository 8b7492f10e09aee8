/**
 * Stable error codes carried in `data.code` of every error body (spec §8 shape:
 * `{ message, status, data }`). Messages are Spanish and may change; codes may not.
 */
export const ERROR_CODES = [
  // generic
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'route_not_found',
  'not_found',
  'method_not_allowed',
  'unauthenticated',
  'forbidden',
  'conflict',
  'too_many_requests',
  'internal_error',
  'service_unavailable',
  // oauth
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  // accounts
  'email_taken',
  'invalid_verification_code',
  'verification_code_expired',
  'already_verified',
  'invalid_reset_token',
  'wrong_password',
  'account_not_verified',
  'challenge_failed',
  'role_not_assignable',
  'company_required',
  // directory
  'slug_taken',
  'badge_code_taken',
  'employee_number_taken',
  'employee_email_taken',
  'employee_rfc_taken',
  'employee_curp_taken',
  'employee_nss_taken',
  'business_sector_taken',
  'department_not_empty',
  'invalid_file',
  // imports (one unfinished import per company)
  'import_running',
  // containers
  'container_number_taken',
  'container_has_history',
  'container_in_yard',
  'container_on_hold',
  'invalid_movement',
  'position_occupied',
  'position_outside_yard',
  'block_refuses_container',
  'yard_block_taken',
  // logistics (terminals, routes, units, orders, waybills)
  'terminal_code_taken',
  'route_code_taken',
  'unit_number_taken',
  'unit_plates_taken',
  'tracker_device_taken',
  'in_use',
  'order_invalid_transition',
  'order_closed',
  'order_not_ready',
  // parabus tours (seats, boarding) and complaints
  'seat_taken',
  'tour_full',
  'tour_closed',
  'tour_invalid_transition',
  'already_boarded',
  'passenger_cancelled',
  'complaint_invalid_transition',
  // support tickets
  'ticket_invalid_transition',
  'ticket_closed',
  'ticket_assignee_invalid',
  'revision_invalid_transition',
  'revision_incomplete',
  'revision_closed',
  'revision_inspector_invalid',
  'revision_no_failed_items',
  // support service orders
  'service_order_invalid_transition',
  'service_order_signed',
  'service_order_technician_invalid',
  'service_order_signature_invalid',
  // employment letters
  'job_letter_invalid_transition',
  'job_letter_not_employee',
  'job_letter_limit',
  'job_letter_not_issued',
  // job board (vacancies, applications)
  'vacancy_invalid_transition',
  'vacancy_not_open',
  'vacancy_has_applications',
  'already_applied',
  'application_invalid_transition',
  'invalid_reference',
  // work interviews (issue 16)
  'work_interview_closed',
  'work_interview_open',
  'work_interview_invalid_step',
  'question_bank_too_small',
  'already_answered',
  'answer_out_of_order',
  'answer_time_up',
  'answer_mode_mismatch',
  // live interviews
  'interview_not_allowed',
  'interview_overlap',
  'interview_invalid_transition',
  // wallet
  'idempotency_key_reused',
  'insufficient_balance',
  'insufficient_points',
  'points_limit',
  'charge_paid',
  'payment_refunded',
  'invalid_webhook_signature',
  // billing (CFDI)
  'fiscal_data_missing',
  'not_invoiceable',
  'already_invoiced',
  'invoice_stamped',
  'invoice_not_stamped',
  'cfdi_invalid',
  // attendance clock (short pairing code wrong, expired or used)
  'invalid_pairing_code',
  // video rooms (outside the room's window)
  'video_room_not_open',
  'video_room_closed',
  // reports (signed download links)
  'enlace_invalido',
  'enlace_vencido',
  // digital signature
  'pdf_invalid',
  'pdf_encrypted',
  'signature_image_invalid',
  'efirma_invalid',
  'signature_not_your_turn',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field errors of a 422: field path → Spanish messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: string;
  status: number;
  data: { code: ErrorCode; errors?: FieldErrors; [key: string]: unknown };
}

/** The client-side shape (spec §8): status is null when the request never got an answer. */
export interface ClientError {
  message: string;
  status: number | null;
  data: unknown;
}
