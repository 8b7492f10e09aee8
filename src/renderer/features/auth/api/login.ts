import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '../../../../shared/contracts/auth';
import { api, requestOptions } from '../../../lib/api-client';
import { OAUTH_CLIENT } from '../../../lib/oauth-client';

export interface LoginInput {
  username: string;
  password: string;
}

/** `POST /oauth/token`, password grant, exactly as spec §3 lists its fields. */
export async function login(input: LoginInput): Promise<TokenResponse> {
  const { data } = await api.main.post<TokenResponse>(
    '/oauth/token',
    {
      grant_type: 'password',
      client_id: OAUTH_CLIENT.id,
      client_secret: OAUTH_CLIENT.secret,
      username: input.username.trim(),
      password: input.password,
    },
    requestOptions({ anonymous: true }),
  );
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
