import type { DeclarationQuery } from './types';

/**
 * Query keys of the portal host. Everything that belongs to the signed-in account lives under
 * ['portal', 'user'], so logging out clears it in one call.
 */
export const portalKeys = {
  all: ['portal'] as const,
  user: () => [...portalKeys.all, 'user'] as const,
  userInfo: () => [...portalKeys.user(), 'info'] as const,
  myInstitution: () => [...portalKeys.user(), 'institution'] as const,
  declarations: () => [...portalKeys.all, 'declaration'] as const,
  declarationLists: () => [...portalKeys.declarations(), 'list'] as const,
  declarationList: (query: DeclarationQuery) => [...portalKeys.declarationLists(), query] as const,
  declarationDetail: (id: number) => [...portalKeys.declarations(), 'detail', id] as const,
  dicts: () => [...portalKeys.all, 'dict'] as const,
  dict: (type: string) => [...portalKeys.dicts(), type] as const,
  homeOverview: () => [...portalKeys.all, 'home', 'overview'] as const,
};

/** Query keys of the single-sign-on and notes host. */
export const ssoKeys = {
  all: ['sso'] as const,
  personalOrganizations: () => [...ssoKeys.all, 'think', 'organizations', 'personal'] as const,
  wikiLists: () => [...ssoKeys.all, 'think', 'wikis'] as const,
  wikiList: (orgId: string) => [...ssoKeys.wikiLists(), orgId] as const,
};
