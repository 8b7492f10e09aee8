import type { SignedDocument, SignedDocumentSummary } from '../../../../shared/contracts/signatures';

/**
 * Signer order and the words for where a document stands. Signing is strictly in order: the first
 * pending signer is the one whose turn it is.
 */

/** E-mails written more than once (trimmed, case-insensitive): the server takes each signer once. */
export function repeatedEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const email of emails.map((value) => value.trim().toLowerCase()).filter(Boolean)) {
    if (seen.has(email)) repeated.add(email);
    seen.add(email);
  }
  return [...repeated];
}

export type SignerState = 'signed' | 'turn' | 'waiting';

/** One signer of a document: already signed, signing now, or waiting for those before. */
export function signerStateOf(document: Pick<SignedDocument, 'signers'>, position: number): SignerState {
  const signer = document.signers.find((row) => row.position === position);
  if (signer?.status === 'signed') return 'signed';
  const first = document.signers.filter((row) => row.status === 'pending').sort((a, b) => a.position - b.position)[0];
  return first?.position === position ? 'turn' : 'waiting';
}

export const SIGNER_STATE_LABELS: Record<SignerState, string> = { signed: 'Firmó', turn: 'Le toca firmar', waiting: 'En espera' };

export interface DocumentStanding {
  label: string;
  /** `turn`: mine to sign now; `waiting`: someone else's turn; `done`: signed by everyone. */
  tone: 'turn' | 'waiting' | 'done';
}

/** What a row of «Mis documentos» says: my turn, whom it waits for, or signed by all. */
export function documentStanding(document: Pick<SignedDocumentSummary, 'status' | 'your_turn' | 'next_signer'>): DocumentStanding {
  if (document.status === 'completed') return { label: 'Firmado por todos', tone: 'done' };
  if (document.your_turn) return { label: 'Te toca firmar', tone: 'turn' };
  return { label: `Esperando a ${document.next_signer ?? 'otra persona'}`, tone: 'waiting' };
}
