import { z } from 'zod';
import { ConfigError } from '../../lib/config-error';
import { integerSetting, optionalText } from '../../lib/env-settings';

const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string().regex(/^(stuns?|turns?):/), z.array(z.string().regex(/^(stuns?|turns?):/)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const iceUrls = (label: string, scheme: 'stun' | 'turn') =>
  z
    .string()
    .default('')
    .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .refine((urls) => urls.every((url) => new RegExp(`^${scheme}s?:`).test(url)), { message: `${label} debe ser una lista de URLs ${scheme}: (o ${scheme}s:) separadas por comas.` });

export const videoRoomsEnv = z.object({
  /**
   * Video rooms' ICE servers (modules/video-rooms/README.md): a JSON array of RTCIceServer as the
   * browser takes it, and/or STUN and TURN URLs (comma-separated) whose TURN credentials are made
   * per user from WEBRTC_TURN_SECRET, coturn's `use-auth-secret` (`static-auth-secret`).
   */
  WEBRTC_ICE_SERVERS: z
    .string()
    .trim()
    .default('')
    .transform((value, context) => {
      if (!value) return [];
      const parsed = iceServersSchema.safeParse(safeJson(value));
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: 'WEBRTC_ICE_SERVERS debe ser un arreglo JSON de servidores ICE ([{"urls":"stun:…"}]).' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  WEBRTC_STUN_URLS: iceUrls('WEBRTC_STUN_URLS', 'stun'),
  WEBRTC_TURN_URLS: iceUrls('WEBRTC_TURN_URLS', 'turn'),
  WEBRTC_TURN_SECRET: optionalText().refine((value) => value === undefined || value.length >= 16, { message: 'WEBRTC_TURN_SECRET debe tener al menos 16 caracteres.' }),
  WEBRTC_TURN_TTL: integerSetting('WEBRTC_TURN_TTL', { min: 600, max: 172_800, unit: 'segundos', unitInRange: true }).default(6 * 3600),
});

/** Video rooms' ICE servers (modules/video-rooms). */
export interface WebrtcConfig {
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's static-auth-secret: TURN credentials are made per user and expire (`turnTtlSeconds`). */
  turnSecret: string | undefined;
  turnTtlSeconds: number;
}

export function videoRoomsConfigFrom(values: z.infer<typeof videoRoomsEnv>): WebrtcConfig {
  // TURN without the shared secret would hand browsers a server they cannot authenticate to.
  if (values.WEBRTC_TURN_URLS.length > 0 && !values.WEBRTC_TURN_SECRET) {
    throw new ConfigError(['WEBRTC_TURN_URLS: falta WEBRTC_TURN_SECRET (el static-auth-secret de coturn) para crear las credenciales de TURN.']);
  }
  return {
    iceServers: values.WEBRTC_ICE_SERVERS,
    stunUrls: values.WEBRTC_STUN_URLS,
    turnUrls: values.WEBRTC_TURN_URLS,
    turnSecret: values.WEBRTC_TURN_SECRET,
    turnTtlSeconds: values.WEBRTC_TURN_TTL,
  };
}
