export { API_MESSAGES, ApiError, failureMessage, httpFailureMessage, isApiError, isCancelledError, isNotFound, toApiError, unwrap } from './core/api-error';
export type { ApiErrorInit, ApiErrorKind, ApiFailure, ApiFailureKind, ApiResult, ApiSuccess } from './core/api-error';
export { FORM_CONTENT_TYPE, JSON_BODY, MULTIPART_BODY, formBodySerializer, jsonBodySerializer, multipartBodySerializer } from './core/body-serializers';
export { readCookieValue } from './core/cookies';
export { fallbackFileName, fileNameFromContentDisposition, sanitizeFileName } from './core/content-disposition';
export { downloadFile, saveBlobWithAnchor } from './core/download';
export type { DownloadedFile, DownloadInit, DownloadOptions, DownloadSend, SaveBlob } from './core/download';
export type { EnvelopeData } from './core/envelope';
export type { ApiToast, NotifyFn, ToastSeverity } from './core/notify';
export { createPortalClient } from './core/portal-client';
export type { CallOptions, PortalApi, PortalClient, PortalClientOptions, PortalSend } from './core/portal-client';
export type { QueryConfig } from './core/query-config';
export { createSsoClient } from './core/sso-client';
export type { SsoApi, SsoCallOptions, SsoClient, SsoClientOptions, SsoSend } from './core/sso-client';
export type { Exchange, OpenApiAnswer, TransportInit } from './core/transport';

export { ApiProvider } from './provider/api-provider';
export type { ApiProviderProps } from './provider/api-provider';
export { useApiConfig, useApiNotify, usePortalClient, useSsoClient } from './provider/use-api';

export { portalKeys, ssoKeys } from './query-keys';
export type * from './types';

export { login, useLogin } from './user/login';
export { register, useRegister } from './user/register';
export { logout, useLogout } from './user/logout';
export type { LogoutOutcome } from './user/logout';
export { getUserInfo, userInfoQueryOptions, useUserInfo } from './user/get-user-info';
export type { UseUserInfoOptions } from './user/get-user-info';
export { toSessionUserInfo } from './user/session-user-info';
export { recordVisit, useRecordVisit } from './report/record-visit';
export {
  DEFAULT_DECLARATION_QUERY,
  declarationProjectsQueryOptions,
  getDeclarationProjects,
  normalizeDeclarationQuery,
  useDeclarationProjects,
} from './declaration/get-declaration-projects';
export type { UseDeclarationProjectsOptions } from './declaration/get-declaration-projects';
export {
  declarationProjectQueryOptions,
  getDeclarationProject,
  isDeclarationId,
  useDeclarationProject,
} from './declaration/get-declaration-project';
export type { UseDeclarationProjectOptions } from './declaration/get-declaration-project';
export { exportDeclarationMaterials, useExportDeclarationMaterials } from './declaration/export-declaration-materials';
export { DICT_STALE_TIME_MS, dictDataQueryOptions, getDictData, useDictData } from './dict/get-dict-data';
export type { UseDictDataOptions } from './dict/get-dict-data';
export { submitFeedback, useSubmitFeedback } from './feedback/submit-feedback';
export { getHomeOverview, homeOverviewQueryOptions, useHomeOverview } from './home/get-home-overview';
export type { UseHomeOverviewOptions } from './home/get-home-overview';
export { getMyInstitution, myInstitutionQueryOptions, useMyInstitution } from './org/get-my-institution';
export type { UseMyInstitutionOptions } from './org/get-my-institution';
export { specialLogin, useSpecialLogin } from './sso/special-login';
export { getSsoToken, useGetSsoToken } from './sso/get-sso-token';
export { getPersonalOrganizations, personalOrganizationsQueryOptions, usePersonalOrganizations } from './sso/get-personal-organizations';
export type { UsePersonalOrganizationsOptions } from './sso/get-personal-organizations';
export { getWikiList, useWikiList, wikiListQueryOptions } from './sso/get-wiki-list';
export type { UseWikiListOptions } from './sso/get-wiki-list';

// Issue-3 areas: each folder holds its own request files, query keys and barrel.
export * from './areas/policy';
export * from './areas/match';
export * from './areas/application';
export * from './areas/compare';
export * from './areas/subscription';
