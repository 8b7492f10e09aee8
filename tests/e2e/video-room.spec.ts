import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, enterCompany, expectNoAxeViolations, loginAs } from './helpers';

/**
 * Two browsers in the demo's open video interview (interviews-demo.ts): the candidate and the
 * company admin who interviews. Chromium's fake camera and microphone feed each side; each must
 * receive the other's video and audio (the call's root shows the bytes received from
 * RTCPeerConnection.getStats). Then mute and leave, and axe on the pre-join check and the call.
 */
test.use({
  permissions: ['camera', 'microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  },
});

/** The demo's video interview: the first room the candidate may open. */
async function demoRoomId(page: Page): Promise<number> {
  const token = await page.request.post('/oauth/token', { form: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: 'candidato@demo.mx', password: DEMO_PASSWORD } });
  const { access_token } = (await token.json()) as { access_token: string };
  for (let id = 1; id <= 20; id++) {
    const room = await page.request.get(`/api/v1/webrtc/interviews/room/${id}`, { headers: { authorization: `Bearer ${access_token}` } });
    if (room.ok()) return id;
  }
  throw new Error('the demo video interview is not open');
}

async function openAs(browser: Browser, who: 'candidate' | 'admin', roomId: number) {
  // The candidate joins from a phone (375×812), the interviewer from a desk.
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], ...(who === 'candidate' ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  // The call's warnings (negotiation, ICE), printed when the test fails.
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') consoleLines.push(`${who}: ${message.text()}`);
  });
  if (who === 'candidate') await loginAs(page, 'candidato@demo.mx');
  else await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto(`/superempleos/sala/${roomId}`);
  await expect(page.getByTestId('video-room-prejoin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled({ timeout: 15_000 });
  return page;
}

const consoleLines: string[] = [];
test.afterEach(() => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus && consoleLines.length > 0) console.log(consoleLines.join('\n'));
  consoleLines.length = 0;
});

const bytes = (page: Page, kind: 'audio' | 'video') => page.getByTestId('video-call').getAttribute(`data-inbound-${kind}-bytes`).then(Number);

test('candidate and interviewer see and hear each other; mute and leave', async ({ browser, page }) => {
  // Two browsers with fake media, axe on both: ~40 s on a quiet machine, over the 60 s default in a loaded full run.
  test.setTimeout(180_000);
  const roomId = await demoRoomId(page);
  const candidate = await openAs(browser, 'candidate', roomId);
  await expect(candidate.getByRole('heading', { level: 1 })).toContainText('Entrevista:');
  await expect(candidate.getByText('Nivel del micrófono')).toBeVisible();
  await expectNoAxeViolations(candidate, 'pre-join check');
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.E2E_SCREENSHOTS) await candidate.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/prejoin-phone.png`, fullPage: true });
  await candidate.getByRole('button', { name: 'Entrar' }).click();
  await expect(candidate.getByRole('status').filter({ hasText: 'Esperando a los demás' })).toBeVisible();

  const admin = await openAs(browser, 'admin', roomId);
  await expect(admin.getByText('En la sala')).toBeVisible();
  await admin.getByRole('button', { name: 'Entrar' }).click();

  for (const side of [candidate, admin]) {
    await expect(side.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => bytes(side, 'video'), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => bytes(side, 'audio'), { timeout: 20_000 }).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(candidate, 'call');
  // Nothing wider than the phone: the controls wrap, the videos shrink.
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(candidate.getByRole('button', { name: 'Salir' })).toBeInViewport();
  if (process.env.E2E_SCREENSHOTS) {
    await candidate.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/call-phone.png` });
    await admin.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/call-desk.png` });
  }

  await candidate.getByRole('button', { name: 'Silenciar' }).click();
  await expect(candidate.getByRole('button', { name: 'Activar micrófono' })).toBeVisible();
  await expect(admin.getByText('tiene el micrófono apagado')).toBeVisible();
  await candidate.getByRole('button', { name: 'Apagar cámara' }).click();
  await expect(admin.getByText('Cámara apagada')).toBeVisible();

  await candidate.getByRole('button', { name: 'Salir' }).click();
  await expect(candidate.getByRole('status').filter({ hasText: 'Saliste de la sala' })).toBeVisible();
  await expect(admin.getByRole('status').filter({ hasText: 'Esperando a los demás' })).toBeVisible({ timeout: 10_000 });
  await candidate.getByRole('button', { name: 'Volver a la sala' }).click();
  await expect(candidate.getByTestId('video-room-prejoin')).toBeVisible();
  await candidate.context().close();
  await admin.context().close();
});

test('someone who is not a participant finds no room', async ({ page }) => {
  const roomId = await demoRoomId(page);
  await enterCompany(page, 'operador@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto(`/superempleos/sala/${roomId}`);
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos esta sala' })).toBeVisible();
  await expectNoAxeViolations(page, 'room not found');
});
