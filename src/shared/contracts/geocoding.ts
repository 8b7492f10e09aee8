import { z } from 'zod';

/**
 * `GET /api/v1/geocode?q=`: places and addresses for a search box on a map (a route's stops, a
 * terminal). Answered by the server's geocoder (OpenStreetMap's Nominatim by default), so the
 * browser talks only to our origin and the geocoder's usage policy is kept in one place.
 */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe qué lugar buscas.' })
    .trim()
    .min(3, 'Escribe al menos 3 letras del lugar.')
    .max(200, 'La búsqueda no puede tener más de 200 caracteres.'),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

export const placeSchema = z.object({
  /** As the geocoder writes it: "Jardín Zenea, Centro, Santiago de Querétaro, Querétaro, México". */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const geocodeResultSchema = z.object({ data: z.array(placeSchema) });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
