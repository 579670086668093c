import type { PriceMode, ServiceCategory } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';

// The enums are the contract's (openapi/portal.yaml); only their Chinese names are written here.
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = PORTAL_QUERY_LIMITS.serviceInstitutionList.category.enum;
export const INSTITUTION_ORDERS = PORTAL_QUERY_LIMITS.serviceInstitutionList.orderBy.enum;
export const PRODUCT_ORDERS = PORTAL_QUERY_LIMITS.serviceProductList.orderBy.enum;
export const PRICE_MODES: readonly PriceMode[] = PORTAL_QUERY_LIMITS.serviceProductList.priceMode.enum;

export const INSTITUTION_ORDER_LABELS: Record<(typeof INSTITUTION_ORDERS)[number], string> = {
  rating: '评分最高',
  orders: '成交最多',
  newest: '最新入驻',
};

export const PRODUCT_ORDER_LABELS: Record<(typeof PRODUCT_ORDERS)[number], string> = {
  rating: '评分最高',
  orders: '成交最多',
  price: '价格从低到高',
  newest: '最新上架',
};

export { PRICE_MODE_LABELS } from '@smes/hand-over';

/** The 最低评分 filter's choices (the contract takes any 1–5). */
export const MIN_RATINGS = ['4.5', '4', '3'] as const;
