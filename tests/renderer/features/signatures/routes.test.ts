import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';

const flags = { isLogistica: false, isSuperempleos: false };

describe('digital-signature routes (spec §2, issue 17)', () => {
  it('has /firma-digital and a document private, and /verificar-documentos public', () => {
    const table = new Map(ROUTES.map((route) => [route.path.replace(/:[A-Za-z]+/g, '{id}'), route]));
    expect(table.get('/firma-digital')).toMatchObject({ access: 'private', layout: 'default' });
    expect(table.get('/firma-digital/{id}')).toMatchObject({ access: 'private', layout: 'default' });
    expect(table.get('/verificar-documentos')).toMatchObject({ access: 'public', layout: 'loggedout' });
  });

  it('lets a signed-out visitor verify (the QR link) and sends them to /login for the rest', () => {
    expect(redirectFor('/verificar-documentos', false, flags)).toBeNull();
    expect(redirectFor('/firma-digital', false, flags)).toBe('/login');
    expect(redirectFor('/firma-digital/3', false, flags)).toBe('/login');
  });

  it('lists «Firma digital» for everyone signed in', () => {
    for (const roles of [['employee'], ['company_admin'], ['final_user']]) expect(navItemsFor(roles).map((item) => item.label)).toContain('Firma digital');
  });
});
