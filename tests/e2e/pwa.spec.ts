import { expect, test } from '@playwright/test';

// The service worker is part of what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('installable PWA', () => {
  test('serves a Spanish manifest with the icons and standalone display', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Plataforma', lang: 'es-MX', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test('the service worker at /sw.js reaches "activated" with scope /, and the shell works offline', async ({ page, context }) => {
    await page.goto('/');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const active = registration.active!;
      if (active.state !== 'activated') {
        await new Promise<void>((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve()));
      }
      return { scope: registration.scope, state: registration.active?.state, script: registration.active?.scriptURL };
    });
    expect(worker.state).toBe('activated');
    expect(new URL(worker.scope).pathname).toBe('/');
    expect(new URL(worker.script!).pathname).toBe('/sw.js');
    await expect(page.locator('[data-worker-state="activated"]')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText(/Sin conexión/)).toBeVisible();
    await context.setOffline(false);
  });

  test('publishes the build marker the new-build check polls', async ({ request }) => {
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.json()).toMatchObject({ release: 'v1.14.1' });
  });
});
