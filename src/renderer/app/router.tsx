import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter, matchPath, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { NotFoundPage, RouteErrorBoundary } from './error-pages';
import { RouteGuard } from './guard';
import { type LayoutName, ROUTES } from './routes';
import { useScrollOnNavigate } from './scroll';

/**
 * Declarative routing (BrowserRouter + Routes) over the route table: the data router weighs
 * ~90 KiB minified in the first load and this app uses none of its loaders or actions. Every
 * layout and page is a lazy chunk; a layout keeps its own Suspense so its frame stays on screen
 * while a page loads.
 */
const LAYOUTS: Record<Exclude<LayoutName, 'none'>, LazyExoticComponent<ComponentType>> = {
  default: lazy(() => import('./layouts/default-layout')),
  loggedout: lazy(() => import('./layouts/loggedout-layout')),
  directory: lazy(() => import('./layouts/loggedout-layout')),
  superempleos: lazy(() => import('./layouts/superempleos-layout')),
  wallet: lazy(() => import('./layouts/wallet-layout')),
  interview: lazy(() => import('./layouts/interview-layout')),
};

const PAGES = new Map(ROUTES.map((route) => [route.path, lazy(route.page)]));

/** The table grouped by layout, once: it never changes while the app runs. */
const ROUTES_BY_LAYOUT = new Map<LayoutName, typeof ROUTES>();
for (const route of ROUTES) ROUTES_BY_LAYOUT.set(route.layout, [...(ROUTES_BY_LAYOUT.get(route.layout) ?? []), route]);

/** The tab's title on a route: its table title, then the app's name (the prerender step writes it into the HTML too). */
export function documentTitleFor(pathname: string): string {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  const title = route?.title ?? 'Página no encontrada';
  return title === 'Plataforma' ? title : `${title} · Plataforma`;
}

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
}

let navigateOutsideReact: ((path: string) => void) | null = null;
/** For code outside components (the session ending): a route change, not a page load. */
export function navigateTo(path: string) {
  if (navigateOutsideReact) navigateOutsideReact(path);
  else window.location.assign(path);
}

function AppRoutes() {
  useScrollOnNavigate();
  useDocumentTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    navigateOutsideReact = (path) => void navigate(path, { replace: true });
    return () => {
      navigateOutsideReact = null;
    };
  }, [navigate]);

  const pageElement = (path: string) => {
    const Page = PAGES.get(path)!;
    return <Page />;
  };

  return (
    <RouteErrorBoundary key={pathname}>
      <RouteGuard>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            {[...ROUTES_BY_LAYOUT].map(([layout, routes]) => {
              const children = routes.map((route) => <Route key={route.path} path={route.path} element={pageElement(route.path)} />);
              if (layout === 'none') return children;
              const Layout = LAYOUTS[layout];
              return (
                <Route key={layout} element={<Layout />}>
                  {children}
                </Route>
              );
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteGuard>
    </RouteErrorBoundary>
  );
}

/** The browser's router, or, given a `location`, the prerender step's (prerender.tsx). */
export function AppRouter({ location }: { location?: string }) {
  if (location !== undefined) {
    return (
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
