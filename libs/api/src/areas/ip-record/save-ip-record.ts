import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../../core/api-error';
import type { ApiFailure, ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from '../match/keys';
import { LedgerValidationError, readFieldErrors } from '../match/update-ledger';
import { ipRecordKeys } from './keys';
import type { LedgerFieldErrors } from '../match/types';
import type { IpRecord, IpRecordInput } from './types';

export type IpRecordSaveResult = { ok: true; data: IpRecord } | (ApiFailure & { fieldErrors: LedgerFieldErrors });

/** New (no id) or changed record; a 400's per-field messages are kept, like the ledger's own update. */
export async function saveIpRecord(client: PortalClient, input: IpRecordInput & { id?: number }, options?: CallOptions): Promise<IpRecordSaveResult> {
  const { id, ...body } = input;
  const outcome = await client.exchange(
    (api, init) =>
      id === undefined
        ? api.POST('/api/enterprise/ip-records', { ...init, ...JSON_BODY, body })
        : api.PUT('/api/enterprise/ip-records/{id}', { ...init, ...JSON_BODY, params: { path: { id } }, body }),
    options,
  );
  const settled: ApiResult<IpRecord> = client.settle<IpRecord>(outcome, options);
  if (settled.ok) return { ok: true, data: settled.data };
  return { ...settled, fieldErrors: outcome.type === 'answer' ? readFieldErrors(outcome.body) : {} };
}

/** A 台账 write changes the ledger's IP counts on the server: the ledger (and what follows it) is read again. */
export function refreshAfterIpChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ipRecordKeys.all() });
  void queryClient.invalidateQueries({ queryKey: matchKeys.ledger() });
}

/** Adds (without `id`) or saves (with it) a record. Throws LedgerValidationError with the field messages when refused. */
export function useSaveIpRecord() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IpRecordInput & { id?: number }) => {
      const result = await saveIpRecord(client, input);
      if (result.ok) return result.data;
      const { message, kind, code, statusCode } = toApiError(result);
      throw new LedgerValidationError({ message, kind, code, statusCode, fieldErrors: result.fieldErrors });
    },
    onSuccess: () => refreshAfterIpChange(queryClient),
  });
}
