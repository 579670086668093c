import { createContext, useContext } from 'react';
import type { AppConfig } from '@smes/config';
import type { SsoUrls } from '@smes/session';

/** What every screen of an app may need to know about where it runs. */
export type ShellSettings = {
  config: AppConfig;
  /** Product name shown in the header and after page titles, e.g. 中小企业服务门户. */
  appName: string;
  /** This app's own origin (portal or console). */
  appOrigin: string;
  /** Absolute URL of this app's home; the SSO pages send users back here. */
  homeUrl: string;
  ssoUrls: SsoUrls;
};

export const ShellContext = createContext<ShellSettings | null>(null);

export function useShell(): ShellSettings {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <AppProviders>');
  return value;
}
