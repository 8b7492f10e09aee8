import { sha256 } from '../../lib/tokens';
import type { Kysely } from 'kysely';
import type forge from 'node-forge';
import type { Verification } from '../../../shared/contracts/signatures';
import type { Database } from '../../db/schema';
import type { CertificateAuthority } from './signatures.ca';
import { checkCms } from './signatures.cms';
import { codeOf, coveredBytes, findSignatures } from './signatures.pdf';
import * as repository from './signatures.repository';

/**
 * The public verification: each signature's byte range and CMS are checked against the bytes
 * (node-forge), platform certificates against our authority and e.firma certificates against
 * the one recorded when it signed; then the file's SHA-256 against the copies we issued.
 *   valid   — every signature intact, nothing appended after the last one, a copy we issued;
 *   altered — a signature broken, bytes after the last signature, or a known code whose bytes
 *             are not any copy we issued;
 *   unknown — no signature and no code of ours.
 */
const nameOf = (certificate: forge.pki.Certificate) => String(certificate.subject.getField('CN')?.value ?? '');
const describe = (attributes: forge.pki.CertificateField[]) => attributes.map((attribute) => `${attribute.shortName ?? attribute.name}=${String(attribute.value)}`).join(', ');

const MESSAGES: Record<Verification['result'], string> = {
  valid: 'El documento es auténtico: las firmas son válidas y no ha cambiado desde que se firmó.',
  altered: 'El documento fue modificado después de firmarse: no coincide con lo que se firmó.',
  unknown: 'No reconocemos este documento: no tiene firmas ni un código emitido por Plataforma.',
};

export function createVerifier(deps: { db: Kysely<Database>; authority: CertificateAuthority }) {
  const { db } = deps;

  async function documentSummary(document: repository.SignedDocumentRow) {
    const signers = await repository.signersOf(db, document.id);
    return {
      summary: {
        code: document.code,
        title: document.title,
        status: document.status === 'completed' ? ('completed' as const) : ('pending' as const),
        signers_total: signers.length,
        signers_signed: signers.filter((row) => row.status === 'signed').length,
      },
      signers,
    };
  }

  return {
    async byCode(code: string): Promise<Verification> {
      const document = await repository.findDocumentByCode(db, code);
      if (!document) return { result: 'unknown', message: 'No encontramos un documento con ese código.', document: null, signatures: [] };
      const { summary, signers } = await documentSummary(document);
      return {
        result: 'valid',
        message: 'El código corresponde a un documento emitido por Plataforma. Sube el PDF para comprobar que tu copia no cambió.',
        document: summary,
        signatures: signers
          .filter((row) => row.status === 'signed')
          .map((row) => ({ signer_name: row.signer_name, signed_at: row.signed_at, method: row.method === 'efirma' ? 'efirma' : 'platform', intact: true, certificate: null })),
      };
    },

    async byFile(bytes: Buffer): Promise<Verification> {
      const root = await deps.authority.root();
      const code = codeOf(bytes);
      const document = code ? await repository.findDocumentByCode(db, code) : undefined;
      const known = document ? await documentSummary(document) : null;
      const found = findSignatures(bytes);
      let allIntact = found.length > 0;
      let coversToEnd = false;
      const signatures: Verification['signatures'] = found.map(({ byteRange, cms }) => {
        const covered = coveredBytes(bytes, byteRange);
        const check = covered ? checkCms(cms, covered) : { intact: false, certificate: null, signedAt: null };
        const certificate = check.certificate;
        const recorded = certificate ? known?.signers.find((row) => row.certificate_serial === certificate.serialNumber) : undefined;
        let trusted = false;
        if (certificate) {
          try {
            trusted = root.verify(certificate);
          } catch {
            trusted = false;
          }
          // An e.firma is not ours to vouch for: it counts when it is the certificate recorded at signing.
          if (!trusted && recorded?.method === 'efirma') trusted = true;
        }
        const intact = check.intact && trusted;
        if (!intact) allIntact = false;
        // Only trailing whitespace may follow the last signed byte.
        if (byteRange[2] + byteRange[3] >= bytes.length - 2) coversToEnd = true;
        return {
          signer_name: certificate ? nameOf(certificate) || recorded?.signer_name || null : null,
          signed_at: check.signedAt?.toISOString() ?? null,
          method: recorded ? (recorded.method === 'efirma' ? 'efirma' : 'platform') : certificate && trusted ? 'platform' : null,
          intact,
          certificate: certificate
            ? {
                subject: describe(certificate.subject.attributes),
                issuer: describe(certificate.issuer.attributes),
                serial: certificate.serialNumber,
                valid_from: certificate.validity.notBefore.toISOString(),
                valid_to: certificate.validity.notAfter.toISOString(),
              }
            : null,
        };
      });
      if (!document && found.length === 0) return { result: 'unknown', message: MESSAGES.unknown, document: null, signatures: [] };
      const hash = sha256(bytes);
      const issued = document ? (await repository.documentVersionHashes(db, document.id)).some((row) => row.sha256 === hash) : false;
      const unsignedCopy = found.length === 0 && issued;
      const result: Verification['result'] = unsignedCopy || (allIntact && coversToEnd && issued) ? 'valid' : !document && allIntact && coversToEnd ? 'unknown' : 'altered';
      return { result, message: unsignedCopy ? 'Es una copia emitida por Plataforma que aún no tiene firmas.' : MESSAGES[result], document: known?.summary ?? null, signatures };
    },
  };
}
