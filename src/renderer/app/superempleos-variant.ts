import type { BuildFlags } from '../lib/flags';
import { paths } from '../lib/paths';
import { SUPEREMPLEOS_SEARCH_PATH } from '../lib/superempleos-paths';
import type { AppRoute } from './routes-types';

export { SUPEREMPLEOS_SEARCH_PATH, searchPathFor } from '../lib/superempleos-paths';

/**
 * The superempleos build (spec §1, VITE_IS_SUPEREMPLEOS=true): the job board is the home of the
 * app. Its landing answers `/` in the `superempleos` layout; the default build keeps the public
 * site's landing. Pure, so tests pass the flags in (route-rules.test.ts does the same).
 */
export const SUPEREMPLEOS_LANDING_ROUTE: AppRoute = {
  path: paths.landing,
  layout: 'superempleos',
  access: 'public',
  title: 'Superempleos: vacantes con salario y respuesta',
  page: () => import('../features/superempleos-home/pages/superempleos-landing-page'),
};

export const PUBLIC_LANDING_ROUTE: AppRoute = { path: paths.landing, layout: 'loggedout', access: 'public', title: 'Plataforma', page: () => import('../features/public-site/pages/landing-page') };

/** `/` of this build: the job board's landing only in the superempleos build without the logistics flag (with both, `/` goes to /login, spec §2). */
export function landingRouteFor(flags: BuildFlags): AppRoute {
  return flags.isSuperempleos && !flags.isLogistica ? SUPEREMPLEOS_LANDING_ROUTE : PUBLIC_LANDING_ROUTE;
}

export interface NavLinkItem {
  to: string;
  label: string;
}

/**
 * The job board's navigation: what a visitor needs (search, create an account, sign in) and, signed
 * in, where a candidate follows their search. Kept short: it is a phone's drawer first.
 */
export function superempleosNavigation(authenticated: boolean): { main: NavLinkItem[]; access: NavLinkItem[] } {
  const main = [{ to: SUPEREMPLEOS_SEARCH_PATH, label: 'Buscar vacantes' }];
  if (!authenticated) return { main, access: [{ to: paths.login, label: 'Iniciar sesión' }, { to: paths.registerSuperempleos, label: 'Crear cuenta' }] };
  return {
    main: [...main, { to: '/superempleos/postulaciones', label: 'Mis postulaciones' }, { to: paths.jobLetters, label: 'Carta laboral' }],
    access: [],
  };
}
