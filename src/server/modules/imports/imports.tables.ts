/** The batches of bulk imports of every kind (modules/imports) and their row errors. */
import type { Generated } from 'kysely';

export interface ImportBatchesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  kind: string;
  file_name: string;
  /** The generated name under DATA_DIR/storage/imports. */
  stored_name: string;
  status: string;
  total: Generated<number>;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  failed: Generated<number>;
  message: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  finished_at: string | null;
}

export interface ImportBatchErrorsTable {
  id: Generated<number>;
  batch_id: number;
  row_number: number;
  message: string;
}
