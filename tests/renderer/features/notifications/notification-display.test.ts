import { describe, expect, it } from 'vitest';
import { badgeLabel, bellLabel, formatWhen, targetOf } from '../../../../src/renderer/features/notifications/components/notification-display';
import { isInAppRoute, sendCompanyNoticeInputSchema } from '../../../../src/shared/contracts/notifications';

describe('where a notification leads', () => {
  it('follows in-app paths only; anything else opens the list', () => {
    expect(targetOf('/perfil')).toBe('/perfil');
    expect(targetOf('/contenedores/12/detalles?tab=historial#fin')).toBe('/contenedores/12/detalles?tab=historial#fin');
    for (const route of [null, undefined, '', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'perfil', '/a b', '/\u0000x']) {
      expect(targetOf(route), String(route)).toBe('/notificaciones');
    }
  });

  it('is the same rule the server applies to a notice', () => {
    expect(isInAppRoute('/')).toBe(true);
    expect(isInAppRoute('/\t')).toBe(false);
    const parse = (route: unknown) => sendCompanyNoticeInputSchema.safeParse({ title: 't', body: 'b', route });
    expect(parse(' /perfil ').data?.route).toBe('/perfil');
    expect(parse('').data?.route).toBeNull();
    expect(parse(null).data?.route).toBeNull();
    expect(parse('//x').success).toBe(false);
  });
});

describe('how a notification is shown', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('says when, in Spanish', () => {
    expect(formatWhen('2026-11-23T11:59:50.000Z', now)).toBe('justo ahora');
    expect(formatWhen('2026-11-23T11:55:00.000Z', now)).toBe('hace 5 minutos');
    expect(formatWhen('2026-11-23T09:00:00.000Z', now)).toBe('hace 3 horas');
    expect(formatWhen('2026-11-22T12:00:00.000Z', now)).toBe('ayer');
    expect(formatWhen('2026-11-01T12:00:00.000Z', now)).toMatch(/2026/);
    expect(formatWhen('no es fecha', now)).toBe('');
  });

  it('puts the count in the bell’s name and caps the badge', () => {
    expect(bellLabel(0)).toBe('Notificaciones');
    expect(bellLabel(1)).toBe('Notificaciones, 1 sin leer');
    expect(bellLabel(12)).toBe('Notificaciones, 12 sin leer');
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(120)).toBe('99+');
  });
});
