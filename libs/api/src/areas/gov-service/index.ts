export { govServiceKeys } from './keys';
export type {
  GovServiceDepartment,
  GovServiceDetail,
  GovServiceFavoriteState,
  GovServiceMaterial,
  GovServicePage,
  GovServiceQuery,
  GovServiceSummary,
  GovServiceTopic,
} from './types';
export { DEFAULT_GOV_SERVICE_QUERY, getGovServices, govServicesQueryOptions, normalizeGovServiceQuery, useGovServices } from './get-gov-services';
export type { UseGovServicesOptions } from './get-gov-services';
export { getGovService, govServiceQueryOptions, useGovService } from './get-gov-service';
export type { UseGovServiceOptions } from './get-gov-service';
export { addGovServiceFavorite, useAddGovServiceFavorite } from './add-gov-service-favorite';
export { removeGovServiceFavorite, useRemoveGovServiceFavorite } from './remove-gov-service-favorite';
