import { type Page, expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolationsInBothSchemes } from './helpers';

/**
 * Issue 19, defect 1: on a 390-px phone the signed-in header was 547 px wide, the bell and the
 * user menu were off-screen and the burger menu had no sign-out. Every signed-in screen fits a
 * 360-px phone without sideways scrolling of the page, light and dark, and stays WCAG 2.2 AA.
 */
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 780 };

/** Waits until the screen's data has arrived and nothing is still fading in. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The page's own width (what scrolls sideways), with the elements that stick out named when it fails. */
async function expectFitsWidth(page: Page, label: string, width: number) {
  const report = await page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= limit) return { scrollWidth, culprits: [] as string[] };
    // The outermost elements reaching past the edge: where to look.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5 && !(element.parentElement && element.parentElement.getBoundingClientRect().right > limit + 0.5))
      .slice(0, 6)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} → ${Math.round(element.getBoundingClientRect().right)}px`);
    return { scrollWidth, culprits };
  }, width);
  expect(report.scrollWidth, `${label}: the page scrolls sideways; sticking out: ${report.culprits.join(' | ')}`).toBeLessThanOrEqual(width);
}

/** Badges and buttons read whole: none cut to "SALIÓ POR PU…" (issue 19.11). */
async function expectNoCutLabels(page: Page, label: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-label, .mantine-Button-label')]
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
  expect(cut, `${label}: labels cut short`).toEqual([]);
}

/** Signs in, opens the bell and the notifications screen, then signs out from the drawer. */
async function signInNotifySignOut(page: Page, email: string, company: string) {
  await page.setViewportSize(PHONE);
  await enterCompany(page, email, company);
  await expectFitsWidth(page, `${email} /inicio at 390 px`, PHONE.width);

  // The bell is on screen and opens its list of notices.
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeInViewport({ ratio: 1 });
  await bell.click();
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  await expect(popover).toBeInViewport({ ratio: 1 });
  await popover.getByRole('link', { name: /Ver todas/ }).click();
  await expect(page).toHaveURL(/\/notificaciones$/);
  await settle(page);
  await expectFitsWidth(page, `${email} /notificaciones at 390 px`, PHONE.width);

  // The drawer holds the company and the account's actions.
  await page.getByRole('button', { name: 'Abrir navegación' }).click();
  const drawer = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(drawer.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Cambiar de empresa' })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Empresa' })).toHaveValue(company);
  const signOut = drawer.getByRole('button', { name: 'Cerrar sesión' });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await signOut.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/inicio');
  await expect(page).toHaveURL(/\/login/);
}

test.describe('a 390 × 844 phone', () => {
  test('a control-room operator signs in, opens the notifications and signs out', async ({ page }) => {
    await signInNotifySignOut(page, 'operador@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  });

  test('an employee signs in, opens the notifications and signs out', async ({ page }) => {
    await signInNotifySignOut(page, 'empleado@horizonte.demo.mx', 'Comercializadora Horizonte');
  });

  test('from tablet width the header keeps the company switcher and the user menu', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await enterCompany(page, 'operador@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Empresa' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /menú de usuario$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  });
});

const SCREENS: { email: string; company: string; paths: string[] }[] = [
  {
    email: 'admin@logistica.demo.mx',
    company: 'Logística Portuaria del Pacífico',
    paths: ['/inicio', '/dashboard', '/perfil', '/notificaciones', '/empleados', '/departamentos', '/contenedores', '/contenedores/stock', '/contenedores/calls', '/contenedores/reporte', '/logistica/dashboard', '/soporte/tickets', '/soporte/tickets/1/detalles', '/soporte/configuracion', '/soporte/tablero'],
  },
  {
    email: 'admin@horizonte.demo.mx',
    company: 'Comercializadora Horizonte',
    paths: [
      '/control-asistencia/turnos',
      '/control-asistencia/horarios',
      '/control-asistencia/descansos',
      '/control-asistencia/registro-global',
      '/control-asistencia/monitoreo-personal',
      '/control-asistencia/calendario/empleados',
      '/control-asistencia/calendario/departamentos',
    ],
  },
  {
    email: 'empleado@horizonte.demo.mx',
    company: 'Comercializadora Horizonte',
    paths: ['/inicio', '/departamentos', '/control-asistencia/mis-horarios', '/control-asistencia/mis-asistencias', '/notificaciones', '/soporte/tickets'],
  },
];

test.describe('every main signed-in screen fits 360 px, axe clean in light and dark', () => {
  for (const { email, company, paths } of SCREENS) {
    test(email, async ({ page }) => {
      test.setTimeout(60_000 + paths.length * 25_000);
      await page.setViewportSize(NARROW);
      await enterCompany(page, email, company);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await settle(page);
          // The scheme changes colours only: the layout is measured once.
          await expectFitsWidth(page, path, NARROW.width);
          await expectNoCutLabels(page, path);
          await expectNoAxeViolationsInBothSchemes(page, path);
        });
      }
    });
  }
});

test('a wide table scrolls in its own box with the day pinned (mis-asistencias was cut off)', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await enterCompany(page, 'empleado@horizonte.demo.mx', 'Comercializadora Horizonte');
  await page.goto('/control-asistencia/mis-asistencias');
  const box = page.getByRole('region', { name: 'Registros de asistencia' });
  await expect(box).toBeVisible();
  const day = box.getByRole('columnheader', { name: 'Día' });
  const status = box.getByRole('columnheader', { name: 'Estado' });
  await expect(status).not.toBeInViewport();
  // The keyboard reaches the box and scrolls it; the last column comes into view, the day stays.
  await box.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(status).toBeInViewport();
  await expect(day).toBeInViewport({ ratio: 1 });
  await expectFitsWidth(page, 'mis-asistencias', NARROW.width);
});
