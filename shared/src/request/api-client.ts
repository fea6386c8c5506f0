import { createRequestClient, type RequestClient, type RequestClientOptions } from './client';

/**
 * The one configured client. The shell configures it at boot (token from the session store, 1000 → logout);
 * remotes call `apiClient()` and get that same instance, since `@jincheng/shared` is a federation singleton.
 * A remote running standalone gets a default client.
 */
let current: RequestClient | undefined;

export function configureApiClient(options: RequestClientOptions): RequestClient {
  current = createRequestClient(options);
  return current;
}

export function apiClient(): RequestClient {
  current ??= createRequestClient();
  return current;
}
