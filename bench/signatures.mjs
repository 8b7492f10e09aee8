// Digital signature (issue 17): signing and verifying a 10-page PDF through the API.
// Each round uploads a fresh 10-page contract (not timed), then times `POST /signed-document/{id}/sign`
// (a certificate issued by the installation's CA, the visible signature, the PAdES CMS appended as
// an incremental update) and `POST /verify-signed-document` with the signed copy (byte ranges and
// CMS checked against our CA, the hash against the record).
// Goal: p95 ≤ 300 ms for each.
//
//   node bench/signatures.mjs              60 rounds
//   BENCH_REQUESTS=20 node bench/signatures.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { authorization, buildServer, log, percentile, startServer, stopServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARM_UP = 5;
const P95_GOAL_MS = 300;
const SIGNER = 'admin@horizonte.demo.mx';

const outDir = await buildServer('signatures-server');
const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-sign-'));
// One proxy hop trusted, so each verification can come from its own address (the public route is rate limited).
const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', TRUST_PROXY: '1', DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}` };
const server = await startServer(outDir, env);

async function tenPagePdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'El prestador se obliga a entregar los servicios descritos en el anexo, en los plazos pactados. ';
  for (let page = 1; page <= 10; page++) {
    const sheet = doc.addPage([612, 792]);
    sheet.drawText(`Contrato de prestación de servicios — página ${page}`, { x: 60, y: 740, size: 14, font });
    for (let row = 0; row < 40; row++) sheet.drawText(line, { x: 60, y: 700 - row * 15, size: 9, font });
  }
  return Buffer.from(await doc.save());
}

async function call(method, url, headers, body) {
  const response = await fetch(`${server.url}${url}`, { method, headers, body });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(1));
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)) };
};

let missed = false;
try {
  const auth = await authorization(server.url, SIGNER);
  await call('POST', '/api/v1/digital-signature', { ...auth, 'content-type': 'application/json' }, JSON.stringify({ typed_name: 'Gabriela Torres Ibarra', font: 'cursiva' }));
  const pdf = await tenPagePdf();
  const signing = [];
  const verifying = [];
  let size = 0;
  log(`${REQUESTS} rounds (+${WARM_UP} warm-up) of upload → sign → verify, 10-page PDF of ${pdf.length} bytes`);
  for (let round = 0; round < REQUESTS + WARM_UP; round++) {
    const form = new FormData();
    form.set('title', `Contrato ${round + 1}`);
    form.set('signers', JSON.stringify([{ email: SIGNER, page: 10, x: 60, y: 60, width: 200, height: 70 }]));
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'contrato.pdf');
    const { id } = await (await call('POST', '/api/v1/signed-document', auth, form)).json();

    let began = performance.now();
    await call('POST', `/api/v1/signed-document/${id}/sign`, { ...auth, 'content-type': 'application/json' }, JSON.stringify({ method: 'platform' }));
    const signedIn = performance.now() - began;
    const copy = Buffer.from(await (await call('GET', `/api/v1/signed-document/${id}/pdf`, auth)).arrayBuffer());
    size = copy.length;

    const check = new FormData();
    check.set('file', new Blob([copy], { type: 'application/pdf' }), 'copia.pdf');
    began = performance.now();
    const verdict = await (await call('POST', '/api/v1/verify-signed-document', { 'x-forwarded-for': `10.1.${round >> 8}.${round & 255}` }, check)).json();
    const verifiedIn = performance.now() - began;
    if (verdict.result !== 'valid') throw new Error(`round ${round}: verification said ${verdict.result}`);
    if (round >= WARM_UP) {
      signing.push(signedIn);
      verifying.push(verifiedIn);
    }
  }
  const sign = summary(signing);
  const verify = summary(verifying);
  log(`sign   p50 ${sign.p50} ms, p95 ${sign.p95} ms, max ${sign.max} ms (goal p95 ≤ ${P95_GOAL_MS} ms)`);
  log(`verify p50 ${verify.p50} ms, p95 ${verify.p95} ms, max ${verify.max} ms (goal p95 ≤ ${P95_GOAL_MS} ms); signed copy ${size} bytes`);
  missed = sign.p95 > P95_GOAL_MS || verify.p95 > P95_GOAL_MS;
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed) {
  log('goal missed');
  process.exitCode = 1;
}
