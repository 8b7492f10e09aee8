import { createPrivateKey } from 'node:crypto';
import { Credential } from '@nodecfdi/credentials/node';
import forge from 'node-forge';
import { invalid } from '../../errors';
import { type SigningIdentity, nodeBackedKey } from './signatures.ca';

/**
 * The signer's SAT e.firma (.cer, .key and password), read with @nodecfdi/credentials: it checks
 * the password opens the key and that the key belongs to the certificate. The key exists only in
 * this call's memory: it is never written, logged or kept after the signature is made.
 */
export function openEfirma(certificateDer: Buffer, keyDer: Buffer, password: string, now = new Date()): SigningIdentity & { name: string; rfc: string } {
  let credential: Credential;
  try {
    credential = Credential.create(certificateDer.toString('binary'), keyDer.toString('binary'), password);
  } catch {
    // One message for a wrong password, a broken file or a key of another certificate: which one
    // failed tells a guesser nothing useful and the signer what to check.
    throw invalid('efirma_invalid', 'No pudimos abrir tu e.firma: revisa que la contraseña sea correcta y que el .cer y el .key sean del mismo certificado.', {
      password: ['Revisa la contraseña de tu e.firma.'],
    });
  }
  const certificate = forge.pki.certificateFromPem(credential.certificate().pem());
  if (now < certificate.validity.notBefore || now > certificate.validity.notAfter) {
    throw invalid('efirma_invalid', 'Tu e.firma no está vigente; renuévala en el SAT para firmar con ella.', { certificate: ['El certificado no está vigente.'] });
  }
  const key = forge.pki.decryptRsaPrivateKey(credential.privateKey().pem(), password);
  if (!key) throw invalid('efirma_invalid', 'No pudimos abrir tu e.firma: revisa la contraseña.', { password: ['Revisa la contraseña de tu e.firma.'] });
  return { key: nodeBackedKey(createPrivateKey(forge.pki.privateKeyToPem(key))), certificate, chain: [certificate], name: credential.legalName(), rfc: credential.rfc() };
}
