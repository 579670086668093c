// @vitest-environment happy-dom
import { DEFAULT_CONFIG } from '@smes/config';
import { createSessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../core/portal-client';
import { portalKeys } from '../../query-keys';
import { errorEnvelope, fileReply, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { useAddPolicyFavorite } from './add-policy-favorite';
import { downloadPolicyAttachment } from './download-policy-attachment';
import { normalizePolicyQuery, usePolicies } from './get-policies';
import { getInterpretationPicture } from './get-interpretation-picture';
import { usePolicy } from './get-policy';
import { policyKeys } from './keys';
import { useRemovePolicyFavorite } from './remove-policy-favorite';
import { buildContentPage, buildPolicyDetail, buildPolicySummary, highlightSegments } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(token: string | null = null) {
  const queryClient = testQueryClient();
  const store = createSessionStore({ eventTarget: null });
  if (token) store.setToken(token);
  const notify = vi.fn();
  const { Wrapper } = apiTestProviders({ queryClient, store, notify });
  return { queryClient, Wrapper, notify };
}

describe('policy query keys', () => {
  it('keep public lists under the portal and everything personal under the account', () => {
    expect(policyKeys.list({ pageNum: 1 })).toEqual(['portal', 'policy', 'list', { pageNum: 1 }]);
    expect(policyKeys.noticeDetail(3)).toEqual(['portal', 'notice', 'detail', 3]);
    expect(policyKeys.noticeList({ pageNum: 1, status: 'open' })).toEqual(['portal', 'notice', 'list', { pageNum: 1, status: 'open' }]);
    for (const key of [policyKeys.detail(5), policyKeys.favorites({ pageNum: 1 }), policyKeys.recommendations()]) {
      expect(key.slice(0, 2)).toEqual(portalKeys.user());
    }
    // The favourites' notices: the account's, and refetched with the favourite lists when a favourite changes.
    const favoriteNotices = policyKeys.noticeList({ pageNum: 1, favorite: true });
    expect(favoriteNotices.slice(0, 2)).toEqual(portalKeys.user());
    expect(favoriteNotices.slice(0, policyKeys.favoriteLists().length)).toEqual(policyKeys.favoriteLists());
  });

  it('normalise a search so equal searches share a cache entry', () => {
    expect(normalizePolicyQuery({ keyword: '  专精特新 ', dept: '', level: 'national' })).toEqual({
      pageNum: 1,
      pageSize: 10,
      keyword: '专精特新',
      level: 'national',
    });
    expect(normalizePolicyQuery({ keyword: '   ' })).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('usePolicies', () => {
  it('sends the filters as query parameters and returns the page', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/policy/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildContentPage([buildPolicySummary()], { total: 1 })) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => usePolicies({ query: { keyword: '小巨人', validity: 'valid', orderBy: 'relevance' } }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.total).toBe(1);
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ pageNum: '1', pageSize: '10', keyword: '小巨人', validity: 'valid', orderBy: 'relevance' });
  });
});

describe('favourites', () => {
  it('adding and removing update the open detail without a refetch, with the session token', async () => {
    const auth: (string | null)[] = [];
    let detailCalls = 0;
    server.use(
      portalHandler('get', '/api/policy/{id}', () => {
        detailCalls += 1;
        return { status: 200, body: okEnvelope(buildPolicyDetail({ id: 9, favorite: false })) };
      }),
      portalHandler('post', '/api/policy/{id}/favorite', ({ request, params }) => {
        auth.push(request.headers.get('Authorization'));
        return { status: 200, body: okEnvelope({ policyId: Number(params.id), favorite: true }) };
      }),
      portalHandler('delete', '/api/policy/{id}/favorite', ({ params }) => ({
        status: 200,
        body: okEnvelope({ policyId: Number(params.id), favorite: false }),
      })),
    );
    const { Wrapper } = setup('token-1');
    const { result } = renderHook(() => ({ detail: usePolicy(9), add: useAddPolicyFavorite(), remove: useRemovePolicyFavorite() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.detail.data?.favorite).toBe(false));

    await act(() => result.current.add.mutateAsync(9));
    expect(result.current.detail.data?.favorite).toBe(true);
    expect(auth).toEqual(['Bearer token-1']);

    await act(() => result.current.remove.mutateAsync(9));
    expect(result.current.detail.data?.favorite).toBe(false);
    expect(detailCalls).toBe(1);
  });

  it('a 401 rejects with the server message', async () => {
    server.use(portalHandler('post', '/api/policy/{id}/favorite', () => ({ status: 401, body: errorEnvelope(401, '请先登录') })));
    const { Wrapper } = setup();
    const { result } = renderHook(() => useAddPolicyFavorite(), { wrapper: Wrapper });
    await expect(act(() => result.current.mutateAsync(9))).rejects.toThrow('请先登录');
  });

  it('an invalid id never asks', () => {
    const { Wrapper } = setup();
    const { result } = renderHook(() => usePolicy(0), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('downloadPolicyAttachment', () => {
  it('saves the file under the Chinese name the server announces', async () => {
    server.use(
      portalHandler('post', '/api/policy/{id}/attachments/{attachmentId}/download', ({ params }) =>
        fileReply(`attachment ${String(params.attachmentId)}`, {
          contentDisposition: `attachment; filename="file.pdf"; filename*=UTF-8''${encodeURIComponent('申报指南.pdf')}`,
        }),
      ),
    );
    const saveBlob = vi.fn();
    const notify = vi.fn();
    const client = createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => null, onExpired: vi.fn(), notify });
    const result = await downloadPolicyAttachment(client, { id: 5, attachmentId: 2 }, { saveBlob });
    expect(result.ok && result.data.fileName).toBe('申报指南.pdf');
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '申报指南.pdf');
    expect(notify).toHaveBeenCalledWith({ severity: 'success', message: '文件下载成功' });
  });
});

describe('getInterpretationPicture', () => {
  const client = () => createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => null, onExpired: vi.fn(), notify: vi.fn() });
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>一图读懂《A&amp;B》</title></svg>';

  it('gives the SVG as a data: URL an <img> can show', async () => {
    server.use(
      portalHandler('get', '/api/interpretation/{id}/picture', () => new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } })),
    );
    const result = await getInterpretationPicture(client(), 31);
    expect(result).toMatchObject({ ok: true, data: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
  });

  it('passes on the refusal of a text reading, and takes nothing but an SVG as the picture', async () => {
    server.use(portalHandler('get', '/api/interpretation/{id}/picture', () => ({ status: 404, body: errorEnvelope(404, '该政策解读没有图片') })));
    expect(await getInterpretationPicture(client(), 32)).toMatchObject({ ok: false, kind: 'business', msg: '该政策解读没有图片', statusCode: 404 });
    server.use(portalHandler('get', '/api/interpretation/{id}/picture', () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } })));
    expect(await getInterpretationPicture(client(), 31)).toMatchObject({ ok: false, kind: 'bad-response' });
  });
});

describe('highlightSegments (test factory)', () => {
  it('marks every occurrence of the keyword', () => {
    expect(highlightSegments('专精特新与专精特新', '专精特新')).toEqual([
      { text: '专精特新', hit: true },
      { text: '与', hit: false },
      { text: '专精特新', hit: true },
    ]);
  });
});
