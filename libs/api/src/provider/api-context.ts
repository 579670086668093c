import type { AppConfig } from '@smes/config';
import { createContext } from 'react';
import type { NotifyFn } from '../core/notify';
import type { PortalClient } from '../core/portal-client';
import type { SsoClient } from '../core/sso-client';

export type ApiContextValue = {
  config: AppConfig;
  portal: PortalClient;
  sso: SsoClient;
  notify: NotifyFn;
};

export const ApiContext = createContext<ApiContextValue | null>(null);
