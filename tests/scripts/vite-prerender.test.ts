import { describe, expect, it } from 'vitest';
import { withPage } from '../../scripts/vite-prerender';

const SHELL = '<!doctype html><html lang="es-MX"><head><title>Plataforma</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('setting a prerendered page into the app shell', () => {
  it('puts the markup in #root, marked with its route, and the route title in <title>', () => {
    const html = withPage(SHELL, '/login', '<main><h1>Iniciar sesión</h1></main>', 'Iniciar sesión · Plataforma', 'data-prerendered');
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Iniciar sesión</h1></main></div>');
    expect(html).toContain('<title>Iniciar sesión · Plataforma</title>');
    // The light scheme's rules are among the critical CSS (the script sets the person's before paint).
    expect(html).toContain('<html lang="es-MX" data-mantine-color-scheme="light">');
    // The page is already there: its scripts load at low priority.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js"></script>');
  });

  it('escapes the title and keeps "$" sequences in the markup as they are', () => {
    const html = withPage(SHELL, '/', '<p>$& $1 precio $$100</p>', 'A & B <c>', 'data-prerendered');
    expect(html).toContain('<title>A &amp; B &lt;c&gt;</title>');
    expect(html).toContain('<p>$& $1 precio $$100</p>');
  });

  it('refuses a shell without the empty #root (a changed index.html must not ship pages that never hydrate)', () => {
    expect(() => withPage('<html><body><div id="app"></div></body></html>', '/', '<p>x</p>', 'x', 'data-prerendered')).toThrow(/root/);
  });
});

