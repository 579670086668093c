// @vitest-environment happy-dom
import { DEFAULT_CONFIG } from '@smes/config';
import { createSessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../core/portal-client';
import { errorEnvelope, fileReply, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { useCreateHighTechEvaluation } from './create-high-tech-evaluation';
import { useCreateSpecializedEvaluation } from './create-specialized-evaluation';
import { useCreateMatchReport } from './create-match-report';
import { exportReport } from './export-report';
import { exportReportPdf } from './export-report-pdf';
import { useReports, normalizeReportQuery } from './get-reports';
import { useReportMatches } from './get-report-matches';
import { matchKeys } from './keys';
import { buildLedgerRecord, buildPolicyMatch, buildReport, buildReportPage, buildReportSummary } from './testing';
import { LedgerValidationError, readFieldErrors, updateLedger, useUpdateLedger } from './update-ledger';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = testQueryClient();
  const store = createSessionStore({ eventTarget: null });
  const { Wrapper } = apiTestProviders({ queryClient, store });
  return { queryClient, Wrapper };
}

function client() {
  return createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 'token', onExpired: vi.fn(), notify: vi.fn() });
}

describe('updateLedger', () => {
  it('sends the ledger as JSON, nulls included, and resolves with the saved record', async () => {
    const bodies: unknown[] = [];
    const types: (string | null)[] = [];
    const record = buildLedgerRecord();
    server.use(
      portalHandler('put', '/api/enterprise/ledger', async ({ request }) => {
        types.push(request.headers.get('Content-Type'));
        bodies.push(await request.json());
        return { status: 200, body: okEnvelope(record) };
      }),
    );
    const result = await updateLedger(client(), { revenueY1: 4100, mainProducts: null });
    expect(result).toEqual({ ok: true, data: record });
    expect(bodies).toEqual([{ revenueY1: 4100, mainProducts: null }]);
    expect(types[0]).toMatch(/application\/json/);
  });

  it('keeps the field messages of a ValidationFailed answer', async () => {
    server.use(
      portalHandler('put', '/api/enterprise/ledger', () => ({
        status: 400,
        body: {
          code: 400,
          msg: '统一社会信用代码校验位不正确',
          data: { fieldErrors: { creditCode: '统一社会信用代码校验位不正确', rdStaff: '研发人员数不能大于职工总数' } },
          statusCode: 400,
        },
      })),
    );
    const result = await updateLedger(client(), { creditCode: '91330106MA2H3K7X1B' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.msg).toBe('统一社会信用代码校验位不正确');
    expect(result.fieldErrors).toEqual({ creditCode: '统一社会信用代码校验位不正确', rdStaff: '研发人员数不能大于职工总数' });
  });

  it('has no field messages when the refusal carries none', async () => {
    server.use(portalHandler('put', '/api/enterprise/ledger', () => ({ status: 401, body: errorEnvelope(401, '请先登录') })));
    const result = await updateLedger(client(), {});
    expect(result).toMatchObject({ ok: false, msg: '请先登录', fieldErrors: {} });
  });
});

describe('readFieldErrors', () => {
  it('ignores anything that is not a map of messages', () => {
    expect(readFieldErrors(null)).toEqual({});
    expect(readFieldErrors({ data: null })).toEqual({});
    expect(readFieldErrors({ data: { fieldErrors: ['creditCode'] } })).toEqual({});
    expect(readFieldErrors({ data: { fieldErrors: { creditCode: 3, rdStaff: '', revenueY1: '不能为负数' } } })).toEqual({ revenueY1: '不能为负数' });
  });
});

describe('useUpdateLedger', () => {
  it('replaces the cached ledger on success', async () => {
    const saved = buildLedgerRecord({ updatedAt: '2026-03-03T00:00:00.000Z' });
    server.use(portalHandler('put', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(saved) })));
    const { queryClient, Wrapper } = setup();
    const { result } = renderHook(() => useUpdateLedger(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ revenueY1: 1 }));
    expect(queryClient.getQueryData(matchKeys.ledger())).toEqual(saved);
  });

  it('throws a LedgerValidationError with the server message and the field messages', async () => {
    server.use(
      portalHandler('put', '/api/enterprise/ledger', () => ({
        status: 400,
        body: { code: 400, msg: '营业收入不能为负数', data: { fieldErrors: { revenueY1: '营业收入不能为负数' } }, statusCode: 400 },
      })),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useUpdateLedger(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ revenueY1: -1 }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(LedgerValidationError));
    const error = result.current.error as LedgerValidationError;
    expect(error.message).toBe('营业收入不能为负数');
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors).toEqual({ revenueY1: '营业收入不能为负数' });
  });
});

