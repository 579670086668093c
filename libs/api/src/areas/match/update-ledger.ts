import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../core/api-error';
import type { ApiErrorInit, ApiFailure, ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { LedgerData, LedgerFieldErrors, LedgerRecord } from './types';

/** A refused ledger update; `fieldErrors` holds the server's message per field when it sent any. */
export type LedgerUpdateFailure = ApiFailure & { fieldErrors: LedgerFieldErrors };

export type LedgerUpdateResult = { ok: true; data: LedgerRecord } | LedgerUpdateFailure;

/** What useUpdateLedger throws: an ApiError that also carries the per-field messages. */
export class LedgerValidationError extends ApiError {
  readonly fieldErrors: LedgerFieldErrors;

  constructor(init: ApiErrorInit & { fieldErrors: LedgerFieldErrors }) {
    super(init);
    this.fieldErrors = init.fieldErrors;
  }
}

export function isLedgerValidationError(error: unknown): error is LedgerValidationError {
  return error instanceof LedgerValidationError;
}

/** Reads `data.fieldErrors` of a ValidationFailed envelope; anything malformed counts as no field messages. */
export function readFieldErrors(body: unknown): LedgerFieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return {};
  const fieldErrors = (data as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/**
 * `PUT /api/enterprise/ledger` (merge: given fields overwrite, null clears). The envelope rules are
 * the client's; the exchange is run here so the 400 body's field messages are not lost on the way.
 */
export async function updateLedger(client: PortalClient, ledger: LedgerData, options?: CallOptions): Promise<LedgerUpdateResult> {
  const outcome = await client.exchange((api, init) => api.PUT('/api/enterprise/ledger', { ...init, ...JSON_BODY, body: ledger }), options);
  const settled: ApiResult<LedgerRecord> = client.settle<LedgerRecord>(outcome, options);
  if (settled.ok) return { ok: true, data: settled.data };
  return { ...settled, fieldErrors: outcome.type === 'answer' ? readFieldErrors(outcome.body) : {} };
}

/** Saves ledger fields; the saved record replaces the cached one. Throws LedgerValidationError when refused. */
export function useUpdateLedger() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ledger: LedgerData) => {
      const result = await updateLedger(client, ledger);
      if (result.ok) return result.data;
      const { message, kind, code, statusCode } = toApiError(result);
      throw new LedgerValidationError({ message, kind, code, statusCode, fieldErrors: result.fieldErrors });
    },
    onSuccess: (record) => {
      queryClient.setQueryData(matchKeys.ledger(), record);
    },
  });
}
