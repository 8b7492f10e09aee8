import type { TokenResponse } from '../../../../shared/contracts/auth';
import { api, requestOptions } from '../../../lib/api-client';
import { OAUTH_CLIENT } from '../../../lib/oauth-client';

/** `POST /oauth/token`, refresh_token grant: rotates both tokens. */
export async function refreshSession(refreshToken: string): Promise<TokenResponse> {
  const { data } = await api.main.post<TokenResponse>(
    '/oauth/token',
    { grant_type: 'refresh_token', client_id: OAUTH_CLIENT.id, client_secret: OAUTH_CLIENT.secret, refresh_token: refreshToken },
    requestOptions({ anonymous: true }),
  );
  return data;
}
