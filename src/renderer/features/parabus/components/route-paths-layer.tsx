import { Polyline, Tooltip } from 'react-leaflet';
import type { Route } from '../../../../shared/contracts/logistics-routes';

const DEFAULT_ROUTE_COLOR = '#5f3dc4';

/** The company's routes drawn along their paths in their own colours (routes without a path are skipped). */
export function RoutePathsLayer({ routes }: { routes: readonly Route[] }) {
  return (
    <>
      {routes
        .filter((route) => route.path && route.path.length > 1)
        .map((route) => (
          <Polyline key={route.id} positions={route.path!} pathOptions={{ color: route.color ?? DEFAULT_ROUTE_COLOR, weight: 5, opacity: 0.55 }}>
            <Tooltip sticky>{route.public_number ? `Ruta ${route.public_number} · ${route.name}` : route.name}</Tooltip>
          </Polyline>
        ))}
    </>
  );
}
