import type { PortalSchemas } from '@smes/contract-types';

export type PolicyDocument = PortalSchemas['PolicyDocument'];
export type PolicyArticle = PortalSchemas['PolicyArticle'];
export type PolicyArticleKind = PolicyArticle['kind'];
export type PolicyDeclaration = PortalSchemas['PolicyDeclaration'];
export type PolicyDeclarationKind = PolicyDeclaration['kind'];
export type PolicyDeclarationCondition = PortalSchemas['PolicyDeclarationCondition'];
export type PolicyDeclarationMaterial = PortalSchemas['PolicyDeclarationMaterial'];
export type PolicyDeskFile = PortalSchemas['PolicyDeskFile'];
export type PolicyDocumentChange = PortalSchemas['PolicyDocumentChange'];
export type PolicyLevel = PortalSchemas['PolicyLevel'];
export type PolicyDeskStatus = PortalSchemas['PolicyDeskStatus'];
export type PolicyRevisionStatus = PortalSchemas['PolicyRevisionStatus'];
export type PolicyDeskAction = PortalSchemas['PolicyDeskAction'];
export type PolicyDeskEventAction = PortalSchemas['PolicyDeskEvent']['action'];

/** Messages by field path (`title`, `articles.<id>`, `declaration.materials.<id>.name`), as the server's `fieldErrors`. */
export type DocumentErrors = Record<string, string>;
export type PolicyRules = PortalSchemas['PolicyRules'];
export type PolicyRuleCondition = PortalSchemas['PolicyRuleCondition'];
/** One ledger comparison: a condition's alternative (或) or a funding item's `when`. */
export type PolicyRuleCheck = PortalSchemas['PolicyRuleCheck'];
export type PolicyFundingWhen = PortalSchemas['PolicyFundingWhen'];
export type PolicyFundingRules = PortalSchemas['PolicyFundingRules'];
export type PolicyFundingItem = PortalSchemas['PolicyFundingItem'];
export type PolicyFundingAmount = PortalSchemas['PolicyFundingAmount'];
export type PolicyFundingExclusive = PortalSchemas['PolicyFundingExclusive'];
export type PolicyFundingTier = PortalSchemas['PolicyFundingTier'];
export type PolicyFundingGroup = PortalSchemas['PolicyFundingGroup'];
export type PolicyRuleTrial = PortalSchemas['PolicyRuleTrial'];
