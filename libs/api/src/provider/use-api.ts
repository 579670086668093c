import type { AppConfig } from '@smes/config';
import { useContext } from 'react';
import type { NotifyFn } from '../core/notify';
import type { PortalClient } from '../core/portal-client';
import type { SsoClient } from '../core/sso-client';
import { ApiContext } from './api-context';
import type { ApiContextValue } from './api-context';

function useApiContext(hookName: string): ApiContextValue {
  const value = useContext(ApiContext);
  if (value === null) {
    throw new Error(`${hookName} must be used inside <ApiProvider>.`);
  }
  return value;
}

export function usePortalClient(): PortalClient {
  return useApiContext('usePortalClient').portal;
}

export function useSsoClient(): SsoClient {
  return useApiContext('useSsoClient').sso;
}

/** The toast callback the provider was given, for callers that report their own outcomes. */
export function useApiNotify(): NotifyFn {
  return useApiContext('useApiNotify').notify;
}

export function useApiConfig(): AppConfig {
  return useApiContext('useApiConfig').config;
}
