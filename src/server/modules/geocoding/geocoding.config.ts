import { z } from 'zod';
import { hasProtocol } from '../../lib/env-settings';

/** Place search and the maps' provider. */
export const geocodingEnv = z.object({
  /**
   * Nominatim-compatible geocoder behind `GET /api/v1/geocode` (the map screens' place search).
   * OpenStreetMap's public server by default (one request per second, cached); `off` disables it.
   */
  GEOCODER_URL: z
    .string()
    .trim()
    .default('https://nominatim.openstreetmap.org')
    .refine((value) => value === 'off' || hasProtocol(value, /^https?:$/), {
      message: 'GEOCODER_URL debe ser una dirección http(s) o off.',
    })
    .transform((value) => (value === 'off' ? undefined : value)),
  /** `google` when the web build carries VITE_MAPS_API_KEY: its script may then load (CSP). */
  MAPS_PROVIDER: z.enum(['none', 'google'], { error: 'MAPS_PROVIDER debe ser none o google.' }).default('none'),
});

export interface GeocodingConfig {
  /** Undefined: place search is off. */
  geocoderUrl: string | undefined;
  mapsProvider: 'none' | 'google';
}

export function geocodingConfigFrom(values: z.infer<typeof geocodingEnv>): GeocodingConfig {
  return { geocoderUrl: values.GEOCODER_URL, mapsProvider: values.MAPS_PROVIDER };
}
