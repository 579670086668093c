/** The fixed local addresses of the stand-in hosts and the two apps (README "Ports"). */
export const HOSTS = {
  portalApi: process.env.E2E_PORTAL_API ?? 'http://127.0.0.1:3100',
  sso: process.env.E2E_SSO ?? 'http://127.0.0.1:3200',
  portal: process.env.E2E_PORTAL ?? 'http://127.0.0.1:4200',
  console: process.env.E2E_CONSOLE ?? 'http://127.0.0.1:4300',
} as const;

/** Seeded accounts of the stand-in (tools/provider-hosts seed). */
export const ACCOUNTS = {
  enterprise: { username: '13800138000', password: 'Demo@2026' },
  enterpriseNoWiki: { username: '13800138001', password: 'Demo@2026' },
  enterpriseNoOrg: { username: '13800138002', password: 'Demo@2026' },
  enterpriseNoNotes: { username: '13800138003', password: 'Demo@2026' },
  enterpriseNoPhone: { username: 'zhangsan', password: 'Demo@2026' },
  orgCertified: { username: '13900139000', password: 'Demo@2026' },
  orgPending: { username: '13900139001', password: 'Demo@2026' },
  orgNone: { username: '13900139002', password: 'Demo@2026' },
  /** The platform operator (publishes policies and notices, moves applications in 申报受理). */
  admin: { username: 'admin', password: 'Demo@2026' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The SSO login page with backUrl = `<app>/home?ssoState=<this tab's one-time state>` (issue 8: a URL
 * token is adopted only when it returns from a round trip the tab started).
 */
export function ssoLoginUrlPattern(appOrigin: string): RegExp {
  return new RegExp(`^${escapeRegExp(`${HOSTS.sso}/login?backUrl=${encodeURIComponent(`${appOrigin}/home?ssoState=`)}`)}[0-9a-f]{32}$`);
}
