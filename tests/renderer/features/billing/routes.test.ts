import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';

const flags = { isLogistica: false, isSuperempleos: false };

describe('billing routes (issue 17)', () => {
  it('has /wallet/facturacion and the stamping queue, private, in the wallet layout', () => {
    const table = new Map(ROUTES.map((route) => [route.path, route]));
    for (const path of ['/wallet/facturacion', '/wallet/facturacion/pendientes']) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'wallet' });
      expect(redirectFor(path, false, flags), path).toBe('/login');
    }
  });

  it('lists «Facturación» for everyone and the queue for the super admin only', () => {
    const labels = (roles: string[]) => navItemsFor(roles).filter((item) => item.to.startsWith('/wallet/facturacion')).map((item) => item.label);
    expect(labels(['final_user'])).toEqual(['Facturación']);
    expect(labels(['company_admin'])).toEqual(['Facturación']);
    expect(labels(['super_admin'])).toEqual(['Facturación', 'Facturas por timbrar']);
  });
});
