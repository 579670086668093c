import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 服务类别: 知识产权、财税服务、法律服务 … */
export type ServiceCategory = Schemas['ServiceCategory'];
/** A need tag (data): products carry the needs they meet, rule-set conditions the need a failure leaves. */
export type ServiceNeed = Schemas['ServiceNeed'];
/** fixed: 一口价 in 元; from: 起价 in 元, quoted before it is agreed; negotiable: 面议, quoted. */
export type PriceMode = Schemas['PriceMode'];
export type ReviewScores = Schemas['ReviewScores'];
export type RatingSummary = Schemas['RatingSummary'];
export type Qualification = Schemas['Qualification'];
export type InstitutionCard = Schemas['InstitutionCard'];
export type InstitutionCardPage = Schemas['InstitutionCardPage'];
export type InstitutionProfile = Schemas['InstitutionProfile'];
export type ServiceProductCard = Schemas['ServiceProductCard'];
export type ServiceProductPage = Schemas['ServiceProductPage'];
export type ServiceProductDetail = Schemas['ServiceProductDetail'];
export type ServiceCaseCard = Schemas['ServiceCaseCard'];
export type ServiceCasePage = Schemas['ServiceCasePage'];
export type ServiceCaseDetail = Schemas['ServiceCaseDetail'];
export type ServiceReview = Schemas['ServiceReview'];
export type ServiceReviewPage = Schemas['ServiceReviewPage'];
export type ServiceReviewInput = Schemas['ServiceReviewInput'];
export type ServiceNeedCount = Schemas['ServiceNeedCount'];
/** The gap bridge: one need and the certified products that meet it. */
export type NeedProductMatch = Schemas['NeedProductMatch'];

/** 待确认 / 已报价 / 已接单 / 服务中 / 待验收 / 已完成 / 已取消 / 已拒绝 — the table is in @smes/service-rules. */
export type ServiceOrderStatus = Schemas['ServiceOrderStatus'];
export type ServiceOrderAction = Schemas['ServiceOrderAction'];
export type ServiceOrder = Schemas['ServiceOrder'];
export type ServiceOrderSummary = Schemas['ServiceOrderSummary'];
export type ServiceOrderPage = Schemas['ServiceOrderPage'];
export type ServiceOrderEvent = Schemas['ServiceOrderEvent'];
export type ServiceOrderFile = Schemas['ServiceOrderFile'];
export type ServiceOrderQuote = Schemas['ServiceOrderQuote'];
export type ServiceOrderQuoteInput = Schemas['ServiceOrderQuoteInput'];
export type ServiceOrderCreate = Schemas['ServiceOrderCreate'];
export type ServiceOrderCancel = Schemas['ServiceOrderCancel'];
export type ServiceOrderReason = Schemas['ServiceOrderReason'];
export type ServiceOrderDeliver = Schemas['ServiceOrderDeliver'];
export type ServiceOrderTransition = Schemas['ServiceOrderTransition'];

export type ServiceProductStatus = Schemas['ServiceProductStatus'];
export type ServiceProductInput = Schemas['ServiceProductInput'];
export type OrgProduct = Schemas['OrgProduct'];
export type OrgProductPage = Schemas['OrgProductPage'];
export type CaseConsent = Schemas['CaseConsent'];
export type ServiceCaseInput = Schemas['ServiceCaseInput'];
export type OrgCase = Schemas['OrgCase'];
export type OrgCasePage = Schemas['OrgCasePage'];
export type OrgDashboard = Schemas['OrgDashboard'];

/** 草稿 / 待审核 / 已通过 / 已驳回. */
export type CertificationStatus = Schemas['CertificationStatus'];
export type CertificationApplication = Schemas['CertificationApplication'];
export type CertificationDraft = Schemas['CertificationDraft'];
export type CertificationFile = Schemas['CertificationFile'];
export type CertificationEvent = Schemas['CertificationEvent'];
export type CertificationSummary = Schemas['CertificationSummary'];
export type CertificationPage = Schemas['CertificationPage'];

type Query<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;
export type InstitutionListQuery = Query<'serviceInstitutionList'>;
export type ServiceProductListQuery = Query<'serviceProductList'>;
export type ServiceCaseListQuery = Query<'serviceCaseList'>;
export type ProductsForNeedsQuery = Query<'serviceProductsForNeeds'>;
export type ServiceReviewListQuery = Query<'serviceProductReviews'>;
export type ServiceOrderMineQuery = Query<'serviceOrderMine'>;
export type OrgOrderListQuery = Query<'orgOrderList'>;
export type OrgProductListQuery = Query<'orgProductList'>;
export type OrgCaseListQuery = Query<'orgCaseList'>;
export type CertificationListQuery = Query<'adminCertificationList'>;
