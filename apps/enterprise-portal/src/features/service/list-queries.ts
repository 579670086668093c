import type { InstitutionListQuery, ServiceCaseListQuery, ServiceProductListQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { KEYWORD_MAX_LENGTH, readEnum, readPage, readPageSize, readPattern, readPositiveInt, readText } from '../../shared/list/list-params';
import { INSTITUTION_ORDERS, MIN_RATINGS, PRICE_MODES, PRODUCT_ORDERS, SERVICE_CATEGORIES } from './service-labels';

const REGION_CODE = new RegExp(PORTAL_QUERY_LIMITS.serviceInstitutionList.regionCode.pattern);
const NEED_MAX_LENGTH = PORTAL_QUERY_LIMITS.serviceProductList.need.maxLength;

export const SERVICE_LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 服务产品与案例 shows one of two lists; products unless the URL asks for cases. */
export const PRODUCT_PAGE_TABS = ['products', 'cases'] as const;
export type ProductPageTab = (typeof PRODUCT_PAGE_TABS)[number];

function compact<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}

function readMinRating(params: URLSearchParams): number | undefined {
  const raw = readEnum(params, 'minRating', MIN_RATINGS);
  return raw === undefined ? undefined : Number(raw);
}

/** 服务机构's URL: keyword, category, region, minimum rating, sort and page. */
export function parseInstitutionQuery(params: URLSearchParams): InstitutionListQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    category: readEnum(params, 'category', SERVICE_CATEGORIES),
    regionCode: readPattern(params, 'regionCode', REGION_CODE),
    minRating: readMinRating(params),
    orderBy: readEnum(params, 'orderBy', INSTITUTION_ORDERS),
  });
}

/** The products tab's URL. 价格 sorts cheapest first (面议 last is the server's). */
export function parseProductQuery(params: URLSearchParams): ServiceProductListQuery {
  const orderBy = readEnum(params, 'orderBy', PRODUCT_ORDERS);
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    category: readEnum(params, 'category', SERVICE_CATEGORIES),
    need: readText(params, 'need', NEED_MAX_LENGTH),
    regionCode: readPattern(params, 'regionCode', REGION_CODE),
    priceMode: readEnum(params, 'priceMode', PRICE_MODES),
    institutionId: readPositiveInt(params, 'institutionId'),
    orderBy,
    isAsc: orderBy === 'price' ? ('asc' as const) : undefined,
  });
}

/** The cases tab's URL. */
export function parseCaseQuery(params: URLSearchParams): ServiceCaseListQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    category: readEnum(params, 'category', SERVICE_CATEGORIES),
    institutionId: readPositiveInt(params, 'institutionId'),
  });
}

export function readProductPageTab(params: URLSearchParams): ProductPageTab {
  return readEnum(params, 'tab', PRODUCT_PAGE_TABS) ?? 'products';
}
