/** Test helpers for code that talks to the two hosts (`@smes/api/testing`); never imported by production code. */
export {
  fileReply,
  malformedJsonReply,
  networkError,
  portalHandler,
  portalUrl,
  ssoHandler,
  ssoUrl,
} from './testing/contract-handlers';
export type {
  ContractHandlerOptions,
  ContractReply,
  ContractRequestInfo,
  ContractResolver,
  FileReplyOptions,
  HostErrorReply,
  HostErrorStatus,
  HttpMethod,
  OperationOf,
  PathsWith,
  PortalErrorEnvelope,
  SsoErrorAnswer,
} from './testing/contract-handlers';
export { errorEnvelope, okEnvelope, ssoError, ssoOk, thinkList } from './testing/envelopes';
export { apiTestProviders, apiTestWrapper, testQueryClient } from './testing/api-test-providers';
export type { ApiTestProvidersOptions } from './testing/api-test-providers';
export type { PortalOkEnvelope, SsoOkAnswer } from './testing/envelopes';
export {
  buildDeclarationPage,
  buildDeclarationProject,
  buildDeclarationProjectDetail,
  buildDeclarationProjects,
  buildDictData,
  buildDictList,
  buildHomeOverview,
  buildLoginResult,
  buildMyInstitution,
  buildOrganization,
  buildUserInfo,
  buildWiki,
} from './testing/factories';
export type { DeclarationPageOptions } from './testing/factories';
export * from './areas/policy/testing';
export * from './areas/match/testing';
export * from './areas/application/testing';
export * from './areas/application-review/testing';
export * from './areas/compare/testing';
export * from './areas/subscription/testing';
export * from './areas/assistant/testing';
export * from './areas/calendar/testing';
export * from './areas/certification/testing';
export * from './areas/listing-review/testing';
export * from './areas/service/testing/catalogue';
export * from './areas/service/testing/orders';
export * from './areas/org/testing';
export * from './areas/news/testing';
export * from './areas/gov-service/testing';
export * from './areas/market-enterprise/testing';
export * from './areas/market-chain/testing';
export * from './areas/market/testing';
export * from './areas/ip-record/testing';
export * from './areas/fund/testing';
export * from './areas/home/testing';
export * from './areas/talent/testing';
export * from './areas/activity/testing';
export * from './areas/search/testing';
export * from './areas/course/testing';
export * from './areas/policy-desk/testing';
