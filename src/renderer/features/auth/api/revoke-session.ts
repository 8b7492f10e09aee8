import { api, requestOptions } from '../../../lib/api-client';

/** `POST /oauth/revoke`: ends the session on the server (logout). */
export async function revokeSession(token: string): Promise<void> {
  await api.main.post('/oauth/revoke', { token }, requestOptions({ anonymous: true }));
}
