import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { ROUTES } from '../../../../src/renderer/app/routes';
import { redirectFor } from '../../../../src/renderer/app/route-rules';

const CONTAINER_SCREENS = [
  '/contenedores',
  '/contenedores/calls',
  // Not a screen of the spec: the yard map and layout (issue 19.2).
  '/contenedores/patio',
  '/contenedores/stock',
  '/contenedores/vacios',
  '/contenedores/exportaciones',
  '/contenedores/importaciones',
  '/contenedores/reporte',
  '/contenedores/unidades',
  '/contenedores/{id}/detalles',
  '/contenedores/unidades/{id}/detalles',
  '/logistica/dashboard',
];

describe('container logistics routes (spec §2)', () => {
  it('has every screen in the route table, private, in the default layout', () => {
    const table = new Map(ROUTES.map((route) => [route.path.replace(/:[A-Za-z]+/g, '{id}'), route]));
    for (const path of CONTAINER_SCREENS) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'default' });
    }
  });

  it('sends signed-out visitors to /login in every build', () => {
    for (const flags of [
      { isLogistica: true, isSuperempleos: false },
      { isLogistica: false, isSuperempleos: false },
      { isLogistica: true, isSuperempleos: true },
    ]) {
      for (const path of ['/contenedores', '/contenedores/15/detalles', '/contenedores/unidades/3/detalles', '/logistica/dashboard']) {
        expect(redirectFor(path, false, flags), `${path} ${JSON.stringify(flags)}`).toBe('/login');
        expect(redirectFor(path, true, flags)).toBeNull();
      }
    }
  });
});

describe('logistics navigation', () => {
  const logistics = (roles: string[]) => navItemsFor(roles).map((item) => item.to).filter((to) => to.startsWith('/contenedores') || to.startsWith('/logistica'));

  it('shows the container screens to every logistics role', () => {
    for (const role of ['container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator']) {
      expect(logistics([role]), role).toEqual(['/contenedores', '/contenedores/calls', '/contenedores/patio', '/contenedores/unidades', '/contenedores/reporte', '/logistica/dashboard']);
    }
  });

  it('hides them from people outside logistics, and shows a transport company only its units', () => {
    expect(logistics(['employee'])).toEqual([]);
    expect(logistics(['final_user'])).toEqual([]);
    expect(logistics(['transport_company'])).toEqual(['/contenedores/unidades']);
  });
});
