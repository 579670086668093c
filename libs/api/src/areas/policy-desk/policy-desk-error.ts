import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../core/api-error';
import type { ApiErrorInit } from '../../core/api-error';
import type { CallOptions, PortalClient, PortalSend } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { readFieldErrors } from '../match/update-ledger';
import { policyDeskKeys } from './keys';
import type { PolicyDeskDetail } from './types';

/**
 * A refused desk call: the server's message per field (400) and, when someone changed the record first (409),
 * the record as it is now, so the editor can show both without dropping what the operator typed.
 */
export class PolicyDeskError extends ApiError {
  readonly fieldErrors: Partial<Record<string, string>>;
  readonly latest: PolicyDeskDetail | null;

  constructor(init: ApiErrorInit & { fieldErrors: Partial<Record<string, string>>; latest: PolicyDeskDetail | null }) {
    super(init);
    this.fieldErrors = init.fieldErrors;
    this.latest = init.latest;
  }
}

export function isPolicyDeskError(error: unknown): error is PolicyDeskError {
  return error instanceof PolicyDeskError;
}

function latestOf(body: unknown): PolicyDeskDetail | null {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  return typeof data === 'object' && data !== null && 'actions' in data && 'revisions' in data ? (data as PolicyDeskDetail) : null;
}

/** Runs a desk call and resolves its data, or throws a PolicyDeskError carrying what the refusal said. */
export async function runDeskCall<T>(client: PortalClient, send: PortalSend<unknown>, options?: CallOptions): Promise<T> {
  const outcome = await client.exchange(send, options);
  const settled = client.settle<T>(outcome, options);
  if (settled.ok) return settled.data;
  const { message, kind, code, statusCode } = toApiError(settled);
  const body = outcome.type === 'answer' ? outcome.body : null;
  throw new PolicyDeskError({ message, kind, code, statusCode, fieldErrors: readFieldErrors(body), latest: statusCode === 409 ? latestOf(body) : null });
}

/**
 * The cache rules of every desk change: the answered record replaces the cached one, the lists and the history
 * are read again; a 409's fresh record replaces it too, so the screen shows what is now true.
 */
export function useDeskMutation<Input extends { id?: number }, Answer>(send: (client: PortalClient, input: Input) => Promise<Answer>, detailOf: (answer: Answer) => PolicyDeskDetail) {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  const refresh = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: policyDeskKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: policyDeskKeys.history(id) });
  };
  return useMutation({
    mutationFn: (input: Input) => send(client, input),
    onSuccess: (answer) => {
      const detail = detailOf(answer);
      queryClient.setQueryData(policyDeskKeys.detail(detail.id), detail);
      refresh(detail.id);
    },
    onError: (error, input) => {
      if (isPolicyDeskError(error) && error.latest) queryClient.setQueryData(policyDeskKeys.detail(error.latest.id), error.latest);
      if (input.id !== undefined) refresh(input.id);
    },
  });
}
