import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { enterCompany } from './helpers';

/**
 * A QR ticket in front of a camera: Chromium's fake capture device plays a Y4M file, written by
 * the test with the QR of a real pending ticket (the device reads the file when the camera opens,
 * so it can be written after the browser starts).
 */
const FAKE_VIDEO = path.join(tmpdir(), `plataforma-e2e-ticket-${process.pid}.y4m`);

function writeQrVideo(file: string, text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const [width, height, scale, quiet] = [320, 240, 6, 4];
  const side = (modules.size + quiet * 2) * scale;
  const y = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const offset = (top + (row + quiet) * scale + dy) * width + left + (col + quiet) * scale;
        y.fill(0, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
}

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FAKE_VIDEO}`],
  },
});

test('boards a passenger whose QR ticket is shown to the camera', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await enterCompany(page, 'transporte@parabus.demo.mx', 'Autotransportes Parabus');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Tours', exact: true }).click();
  await page.getByRole('row', { name: /Tequila y Pueblo Mágico/ }).getByRole('link', { name: 'Tequila y Pueblo Mágico' }).click();
  const pending = page.getByRole('region', { name: 'Lista de pasajeros' }).getByRole('row', { name: /Por abordar/ }).first();
  const name = (await pending.getByRole('cell').nth(1).innerText()).trim();
  writeQrVideo(FAKE_VIDEO, (await pending.getByRole('cell').nth(5).innerText()).trim());
  await page.getByRole('switch', { name: 'Modo abordaje' }).check();
  await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
  const result = page.getByRole('status').filter({ hasText: /Abordó|Ya abordó|No es de este tour|No puede abordar/ });
  // ZXing tries every format on a frame every half second: ~1 s here alone, but more than 20 s
  // once in a full run with two shards on two cores (the camera open, nothing decoded yet).
  await expect(result).toContainText(name, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Lista de pasajeros' }).getByRole('row', { name: new RegExp(name) })).toContainText('Abordó');
});
