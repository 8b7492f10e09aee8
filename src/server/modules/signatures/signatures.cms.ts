import { sha256 } from '../../lib/tokens';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

/**
 * The CMS (PKCS #7 SignedData, detached) inside each PDF signature, made and read with
 * node-forge. One signer for both ways of signing: a certificate from our authority, or the
 * signer's SAT e.firma (its key only ever in memory, for this one call).
 *
 * Known gap: forge writes only the contentType, messageDigest and signingTime attributes, so the
 * ESS signing-certificate-v2 attribute that PAdES-B adds is missing; readers (pdfsig, Acrobat)
 * still validate the signature, they only do not call it PAdES-B-B.
 */
export class CmsSigner extends Signer {
  constructor(
    private readonly key: forge.pki.rsa.PrivateKey,
    private readonly certificate: forge.pki.Certificate,
    private readonly chain: forge.pki.Certificate[] = [certificate],
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const certificate of this.chain) p7.addCertificate(certificate);
    p7.addSigner({
      key: this.key,
      certificate: this.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

export interface CmsCheck {
  /** The signed bytes hash to the digest the signer signed, and the signature over it verifies. */
  intact: boolean;
  certificate: forge.pki.Certificate | null;
  signedAt: Date | null;
}

/**
 * Checks one signature's CMS against the bytes its byte range covers: the messageDigest
 * attribute must be the SHA-256 of those bytes, and the signer certificate's key must verify
 * the signature over the DER of the signed attributes (re-tagged as a SET, RFC 5652 §5.4).
 */
export function checkCms(cmsDer: Buffer, signedBytes: Buffer): CmsCheck {
  let asn1: forge.asn1.Asn1;
  try {
    // The /Contents hex is padded with zeros after the DER: read the first element, ignore the rest.
    asn1 = (forge.asn1.fromDer as unknown as (input: forge.util.ByteStringBuffer, options: object) => forge.asn1.Asn1)(forge.util.createBuffer(cmsDer.toString('binary')), { parseAllBytes: false });
  } catch {
    return { intact: false, certificate: null, signedAt: null };
  }
  // The SignedData → SignerInfo path, read by hand: forge's message object drops the raw attributes.
  const signedData = (asn1.value as forge.asn1.Asn1[])[1]?.value as forge.asn1.Asn1[] | undefined;
  const content = signedData?.[0];
  const fields = (content?.value as forge.asn1.Asn1[] | undefined) ?? [];
  let certificates: forge.pki.Certificate[] = [];
  let signerInfo: forge.asn1.Asn1 | undefined;
  for (const field of fields) {
    if (field.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && field.type === 0) {
      certificates = (field.value as forge.asn1.Asn1[]).map((der) => forge.pki.certificateFromAsn1(der));
    }
    if (field.tagClass === forge.asn1.Class.UNIVERSAL && field.type === forge.asn1.Type.SET && field.composed) {
      const first = (field.value as forge.asn1.Asn1[])[0];
      if (first && (first.value as forge.asn1.Asn1[]).some((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0)) signerInfo = first;
    }
  }
  if (!signerInfo) return { intact: false, certificate: null, signedAt: null };
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const attributes = parts.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0);
  const signature = parts.find((part) => part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING);
  const serialBytes = ((parts[1]?.value as forge.asn1.Asn1[] | undefined)?.[1]?.value as string | undefined) ?? '';
  const serialHex = forge.util.bytesToHex(serialBytes);
  const certificate = certificates.find((candidate) => candidate.serialNumber.replace(/^0+/, '') === serialHex.replace(/^0+/, '')) ?? null;
  if (!attributes || !signature || !certificate) return { intact: false, certificate, signedAt: null };

  let digest: string | null = null;
  let signedAt: Date | null = null;
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    const type = forge.asn1.derToOid(oid!.value as string);
    const value = (values!.value as forge.asn1.Asn1[])[0]!;
    if (type === forge.pki.oids.messageDigest) digest = forge.util.bytesToHex(value.value as string);
    if (type === forge.pki.oids.signingTime) {
      signedAt = value.type === forge.asn1.Type.UTCTIME ? forge.asn1.utcTimeToDate(value.value as string) : forge.asn1.generalizedTimeToDate(value.value as string);
    }
  }
  const actual = sha256(signedBytes);
  if (digest !== actual) return { intact: false, certificate, signedAt };
  // The signature covers the attributes encoded as a SET, not as the [0] IMPLICIT they travel in.
  const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]);
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(asSet).getBytes());
  let verified = false;
  try {
    verified = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), signature.value as string);
  } catch {
    verified = false;
  }
  return { intact: verified, certificate, signedAt };
}
