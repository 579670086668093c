export { orgKeys, serviceKeys, serviceOrderKeys } from './keys';
export type * from './types';
export {
  CERTIFICATION_STATUS_LABELS,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TABS,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  allowedOrderActions,
  orderActionLabel,
  orderStatusLabel,
} from './order-status';
export type { OrderRole } from './order-status';

// The public catalogue (找服务): one request per file.
export { getServiceInstitutions, serviceInstitutionsQueryOptions, useServiceInstitutions } from './get-service-institutions';
export type { UseServiceInstitutionsOptions } from './get-service-institutions';
export { getServiceInstitution, serviceInstitutionQueryOptions, useServiceInstitution } from './get-service-institution';
export type { UseServiceInstitutionOptions } from './get-service-institution';
export { getServiceInstitutionReviews, serviceInstitutionReviewsQueryOptions, useServiceInstitutionReviews } from './get-service-institution-reviews';
export type { UseServiceInstitutionReviewsOptions } from './get-service-institution-reviews';
export { getServiceProducts, serviceProductsQueryOptions, useServiceProducts } from './get-service-products';
export type { UseServiceProductsOptions } from './get-service-products';
export { getServiceProduct, serviceProductQueryOptions, useServiceProduct } from './get-service-product';
export type { UseServiceProductOptions } from './get-service-product';
export { getServiceProductReviews, serviceProductReviewsQueryOptions, useServiceProductReviews } from './get-service-product-reviews';
export type { UseServiceProductReviewsOptions } from './get-service-product-reviews';
export { getServiceCases, serviceCasesQueryOptions, useServiceCases } from './get-service-cases';
export type { UseServiceCasesOptions } from './get-service-cases';
export { getServiceCase, serviceCaseQueryOptions, useServiceCase } from './get-service-case';
export type { UseServiceCaseOptions } from './get-service-case';
export { getServiceNeeds, serviceNeedsQueryOptions, useServiceNeeds } from './get-service-needs';
export type { UseServiceNeedsOptions } from './get-service-needs';

// The enterprise's orders and reviews (下单, 我的订单, 我的评价).
export { createServiceOrder, useCreateServiceOrder } from './create-service-order';
export type { ServiceOrderCreateInput } from './create-service-order';
export { acceptServiceOrderQuote, useAcceptServiceOrderQuote } from './accept-service-order-quote';
export type { ServiceOrderAcceptQuoteInput } from './accept-service-order-quote';
export { declineServiceOrderQuote, useDeclineServiceOrderQuote } from './decline-service-order-quote';
export type { ServiceOrderDeclineQuoteInput } from './decline-service-order-quote';
export { rejectServiceOrderDelivery, useRejectServiceOrderDelivery } from './reject-service-order-delivery';
export type { ServiceOrderRejectDeliveryInput } from './reject-service-order-delivery';
export { uploadServiceOrderFile, useUploadServiceOrderFile } from './upload-service-order-file';
export type { ServiceOrderFileUploadInput } from './upload-service-order-file';
export { deleteServiceOrderFile, useDeleteServiceOrderFile } from './delete-service-order-file';
export type { ServiceOrderFileDeleteInput } from './delete-service-order-file';
export { downloadInstitutionCertificate } from './download-institution-certificate';
export type { InstitutionCertificateRef } from './download-institution-certificate';
export { downloadServiceOrderFile, useDownloadServiceOrderFile } from './download-service-order-file';
export type { ServiceOrderFileRef } from './download-service-order-file';
export { getMyServiceOrders, myServiceOrdersQueryOptions, useMyServiceOrders } from './get-my-service-orders';
export type { UseMyServiceOrdersOptions } from './get-my-service-orders';
export { getServiceOrder, serviceOrderQueryOptions, useServiceOrder } from './get-service-order';
export type { UseServiceOrderOptions } from './get-service-order';
export { cancelServiceOrder, useCancelServiceOrder } from './cancel-service-order';
export type { ServiceOrderCancelInput } from './cancel-service-order';
export { confirmServiceOrder, useConfirmServiceOrder } from './confirm-service-order';
export type { ServiceOrderConfirmInput } from './confirm-service-order';
export { createServiceOrderReview, useCreateServiceOrderReview } from './create-service-order-review';
export type { ServiceOrderReviewInput } from './create-service-order-review';
export { updateServiceOrderReview, useUpdateServiceOrderReview } from './update-service-order-review';
export type { ServiceOrderReviewUpdateInput } from './update-service-order-review';
export { getMyServiceReviews, myServiceReviewsQueryOptions, useMyServiceReviews } from './get-my-service-reviews';
export type { UseMyServiceReviewsOptions } from './get-my-service-reviews';
export {
  MAX_NEEDS_PER_CALL,
  getServiceProductsForNeeds,
  serviceProductsForNeedsQueryOptions,
  useServiceProductsForNeeds,
} from './get-service-products-for-needs';
export type { UseServiceProductsForNeedsOptions } from './get-service-products-for-needs';
export { getServiceProductCover, serviceProductCoverQueryOptions, useServiceProductCover } from './get-service-product-cover';
export type { UseServiceProductCoverOptions } from './get-service-product-cover';
