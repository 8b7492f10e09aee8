import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import { APP_LOADER_SCRIPT, APP_SCRIPTS_TEMPLATE_ID } from '../src/shared/app-loader-script';
import { COLOR_SCHEME_SCRIPT } from '../src/shared/color-scheme-script';
import { ROOT_END_MARKER, SSR_MANIFEST } from '../src/shared/page-data-script';

/**
 * Issue 18, phones first: after the web build has written its files, render every public page
 * that is the same for every visitor (src/renderer/app/prerender-paths.ts) to HTML, so it paints
 * before the JavaScript has downloaded; the app hydrates it (src/renderer/main.tsx).
 *
 * 1. A server-side build of src/renderer/prerender.tsx with the same mode, defines and env as
 *    the browser build (so the flags of the logistics or superempleos variant hold), into
 *    `<outDir>-ssr` (out/web-ssr), where the server also loads it to render the pages with data.
 * 2. For each route: React's `prerender` (waits for the lazy layout and page), set into the built
 *    index.html's #root with the route's <title>, marked `data-prerendered="<path>"`.
 * 3. Beasties inlines the CSS rules that page uses and moves the full stylesheet to the end of
 *    <body> (`preload: 'body'`: no onload handler, which the CSP's `script-src-attr 'none'` would
 *    block), so the first paint waits for no stylesheet.
 *    Mantine's rules are in a cascade layer (src/renderer/app/layers.css), so the theme's
 *    variables and responsive style props MantineProvider writes into <style> elements in #root
 *    still win over them although that stylesheet now comes after.
 * 4. The app's scripts wait in a template until the page has painted (shared/app-loader-script).
 * Written to `prerendered/<path>.html`; the server sends them (plugins/static.ts). index.html
 * stays the empty shell: the service worker's offline fallback for every route.
 *
 * Also puts the colour scheme's inline script into index.html's head (shared/color-scheme-script).
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'plataforma-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' }],
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const started = Date.now();
      const outDir = path.resolve(config.root, config.build.outDir);
      // Kept beside the PWA: the server renders the pages with data with it per request
      // (src/server/modules/public-pages/page-renderer.ts).
      const serverDir = path.join(outDir, '..', `${path.basename(outDir)}-ssr`);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        define: config.define,
        logLevel: 'warn',
        plugins: [react()],
        // Bundle everything but React itself, so CSS imports and browser-only packages resolve as in the browser build.
        ssr: { noExternal: true, external: ['react', 'react-dom'] },
        build: {
          ssr: path.join(config.root, 'prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
          // Names by content, and the entry's in SSR_MANIFEST: a server running across a build
          // loads the new bundle as a whole, its chunks never mixed with the old one's.
          rolldownOptions: { output: { entryFileNames: 'prerender-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
        },
      });
      const entryFile = readdirSync(serverDir).find((name) => /^prerender-.*\.js$/.test(name));
      if (!entryFile) throw new Error(`La compilación del servidor no dejó prerender-*.js en ${serverDir}`);
      writeFileSync(path.join(serverDir, SSR_MANIFEST), JSON.stringify({ entry: entryFile }));
      const entry = (await import(pathToFileURL(path.join(serverDir, entryFile)).href)) as PrerenderEntry;
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const beasties = new Beasties({
        path: outDir,
        publicPath: '/',
        preload: 'body',
        pruneSource: false,
        reduceInlineStyles: false,
        logLevel: 'warn',
        // Mantine's colour variables per scheme (`:root[data-mantine-color-scheme=…], :host(…)`):
        // their `:host()` half defeats the matching, and without them a border lands late.
        allowRules: [/^:root\[data-mantine-color-scheme/],
      });
      const paths = entry.prerenderedPathsFor(entry.buildFlags);
      for (const pathname of paths) {
        const markup = await entry.renderRoute(pathname);
        // A page the server renders with its data: its CSS is inlined for that markup too (the
        // sample's, hidden in the page Beasties reads, then cut out), so the list paints styled.
        const sample = entry.rendersWithData(pathname) ? `<div ${SAMPLE_ATTRIBUTE} hidden>${await entry.renderRoute(pathname, { sample: true })}</div>` : '';
        const html = withPage(shell, pathname, markup + sample, entry.documentTitleFor(pathname), entry.PRERENDERED_ATTRIBUTE);
        const file = path.join(outDir, 'prerendered', `${pathname === '/' ? 'index' : pathname.slice(1)}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, withoutSample(await beasties.process(html)));
      }
      config.logger.info(`Prerenderizadas ${paths.length} páginas públicas en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

interface PrerenderEntry {
  renderRoute(pathname: string, options?: { sample?: boolean }): Promise<string>;
  rendersWithData(pathname: string): boolean;
  prerenderedPathsFor(flags: unknown): string[];
  documentTitleFor(pathname: string): string;
  buildFlags: unknown;
  PRERENDERED_ATTRIBUTE: string;
}

const SAMPLE_ATTRIBUTE = 'data-build-sample';

/** The page without the sample rendered for its CSS: from the sample's element to #root's end. */
export function withoutSample(html: string): string {
  const start = html.indexOf(`<div ${SAMPLE_ATTRIBUTE}`);
  if (start === -1) return html;
  const rootEnd = html.indexOf(`</div>${ROOT_END_MARKER}`, start);
  if (rootEnd === -1) throw new Error('withoutSample(): la página no tiene el final de #root');
  // The sample is #root's last child: its own closing tag is the one before #root's.
  const sampleEnd = html.lastIndexOf('</div>', rootEnd - 1);
  return html.slice(0, start) + html.slice(sampleEnd + '</div>'.length);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const APP_SCRIPT_TAGS = /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;

/**
 * The shell with the page's markup in #root (marked with its path) and its title; the app's
 * scripts in an inert template at the end of <body>, loaded by the loader script once the page
 * has painted.
 */
export function withPage(shell: string, pathname: string, markup: string, title: string, attribute: string): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html no tiene ${root}`);
  const scripts = shell.match(APP_SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  if (!scripts.some((tag) => tag.startsWith('<script'))) throw new Error('index.html no tiene el script de la aplicación');
  if (!shell.includes('</body>')) throw new Error('index.html no tiene </body>');
  return shell
    .replace(APP_SCRIPT_TAGS, '')
    .replace(
      '</body>',
      () => `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${scripts.join('')}</template><script>${APP_LOADER_SCRIPT}</script>\n</body>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    // Mantine's light-scheme rules (a Paper's border, an input's) match only under this attribute:
    // with it the critical CSS keeps them, and the page does not reflow when the full sheet
    // arrives. The colour scheme's script sets the person's own before the first paint.
    .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    // No paint of a half-parsed page: on a slow network the HTML arrives in pieces, and a page
    // centred on the screen (the access screens) climbed as each piece was drawn (CLS 0.05–0.11 on
    // /login). Rendering waits until the template at the end of <body> is parsed, the whole page
    // (Chromium's render-blocking `rel=expect`; other browsers ignore it and paint as before).
    .replace('</head>', () => `<link rel="expect" href="#${APP_SCRIPTS_TEMPLATE_ID}" blocking="render">\n</head>`)
    // The marker after #root tells the server where the build's markup ends (a page with data gets
    // its render with data there; src/shared/page-data-script.ts).
    .replace(root, () => `<div id="root" ${attribute}="${escapeHtml(pathname)}">${markup}</div>${ROOT_END_MARKER}`)
    // The HTML is the page now and the scripts only hydrate it: at low priority they do not
    // compete with images the page may still be loading (Lighthouse mobile on /login: FCP 2.2 →
    // 1.0 s when they were still in <head>).
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

