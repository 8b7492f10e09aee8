import type { Generated } from 'kysely';

interface StoredFileColumns {
  id: Generated<number>;
  company_id: number;
  resource_type: string;
  resource_id: number;
  stored_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  uploaded_by: number | null;
  created_at: Generated<string>;
}

export interface ImagesTable extends StoredFileColumns {
  comments: string | null;
  updated_at: Generated<string>;
}

export type DocumentsTable = StoredFileColumns;
