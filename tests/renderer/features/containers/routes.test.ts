import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/renderer/app/routes';
import { redirectFor } from '../../../../src/renderer/app/route-rules';

const CONTAINER_SCREENS = [
  '/contenedores',
  '/contenedores/calls',
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
