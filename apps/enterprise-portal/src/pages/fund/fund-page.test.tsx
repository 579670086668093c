import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContentPage, buildFundDetail, buildFundFacets, buildFundSummary, buildLedgerRecord, buildRegionTree, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { DEFAULT_VIEWPORT, setViewport } from '@smes/ui/testing';
import { portalScreens } from '../../app/routes';
import { stubIntersectionObserver } from '../../testing/intersection-observer';

const server = setupServer();
const listQueries: URLSearchParams[] = [];

const FUNDS = [1, 2, 3, 4, 5].map((id) => buildFundSummary({ id, name: `产品${id}号`, provider: id % 2 === 0 ? '浙商银行' : '杭州银行', rateMin: 3 + id / 10 }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  server.use(
    portalHandler('get', '/api/fund/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const rows = query.get('guarantee') === 'mortgage' ? [] : FUNDS;
      return { status: 200, body: okEnvelope(buildContentPage(rows, { total: rows.length })) };
    }),
    portalHandler('get', '/api/fund/facets', () => ({ status: 200, body: okEnvelope(buildFundFacets()) })),
    portalHandler('get', '/api/fund/{id}', ({ params }) => {
      const id = Number(params.id);
      return { status: 200, body: okEnvelope(buildFundDetail({ id, name: `产品${id}号`, rateMin: 3 + id / 10, materials: [`材料${id}`] })) };
    }),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('找资金', { timeout: 60_000 }, () => {
  it('lists products with their ranges, filters through the URL and says when nothing fits', async () => {
    const { router } = renderScreens({ path: '/fund?tag=科创贷', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '金融产品列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('找资金'));
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: '产品1号' })).toHaveAttribute('href', '/fund/detail/1');
    expect(within(list).getAllByText('50–1000 万元')[0]).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('tag')).toBe('科创贷');
    expect(screen.getByText('特色：科创贷')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '担保方式' }), await screen.findByRole('option', { name: '抵押' }));
    await waitFor(() => expect(router.state.location.search).toContain('guarantee=mortgage'));
    expect(await screen.findByText('没有符合条件的产品', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('guarantee')).toBe('mortgage');
  });

  it('compares the products ticked, keeps them in the URL, and refuses a fifth', async () => {
    const { router } = renderScreens({ path: '/fund', screens: portalScreens });
    await screen.findByRole('region', { name: '金融产品列表' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品1号' }));
    expect(await screen.findByText('再选 1 款产品即可并排对比，最多 4 款。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品3号' }));
    await waitFor(() => expect(router.state.location.search).toBe('?compare=1%2C3'));
    const table = await screen.findByRole('region', { name: '产品对比表' }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: /产品1号/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /产品3号/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '参考年利率' })).toBeInTheDocument();
    expect(within(table).getByText('3.30%–4.50%')).toBeInTheDocument();
    expect(within(table).getByText('材料3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品2号' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品4号' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品5号' }));
    expect(await screen.findByText('最多同时对比 4 款产品，请先移出一款')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '对比 产品5号' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: '产品对比（4/4）' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('region', { name: '产品对比表' })).getByRole('button', { name: '移出对比 产品1号' }));
    await waitFor(() => expect(router.state.location.search).toBe('?compare=3%2C2%2C4'));
  });

  it('keeps an 已选 bar below the list that names the ticked products and leads to the comparison', async () => {
    const { router } = renderScreens({ path: '/fund', screens: portalScreens });
    await screen.findByRole('region', { name: '金融产品列表' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: '已选对比产品' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品1号' }));
    const bar = await screen.findByRole('region', { name: '已选对比产品' });
    expect(await within(bar).findByText('已选 1/4 款：产品1号（再选 1 款即可对比）')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '查看对比' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '对比 产品3号' }));
    expect(await within(bar).findByText('已选 2/4 款：产品1号、产品3号')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: '查看对比' }));
    expect(screen.getByRole('heading', { name: '产品对比（2/4）' })).toHaveFocus();
    await userEvent.click(within(bar).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: '已选对比产品' })).not.toBeInTheDocument();
  });

  it('steps the 已选 bar aside while the comparison is on screen, and brings it back when the comparison scrolls away', async () => {
    const observed = stubIntersectionObserver();
    try {
      renderScreens({ path: '/fund?compare=1,3', screens: portalScreens });
      await screen.findByRole('region', { name: '金融产品列表' }, { timeout: 15_000 });
      expect(await screen.findByRole('region', { name: '已选对比产品' })).toBeInTheDocument();
      const comparison = screen.getByRole('region', { name: '产品对比（2/4）' });
      const watcher = observed.findLast((entry) => entry.target === comparison);
      expect(watcher).toBeDefined();
      watcher?.report(true);
      expect(screen.queryByRole('region', { name: '已选对比产品' })).not.toBeInTheDocument();
      watcher?.report(false);
      expect(screen.getByRole('region', { name: '已选对比产品' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a phone compares attribute by attribute, each value named by its product, with no table to scroll sideways', async () => {
    setViewport(375);
    try {
      renderScreens({ path: '/fund?compare=2,4', screens: portalScreens });
      const comparison = await screen.findByRole('region', { name: '产品对比表' }, { timeout: 15_000 });
      expect(within(comparison).queryByRole('table')).not.toBeInTheDocument();
      expect(within(comparison).getByRole('list', { name: '对比的产品' })).toHaveTextContent('产品2号移出产品4号移出');
      const terms = within(comparison).getAllByRole('term').map((term) => term.textContent);
      expect(terms).toEqual(['提供机构', '额度', '参考年利率', '期限', '担保方式', '还款方式', '特色', '申请条件', '申请材料']);
      const materials = within(comparison).getAllByRole('definition').slice(-2).map((value) => value.textContent);
      expect(materials).toEqual(['产品2号材料2', '产品4号材料4']);
    } finally {
      setViewport(DEFAULT_VIEWPORT.width);
    }
  });

  it('opens a shared comparison from its address', async () => {
    renderScreens({ path: '/fund?compare=2,4', screens: portalScreens });
    const table = await screen.findByRole('region', { name: '产品对比表' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(await screen.findByRole('checkbox', { name: '对比 产品2号' })).toBeChecked();
  });
});

describe('找资金 for a signed-in enterprise', { timeout: 60_000 }, () => {
  it('starts at the lenders serving its registered region and 全国; the chip widens it', async () => {
    localStorage.setItem('token', 'enterprise-token');
    server.use(
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: { provinceCode: '330000', cityCode: '330100', districtCode: '330110' } })),
      })),
      portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    );
    try {
      const { router } = renderScreens({ path: '/fund', screens: portalScreens });
      await screen.findByRole('button', { name: /^移除条件 适用于：.*的企业（含全国及上级）$/ }, { timeout: 15_000 });
      expect(listQueries.map((query) => query.get('applicableTo'))).toEqual(['330110']);
      await userEvent.click(screen.getByRole('button', { name: /^移除条件 适用于：/ }));
      await waitFor(() => expect(router.state.location.search).toBe('?applicableTo=all'));
      await waitFor(() => expect(listQueries.at(-1)?.has('applicableTo')).toBe(false));
    } finally {
      localStorage.clear();
    }
  });
});
