import type { Generated } from 'kysely';

/* The digital signature's tables (migration 2026_12_05_1100_digital_signatures). */

export interface SignatureAuthoritiesTable {
  id: Generated<number>;
  certificate_pem: string;
  /** The root key's PEM, AES-256-GCM under a key derived from APP_KEY: `iv.tag.ciphertext` (base64url). */
  sealed_key: string;
  created_at: Generated<string>;
}

export interface SignerCertificatesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  email: string;
  certificate_pem: string;
  /** The signer's key, sealed like the authority's. */
  sealed_key: string;
  not_after: string;
  created_at: Generated<string>;
}

export interface UserSignaturesTable {
  id: Generated<number>;
  user_id: number;
  /** `drawn` or `typed`. */
  kind: string;
  typed_name: string | null;
  font: string | null;
  image_base64: string;
  created_at: Generated<string>;
}

export interface SignedDocumentsTable {
  id: Generated<number>;
  owner_user_id: number;
  code: string;
  title: string;
  /** `pending` until the last signer signs, then `completed`. */
  status: string;
  /** The current copy's name in file storage (folder `signed-documents`). */
  file_name: string;
  original_sha256: string;
  current_sha256: string;
  page_count: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SignedDocumentSignersTable {
  id: Generated<number>;
  document_id: number;
  /** 1-based order of signing. */
  position: number;
  email: string;
  /** `pending` or `signed`. */
  status: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  user_id: number | null;
  signer_name: string | null;
  /** `platform` (our CA) or `efirma` (the signer's SAT certificate). */
  method: string | null;
  certificate_subject: string | null;
  certificate_serial: string | null;
  sha256_after: string | null;
  signed_at: string | null;
}

export interface SignedDocumentEventsTable {
  id: Generated<number>;
  document_id: number;
  /** `created`, `prepared`, `signed`, `completed`. */
  action: string;
  user_id: number | null;
  actor: string;
  ip: string;
  sha256: string;
  at: Generated<string>;
}
