// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { matchKeys } from '../match/keys';
import { isLedgerValidationError } from '../match/update-ledger';
import { useDeleteIpRecord } from './delete-ip-record';
import { useIpRecords } from './get-ip-records';
import { ipRecordKeys } from './keys';
import { useSaveIpRecord } from './save-ip-record';
import { buildIpRecord, buildIpRecordList } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = testQueryClient();
  const { Wrapper } = apiTestProviders({ queryClient });
  return { queryClient, wrapper: Wrapper };
}

const { id: _id, ipClass: _ipClass, updatedAt: _updatedAt, ...input } = buildIpRecord();

describe('知识产权台账 requests', () => {
  it('keeps the 台账 under the account', () => {
    expect(ipRecordKeys.list().slice(0, 2)).toEqual(['portal', 'user']);
  });

  it('reads the 台账 with its counts', async () => {
    server.use(portalHandler('get', '/api/enterprise/ip-records', () => ({ status: 200, body: okEnvelope(buildIpRecordList()) })));
    const { wrapper } = setup();
    const { result } = renderHook(() => useIpRecords(), { wrapper });
    await waitFor(() => expect(result.current.data?.counts.inventionPatents).toBe(1));
  });

  it('adds with POST, saves with PUT, and reloads the 台账 and the ledger after each write', async () => {
    const calls: string[] = [];
    server.use(
      portalHandler('post', '/api/enterprise/ip-records', async ({ request }) => {
        calls.push(`POST ${(await request.json()).number}`);
        return { status: 200, body: okEnvelope(buildIpRecord()) };
      }),
      portalHandler('put', '/api/enterprise/ip-records/{id}', ({ params }) => {
        calls.push(`PUT ${params.id}`);
        return { status: 200, body: okEnvelope(buildIpRecord()) };
      }),
      portalHandler('delete', '/api/enterprise/ip-records/{id}', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        return { status: 200, body: okEnvelope(null) };
      }),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(matchKeys.ledger(), { stale: false });
    queryClient.setQueryData(ipRecordKeys.list(), buildIpRecordList());
    const { result } = renderHook(() => ({ save: useSaveIpRecord(), remove: useDeleteIpRecord() }), { wrapper });
    await act(() => result.current.save.mutateAsync(input));
    await act(() => result.current.save.mutateAsync({ ...input, id: 301 }));
    await act(() => result.current.remove.mutateAsync(301));
    expect(calls).toEqual(['POST ZL202110123456.7', 'PUT 301', 'DELETE 301']);
    expect(queryClient.getQueryState(matchKeys.ledger())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ipRecordKeys.list())?.isInvalidated).toBe(true);
  });

  it('throws the server’s message per field when a record is refused', async () => {
    server.use(
      portalHandler('post', '/api/enterprise/ip-records', () => ({
        status: 400,
        body: { ...errorEnvelope(400, '专利号格式应如 ZL202110123456.7'), data: { fieldErrors: { number: '专利号格式应如 ZL202110123456.7' } } },
      })),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useSaveIpRecord(), { wrapper });
    const error = await result.current.mutateAsync({ ...input, number: 'x' }).catch((caught: unknown) => caught);
    expect(isLedgerValidationError(error) && error.fieldErrors).toEqual({ number: '专利号格式应如 ZL202110123456.7' });
  });
});
