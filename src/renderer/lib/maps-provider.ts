import type { Place } from '../../shared/contracts/geocoding';
import { mapsApiKey } from './map-config';

/**
 * The maps provider of spec §7: "a maps service script loaded with the places library and a public
 * key from configuration". Loaded only when VITE_MAPS_API_KEY is set, asynchronously, once, and
 * only when a search box first needs it; the server must then run with MAPS_PROVIDER=google so
 * its Content-Security-Policy lets the script in. Without a key the search uses our own
 * `/api/v1/geocode`, and the map is always the open one (lib/map-config.ts).
 *
 * Only the few members of Google's Places API (New) used here are typed: the package of its
 * types would be a dependency for three calls.
 */
interface PlacePrediction {
  text: { text: string };
  toPlace(): { fetchFields(request: { fields: string[] }): Promise<unknown>; location?: { lat(): number; lng(): number } | null };
}
interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: { input: string; includedRegionCodes: string[]; language: string }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
}
interface GoogleMaps {
  maps: { importLibrary(name: 'places'): Promise<PlacesLibrary> };
}

let loading: Promise<PlacesLibrary> | null = null;

function loadPlaces(key: string): Promise<PlacesLibrary> {
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const callback = `plataformaMapsReady${Date.now()}`;
    const script = document.createElement('script');
    const params = new URLSearchParams({ key, libraries: 'places', loading: 'async', language: 'es', region: 'MX', callback });
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    (window as unknown as Record<string, unknown>)[callback] = () => resolve((window as unknown as { google: GoogleMaps }).google);
    script.onerror = () => {
      loading = null;
      reject(new Error('No se pudo cargar el servicio de mapas.'));
    };
    document.head.append(script);
  }).then((google) => google.maps.importLibrary('places'));
  return loading;
}

/** Whether place search goes to the maps provider (a key is configured) or to our server. */
export const usesMapsProvider = (): boolean => mapsApiKey !== undefined;

/** Places for a query through the maps provider (call only when usesMapsProvider()). */
export async function providerPlaces(query: string): Promise<Place[]> {
  const places = await loadPlaces(mapsApiKey!);
  const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: query, includedRegionCodes: ['mx'], language: 'es' });
  const found = await Promise.all(
    suggestions.slice(0, 8).map(async ({ placePrediction }) => {
      if (!placePrediction) return null;
      const place = placePrediction.toPlace();
      await place.fetchFields({ fields: ['location'] });
      return place.location ? { label: placePrediction.text.text, latitude: place.location.lat(), longitude: place.location.lng() } : null;
    }),
  );
  return found.filter((place): place is Place => place !== null);
}
