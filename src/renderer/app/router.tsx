import { useEffect } from 'react';
import { Outlet, type RouteObject, createBrowserRouter, useMatches } from 'react-router';
import { RouteErrorPage, NotFoundPage } from './error-pages';
import { RouteGuard } from './guard';
import { type AppRoute, type LayoutName, ROUTES } from './routes';
import { useScrollOnNavigate } from './scroll';

/** Each layout is a lazy chunk of its own, like the pages. */
const LAYOUTS: Record<Exclude<LayoutName, 'none'>, () => Promise<{ default: React.ComponentType }>> = {
  default: () => import('./layouts/default-layout'),
  loggedout: () => import('./layouts/loggedout-layout'),
  directory: () => import('./layouts/loggedout-layout'),
  superempleos: () => import('./layouts/loggedout-layout'),
  wallet: () => import('./layouts/default-layout'),
  interview: () => import('./layouts/bare-layout'),
};

interface RouteHandle {
  title: string;
}

function Root() {
  useScrollOnNavigate();
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    document.title = title && title !== 'Plataforma' ? `${title} · Plataforma` : 'Plataforma';
  }, [title]);
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}

function pageRoute(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { title: route.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await route.page()).default }),
  };
}

export function buildRoutes(routes: AppRoute[] = ROUTES): RouteObject[] {
  const byLayout = new Map<LayoutName, AppRoute[]>();
  for (const route of routes) byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), route]);
  const children: RouteObject[] = [];
  for (const [layout, group] of byLayout) {
    if (layout === 'none') children.push(...group.map(pageRoute));
    else children.push({ lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }), children: group.map(pageRoute) });
  }
  children.push({ path: '*', Component: NotFoundPage, handle: { title: 'Página no encontrada' } });
  return [{ Component: Root, errorElement: <RouteErrorPage />, children }];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
