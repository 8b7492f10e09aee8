import type { ColumnType, Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  title: string;
  body: string;
  route: string | null;
  read_at: string | null;
  created_at: Generated<string>;
}

/** `active` is a boolean on PostgreSQL and 0/1 on SQLite (see the migration); the repository converts. */
export interface NotificationSettingsTable {
  user_id: number;
  active: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  updated_at: Generated<string>;
}
