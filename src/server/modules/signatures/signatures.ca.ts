import { type KeyObject, constants, createCipheriv, createDecipheriv, createHmac, createPrivateKey, generateKeyPair, privateEncrypt, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The installation's own certificate authority: a self-signed root made on first use, whose key
 * is kept in the database sealed (AES-256-GCM) under a key derived from APP_KEY — a copy of the
 * database alone cannot issue certificates or sign. Each signer gets a certificate in their name
 * and e-mail, kept (its key sealed the same way) and reused while both stay the same: a key pair
 * costs 0.2–0.7 s to generate, a signature with a kept one a few milliseconds.
 */
export interface SigningIdentity {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** Sent inside the CMS so a verifier can build the chain. */
  chain: forge.pki.Certificate[];
}

export interface CertificateAuthority {
  root(): Promise<forge.pki.Certificate>;
  /** The signer's certificate: the one issued before while their name and e-mail are the same, or a new one. */
  issue(signer: { userId: number; name: string; email: string }, now?: Date): Promise<SigningIdentity>;
}

const generateRsa = promisify(generateKeyPair);

/** DER of SHA-256's AlgorithmIdentifier inside a DigestInfo (RFC 8017 §9.2, note 1). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A private key forge can sign with (certificates, CMS) whose RSA operation runs in node's
 * OpenSSL: forge's pure-JavaScript RSA takes tens of milliseconds per signature. forge asks for
 * RSASSA-PKCS1-v1_5 over a SHA-256 digest; that is PKCS #1 padding of the DigestInfo.
 */
export function nodeBackedKey(key: KeyObject): forge.pki.rsa.PrivateKey {
  return {
    sign(md: forge.md.MessageDigest) {
      if (md.algorithm !== 'sha256') throw new Error(`unexpected digest ${md.algorithm}`);
      const digestInfo = Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]);
      return privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString('binary');
    },
  } as unknown as forge.pki.rsa.PrivateKey;
}
const ROOT_YEARS = 20;

async function rsaPair() {
  // node's key generation runs off the event loop; forge's would block it for seconds.
  const { privateKey, publicKey } = await generateRsa('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  return { privateKey: nodeBackedKey(createPrivateKey(privateKey)), publicKey: forge.pki.publicKeyFromPem(publicKey), privateKeyPem: privateKey };
}

/**
 * RSA-2048 generation takes 0.2–0.7 s; a couple of keys are made ahead (off the event loop, on
 * libuv's threads) so a signature does not wait for its own. Each key is used once and dropped.
 */
const SPARE_KEYS = 2;
/** A signer's certificate is renewed when less than this is left of it. */
const RENEW_BEFORE_MS = 30 * 86_400_000;

const serial = () => `01${randomBytes(15).toString('hex')}`;

function sealerOf(appKey: string) {
  const key = createHmac('sha256', appKey).update('plataforma/signature-ca/v1').digest();
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    },
  };
}

export function createCertificateAuthority(deps: { db: Kysely<Database>; appKey: string; now?: () => Date }): CertificateAuthority {
  const sealer = sealerOf(deps.appKey);
  const clock = deps.now ?? (() => new Date());
  let loaded: Promise<{ certificate: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey }> | undefined;
  const spares: Promise<Awaited<ReturnType<typeof rsaPair>>>[] = [];

  function freshPair() {
    const next = spares.shift() ?? rsaPair();
    while (spares.length < SPARE_KEYS) {
      const spare = rsaPair();
      // A failed spare is dropped here and fails again, visibly, when its turn comes.
      spare.catch(() => undefined);
      spares.push(spare);
    }
    return next;
  }

  async function createRoot() {
    const pair = await rsaPair();
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = pair.publicKey;
    certificate.serialNumber = serial();
    const start = clock();
    certificate.validity.notBefore = new Date(start.getTime() - 60_000);
    certificate.validity.notAfter = new Date(start.getTime() + ROOT_YEARS * 365 * 86_400_000);
    const subject = [
      { name: 'commonName', value: 'Plataforma - Autoridad de firma' },
      { name: 'organizationName', value: 'Plataforma' },
      { name: 'countryName', value: 'MX' },
    ];
    certificate.setSubject(subject);
    certificate.setIssuer(subject);
    certificate.setExtensions([
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ]);
    certificate.sign(pair.privateKey, forge.md.sha256.create());
    await deps.db.insertInto('signature_authorities').values({ certificate_pem: forge.pki.certificateToPem(certificate), sealed_key: sealer.seal(pair.privateKeyPem) }).execute();
  }

  async function load() {
    const first = () => deps.db.selectFrom('signature_authorities').select(['certificate_pem', 'sealed_key']).orderBy('id').limit(1).executeTakeFirst();
    // Two processes starting together may both create one; the oldest row is the authority for everyone.
    const row = (await first()) ?? (await createRoot(), await first());
    if (!row) throw new Error('signature authority missing after creation');
    return { certificate: forge.pki.certificateFromPem(row.certificate_pem), key: nodeBackedKey(createPrivateKey(sealer.open(row.sealed_key))) };
  }

  const authority = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    root: async () => (await authority()).certificate,
    async issue(signer, now = clock()) {
      const ca = await authority();
      const kept = await deps.db
        .selectFrom('signer_certificates')
        .select(['certificate_pem', 'sealed_key', 'not_after'])
        .where('user_id', '=', signer.userId)
        .where('name', '=', signer.name)
        .where('email', '=', signer.email)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (kept && new Date(kept.not_after).getTime() - now.getTime() > RENEW_BEFORE_MS) {
        const certificate = forge.pki.certificateFromPem(kept.certificate_pem);
        return { key: nodeBackedKey(createPrivateKey(sealer.open(kept.sealed_key))), certificate, chain: [certificate, ca.certificate] };
      }
      const pair = await freshPair();
      const certificate = forge.pki.createCertificate();
      certificate.publicKey = pair.publicKey;
      certificate.serialNumber = serial();
      certificate.validity.notBefore = new Date(now.getTime() - 60_000);
      certificate.validity.notAfter = new Date(now.getTime() + 3 * 365 * 86_400_000);
      certificate.setSubject([
        { name: 'commonName', value: signer.name, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
        { name: 'emailAddress', value: signer.email },
        { name: 'organizationName', value: 'Plataforma' },
      ]);
      certificate.setIssuer(ca.certificate.subject.attributes);
      certificate.setExtensions([
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        { name: 'extKeyUsage', emailProtection: true },
        { name: 'subjectAltName', altNames: [{ type: 1, value: signer.email }] },
        { name: 'subjectKeyIdentifier' },
      ]);
      certificate.sign(ca.key, forge.md.sha256.create());
      await deps.db
        .insertInto('signer_certificates')
        .values({ user_id: signer.userId, name: signer.name, email: signer.email, certificate_pem: forge.pki.certificateToPem(certificate), sealed_key: sealer.seal(pair.privateKeyPem), not_after: certificate.validity.notAfter.toISOString() })
        .execute();
      return { key: pair.privateKey, certificate, chain: [certificate, ca.certificate] };
    },
  };
}
