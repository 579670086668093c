import { isSuccessStatus } from '@smes/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { isContentId } from './query-utils';

const SVG_TYPE = /^image\/svg\+xml\b/i;

/**
 * The picture of a 一图读懂 as a `data:` URL for an `<img>`: fetched through the client (so the host's
 * origin needs no `img-src` exception in the apps' CSP, and 444 and 500 follow the usual rules), and shown
 * as an image, where an SVG can run no script whatever it holds.
 */
export async function getInterpretationPicture(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<string>> {
  const outcome = await client.exchange(
    (api, init) => api.GET('/api/interpretation/{id}/picture', { ...init, params: { path: { id } }, parseAs: 'text' }),
    options,
  );
  if (outcome.type === 'answer' && isSuccessStatus(outcome.response.status)) {
    const type = outcome.response.headers.get('Content-Type') ?? '';
    if (SVG_TYPE.test(type.trim()) && typeof outcome.body === 'string') {
      const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(outcome.body)}`;
      return { ok: true, data: url, msg: '', statusCode: outcome.response.status, code: outcome.response.status };
    }
    return { ok: false, kind: 'bad-response', msg: '', statusCode: outcome.response.status, code: null };
  }
  return client.settle<string>(outcome, options);
}

export function interpretationPictureQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyKeys.interpretationPicture(id),
    queryFn: async ({ signal }) => unwrap(await getInterpretationPicture(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseInterpretationPictureOptions = {
  queryConfig?: QueryConfig<typeof interpretationPictureQueryOptions>;
};

export function useInterpretationPicture(id: number, { queryConfig }: UseInterpretationPictureOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...interpretationPictureQueryOptions(client, id), ...queryConfig });
}
