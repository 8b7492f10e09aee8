import { type ReactNode, useEffect } from 'react';
import { Navigate, matchPath, useLocation } from 'react-router';
import { buildFlags } from '../lib/flags';
import { useSessionStore } from '../stores/session';
import { isExternalTarget, redirectFor } from './route-rules';
import { ROUTES } from './routes';
import { useServerRedirect } from './server-route-rules';

/** Applies spec §2's routing rules and the server's redirect table before any page renders. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash, state: locationState } = useLocation();
  const authenticated = useSessionStore((state) => state.authenticated);
  const serverTarget = useServerRedirect(pathname);
  const external = serverTarget !== null && isExternalTarget(serverTarget, window.location.origin);

  useEffect(() => {
    if (serverTarget && external) window.location.assign(serverTarget);
  }, [serverTarget, external]);

  if (serverTarget) return external ? null : <Navigate to={serverTarget} replace />;
  const known = ROUTES.some((route) => matchPath(route.path, pathname) !== null);
  const target = redirectFor(pathname, authenticated, buildFlags, known);
  if (target && target !== pathname) {
    // Remember where a signed-out visitor was going, to return there after login. Signing in
    // turns /login into a redirect before the login page's own navigate runs: pass the
    // destination it holds on, or the visitor would land on /inicio instead.
    const state = target === '/login' && !authenticated ? { from: pathname + search + hash } : pathname === '/login' ? locationState : undefined;
    return <Navigate to={target} replace state={state} />;
  }
  return children;
}
