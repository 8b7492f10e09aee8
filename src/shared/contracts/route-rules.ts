import { z } from 'zod';
import { tooLong } from './common';

/**
 * A redirect the server publishes (spec §2 "server route rules"): the app applies it on
 * navigation; an external target is a full page load, an internal one a route change.
 */
export const routeRuleSchema = z.object({
  from: z.string().max(2000, tooLong('from no puede tener más de 2000 caracteres.')).regex(/^\/[^\s?#]*$/, 'from debe ser una ruta que empieza con /.'),
  to: z.string().min(1).max(2000),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;
export const routeRulesSchema = z.array(routeRuleSchema).max(500);
