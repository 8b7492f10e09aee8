import { type DehydratedState, type QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { prefetchPageData, rendersWithData, samplePageData } from './app/page-data';
import { type Transport, setTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/**
 * The server-side entry of the web build (scripts/vite-prerender.ts): renders a public route to
 * HTML with the same tree main.tsx hydrates (`App` over a StaticRouter instead of the
 * BrowserRouter). `prerender` waits for every lazy layout and page, so the HTML is the page itself,
 * never its loading state.
 *
 * Used twice: by the build, for the pages that are the same for every visitor; and by the server
 * (modules/public-pages/page-renderer.ts), which loads this bundle to render the pages with data
 * (app/page-data.ts) per request, their queries answered in-process.
 */
export { prerenderedPathsFor, PRERENDERED_ATTRIBUTE } from './app/prerender-paths';
export { buildFlags } from './lib/flags';
export { documentTitleFor } from './app/router';
export { rendersWithData } from './app/page-data';

/**
 * Fails on any error while rendering: React would otherwise leave that part to the browser (an
 * inline script the CSP blocks, and a page that renders twice), so the build says which page broke.
 * `{ sample: true }`: a page with data rendered with its sample data (the build inlines the CSS
 * of that markup; it never ships).
 */
export async function renderRoute(pathname: string, options: { sample?: boolean } = {}): Promise<string> {
  let queryClient: QueryClient | undefined;
  if (options.sample) {
    queryClient = createQueryClient();
    samplePageData(pathname, queryClient);
  }
  return render(pathname, queryClient);
}

let rendering: Promise<unknown> = Promise.resolve();

/**
 * A page with data, its queries answered by `transport` (the server's own routes): the markup and
 * the data for the browser's hydration, or null for a page without data. One render at a time:
 * the transport is the api-client's, shared by the whole bundle.
 */
export function renderWithData(pathname: string, transport: Transport): Promise<{ html: string; state: DehydratedState } | null> {
  if (!rendersWithData(pathname)) return Promise.resolve(null);
  const run = rendering.then(async () => {
    setTransport(transport);
    const queryClient = createQueryClient();
    await prefetchPageData(pathname, queryClient);
    return { html: await render(pathname, queryClient), state: dehydrate(queryClient) };
  });
  rendering = run.catch(() => undefined);
  return run;
}

async function render(pathname: string, queryClient: QueryClient | undefined): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App location={pathname} queryClient={queryClient} />
    </StrictMode>,
    // Every boundary in place: above this size React outlines a boundary behind its fallback and an
    // inline script that swaps it in, which the CSP blocks and hydration would redo.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`No se pudo prerenderizar ${pathname}: ${errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))).join('\n')}`);
  return html;
}
