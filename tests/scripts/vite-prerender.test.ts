import { describe, expect, it } from 'vitest';
import { withPage } from '../../scripts/vite-prerender';
import { APP_LOADER_SCRIPT } from '../../src/shared/app-loader-script';

const SHELL = [
  '<!doctype html><html lang="es-MX"><head><title>Plataforma</title>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('setting a prerendered page into the app shell', () => {
  it('puts the markup in #root, marked with its route, and the route title in <title>', () => {
    const html = withPage(SHELL, '/login', '<main><h1>Iniciar sesión</h1></main>', 'Iniciar sesión · Plataforma', 'data-prerendered');
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Iniciar sesión</h1></main></div>');
    expect(html).toContain('<title>Iniciar sesión · Plataforma</title>');
    // Nothing is painted before the whole page is parsed (the template closes <body>).
    expect(html).toContain('<link rel="expect" href="#app-scripts" blocking="render">\n</head>');
    // The light scheme's rules are among the critical CSS (the script sets the person's before paint).
    expect(html).toContain('<html lang="es-MX" data-mantine-color-scheme="light">');
  });

  it('holds the app\'s scripts in an inert template at the end of <body>, for the loader to fetch once the page has painted', () => {
    const html = withPage(SHELL, '/login', '<h1>Iniciar sesión</h1>', 'Iniciar sesión · Plataforma', 'data-prerendered');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js"></template>' +
        `<script>${APP_LOADER_SCRIPT}</script>\n</body>`,
    );
  });

  it('refuses a shell without the app\'s script (a page that would never hydrate)', () => {
    expect(() => withPage('<html><body><div id="root"></div></body></html>', '/', '<p>x</p>', 'x', 'data-prerendered')).toThrow(/script/);
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

