import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';

describe('support routes (spec §2)', () => {
  it('has the ticket screens and the settings page in the route table, private, in the default layout', () => {
    const table = new Map(ROUTES.map((route) => [route.path.replace(/:[A-Za-z]+/g, '{id}'), route]));
    for (const path of ['/soporte/tickets', '/soporte/tickets/{id}/detalles', '/soporte/configuracion', '/soporte/ordenes-servicio', '/soporte/ordenes-servicio/{id}/detalles', '/soporte/ordenes-revision', '/soporte/ordenes-revision/{id}/detalles', '/soporte/ordenes-revision/plantillas', '/soporte/tablero']) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'default' });
    }
    expect(table.get('/verificar/orden-servicio/{id}')).toMatchObject({ access: 'public', layout: 'loggedout' });
  });

  it('sends signed-out visitors to /login', () => {
    for (const path of ['/soporte/tickets', '/soporte/tickets/12/detalles', '/soporte/configuracion', '/soporte/ordenes-servicio', '/soporte/ordenes-servicio/3/detalles', '/soporte/ordenes-revision', '/soporte/ordenes-revision/12/detalles', '/soporte/ordenes-revision/plantillas', '/soporte/tablero']) {
      expect(redirectFor(path, false, { isLogistica: true, isSuperempleos: false }), path).toBe('/login');
    }
  });

  it('lets anyone open a service order\'s verification page (its printed QR code), signed out', () => {
    expect(redirectFor(`/verificar/orden-servicio/${'a'.repeat(43)}`, false, { isLogistica: true, isSuperempleos: false })).toBeNull();
    expect(redirectFor('/verificar/orden-servicio/corto', false, { isLogistica: true, isSuperempleos: false })).toBe('/login');
  });
});

describe('support navigation', () => {
  const support = (roles: string[], departments: string[] = []) => navItemsFor(roles, departments).filter((item) => item.to.startsWith('/soporte')).map((item) => item.label);

  it('shows «Soporte», its dashboard and the service and revision orders to support, «Mis tickets» to everyone else, and the settings to company admins', () => {
    expect(support(['technical_support', 'employee'])).toEqual(['Soporte', 'Tablero de soporte', 'Órdenes de servicio', 'Órdenes de revisión']);
    expect(support(['employee'])).toEqual(['Mis tickets']);
    expect(support(['container_receiver'])).toEqual(['Mis tickets']);
    expect(support([])).toEqual(['Mis tickets']);
    expect(support(['company_admin'])).toEqual(['Soporte', 'Tablero de soporte', 'Órdenes de servicio', 'Órdenes de revisión', 'Configuración de soporte']);
  });

  it('shows a member of the company’s soporte-tecnico department support’s entries without a support role (spec §6), and nothing else of support’s roles', () => {
    expect(support(['employee'], ['soporte-tecnico'])).toEqual(['Soporte', 'Tablero de soporte', 'Órdenes de servicio', 'Órdenes de revisión']);
    expect(support(['employee'], ['almacen'])).toEqual(['Mis tickets']);
    // The department is support, not the technical_support role: its other screens stay hidden.
    const labels = navItemsFor(['employee'], ['soporte-tecnico']).map((item) => item.label);
    expect(labels).not.toContain('Empleados');
    expect(labels).not.toContain('Configuración de soporte');
  });
});
