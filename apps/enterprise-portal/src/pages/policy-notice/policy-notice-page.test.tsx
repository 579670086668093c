import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildLedgerRecord,
  buildUserInfo,
  buildContentPage,
  buildDictList,
  buildPolicySummary,
  buildRegionTree,
  errorEnvelope,
  highlightSegments,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  visits.length = 0;
  server.use(
    portalHandler('get', '/api/policy/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const keyword = query.get('keyword') ?? '';
      const pageNum = Number(query.get('pageNum'));
      const rows = Array.from({ length: 10 }, (_, index) => {
        const title = `第 ${pageNum} 页 专精特新政策 ${index + 1}`;
        return buildPolicySummary({
          id: pageNum * 100 + index,
          title,
          titleSegments: highlightSegments(title, keyword),
          snippetSegments: highlightSegments('支持专精特新企业做强做优', keyword),
        });
      });
      if (keyword === '企') {
        // A lone character searches titles only, and its title hits exceed the bound the server counts up to.
        return { status: 200, body: okEnvelope({ ...buildContentPage(rows, { total: 1000, pageNum, pageSize: 10 }), totalCapped: true, titleOnlyTerms: ['企'] }) };
      }
      return { status: 200, body: okEnvelope(buildContentPage(rows, { total: 23, pageNum, pageSize: 10 })) };
    }),
    portalHandler('get', '/api/policy/departments', () => ({ status: 200, body: okEnvelope(['工业和信息化部', '广东省工业和信息化厅']) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({
      status: 200,
      body: okEnvelope(buildDictList(String(params.type), params.type === 'industry' ? ['制造业'] : ['资金扶持', '资质认定'])),
    })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

const results = () => screen.findByRole('region', { name: '政策列表' }, { timeout: 15_000 });

describe('政策原文检索', { timeout: 60_000 }, () => {
  it('lists policies 10 a page with the count, titles the page and records the visit', async () => {
    renderScreens({ path: '/findpolicy/policyNotice', screens: portalScreens });
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10), { timeout: 15_000 });
    expect(Object.fromEntries(listQueries[0] ?? [])).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByText('共找到 23 条政策')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('政策原文检索'));
    await waitFor(() => expect(visits).toEqual(['政策原文检索']), { timeout: 15_000 });

    await userEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }));
    expect(await screen.findByText(/第 2 页 专精特新政策 1$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('pageNum')).toBe('2');
  });

  it('says 1,000+ when the search counted up to its bound, pages only that far, and that a lone character searched titles only', async () => {
    renderScreens({ path: '/findpolicy/policyNotice?keyword=企', screens: portalScreens });
    await results();
    expect(await screen.findByText('共找到 1,000+ 条政策')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('单字只搜索标题（“企”），输入两个字及以上可搜全文');
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getByText('共 1,000+ 条')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '第 100 页' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: '第 101 页' })).not.toBeInTheDocument();
  });

  it('searches on Enter and marks the keyword in titles and snippets', async () => {
    const { router } = renderScreens({ path: '/findpolicy/policyNotice', screens: portalScreens });
    await results();
    await userEvent.type(screen.getByRole('textbox', { name: '关键词' }), '专精特新{Enter}');

    await waitFor(() => expect(listQueries.at(-1)?.get('keyword')).toBe('专精特新'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('专精特新')}`);
    const list = await results();
    await waitFor(() => expect(list.querySelectorAll('mark').length).toBeGreaterThanOrEqual(20), { timeout: 15_000 });
    expect(list.querySelector('mark')?.textContent).toBe('专精特新');
    expect(screen.getByRole('button', { name: '移除条件 关键词：专精特新' })).toBeInTheDocument();
  });

  it('filters by level and validity, shows each as a removable chip', async () => {
    const { router } = renderScreens({ path: '/findpolicy/policyNotice', screens: portalScreens });
    await results();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '政策级别' }), await screen.findByRole('option', { name: '国家级' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('level')).toBe('national'), { timeout: 15_000 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '有效性' }), await screen.findByRole('option', { name: '现行有效' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('validity')).toBe('valid'), { timeout: 15_000 });
    expect(listQueries.at(-1)?.get('level')).toBe('national');

    await userEvent.click(screen.getByRole('button', { name: '移除条件 级别：国家级' }));
    await waitFor(() => expect(router.state.location.search).toBe('?validity=valid'), { timeout: 15_000 });
    expect(listQueries.at(-1)?.has('level')).toBe(false);
  });

  it('narrows by region through the cascade', async () => {
    renderScreens({ path: '/findpolicy/policyNotice', screens: portalScreens });
    await results();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '省份' }), await screen.findByRole('option', { name: '广东省' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '城市' }), await screen.findByRole('option', { name: '深圳市' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('regionCode')).toBe('440300'), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: '移除条件 地区：广东省 › 深圳市' })).toBeInTheDocument();
  });

  it('says in Chinese when the date range is inverted, and asks nothing', async () => {
    renderScreens({ path: '/findpolicy/policyNotice?publishTo=2025-01-31', screens: portalScreens });
    await results();
    const asked = listQueries.length;
    const from = screen.getByLabelText('起始日期');
    await userEvent.type(from, '2025-06-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    for (const field of [from, screen.getByLabelText('截止日期')]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('开始日期不能晚于结束日期');
    }
    expect(listQueries).toHaveLength(asked);
  });

  it('falls back to defaults for malformed parameters', async () => {
    renderScreens({ path: '/findpolicy/policyNotice?pageNum=abc&pageSize=-5&level=moon&publishFrom=2025-13-01&orderBy=relevance', screens: portalScreens });
    await results();
    expect(Object.fromEntries(listQueries[0] ?? [])).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('offers 清除筛选 once when nothing matches (the empty state, not also the chips above it)', async () => {
    server.use(
      portalHandler('get', '/api/policy/list', () => ({ status: 200, body: okEnvelope(buildContentPage([], { total: 0 })) })),
      portalHandler('get', '/api/policy/search-suggestions', () => ({ status: 200, body: okEnvelope({ keyword: '无此政策', nearby: [], popular: [] }) })),
    );
    const { router } = renderScreens({ path: '/findpolicy/policyNotice?keyword=无此政策&level=district', screens: portalScreens });
    expect(await screen.findByText('没有符合条件的政策', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除条件 级别：区县级' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 15_000 });
  });

  it('suggests nearby and popular searches for a keyword that found nothing, and follows one', async () => {
    const suggestionQueries: string[] = [];
    server.use(
      portalHandler('get', '/api/policy/list', ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        const rows = keyword === '高新技术企业' ? [buildPolicySummary({ id: 7, title: '高新技术企业认定奖励办法' })] : [];
        return { status: 200, body: okEnvelope(buildContentPage(rows, { total: rows.length })) };
      }),
      portalHandler('get', '/api/policy/search-suggestions', ({ request }) => {
        suggestionQueries.push(new URL(request.url).searchParams.get('keyword') ?? '');
        return { status: 200, body: okEnvelope({ keyword: '高新技木企业', nearby: ['高新技术企业'], popular: ['专精特新', '技术改造'] }) };
      }),
    );
    const { router } = renderScreens({ path: '/findpolicy/policyNotice?keyword=高新技木企业', screens: portalScreens });
    const nearby = await screen.findByRole('region', { name: '你是不是要找' }, { timeout: 15_000 });
    expect(suggestionQueries).toEqual(['高新技木企业']);
    const popular = screen.getByRole('region', { name: '大家都在搜' });
    expect(within(popular).getAllByRole('link').map((link) => link.textContent)).toEqual(['专精特新', '技术改造']);
    await userEvent.click(within(nearby).getByRole('link', { name: '高新技术企业' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('高新技术企业'), { timeout: 15_000 });
    expect(await screen.findByText('高新技术企业认定奖励办法', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('asks for no suggestions when filters alone leave the list empty', async () => {
    server.use(portalHandler('get', '/api/policy/list', () => ({ status: 200, body: okEnvelope(buildContentPage([], { total: 0 })) })));
    renderScreens({ path: '/findpolicy/policyNotice?level=district', screens: portalScreens });
    expect(await screen.findByText('换个关键词或减少筛选条件试试', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '你是不是要找' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a bad request", async () => {
    server.use(portalHandler('get', '/api/policy/list', () => ({ status: 400, body: errorEnvelope(400, '发布日期范围不合法') })));
    renderScreens({ path: '/findpolicy/policyNotice', screens: portalScreens });
    expect(await screen.findByText('发布日期范围不合法', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('政策原文检索 for a signed-in enterprise', { timeout: 60_000 }, () => {
  it('defaults to the policies that apply to its registered region; 清除 lifts that scope', async () => {
    localStorage.setItem('token', 'enterprise-token');
    server.use(
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: { provinceCode: '330000', cityCode: '330100', districtCode: '330106' } })),
      })),
    );
    try {
      const { router } = renderScreens({ path: '/findpolicy/policyNotice', screens: portalScreens });
      await screen.findByRole('button', { name: /^移除条件 适用于：.*西湖区的企业（含全国及上级）$/ }, { timeout: 15_000 });
      expect(listQueries.map((query) => query.get('applicableTo'))).toEqual(['330106']);
      await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
      await waitFor(() => expect(router.state.location.search).toBe('?applicableTo=all'), { timeout: 15_000 });
      await waitFor(() => expect(listQueries.at(-1)?.has('applicableTo')).toBe(false));
    } finally {
      localStorage.clear();
    }
  });
});
