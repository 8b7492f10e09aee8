import { createHash } from 'node:crypto';
import type { ServiceOrderPart, SignatureStrokes } from '../../../shared/contracts/service-orders';
import { createVerificationTokens as verificationTokensFor } from '../../lib/verification-links';

export { tokenHashOf } from '../../lib/verification-links';

/**
 * What a signature seals, and the public link that proves it.
 *
 * The fingerprint is SHA-256 over a canonical JSON of the signed content (the order as it was
 * signed, its parts and the strokes), so a printed copy can be compared with the server's.
 *
 * The verification token is derived from the order id and its signing instant
 * (lib/verification-links: the same link on every PDF, only its SHA-256 stored).
 */

export interface SignedContent {
  reference: string;
  company_id: number;
  title: string;
  description: string;
  location: string;
  scheduled_at: string;
  technician: string | null;
  labour_minutes: number;
  parts: ServiceOrderPart[];
  receiver_name: string;
  signed_at: string;
  strokes: SignatureStrokes;
}

export function fingerprintOf(content: SignedContent): string {
  // Fixed key order: the same content always hashes the same.
  const canonical = JSON.stringify([
    content.reference,
    content.company_id,
    content.title,
    content.description,
    content.location,
    content.scheduled_at,
    content.technician,
    content.labour_minutes,
    content.parts.map((part) => [part.description, part.quantity, part.unit]),
    content.receiver_name,
    content.signed_at,
    content.strokes,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Points rounded to a tenth of a box unit: finer than any screen draws, and a smaller row. */
export const roundStrokes = (strokes: SignatureStrokes): SignatureStrokes => strokes.map((stroke) => stroke.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as [number, number]));

export const createVerificationTokens = (appKey: string) => verificationTokensFor(appKey, 'service-order');
