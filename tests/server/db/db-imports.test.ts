import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The database layer sits at the bottom of the server's import graph: modules and the demo seeders
 * build on it, never the other way round (a seeder under db/ once pulled module services into it).
 * The one allowed edge is `schema.ts` composing the modules' table types — type-only imports of
 * `*.tables` files, erased at build time.
 */
const root = path.resolve('src/server');
const dbFolder = path.join(root, 'db');
const forbidden = [path.join(root, 'modules'), path.join(root, 'demo')];

function tsFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

interface ImportEdge {
  specifier: string;
  typeOnly: boolean;
}

function importsOf(source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(/\b(import|export)\s+(type\s+)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]/g)) {
    edges.push({ specifier: match[3]!, typeOnly: Boolean(match[2]) });
  }
  for (const match of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) edges.push({ specifier: match[1]!, typeOnly: false });
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) edges.push({ specifier: match[1]!, typeOnly: false });
  return edges;
}

const isUnder = (file: string, folder: string) => file === folder || file.startsWith(folder + path.sep);

describe('src/server/db imports nothing from modules or demo', () => {
  it('reads multi-line, type-only, dynamic and side-effect imports', () => {
    const edges = importsOf("import type {\n  A,\n  B,\n} from '../a';\nimport { c } from './c';\nawait import('../d');\nimport './e';\n");
    expect(edges).toEqual([
      { specifier: '../a', typeOnly: true },
      { specifier: './c', typeOnly: false },
      { specifier: '../d', typeOnly: false },
      { specifier: './e', typeOnly: false },
    ]);
  });

  const files = tsFilesUnder(dbFolder);
  it('finds the database files', () => expect(files.map((file) => path.relative(root, file))).toContain(path.join('db', 'schema.ts')));

  it.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const wrong = importsOf(readFileSync(file, 'utf8'))
      .filter((edge) => edge.specifier.startsWith('.'))
      .filter((edge) => {
        const target = path.resolve(path.dirname(file), edge.specifier);
        if (!forbidden.some((folder) => isUnder(target, folder))) return false;
        const tableTypes = edge.typeOnly && isUnder(target, forbidden[0]!) && target.endsWith('.tables');
        return !tableTypes;
      })
      .map((edge) => edge.specifier);
    expect(wrong).toEqual([]);
  });
});
