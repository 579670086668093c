import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 政策发布: one desk record (the version in force, the version being edited or reviewed, what the viewer may do). */
export type PolicyDeskDetail = Schemas['PolicyDeskDetail'];
export type PolicyDeskSummary = Schemas['PolicyDeskSummary'];
export type PolicyDeskPage = Schemas['PolicyDeskPage'];
export type PolicyOpenRevision = Schemas['PolicyOpenRevision'];
export type PolicyRevisionSummary = Schemas['PolicyRevisionSummary'];
export type PolicyDeskApproval = Schemas['PolicyDeskApproval'];
export type PolicyDeskHistory = Schemas['PolicyDeskHistory'];
export type PolicyDeskEvent = Schemas['PolicyDeskEvent'];
export type PolicyDeskRepeal = Schemas['PolicyDeskRepeal'];
/** Query of `GET /api/admin/policy-desk`. */
export type PolicyDeskListQuery = NonNullable<operations['adminPolicyDeskList']['parameters']['query']>;
export type PolicyRuleTrial = Schemas['PolicyRuleTrial'];
export type PolicyRuleTrialEnterprise = Schemas['PolicyRuleTrialEnterprise'];
export type PolicyRuleSampleTrial = Schemas['PolicyRuleSampleTrial'];
export type PolicyRuleSample = Schemas['PolicyRuleSample'];
/** A search for 试算's sample enterprises: the typed words, within the document's region (none: nationwide). */
export type PolicyTrialEnterpriseQuery = { keyword: string; regionCode: string | null };
