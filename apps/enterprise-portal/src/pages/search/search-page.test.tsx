import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGlobalSearchHit, buildGlobalSearchResult, buildSearchSuggestion, okEnvelope, portalHandler } from '@smes/api/testing';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { PENDING_COUNT_CAP } from '../../features/search/search-areas';

const server = setupServer();
const searches: URLSearchParams[] = [];
const suggests: string[] = [];
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  searches.length = 0;
  suggests.length = 0;
  visits.length = 0;
  server.use(
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('get', '/api/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      if (query.get('keyword') === '企') {
        // A lone character searches titles only; the policy area holds more title hits than the bound counts.
        const capped = buildGlobalSearchResult({ policy: 1000, news: 0 }, { keyword: '企', terms: ['企'], totalCapped: true, titleOnlyTerms: ['企'] });
        capped.groups[0] = { ...capped.groups[0]!, totalCapped: true };
        if (query.get('area') === 'policy') capped.page = { total: 1000, totalCapped: true, pageNum: Number(query.get('pageNum')), pageSize: 10, rows: [buildGlobalSearchHit()] };
        return { status: 200, body: okEnvelope(capped) };
      }
      if (query.get('keyword') === '低空经济') {
        // After a bulk import the server is still indexing: the answer counts what it has not searched yet.
        return { status: 200, body: okEnvelope(buildGlobalSearchResult({ policy: 3, news: 0 }, { keyword: '低空经济', terms: ['低空经济'], pending: 1234 })) };
      }
      if (query.get('keyword') === '无人机') return { status: 200, body: okEnvelope(buildGlobalSearchResult({ policy: 0, news: 0 }, { keyword: '无人机', terms: ['无人机'], pending: 10_000 })) };
      if (query.get('keyword') === '区块链') return { status: 200, body: okEnvelope(buildGlobalSearchResult({ policy: 0, news: 0 }, { keyword: '区块链', terms: ['区块链'] })) };
      const result = buildGlobalSearchResult({ policy: 12, news: 2, govService: 0 });
      if (query.get('area') === 'policy') {
        const pageNum = Number(query.get('pageNum'));
        result.page = { total: 12, pageNum, pageSize: 10, rows: [buildGlobalSearchHit({ id: `p${pageNum}`, title: [{ text: `第 ${pageNum} 页的政策`, hit: false }] })] };
      }
      return { status: 200, body: okEnvelope(result) };
    }),
    portalHandler('get', '/api/search/suggest', ({ request }) => {
      suggests.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return {
        status: 200,
        body: okEnvelope([
          buildSearchSuggestion(),
          buildSearchSuggestion({ text: '高新技术企业认定', segments: [{ text: '高新技术企业', hit: true }, { text: '认定', hit: false }], area: 'govService', id: '31' }),
        ]),
      };
    }),
  );
});

