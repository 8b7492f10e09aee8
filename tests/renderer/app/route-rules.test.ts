import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, isExternalTarget, isPublicPath, redirectFor } from '../../../src/renderer/app/route-rules';

const none = { isLogistica: false, isSuperempleos: false };
const logistics = { isLogistica: true, isSuperempleos: false };
const both = { isLogistica: true, isSuperempleos: true };

describe('public paths (spec §2)', () => {
  it.each(PUBLIC_PATHS)('%s is public', (path) => expect(isPublicPath(path)).toBe(true));
  it.each(['/parabus/ruta-1', '/parabus/ruta-42', '/parabus/ruta-007', `/verificar/orden-servicio/${'Ab_-9'.repeat(8)}`, `/verificar/carta-laboral/${'Ab_-9'.repeat(8)}`, '/empleos/1', '/empleos/42'])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));
  it.each(['/inicio', '/perfil', '/dashboard', '/seleccionar-empresa', '/parabus/ruta-', '/parabus/ruta-x1', '/parabus/rutas', '/login/otra', '/contenedores', '/verificar/orden-servicio/x', '/verificar/orden-servicio', '/verificar/carta-laboral/x', `/verificar/otra-cosa/${'Ab_-9'.repeat(8)}`, '/verificar', '/empleos', '/empleos/0', '/empleos/abc', '/empleos/1/editar', '/superempleos/vacantes/1', '/superempleos/postulaciones'])(
    '%s is private',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
  it('ignores a trailing slash', () => expect(isPublicPath('/contacto/')).toBe(true));
});

describe('redirectFor', () => {
  it('sends an unauthenticated user on a private path to /login', () => {
    expect(redirectFor('/inicio', false, none)).toBe('/login');
    expect(redirectFor('/contacto', false, none)).toBeNull();
  });

  it('sends an authenticated user opening /login to /seleccionar-empresa, unless the logistics flag is on', () => {
    expect(redirectFor('/login', true, none)).toBe('/seleccionar-empresa');
    expect(redirectFor('/login', true, logistics)).toBeNull();
    expect(redirectFor('/login', false, none)).toBeNull();
  });

  it('leaves the attendance wall clock to its device code: not sent to /login, not public either', () => {
    expect(redirectFor('/control-asistencia/reloj', false, { isLogistica: false, isSuperempleos: false })).toBeNull();
    expect(isPublicPath('/control-asistencia/reloj')).toBe(false);
    expect(redirectFor('/control-asistencia/turnos', false, { isLogistica: false, isSuperempleos: false })).toBe('/login');
  });

  it('always sends /login/logistica to /login', () => {
    for (const flags of [none, logistics, both]) for (const auth of [true, false]) expect(redirectFor('/login/logistica', auth, flags)).toBe('/login');
  });

  it('with both flags, closes the legal, verification and directory pages', () => {
    for (const path of ['/politicas-cookies', '/terminos-servicio', '/politicas-privacidad', '/verificarme', '/directorio']) {
      expect(redirectFor(path, false, both)).toBe('/login');
      expect(redirectFor(path, false, logistics)).toBeNull();
    }
  });

  it('with the logistics flag, sends / to /login', () => {
    expect(redirectFor('/', false, logistics)).toBe('/login');
    expect(redirectFor('/', true, logistics)).toBe('/login');
    expect(redirectFor('/', false, none)).toBeNull();
  });

  it('lets an authenticated user through to private pages', () => expect(redirectFor('/perfil', true, none)).toBeNull());

  it('leaves an unknown path alone (it shows the 404 page), signed in or not', () => {
    expect(redirectFor('/no-existe', false, none, false)).toBeNull();
    expect(redirectFor('/no-existe', true, none, false)).toBeNull();
  });
});

describe('server rule targets', () => {
  const origin = 'https://app.plataforma.mx';
  it('tells an external target from an internal one', () => {
    expect(isExternalTarget('https://blog.plataforma.mx/x', origin)).toBe(true);
    expect(isExternalTarget('//otro.mx/x', origin)).toBe(true);
    expect(isExternalTarget('/registro', origin)).toBe(false);
    expect(isExternalTarget('https://app.plataforma.mx/registro', origin)).toBe(false);
  });
});
