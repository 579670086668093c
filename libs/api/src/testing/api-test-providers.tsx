import { DEFAULT_CONFIG } from '@smes/config';
import type { AppConfig } from '@smes/config';
import { createSessionStore, SessionProvider } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../provider/api-provider';
import type { ApiProviderProps } from '../provider/api-provider';

/** A query client for tests: no retries, so an error answer shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export type ApiTestProvidersOptions = {
  queryClient?: QueryClient;
  store?: SessionStore;
  config?: AppConfig;
  notify?: ApiProviderProps['notify'];
  onExpired?: ApiProviderProps['onExpired'];
};

/**
 * The providers a hook of `@smes/api` runs under in a test (the query client, the session and the API
 * provider), as one `Wrapper` for `renderHook`. What a test does not pass is a fresh default.
 */
export function apiTestProviders({
  queryClient = testQueryClient(),
  store = createSessionStore({ eventTarget: null }),
  config = DEFAULT_CONFIG,
  notify = () => undefined,
  onExpired = () => undefined,
}: ApiTestProvidersOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={store}>
          <ApiProvider config={config} notify={notify} onExpired={onExpired}>
            {children}
          </ApiProvider>
        </SessionProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, store, Wrapper };
}

/** `apiTestProviders({ queryClient }).Wrapper`: the `wrapper` of a `renderHook` that needs nothing else. */
export function apiTestWrapper(queryClient: QueryClient = testQueryClient()) {
  return apiTestProviders({ queryClient }).Wrapper;
}
