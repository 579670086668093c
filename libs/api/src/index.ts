export { API_MESSAGES, ApiError, failureMessage, httpFailureMessage, isApiError, isCancelledError, isNotFound, toApiError, unwrap } from './core/api-error';
export type { ApiErrorInit, ApiErrorKind, ApiFailure, ApiFailureKind, ApiResult, ApiSuccess } from './core/api-error';
export { FORM_CONTENT_TYPE, JSON_BODY, MULTIPART_BODY, formBodySerializer, jsonBodySerializer, multipartBodySerializer } from './core/body-serializers';
export { readCookieValue } from './core/cookies';
export { fallbackFileName, fileNameFromContentDisposition, sanitizeFileName } from './core/content-disposition';
export { KEEP_BLOB, downloadFile, saveBlobWithAnchor } from './core/download';
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

// Each area folder holds its own request files (and, where it has them, query keys and test factories)
// and one barrel.
export * from './areas/policy';
export * from './areas/match';
export * from './areas/application';
export * from './areas/application-review';
export * from './areas/compare';
export * from './areas/subscription';
export * from './areas/declaration';
export * from './areas/dict';
export * from './areas/feedback';
export * from './areas/home';
export * from './areas/org';
export * from './areas/report';
export * from './areas/sso';
export * from './areas/user';
export * from './areas/assistant';
export * from './areas/calendar';
export * from './areas/service';
export * from './areas/certification';
export * from './areas/listing-review';
export * from './areas/files';
export * from './areas/news';
export * from './areas/gov-service';
export * from './areas/market-enterprise';
export * from './areas/market-chain';
export * from './areas/market';
export * from './areas/ip-record';
export * from './areas/fund';
export * from './areas/talent';
export * from './areas/activity';
export * from './areas/search';
export * from './areas/course';
export * from './areas/policy-desk';
