import type { Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  kind: 'contact' | 'company';
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
