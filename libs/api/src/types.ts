import type { PortalOperations, PortalPaths, PortalSchemas, SsoPaths, SsoSchemas } from '@smes/contract-types';

export type { PortalPaths, SsoPaths };

export type DeclarationProject = PortalSchemas['DeclarationProject'];
export type DeclarationProjectDetail = PortalSchemas['DeclarationProjectDetail'];
export type DeclarationProjectPage = PortalSchemas['DeclarationProjectPage'];
export type DeclarationStatus = PortalSchemas['DeclarationStatus'];
export type DeclarationCondition = PortalSchemas['DeclarationCondition'];
export type DeclarationMaterial = PortalSchemas['DeclarationMaterial'];
export type DeclarationBatch = PortalSchemas['DeclarationBatch'];
export type PolicyLevel = PortalSchemas['PolicyLevel'];
/** Query of `GET /api/gDeclaraManage/list`. */
export type DeclarationQuery = NonNullable<PortalOperations['declarationProjectList']['parameters']['query']>;
export type DictData = PortalSchemas['DictData'];
/** The portal's user record (the session lib's `UserInfo` is what local storage holds). */
export type PortalUserInfo = PortalSchemas['UserInfo'];
export type LoginRequest = PortalSchemas['LoginRequest'];
export type LoginResult = PortalSchemas['LoginResult'];
export type RegisterRequest = PortalSchemas['RegisterRequest'];
export type FeedbackRequest = PortalSchemas['FeedbackRequest'];
export type FeedbackReceipt = PortalSchemas['FeedbackEnvelope']['data'];
export type ViewRecordRequest = PortalSchemas['ViewRecordRequest'];
export type HomeOverview = PortalSchemas['HomeOverview'];
export type MyInstitution = PortalSchemas['MyInstitution'];
export type Institution = PortalSchemas['Institution'];
export type PortalEnvelope<TData> = { code: number; msg: string; data: TData; statusCode: number };

export type SpecialLoginResult = SsoSchemas['SpecialLoginAnswer']['data'];
export type SsoTokenResult = SsoSchemas['GetTokenAnswer']['data'];
export type Organization = SsoSchemas['Organization'];
export type OrganizationList = SsoSchemas['OrganizationListAnswer']['data'];
export type Wiki = SsoSchemas['Wiki'];
export type WikiList = SsoSchemas['WikiListAnswer']['data'];
export type PhoneChangeRequest = PortalSchemas['PhoneChangeRequest'];
export type PhoneCodeRequest = PortalSchemas['PhoneCodeRequest'];
export type PhoneCodeSent = PortalSchemas['PhoneCodeSent'];
export type PasswordChangeRequest = PortalSchemas['PasswordChangeRequest'];
