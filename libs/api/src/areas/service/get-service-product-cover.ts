import { isSuccessStatus } from '@smes/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys } from './keys';

const IMAGE_TYPE = /^image\/(jpeg|png)\b/i;

async function dataUrl(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode over a whole photo's bytes would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * A service product's cover image as a `data:` URL for an `<img>`: fetched through the client, like the 一图读懂
 * pictures, so the apps' CSP (`img-src 'self' data:`) needs no exception for the API host. Only JPEG and PNG are
 * shown, whatever else an answer claims to be.
 */
export async function getServiceProductCover(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<string>> {
  const outcome = await client.exchange(
    (api, init) => api.GET('/api/service/products/{id}/cover', { ...init, params: { path: { id } }, parseAs: 'blob' }),
    options,
  );
  if (outcome.type === 'answer' && isSuccessStatus(outcome.response.status)) {
    const type = (outcome.response.headers.get('Content-Type') ?? '').trim();
    const match = IMAGE_TYPE.exec(type);
    if (match && outcome.body instanceof Blob) {
      const url = await dataUrl(outcome.body, `image/${(match[1] ?? 'png').toLowerCase()}`);
      return { ok: true, data: url, msg: '', statusCode: outcome.response.status, code: outcome.response.status };
    }
    return { ok: false, kind: 'bad-response', msg: '', statusCode: outcome.response.status, code: null };
  }
  return client.settle<string>(outcome, options);
}

export function serviceProductCoverQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: [...serviceKeys.productDetail(id), 'cover'] as const,
    queryFn: async ({ signal }) => unwrap(await getServiceProductCover(client, id, { signal })),
    // A cover changes only when the institution uploads a new one.
    staleTime: 10 * 60_000,
  });
}

export type UseServiceProductCoverOptions = {
  queryConfig?: QueryConfig<typeof serviceProductCoverQueryOptions>;
};

/** Asks only for a product whose `coverUrl` says it has one. */
export function useServiceProductCover(id: number, hasCover: boolean, { queryConfig }: UseServiceProductCoverOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceProductCoverQueryOptions(client, id), enabled: hasCover, ...queryConfig });
}
