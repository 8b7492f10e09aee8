import { describe, expect, it } from 'vitest';
import { type NativeNotification, NOTIFICATIONS_ROUTE, createNotificationRelay, safeRoute } from '../../src/main/notifications';

/** The relay's own rules; against a real server and restarts: tests/processes/desktop-notifications.test.ts. */
function fakeSocket() {
  const listeners = new Map<string, (payload?: unknown) => void>();
  let disconnected = 0;
  return {
    socket: { on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener), disconnect: () => void disconnected++, connected: true },
    emit: (event: string, payload?: unknown) => listeners.get(event)?.(payload),
    disconnected: () => disconnected,
  };
}

describe('notification relay', () => {
  it('opens only in-app paths; anything else opens the notifications list', () => {
    expect(safeRoute('/contenedores/5/detalles')).toBe('/contenedores/5/detalles');
    for (const bad of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil', 'javascript:alert(1)']) expect(safeRoute(bad)).toBe(NOTIFICATIONS_ROUTE);
  });

  it('ignores malformed events, shows valid ones once, follows the count, and stops on revocation or logout', async () => {
    const fake = fakeSocket();
    const shown: NativeNotification[] = [];
    const badges: number[] = [];
    const opened: string[] = [];
    let token: string | null = 'acceso';
    const options: unknown[] = [];
    const relay = createNotificationRelay({
      io: ((url: string, socketOptions: unknown) => (options.push({ url, socketOptions }), fake.socket)) as never,
      fetch: (async () => new Response(JSON.stringify({ unread_count: 4 }), { headers: { 'content-type': 'application/json' } })) as typeof fetch,
      serverOrigin: () => 'https://p.mx',
      token: async () => token,
      show: (notification) => shown.push(notification),
      setBadge: (count) => badges.push(count),
      open: (route) => opened.push(route),
    });
    await relay.sync();
    await relay.sync(); // same token: no second connection
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ url: 'https://p.mx', socketOptions: { transports: ['websocket'], reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000, randomizationFactor: 0.5 } });

    fake.emit('connect');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(badges).toEqual([4]);
    fake.emit('notification.created', { id: 1, title: 'x' });
    expect(shown).toHaveLength(0);
    fake.emit('notification.created', { id: 2, title: 'Orden aprobada', body: 'La orden 77 fue aprobada.', route: '//evil.example', created_at: '2026-11-23T10:00:00Z', unread_count: 5 });
    expect(shown).toHaveLength(1);
    expect(badges.at(-1)).toBe(5);
    shown[0]!.onClick();
    expect(opened).toEqual([NOTIFICATIONS_ROUTE]);
    fake.emit('notification.count', { unread_count: 0 });
    expect(badges.at(-1)).toBe(0);

    fake.emit('session.revoked');
    expect(fake.disconnected()).toBe(1);
    token = null;
    await relay.sync();
    expect(badges.at(-1)).toBe(0);
    expect(options).toHaveLength(1);
  });
});
