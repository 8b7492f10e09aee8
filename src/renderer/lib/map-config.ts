/**
 * The open map every screen draws on (issue 13): raster tiles from a configurable server, with
 * the attribution its licence requires. OpenStreetMap's own tile server is the default so a fresh
 * `npm start` shows a map with no key; production should point VITE_MAP_TILE_URL at a tile server
 * it may use at volume (its own, or a provider's) and set VITE_MAP_ATTRIBUTION to match.
 * Tests never reach the internet: the e2e specs intercept the tile requests.
 *
 * VITE_MAPS_API_KEY, when set, turns on the maps provider of spec §7 (its script with the places
 * library, loaded asynchronously) for searching addresses and places; the map itself stays open.
 */
export const mapTileUrl: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapAttribution: string =
  import.meta.env.VITE_MAP_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>';

export const mapsApiKey: string | undefined = import.meta.env.VITE_MAPS_API_KEY || undefined;

/** Where a map with nothing on it opens: Mexico City's centre. */
export const DEFAULT_MAP_CENTER: [number, number] = [19.4326, -99.1332];
export const DEFAULT_MAP_ZOOM = 12;

/** A point as Leaflet takes it. */
export type LatLon = [number, number];
