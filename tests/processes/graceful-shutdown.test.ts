import { describe, expect, it } from 'vitest';
import { startServer, tempDataDir } from '../helpers/server-process';

describe('SIGTERM', () => {
  it('finishes the requests in flight, then exits cleanly and refuses new connections', async () => {
    const server = await startServer({ DATA_DIR: tempDataDir(), LOG_LEVEL: 'info' });
    // Logins take ~60 ms of argon2 each on a 4-thread pool: twenty take ~300 ms. The signal is
    // sent once the server has logged every request as received, while most are still working.
    // (A request the server has not read yet when shutdown starts is dropped unanswered.)
    // Five logins per account: the per-account login limit reserves each attempt before argon2.
    const accounts = ['admin@logistica.demo.mx', 'operador@logistica.demo.mx', 'supervisor@logistica.demo.mx', 'receptor@logistica.demo.mx'];
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          client_id: 'web',
          client_secret: 'web-dev-secret',
          username: accounts[index % accounts.length],
          password: 'Demo2026!',
        }),
      }).then((response) => response.status),
    );
    const received = () => server.output().split('"incoming request"').length - 1;
    while (received() < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const completedBeforeSignal = server.output().split('"request completed"').length - 1;
    const exitCode = server.stop();
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    expect(await exitCode).toBe(0);
    expect(completedBeforeSignal).toBeLessThan(20); // the signal really landed mid-burst
    expect(server.output()).toContain('SIGTERM: cerrando');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
