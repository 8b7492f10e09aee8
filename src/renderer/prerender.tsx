import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';

/**
 * The server-side entry of the web build's prerender step (build/prerender.ts): renders one public
 * route to HTML with the same tree main.tsx hydrates (`App` over a StaticRouter instead of the
 * BrowserRouter). `prerender` waits for every lazy layout and page, so the HTML is the page itself,
 * never its loading state.
 */
export { prerenderedPathsFor, PRERENDERED_ATTRIBUTE } from './app/prerender-paths';
export { buildFlags } from './lib/flags';
export { documentTitleFor } from './app/router';

/**
 * Fails on any error while rendering: React would otherwise leave that part to the browser (an
 * inline script the CSP blocks, and a page that renders twice), so the build says which page broke.
 */
export async function renderRoute(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App location={pathname} />
    </StrictMode>,
    // Every boundary in place: above this size React outlines a boundary behind its fallback and an
    // inline script that swaps it in, which the CSP blocks and hydration would redo.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`No se pudo prerenderizar ${pathname}: ${errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))).join('\n')}`);
  return html;
}
