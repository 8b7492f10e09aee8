import { describe, expect, it } from 'vitest';
import type { CompanyDetail } from '../../../../src/shared/contracts/companies';
import { missingForVerification, verificationStage } from '../../../../src/renderer/features/directory/components/verification';

const complete: CompanyDetail = {
  id: 3,
  name: 'Comercializadora Horizonte',
  legal_name: 'Comercializadora Horizonte, S.A. de C.V.',
  rfc: 'CHO900101AB1',
  business_sector_id: 5,
  business_sector: { id: 5, name: 'Comercio' },
  state_id: 22,
  municipality_id: 22014,
  address: 'Av. Universidad 100',
  phone: '442 000 0000',
  email: null,
  website: null,
  logo_path: '/media/company-images/logo.png',
  banners: [],
  landing_text: null,
  verified_company: false,
  is_authorized: false,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
};

describe('what a company lacks for verification', () => {
  it('lists the missing data in Spanish', () => {
    expect(missingForVerification(complete)).toEqual([]);
    expect(missingForVerification({ ...complete, rfc: null, municipality_id: null, phone: null, logo_path: null })).toEqual([
      'RFC',
      'Municipio',
      'Teléfono o correo electrónico',
      'Logotipo',
    ]);
  });

  it('places the company in the process', () => {
    expect(verificationStage({ ...complete, address: null })).toBe('incomplete');
    expect(verificationStage(complete)).toBe('in-review');
    expect(verificationStage({ ...complete, verified_company: true })).toBe('verified-not-authorized');
    expect(verificationStage({ ...complete, verified_company: true, is_authorized: true })).toBe('published');
  });
});
