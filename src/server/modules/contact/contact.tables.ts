import type { Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  kind: 'contact' | 'company';
  /** Help-desk reference, unique: `CT-2026-000123` (see contact.service.ts). */
  reference: string;
  name: string;
  email: string;
  subject: string;
  phone: string | null;
  message: string | null;
  company_name: string | null;
  ip_address: string | null;
  created_at: Generated<string>;
}

export interface MailingListSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: Generated<string>;
}

/** The last reference number handed out per series ("CT", "EM") and year. */
export interface ContactReferenceCountersTable {
  series: string;
  year: number;
  last_number: number;
}
