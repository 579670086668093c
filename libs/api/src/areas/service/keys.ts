import { portalKeys } from '../../query-keys';
import type {
  CertificationListQuery,
  InstitutionListQuery,
  OrgCaseListQuery,
  OrgOrderListQuery,
  OrgProductListQuery,
  ProductsForNeedsQuery,
  ServiceCaseListQuery,
  ServiceOrderMineQuery,
  ServiceProductListQuery,
  ServiceReviewListQuery,
} from './types';

/**
 * The public catalogue (institutions, products, cases, reviews) is the same for everyone, so it lives under
 * ['portal', 'service']; orders, reviews written, the console and certification belong to the signed-in
 * account and live under ['portal', 'user', …], so logging out drops them with the rest of the user's data.
 */
export const serviceKeys = {
  all: () => [...portalKeys.all, 'service'] as const,
  institutions: () => [...serviceKeys.all(), 'institutions'] as const,
  institutionList: (query: InstitutionListQuery) => [...serviceKeys.institutions(), 'list', query] as const,
  institutionDetail: (id: number) => [...serviceKeys.institutions(), 'detail', id] as const,
  institutionReviews: (id: number, query: ServiceReviewListQuery) => [...serviceKeys.institutionDetail(id), 'reviews', query] as const,
  products: () => [...serviceKeys.all(), 'products'] as const,
  productList: (query: ServiceProductListQuery) => [...serviceKeys.products(), 'list', query] as const,
  productsForNeeds: (query: ProductsForNeedsQuery) => [...serviceKeys.products(), 'for-needs', query] as const,
  productDetail: (id: number) => [...serviceKeys.products(), 'detail', id] as const,
  productReviews: (id: number, query: ServiceReviewListQuery) => [...serviceKeys.productDetail(id), 'reviews', query] as const,
  needs: () => [...serviceKeys.all(), 'needs'] as const,
  cases: () => [...serviceKeys.all(), 'cases'] as const,
  caseList: (query: ServiceCaseListQuery) => [...serviceKeys.cases(), 'list', query] as const,
  caseDetail: (id: number) => [...serviceKeys.cases(), 'detail', id] as const,
};

/** The enterprise's own orders and reviews. */
export const serviceOrderKeys = {
  all: () => [...portalKeys.user(), 'service'] as const,
  orders: () => [...serviceOrderKeys.all(), 'orders'] as const,
  mine: (query: ServiceOrderMineQuery) => [...serviceOrderKeys.orders(), 'mine', query] as const,
  detail: (id: number) => [...serviceOrderKeys.orders(), 'detail', id] as const,
  reviews: () => [...serviceOrderKeys.all(), 'reviews'] as const,
  myReviews: (query: ServiceReviewListQuery) => [...serviceOrderKeys.reviews(), 'mine', query] as const,
};

/** The institution console's data and the operator's review queue. */
export const orgKeys = {
  all: () => [...portalKeys.user(), 'org'] as const,
  dashboard: () => [...orgKeys.all(), 'dashboard'] as const,
  orders: () => [...orgKeys.all(), 'orders'] as const,
  orderList: (query: OrgOrderListQuery) => [...orgKeys.orders(), 'list', query] as const,
  orderDetail: (id: number) => [...orgKeys.orders(), 'detail', id] as const,
  products: () => [...orgKeys.all(), 'products'] as const,
  productList: (query: OrgProductListQuery) => [...orgKeys.products(), 'list', query] as const,
  productDetail: (id: number) => [...orgKeys.products(), 'detail', id] as const,
  cases: () => [...orgKeys.all(), 'cases'] as const,
  caseList: (query: OrgCaseListQuery) => [...orgKeys.cases(), 'list', query] as const,
  caseDetail: (id: number) => [...orgKeys.cases(), 'detail', id] as const,
  certification: () => [...orgKeys.all(), 'certification'] as const,
  adminCertifications: () => [...portalKeys.user(), 'admin', 'certifications'] as const,
  adminCertificationList: (query: CertificationListQuery) => [...orgKeys.adminCertifications(), 'list', query] as const,
  adminCertificationDetail: (id: number) => [...orgKeys.adminCertifications(), 'detail', id] as const,
};
