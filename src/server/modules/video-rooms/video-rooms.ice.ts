import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../shared/contracts/video-rooms';
import type { WebrtcConfig } from './video-rooms.config';

/**
 * The ICE servers a participant's browser is given. Fixed entries come from WEBRTC_ICE_SERVERS
 * as they are; STUN URLs need no credential; TURN URLs get a credential made for this user that
 * expires, the "TURN REST API" scheme coturn implements with `use-auth-secret` +
 * `static-auth-secret`: username `<expiry unix seconds>:<user id>`, password
 * base64(HMAC-SHA1(secret, username)). coturn recomputes it from the shared secret, so no user
 * list is kept on the TURN server and a leaked credential dies at its expiry.
 */
export function turnCredential(secret: string, userId: number, expiresAt: Date): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export function iceServersFor(settings: WebrtcConfig, userId: number, now: Date): IceServer[] {
  const servers: IceServer[] = settings.iceServers.map((server) => ({ ...server }));
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length > 0 && settings.turnSecret) {
    servers.push({ urls: settings.turnUrls, ...turnCredential(settings.turnSecret, userId, new Date(now.getTime() + settings.turnTtlSeconds * 1000)) });
  }
  return servers;
}
