import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A plain PDF of `pages` letter-size pages, each with a line of text. */
export async function samplePdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++) doc.addPage([612, 792]).drawText(`Contrato de prueba, página ${index}`, { x: 60, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The same PDF with an /Encrypt entry in its trailer: what a password-protected file declares. */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await samplePdf(1));
  const plain = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'a'.repeat(64)}> /U <${'b'.repeat(64)}> /P -4 >>`;
  return Buffer.from(plain.replace(/trailer\s*<</, `trailer\n<<\n${encrypt}`), 'latin1');
}

/** poppler's own report of a PDF's signatures (pdfsig exits non-zero when one is not valid). */
export function pdfsig(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdfsig-'));
  const file = path.join(folder, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A SAT-like e.firma made here (never a real one): an RSA certificate whose subject carries an
 * RFC (x500UniqueIdentifier) and the holder's name, and its .key as SAT issues it — encrypted
 * PKCS #8 DER under a password (PBES2, 3DES).
 */
export function testEfirma(password: string, name = 'ANA LÓPEZ GARCÍA') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = '3330303031303030303030353030303033343137';
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 4 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: name, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { type: '2.5.4.41', value: name, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { type: '2.5.4.45', value: 'LOGA800101AB1' },
    { name: 'serialNumber', value: 'LOGA800101MDFPRN09' },
    { name: 'countryName', value: 'MX' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer([{ name: 'commonName', value: 'AC DE PRUEBAS (NO ES EL SAT)' }]);
  certificate.setExtensions([{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true, dataEncipherment: true, keyAgreement: true }]);
  certificate.sign(key, forge.md.sha256.create());
  const encrypted = forge.pki.encryptPrivateKeyInfo(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)), password, { algorithm: '3des' });
  return {
    certificate: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary'),
    privateKey: Buffer.from(forge.asn1.toDer(encrypted).getBytes(), 'binary'),
  };
}
