import { readFile } from 'node:fs/promises';
import { type RouteRule, routeRulesSchema } from '../../../shared/contracts/route-rules';

export type RouteRulesService = ReturnType<typeof createRouteRulesService>;

/**
 * The redirect table the apps apply on navigation (spec §2 "server route rules"), kept by the
 * operator in `DATA_DIR/route-rules.json` as `[{ "from": "/vieja", "to": "/nueva" }]` (a `to`
 * with a scheme is external). Read when it changes, so edits apply without a restart; a broken
 * file is logged and ignored rather than taking navigation down.
 */
export function createRouteRulesService({ file, logger }: { file: string; logger: { warn(obj: object, msg: string): void } }) {
  let cached: { text: string; rules: RouteRule[] } | null = null;
  return {
    async list(): Promise<RouteRule[]> {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        return [];
      }
      if (cached?.text === text) return cached.rules;
      let rules: RouteRule[] = [];
      try {
        rules = routeRulesSchema.parse(JSON.parse(text));
      } catch (error) {
        logger.warn({ err: error, file }, 'route-rules.json no es válido; no se aplican redirecciones');
      }
      cached = { text, rules };
      return rules;
    },
  };
}
