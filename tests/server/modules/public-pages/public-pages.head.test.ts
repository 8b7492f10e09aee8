import { describe, expect, it } from 'vitest';
import { clip, jsonForScript, withHead } from '../../../../src/server/modules/public-pages/public-pages.head';

const SHELL = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Plataforma: directorio empresarial, logística de contenedores y más." />
    <title>Plataforma</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>`;
const publicUrl = 'https://plataforma.example.mx';

/** The head's tags as the browser would read them: attribute values unescaped. */
function read(html: string) {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const metas = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) metas.set(match[1]!, decode(match[2]!));
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return {
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    metas,
    scripts,
  };
}

describe('withHead', () => {
  it('replaces the title and the description and adds canonical, Open Graph, Twitter and JSON-LD', () => {
    const html = withHead(SHELL, { title: 'Ruta 101: Centro – Galerías', description: 'Paradas:\n  Catedral,   Los Arcos.', path: '/parabus/ruta-101', jsonLd: { '@type': 'BusTrip', name: 'Centro – Galerías' } }, { publicUrl });
    const head = read(html);
    expect(head.title).toBe('Ruta 101: Centro – Galerías · Plataforma');
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.metas.get('description')).toBe('Paradas: Catedral, Los Arcos.');
    expect(head.canonical).toBe('https://plataforma.example.mx/parabus/ruta-101');
    expect(Object.fromEntries(head.metas)).toMatchObject({
      'og:type': 'website',
      'og:title': 'Ruta 101: Centro – Galerías',
      'og:description': 'Paradas: Catedral, Los Arcos.',
      'og:url': 'https://plataforma.example.mx/parabus/ruta-101',
      'og:site_name': 'Plataforma',
      'og:locale': 'es_MX',
      'twitter:card': 'summary',
      'twitter:title': 'Ruta 101: Centro – Galerías',
    });
    expect(head.metas.has('robots')).toBe(false);
    expect(head.scripts.map((script) => JSON.parse(script))).toEqual([{ '@type': 'BusTrip', name: 'Centro – Galerías' }]);
    // The rest of the shell is untouched: the app still boots from it.
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<div id="root"></div>\n    <script type="module" src="/assets/index-abc123.js"></script>');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes tenants’ text in every attribute and in the title, and keeps `$` patterns as text', () => {
    const name = `Transportes "El Águila" </title></head><script>alert(1)</script> & 'hijos' $& $' $\``;
    const html = withHead(SHELL, { title: name, description: `${name} <img src=x onerror=alert(1)>`, path: '/directorio' }, { publicUrl });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"El Águila"');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const head = read(html);
    expect(head.title).toBe(`${name} · Plataforma`);
    expect(head.metas.get('og:title')).toBe(name);
    expect(head.metas.get('description')).toBe(`${name} <img src=x onerror=alert(1)>`);
    expect(html).toContain('&lt;/title&gt;&lt;/head&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;hijos&#39; $&amp; $&#39;');
  });

  it('writes JSON-LD that no string can close, and that parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!-- -->', text: 'a & b > c', lines: 'uno\u2028dos\u2029tres' };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
    const html = withHead(SHELL, { title: 'T', description: 'D', path: '/x', jsonLd: data }, { publicUrl });
    // One script element for the JSON-LD, ending where it should.
    expect(read(html).scripts).toHaveLength(1);
    expect(JSON.parse(read(html).scripts[0]!)).toEqual(data);
  });

  it('marks a page that does not exist noindex, without canonical or og:url', () => {
    const head = read(withHead(SHELL, { title: 'Vacante no encontrada', description: 'Esta vacante no existe.', noindex: true }, { publicUrl }));
    expect(head.title).toBe('Vacante no encontrada · Plataforma');
    expect(head.metas.get('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.metas.has('og:url')).toBe(false);
    expect(head.scripts).toEqual([]);
  });

  it('adds the head to a shell without a title or a head element', () => {
    const bare = read(withHead('<!doctype html><div id="root"></div>', { title: 'Directorio de empresas', description: 'D', path: '/directorio' }, { publicUrl: `${publicUrl}/` }));
    expect(bare.title).toBe('Directorio de empresas · Plataforma');
    expect(bare.canonical).toBe('https://plataforma.example.mx/directorio');
    const noTitle = withHead('<html><head><meta charset="UTF-8"></head><body></body></html>', { title: 'X', description: 'D' }, { publicUrl });
    expect(noTitle).toMatch(/<head><meta charset="UTF-8"><title>X · Plataforma<\/title>[\s\S]*<\/head><body>/);
  });

  it('clips a long description at a word', () => {
    const long = `${'palabra '.repeat(60)}fin`;
    const clipped = clip(long);
    expect(clipped.length).toBeLessThanOrEqual(300);
    expect(clipped).toMatch(/palabra…$/);
    expect(clip('  corta\n\ny  clara ')).toBe('corta y clara');
  });
});
