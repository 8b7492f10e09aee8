import { describe, expect, it } from 'vitest';
import { withPage, withoutSample } from '../../scripts/vite-prerender';
import { APP_LOADER_SCRIPT } from '../../src/shared/app-loader-script';
import { ROOT_END_MARKER } from '../../src/shared/page-data-script';

const SHELL = [
  '<!doctype html><html lang="es-MX"><head><title>Plataforma</title>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('setting a prerendered page into the app shell', () => {
  it('puts the markup in #root, marked with its route, and the route title in <title>', () => {
    const html = withPage(SHELL, '/login', '<main><h1>Iniciar sesión</h1></main>', 'Iniciar sesión · Plataforma', 'data-prerendered');
    // The marker after #root tells the server where the build's markup ends.
    expect(html).toContain(`<div id="root" data-prerendered="/login"><main><h1>Iniciar sesión</h1></main></div>${ROOT_END_MARKER}`);
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

describe('a page with data: the sample rendered for its CSS is cut out', () => {
  it('leaves the loading state and #root closed as the build wrote it', () => {
    const page = withPage(SHELL, '/directorio', '<h1>Directorio</h1><p>Cargando</p><div data-build-sample hidden><h1>Directorio</h1><article><div>Empresa</div></article></div>', 'Directorio', 'data-prerendered');
    const html = withoutSample(page.replace('<title>', '<style>.card{}</style><title>'));
    expect(html).toContain(`<div id="root" data-prerendered="/directorio"><h1>Directorio</h1><p>Cargando</p></div>${ROOT_END_MARKER}`);
    expect(html).toContain('<style>.card{}</style>');
    expect(html).not.toContain('Empresa');
  });

  it('changes nothing on a page without a sample', () => {
    const page = withPage(SHELL, '/login', '<h1>Iniciar sesión</h1>', 'Iniciar sesión', 'data-prerendered');
    expect(withoutSample(page)).toBe(page);
  });
});
