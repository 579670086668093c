/** Where the apps find the two provider hosts and themselves. */
export type AppConfig = {
  /** Portal API host (spec §7 "Portal API host"). */
  portalApiBase: string;
  /** Single-sign-on and notes API host. */
  ssoApiBase: string;
  /** Where the SSO login/register/logout pages and the notes application live. */
  ssoPagesBase: string;
  /** The enterprise portal's own origin; SSO pages send users back to its home. */
  portalOrigin: string;
  /** The institution console's own origin. */
  consoleOrigin: string;
};

export const DEFAULT_CONFIG: AppConfig = {
  portalApiBase: 'http://127.0.0.1:3100',
  ssoApiBase: 'http://127.0.0.1:3200',
  ssoPagesBase: 'http://127.0.0.1:3200',
  portalOrigin: 'http://127.0.0.1:4200',
  consoleOrigin: 'http://127.0.0.1:4300',
};

/** The environment variable behind each setting (Vite exposes `VITE_*` to the browser). */
export const CONFIG_ENV_KEYS: Record<keyof AppConfig, string> = {
  portalApiBase: 'VITE_PORTAL_API_BASE',
  ssoApiBase: 'VITE_SSO_API_BASE',
  ssoPagesBase: 'VITE_SSO_PAGES_BASE',
  portalOrigin: 'VITE_PORTAL_ORIGIN',
  consoleOrigin: 'VITE_CONSOLE_ORIGIN',
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function normaliseOrigin(key: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${key} must be an http(s) URL: "${raw}"`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${key} must not carry a query or fragment: "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * Reads and validates the hosts from an environment record (e.g. `import.meta.env`).
 * Unset or empty variables fall back to the local stand-in hosts; malformed ones throw.
 */
export function readConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  const entries = (Object.keys(DEFAULT_CONFIG) as (keyof AppConfig)[]).map((name) => {
    const key = CONFIG_ENV_KEYS[name];
    const value = env[key];
    const raw = typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_CONFIG[name];
    return [name, normaliseOrigin(key, raw)] as const;
  });
  return Object.fromEntries(entries) as AppConfig;
}
