/**
 * A PAC (Proveedor Autorizado de Certificación): seals the pre-CFDI with the issuer's CSD and
 * stamps it (adds the TimbreFiscalDigital) — the "sella y timbra" service most PACs sell. An
 * adapter for one (Finkok, SW sapien, Facturama…) implements this and is chosen by BILLING_PAC.
 * None is configured here: requests then wait as `pending` until an administrator uploads the
 * stamped XML and PDF obtained elsewhere; both paths go through the same checks.
 */
export interface PacProvider {
  readonly name: string;
  stamp(draftXml: string): Promise<PacStampResult>;
}

export interface PacStampResult {
  uuid: string;
  /** The sealed and stamped CFDI as the PAC returns it. */
  stampedXml: string;
  /** Its printed representation (PDF). */
  pdf: Buffer;
}
