import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { marketEnterpriseKeys } from './keys';
import type { QualityEnterprisePage, QualityEnterpriseQuery } from './types';

export const DEFAULT_QUALITY_ENTERPRISE_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies QualityEnterpriseQuery;

export function normalizeQualityEnterpriseQuery(query?: QualityEnterpriseQuery): QualityEnterpriseQuery {
  return normalizeListQuery<QualityEnterpriseQuery>(DEFAULT_QUALITY_ENTERPRISE_QUERY, query);
}

/** 优质中小企业: public enterprises by tier, industry, region and a keyword over name and main products. */
export function getQualityEnterprises(
  client: PortalClient,
  query: QualityEnterpriseQuery = DEFAULT_QUALITY_ENTERPRISE_QUERY,
  options?: CallOptions,
): Promise<ApiResult<QualityEnterprisePage>> {
  return client.call((api, init) => api.GET('/api/market/enterprise/list', { ...init, params: { query } }), options);
}

export function qualityEnterprisesQueryOptions(client: PortalClient, query?: QualityEnterpriseQuery) {
  const normalized = normalizeQualityEnterpriseQuery(query);
  return queryOptions({
    queryKey: marketEnterpriseKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getQualityEnterprises(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseQualityEnterprisesOptions = {
  query?: QualityEnterpriseQuery;
  queryConfig?: QueryConfig<typeof qualityEnterprisesQueryOptions>;
};

export function useQualityEnterprises({ query, queryConfig }: UseQualityEnterprisesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...qualityEnterprisesQueryOptions(client, query), ...queryConfig });
}
