#!/usr/bin/env node
// Rewrites src/server/db/data/inegi-municipalities.json from INEGI's AGEEML municipal CSV
// (header with CVE_ENT, NOM_ENT, CVE_MUN and NOM_MUN; quoted or not; UTF-8 or Latin-1).
// Usage: node scripts/import-inegi-municipalities.mjs <AGEEML.csv> [version] [source]
// The file is written one municipality per line, so a refresh reviews as a readable diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEFAULT_SOURCE =
  'INEGI, Marco Geoestadístico: Catálogo Único de Claves de Áreas Geoestadísticas Estatales, Municipales y Localidades (AGEEML)';

const [input, version = null, source = DEFAULT_SOURCE] = process.argv.slice(2);
if (!input) {
  console.error('Uso: node scripts/import-inegi-municipalities.mjs <AGEEML.csv> [versión] [fuente]');
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
const [ent, entName, mun, nom] = [at('CVE_ENT'), at('NOM_ENT'), at('CVE_MUN'), at('NOM_MUN')];

const byKey = new Map();
const stateNames = new Map();
for (const [index, line] of lines.slice(1).entries()) {
  const row = fields(line);
  if (row.length !== header.length) throw new Error(`La fila ${index + 2} tiene ${row.length} campos y el encabezado ${header.length}`);
  const cveEnt = row[ent].trim().padStart(2, '0');
  const cveMun = row[mun].trim().padStart(3, '0');
  const name = row[nom].trim().replace(/\s+/g, ' ');
  if (!/^\d{2}$/.test(cveEnt) || !/^\d{3}$/.test(cveMun) || !name) throw new Error(`Fila ${index + 2} no válida: ${line}`);
  // A state spelled two ways, or a key twice, means a damaged or mixed-up file: refuse it
  // rather than keep whichever row came last.
  const stateName = row[entName].trim();
  if (stateNames.has(cveEnt) && stateNames.get(cveEnt) !== stateName) {
    throw new Error(`El estado ${cveEnt} aparece como "${stateNames.get(cveEnt)}" y como "${stateName}"`);
  }
  stateNames.set(cveEnt, stateName);
  if (byKey.has(cveEnt + cveMun)) throw new Error(`La clave ${cveEnt + cveMun} se repite (fila ${index + 2})`);
  byKey.set(cveEnt + cveMun, [cveEnt, cveMun, name]);
}
const municipalities = [...byKey.values()].sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
const states = new Set(municipalities.map((row) => row[0]));
if (states.size !== 32) throw new Error(`Se esperaban 32 estados y hay ${states.size}`);

const target = fileURLToPath(new URL('../src/server/db/data/inegi-municipalities.json', import.meta.url));
const body = municipalities.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
writeFileSync(
  target,
  `{\n  "source": ${JSON.stringify(source)},\n  "version": ${JSON.stringify(version)},\n  "municipalities": [\n${body}\n  ]\n}\n`,
);
console.log(`${municipalities.length} municipios de ${states.size} estados escritos en ${target}`);
