// Pre-compresses the web build once (brotli and gzip, best levels), so the server sends each
// asset compressed without spending CPU per request (@fastify/static `preCompressed`).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The folder to compress: out/web, or the one given (out/web-superempleos).
const root = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'out/web');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(name) && !full.includes(`${path.sep}.vite${path.sep}`)) {
      const content = readFileSync(full);
      if (content.length < 1024) continue;
      const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${full}.br`, brotli);
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      files++;
      before += content.length;
      after += brotli.length;
    }
  }
}
walk(root);
console.log(`Comprimidos ${files} archivos: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB con brotli`);
