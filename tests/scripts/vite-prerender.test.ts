import { describe, expect, it } from 'vitest';
import { themeAfterStylesheet, withPage } from '../../scripts/vite-prerender';

const SHELL = '<!doctype html><html><head><title>Plataforma</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('setting a prerendered page into the app shell', () => {
  it('puts the markup in #root, marked with its route, and the route title in <title>', () => {
    const html = withPage(SHELL, '/login', '<main><h1>Iniciar sesión</h1></main>', 'Iniciar sesión · Plataforma', 'data-prerendered');
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Iniciar sesión</h1></main></div>');
    expect(html).toContain('<title>Iniciar sesión · Plataforma</title>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
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

describe('the theme after the stylesheet moved to the end of <body>', () => {
  it('copies the theme variables after it, so they win over Mantine\'s defaults as in the browser build', () => {
    const variables = '<style data-mantine-styles="true">:root{--mantine-color-dimmed:#555d65}</style>';
    const html = `<html><head><style>p{}</style></head><body><div id="root">${variables}<p>x</p></div><link rel="stylesheet" href="/assets/index.css"></body></html>`;
    const out = themeAfterStylesheet(html);
    expect(out.indexOf(variables, out.indexOf('index.css'))).toBeGreaterThan(out.indexOf('index.css'));
    expect(out.split(variables)).toHaveLength(3);
    expect(out.endsWith('</body></html>')).toBe(true);
  });

  it('refuses a page without them (a Mantine upgrade that renames the element must not pass unnoticed)', () => {
    expect(() => themeAfterStylesheet('<html><body><div id="root"></div></body></html>')).toThrow(/tema/);
  });
});
