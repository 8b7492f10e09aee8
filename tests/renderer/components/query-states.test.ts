import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('loading spinners that say what loads', () => {
  // Mantine's Loader is a bare <span>: a name on it without a role is aria-prohibited-attr
  // (axe, serious), and a screen reader may never say it. The prerendered directory showed its
  // «Cargando el directorio» to axe before its list arrived (issue 18).
  it('carry role="status" wherever they carry an aria-label', () => {
    const root = path.resolve('src/renderer');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    const unnamedRole = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/<Loader\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => /aria-label=/.test(tag) && !/\brole=/.test(tag))
        .map((tag) => `${file}: ${tag}`),
    );
    expect(unnamedRole).toEqual([]);
  });
});
