#!/usr/bin/env node
// Rewrites src/server/db/data/inegi-municipalities.json from INEGI's AGEEML municipal CSV
// (header with CVE_ENT, CVE_MUN and NOM_MUN; quoted or not; UTF-8 or Latin-1).
// Usage: node scripts/import-inegi-municipalities.mjs AGEEML_2024.csv [version]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [input, version = null] = process.argv.slice(2);
if (!input) {
  console.error('Uso: node scripts/import-inegi-municipalities.mjs <AGEEML.csv> [versión]');
  process.exit(2);
}

const bytes = readFileSync(input);
let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
if (text.includes('\uFFFD')) text = new TextDecoder('latin1').decode(bytes);
text = text.replace(/^\uFEFF/, '');

/** RFC 4180 fields of one line (INEGI quotes every field; names hold no line breaks). */
function fields(line) {
  const out = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      out.push(current);
      current = '';
    } else current += char;
  }
  out.push(current);
  return out;
}

const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
const header = fields(lines[0]).map((name) => name.trim().toUpperCase());
const at = (name) => {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`Falta la columna ${name} en ${input}`);
  return index;
};
const [ent, mun, nom] = [at('CVE_ENT'), at('CVE_MUN'), at('NOM_MUN')];

const byKey = new Map();
for (const line of lines.slice(1)) {
  const row = fields(line);
  const cveEnt = row[ent].trim().padStart(2, '0');
  const cveMun = row[mun].trim().padStart(3, '0');
  const name = row[nom].trim();
  if (!/^\d{2}$/.test(cveEnt) || !/^\d{3}$/.test(cveMun) || !name) throw new Error(`Fila no válida: ${line}`);
  byKey.set(cveEnt + cveMun, [cveEnt, cveMun, name]);
}
const municipalities = [...byKey.values()].sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
const states = new Set(municipalities.map((row) => row[0]));
if (states.size !== 32) throw new Error(`Se esperaban 32 estados y hay ${states.size}`);

const target = fileURLToPath(new URL('../src/server/db/data/inegi-municipalities.json', import.meta.url));
const source =
  'INEGI, Marco Geoestadístico: Catálogo Único de Claves de Áreas Geoestadísticas Estatales, Municipales y Localidades (AGEEML)';
writeFileSync(target, `${JSON.stringify({ source, version, municipalities })}\n`);
console.log(`${municipalities.length} municipios de ${states.size} estados escritos en ${target}`);
