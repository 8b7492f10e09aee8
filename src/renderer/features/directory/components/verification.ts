import type { CompanyDetail } from '../../../../shared/contracts/companies';

/**
 * What a company still lacks for a reviewer to verify it: the data that identifies it (RFC, legal
 * name), where it is and how to reach it, and a logo for the public directory. A client-side
 * checklist for people; the super admin decides.
 */
export function missingForVerification(company: CompanyDetail): string[] {
  const missing: string[] = [];
  if (!company.legal_name) missing.push('Razón social');
  if (!company.rfc) missing.push('RFC');
  if (company.business_sector_id === null) missing.push('Sector');
  if (company.state_id === null) missing.push('Estado');
  if (company.municipality_id === null) missing.push('Municipio');
  if (!company.address) missing.push('Dirección');
  if (!company.phone && !company.email) missing.push('Teléfono o correo electrónico');
  if (!company.logo_path) missing.push('Logotipo');
  return missing;
}

export type VerificationStage = 'incomplete' | 'in-review' | 'verified-not-authorized' | 'published';

/** Where a company stands, in the order the process goes. */
export function verificationStage(company: CompanyDetail): VerificationStage {
  if (company.verified_company && company.is_authorized) return 'published';
  if (company.verified_company) return 'verified-not-authorized';
  return missingForVerification(company).length ? 'incomplete' : 'in-review';
}
