/** What a public page with data says about itself in the HTML the server sends (issue 18). */
export interface PageHead {
  /** The page's own title, without the site's name: `og:title`; the document's title adds « · Plataforma». */
  title: string;
  /** One plain-text paragraph; whitespace is collapsed and a long one clipped. */
  description: string;
  /** The canonical path (`/parabus/ruta-101`): `<link rel="canonical">` and `og:url`. A page that does not exist has none. */
  path?: string;
  /** Open Graph type; `website` unless said. */
  type?: 'website' | 'article';
  /** schema.org structured data, written as `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search results (one that does not exist, so engines drop it). */
  noindex?: boolean;
}

export const SITE_NAME = 'Plataforma';
/** Search engines show ~160 characters; link previews a little more. */
const DESCRIPTION_MAX = 300;

const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_META = /<meta\s[^>]*name=["']?description["']?[^>]*>\s*/gi;

/**
 * The app shell with a page's own head: its title and description replace the shell's, and the
 * canonical link, Open Graph and Twitter card tags and the JSON-LD follow the title. Every value
 * is escaped: names and texts come from tenants' data. The shell is otherwise untouched, so the
 * page still boots (and shows its own 404 page) as it would from the plain shell.
 */
export function withHead(shell: string, head: PageHead, options: { publicUrl: string }): string {
  const description = clip(head.description);
  const url = head.path === undefined ? null : `${options.publicUrl.replace(/\/$/, '')}${head.path}`;
  const documentTitle = head.title === SITE_NAME ? SITE_NAME : `${head.title} · ${SITE_NAME}`;
  const tags = [
    `<title>${escapeHtml(documentTitle)}</title>`,
    meta('name', 'description', description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_MX'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  const block = tags.join('\n    ');
  const cleaned = shell.replace(DESCRIPTION_META, '');
  // Replacement functions, never strings: a `$&` or `$'` in a tenant's text must stay text.
  if (TITLE_ELEMENT.test(cleaned)) return cleaned.replace(TITLE_ELEMENT, () => block);
  if (/<\/head>/i.test(cleaned)) return cleaned.replace(/<\/head>/i, () => `${block}\n  </head>`);
  return cleaned.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${block}`);
}

function meta(key: 'name' | 'property', name: string, content: string) {
  return `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
}

/** Text and attribute values: the five characters that could end either. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON inside a `<script>` element: `<` and `>` as escapes so no string can close the element or
 * open a comment, `&` too, and U+2028/U+2029, which old JavaScript parsers read as line ends.
 * All of them only occur inside JSON strings, where the escapes mean the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whitespace collapsed; past the limit, cut at a word and ended with «…». */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