describe('reports', () => {
  it('normalizes the list query so equal lists share a cache entry', () => {
    expect(normalizeReportQuery()).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalizeReportQuery({ type: 'match', pageNum: 3 })).toEqual({ pageNum: 3, pageSize: 10, type: 'match' });
  });

  it('asks for the page and the type filter', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/enterprise/reports', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildReportPage([buildReportSummary()], { total: 1 })) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useReports({ query: { type: 'project_evaluation', pageNum: 2 } }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ pageNum: '2', pageSize: '10', type: 'project_evaluation' });
  });

  it('reads a saved report\'s category a page at a time, asking for the next page until the total is loaded', async () => {
    const queries: URLSearchParams[] = [];
    const paths: string[] = [];
    server.use(
      portalHandler('get', '/api/enterprise/reports/{id}/matches', ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.searchParams);
        paths.push(url.pathname);
        const pageNum = Number(url.searchParams.get('pageNum'));
        const rows = pageNum === 1 ? [buildPolicyMatch({ policyId: 1 }), buildPolicyMatch({ policyId: 2 })] : [buildPolicyMatch({ policyId: 3 })];
        return { status: 200, body: okEnvelope({ rows, total: 3, pageNum, pageSize: 2 }) };
      }),
    );
    const { queryClient, Wrapper } = setup();
    const { result } = renderHook(() => useReportMatches(41, '科技创新'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages.flatMap((page) => page.rows.map((row) => row.policyId))).toEqual([1, 2, 3]));
    expect(result.current.hasNextPage).toBe(false);
    expect(paths).toEqual(['/api/enterprise/reports/41/matches', '/api/enterprise/reports/41/matches']);
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { category: '科技创新', pageNum: '1', pageSize: '50' },
      { category: '科技创新', pageNum: '2', pageSize: '50' },
    ]);
    expect(queryClient.getQueryData(matchKeys.reportMatches(41, '科技创新'))).toBeDefined();
  });

  it('asks for no page while the category is closed', async () => {
    const { Wrapper } = setup();
    const { result } = renderHook(() => useReportMatches(41, '科技创新', { enabled: false }), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('a new match report is cached as its detail and refreshes the lists', async () => {
    const report = buildReport({ id: 88 });
    server.use(portalHandler('post', '/api/policy-match/report', () => ({ status: 200, body: okEnvelope(report) })));
    const { queryClient, Wrapper } = setup();
    queryClient.setQueryData(matchKeys.reportList({ pageNum: 1, pageSize: 10 }), buildReportPage([]));
    const { result } = renderHook(() => useCreateMatchReport(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(matchKeys.reportDetail(88))).toEqual(report);
    expect(queryClient.getQueryState(matchKeys.reportList({ pageNum: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
  });

  it('a new 高企评测 is cached as its detail and refreshes the report lists', async () => {
    const report = buildReport({ id: 91, type: 'high_tech', match: null });
    server.use(portalHandler('post', '/api/enterprise/evaluations/high-tech', () => ({ status: 200, body: okEnvelope(report) })));
    const { queryClient, Wrapper } = setup();
    queryClient.setQueryData(matchKeys.reportList({ pageNum: 1, pageSize: 10, type: 'high_tech' }), buildReportPage([]));
    const { result } = renderHook(() => useCreateHighTechEvaluation(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(matchKeys.reportDetail(91))).toEqual(report);
    expect(queryClient.getQueryState(matchKeys.reportList({ pageNum: 1, pageSize: 10, type: 'high_tech' }))?.isInvalidated).toBe(true);
  });

  it('a new 专精特新评测 is cached as its detail and refreshes the report lists', async () => {
    const report = buildReport({ id: 92, type: 'specialized', match: null });
    server.use(portalHandler('post', '/api/enterprise/evaluations/specialized', () => ({ status: 200, body: okEnvelope(report) })));
    const { queryClient, Wrapper } = setup();
    queryClient.setQueryData(matchKeys.reportList({ pageNum: 1, pageSize: 10, type: 'specialized' }), buildReportPage([]));
    const { result } = renderHook(() => useCreateSpecializedEvaluation(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(matchKeys.reportDetail(92))).toEqual(report);
    expect(queryClient.getQueryState(matchKeys.reportList({ pageNum: 1, pageSize: 10, type: 'specialized' }))?.isInvalidated).toBe(true);
  });

  it('exports a report under the Chinese name the server gives', async () => {
    const fileName = '智能政策匹配报告-杭州云栖智能科技有限公司-20260302.html';
    server.use(
      portalHandler('post', '/api/enterprise/reports/{id}/export', () =>
        fileReply('<html></html>', {
          contentType: 'text/html; charset=utf-8',
          contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        }),
      ),
    );
    const saveBlob = vi.fn();
    const result = await exportReport(client(), 51, { saveBlob });
    expect(result.ok).toBe(true);
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), fileName);
  });
  it('downloads a report as PDF under the Chinese name from content-disposition', async () => {
    const fileName = '项目自评报告-2026年度研发费用补助-20260302.pdf';
    const calls: string[] = [];
    server.use(
      portalHandler('post', '/api/enterprise/reports/{id}/pdf', ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return fileReply('%PDF-1.7', {
          contentType: 'application/pdf',
          contentDisposition: `attachment; filename="report-52.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        });
      }),
    );
    const saveBlob = vi.fn();
    const result = await exportReportPdf(client(), 52, { saveBlob });
    expect(result.ok).toBe(true);
    expect(calls).toEqual(['/api/enterprise/reports/52/pdf']);
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), fileName);
  });
});