describe('全站搜索', { timeout: 60_000 }, () => {
  it('groups the hits by area with their counts, the matched terms marked, each linking to its own page', async () => {
    renderScreens({ path: '/search?keyword=高企', screens: portalScreens });
    expect(await screen.findByText('共找到 14 条与“高企”相关的内容，分布在 2 个栏目', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('已同时搜索：高新技术企业')).toBeInTheDocument();
    const policy = screen.getByRole('region', { name: /^政策原文\s+12 条$/ });
    const links = within(policy).getAllByRole('link', { name: /^关于支持\s*高新技术企业\s*高质量发展的若干措施$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/findpolicy/policyNoticeDetails/1', '/findpolicy/policyNoticeDetails/2', '/findpolicy/policyNoticeDetails/3']);
    expect(within(links[0] as HTMLElement).getByText('高新技术企业').tagName).toBe('MARK');
    expect(within(screen.getByRole('region', { name: /^资讯\s+2 条$/ })).getAllByRole('link')[0]).toHaveAttribute('href', '/news/details/1');
    expect(screen.queryByRole('region', { name: /政务服务/ })).not.toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '按栏目查看' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '政策原文 12', '资讯 2']);
    expect(document.title).toContain('全站搜索');
    await waitFor(() => expect(visits).toEqual(['全站搜索']));
  });

  it('says 1,000+ where a count reached the bound, pages only up to it, and that a lone character searched titles only', async () => {
    const { router } = renderScreens({ path: '/search?keyword=企', screens: portalScreens });
    expect(await screen.findByText('共找到 1,000+ 条与“企”相关的内容，分布在 1 个栏目', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('单字只搜索标题（“企”），输入两个字及以上可搜全文');
    expect(screen.getByRole('region', { name: /^政策原文\s+1,000\+ 条$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看全部 1,000+ 条政策原文' }));
    await waitFor(() => expect(router.state.location.search).toContain('area=policy'));
    const pages = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pages).getByText('共 1,000+ 条')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '第 100 页' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: '第 101 页' })).not.toBeInTheDocument();
    expect(screen.getByText('政策原文共 1,000+ 条')).toBeInTheDocument();
  });

  it('opens one area from its tab or 查看全部, paged', async () => {
    const { router } = renderScreens({ path: '/search?keyword=高企', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '查看全部 12 条政策原文' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('高企')}&area=policy`));
    expect(await screen.findByRole('link', { name: '第 1 页的政策' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '政策原文 12', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: '第 2 页的政策' })).toBeInTheDocument();
    expect(searches.at(-1)?.get('pageNum')).toBe('2');
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('高企')}`));
  });

  it('says when nothing was found and offers terms to try', async () => {
    renderScreens({ path: '/search?keyword=区块链', screens: portalScreens });
    expect(await screen.findByText('没有找到与“区块链”相关的内容', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '专精特新' })).toHaveAttribute('href', `/search?keyword=${encodeURIComponent('专精特新')}`);
  });

  it('says how much the server has not indexed yet, beside the results and beside "nothing found", never as the whole', async () => {
    renderScreens({ path: '/search?keyword=低空经济', screens: portalScreens });
    expect(await screen.findByText('共找到 3 条与“低空经济”相关的内容，分布在 1 个栏目', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('另有 1,234 条内容正在建立索引，暂未计入搜索结果，结果可能不完整，请稍后再搜索。');
  });

  it('says "at least" for a pending count at the server\'s bound, even when nothing was found', async () => {
    expect(PENDING_COUNT_CAP).toBe(PORTAL_SCHEMA_LIMITS.GlobalSearchResult.pending.maximum);
    renderScreens({ path: '/search?keyword=无人机', screens: portalScreens });
    expect(await screen.findByText('没有找到与“无人机”相关的内容', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('另有 10,000+ 条内容正在建立索引');
  });

  it('says nothing of indexing when everything was searched', async () => {
    renderScreens({ path: '/search?keyword=区块链', screens: portalScreens });
    expect(await screen.findByText('没有找到与“区块链”相关的内容', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/正在建立索引/)).not.toBeInTheDocument();
  });

  it('asks for a keyword without searching when none is given', async () => {
    renderScreens({ path: '/search', screens: portalScreens });
    expect(await screen.findByText('输入关键词，搜索全站内容', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(searches).toHaveLength(0);
  });

  it('suggests as the user types, once per pause, and opens a chosen item with the keyboard', async () => {
    const { router } = renderScreens({ path: '/search', screens: portalScreens });
    const box = await screen.findByRole('combobox', { name: '搜索关键词' }, { timeout: 15_000 });
    // Reached with the keyboard and typed at the focus: the field with suggestions may replace this input at any moment
    // from here on and takes the focus with it (a pointer test would click an input already replaced).
    act(() => box.focus());
    await userEvent.keyboard('高企');
    expect(await screen.findByRole('option', { name: /高新技术企业\s*认定/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(suggests).toEqual(['高企']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/governmentService/detail/31'));
  });

  it('searches for what was typed on Enter', async () => {
    const { router } = renderScreens({ path: '/search', screens: portalScreens });
    const box = await screen.findByRole('combobox', { name: '搜索关键词' }, { timeout: 15_000 });
    act(() => box.focus());
    await userEvent.keyboard('专精特新{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('专精特新'));
  });
});
