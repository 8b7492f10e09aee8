import { type PublicRoute, publicRouteNumberParamsSchema } from '../../../shared/contracts/bus-routes';
import { definePageKind } from '../public-pages/public-pages.registry';
import type { PublicRoutesService } from './public-routes.service';

/**
 * `/parabus/ruta-{number}`'s head: the published route's name, company and stops, and a
 * schema.org BusTrip whose itinerary lists the stops in order. Only the numbered address: the
 * catch route `/parabus/{route_name}` is not among spec §2's public pages.
 */
export function publicRoutePage(publicRoutes: Pick<PublicRoutesService, 'byNumber'>) {
  return definePageKind({
    name: 'parabus-route',
    match: (pathname) => {
      const number = /^\/parabus\/ruta-(\d+)$/.exec(pathname)?.[1];
      return number === undefined ? null : { number };
    },
    notFound: { title: 'Ruta no encontrada', description: 'Esta ruta no existe o ya no está publicada.' },
    async head(params, { address, publicUrl }) {
      // ruta-0 and ruta-999999999 are not pages (null, a 404), as the API refuses them.
      const parsed = publicRouteNumberParamsSchema.safeParse(params);
      if (!parsed.success) return null;
      const route = await publicRoutes.byNumber(address, parsed.data.number);
      const path = `/parabus/ruta-${route.public_number}`;
      const stops = route.stops.map((stop) => stop.name);
      return {
        title: `Ruta ${route.public_number}: ${route.name}`,
        description: [`Ruta ${route.public_number} de ${route.company_name}.`, stops.length > 0 ? `Paradas: ${stops.join(', ')}.` : '', route.description ?? ''].join(' '),
        path,
        jsonLd: busTrip(route, `${publicUrl}${path}`),
      };
    },
  });
}

function busTrip(route: PublicRoute, url: string): Record<string, unknown> {
  const stops = route.stops.map((stop) => ({
    '@type': 'BusStop',
    name: stop.name,
    geo: { '@type': 'GeoCoordinates', latitude: stop.latitude, longitude: stop.longitude },
  }));
  const [first] = stops;
  const last = stops.length > 1 ? stops[stops.length - 1] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BusTrip',
    name: route.name,
    busNumber: String(route.public_number),
    url,
    ...(route.description ? { description: route.description } : {}),
    provider: { '@type': 'Organization', name: route.company_name },
    ...(first ? { departureBusStop: first } : {}),
    ...(last ? { arrivalBusStop: last } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: stops.length,
      itemListElement: stops.map((stop, index) => ({ '@type': 'ListItem', position: index + 1, item: stop })),
    },
    ...(route.fare_cents === null ? {} : { offers: { '@type': 'Offer', price: (route.fare_cents / 100).toFixed(2), priceCurrency: 'MXN' } }),
  };
}
