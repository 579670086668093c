// @vitest-environment node
import { DEFAULT_CONFIG } from '@smes/config';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from './core/portal-client';
import { createSsoClient } from './core/sso-client';
import { declarationProjectQueryOptions } from './areas/declaration/get-declaration-project';
import { DEFAULT_DECLARATION_QUERY, declarationProjectsQueryOptions } from './areas/declaration/get-declaration-projects';
import { dictDataQueryOptions } from './areas/dict/get-dict-data';
import { homeOverviewQueryOptions } from './areas/home/get-home-overview';
import { myInstitutionQueryOptions } from './areas/org/get-my-institution';
import { portalKeys, ssoKeys } from './query-keys';
import { personalOrganizationsQueryOptions } from './areas/sso/get-personal-organizations';
import { wikiListQueryOptions } from './areas/sso/get-wiki-list';
import { userInfoQueryOptions } from './areas/user/get-user-info';

const portal = createPortalClient({
  baseUrl: DEFAULT_CONFIG.portalApiBase,
  getToken: () => null,
  onExpired: () => undefined,
  notify: () => undefined,
});
const sso = createSsoClient({ baseUrl: DEFAULT_CONFIG.ssoApiBase, getSsoToken: () => null });

describe('query keys', () => {
  it('start with the portal host for every portal request', () => {
    const keys = [
      userInfoQueryOptions(portal).queryKey,
      myInstitutionQueryOptions(portal).queryKey,
      declarationProjectsQueryOptions(portal).queryKey,
      declarationProjectQueryOptions(portal, 3).queryKey,
      dictDataQueryOptions(portal, 'feedback_type').queryKey,
      homeOverviewQueryOptions(portal).queryKey,
    ];
    expect(keys.map((key) => key[0])).toEqual(Array(keys.length).fill('portal'));
  });

  it('start with the sso host for every SSO request', () => {
    const keys = [personalOrganizationsQueryOptions(sso).queryKey, wikiListQueryOptions(sso, 'org-1').queryKey];
    expect(keys.map((key) => key[0])).toEqual(['sso', 'sso']);
  });

  it('keep account data under one prefix so logout can drop it at once', () => {
    expect(portalKeys.userInfo().slice(0, 2)).toEqual(portalKeys.user());
    expect(portalKeys.myInstitution().slice(0, 2)).toEqual(portalKeys.user());
  });

  it('give the default list query and an empty one the same key', () => {
    expect(declarationProjectsQueryOptions(portal, {}).queryKey).toEqual(
      declarationProjectsQueryOptions(portal, DEFAULT_DECLARATION_QUERY).queryKey,
    );
    expect(declarationProjectsQueryOptions(portal, { keyword: '  ' }).queryKey).toEqual(portalKeys.declarationList(DEFAULT_DECLARATION_QUERY));
    expect(declarationProjectsQueryOptions(portal, { pageNum: 2 }).queryKey).not.toEqual(
      declarationProjectsQueryOptions(portal).queryKey,
    );
  });

  it('separate wiki lists by organisation', () => {
    expect(ssoKeys.wikiList('a')).not.toEqual(ssoKeys.wikiList('b'));
  });
});
