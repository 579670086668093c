export { specialLogin, useSpecialLogin } from './special-login';
export type { SpecialLoginInput } from './special-login';
export { getSsoToken, useGetSsoToken } from './get-sso-token';
export { getPersonalOrganizations, personalOrganizationsQueryOptions, usePersonalOrganizations } from './get-personal-organizations';
export type { UsePersonalOrganizationsOptions } from './get-personal-organizations';
export { getWikiList, useWikiList, wikiListQueryOptions } from './get-wiki-list';
export type { UseWikiListOptions } from './get-wiki-list';
