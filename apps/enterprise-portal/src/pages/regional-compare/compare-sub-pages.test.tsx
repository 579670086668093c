import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildCompareOverview,
  buildCompareRegions,
  buildDictData,
  buildLedger,
  buildLedgerRecord,
  buildSingleCompareRows,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { readChart } from '@smes/ui/testing';
import { compareScreens } from '../../app/routes/compare-screens';

const server = setupServer();
const singleQueries: Record<string, string>[] = [];
const REGIONS = '?regions=330100,330200,330300';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  singleQueries.length = 0;
  server.use(
    portalHandler('get', '/api/compare/regions', () => ({ status: 200, body: okEnvelope(buildCompareRegions()) })),
    portalHandler('get', '/api/compare/overview', ({ request }) => {
      const regions = new URL(request.url).searchParams.get('regions') ?? '';
      return { status: 200, body: okEnvelope(buildCompareOverview(regions.split(','))) };
    }),
    portalHandler('get', '/api/compare/single', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      singleQueries.push(query);
      return { status: 200, body: okEnvelope(buildSingleCompareRows((query.regions ?? '').split(','), query.category)) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', () => ({
      status: 200,
      // Like the stand-in's dictionary, a category's value is its Chinese name (policies carry it as `category`).
      body: okEnvelope(
        ['资金扶持', '人才支持', '知识产权'].map((label, index) =>
          buildDictData({ dictCode: index + 1, dictLabel: label, dictValue: label, dictSort: index + 1, dictType: 'policy_category' }),
        ),
      ),
    })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

function figure(name: string) {
  return screen.findByRole('figure', { name });
}

async function drawnChart(name: string) {
  return readChart(within(await figure(name)).getByRole('img'));
}

function rowTexts(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) => (row.textContent ?? '').trim());
}

describe('the comparison tabs', () => {
  it('carry the regions of the address while the region list is still loading', async () => {
    let answerRegions: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => (answerRegions = resolve));
    server.use(
      portalHandler('get', '/api/compare/regions', async () => {
        await listed;
        return { status: 200, body: okEnvelope(buildCompareRegions()) };
      }),
    );
    renderScreens({ path: '/policy/RegionalCompare/PolicyList?regions=330100,330400', screens: compareScreens });
    const nav = await screen.findByRole('navigation', { name: '对比维度' });
    // Followed before the list comes, a tab must not swap the visitor's regions for the defaults.
    expect(within(nav).getByRole('link', { name: '数量排名' })).toHaveAttribute('href', '/policy/RegionalCompare/PolicyRank?regions=330100,330400');
    answerRegions();
    expect(await screen.findByRole('heading', { level: 1, name: '政策数量对比' })).toBeInTheDocument();
  });
});

describe('政策数量对比', () => {
  it('charts and tabulates counts by level and by category', async () => {
    renderScreens({ path: `/policy/RegionalCompare/PolicyList${REGIONS}`, screens: compareScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '政策数量对比' })).toBeInTheDocument();
    const chart = await drawnChart('按政策级别对比');
    expect(chart.legend).toEqual(['杭州市', '宁波市', '温州市']);
    expect(chart.categories).toContain('省级');
    expect(rowTexts(screen.getByRole('table', { name: '按政策级别对比（单位：项）' }))).toContain('省级605550');
    expect(rowTexts(screen.getByRole('table', { name: '按政策类别对比（单位：项）' }))[1]).toBe('资金扶持454239');
    await waitFor(() => expect(document.title).toBe('政策数量对比'));
  });
});

describe('政策数量排名', () => {
  it('ranks by all policies, then by the category picked (kept in the address)', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: `/policy/RegionalCompare/PolicyRank${REGIONS}`, screens: compareScreens });
    await figure('现行政策总数排名');
    // Each region's part of the compared total: the share of its own policies would read 100.0% on every row.
    expect(rowTexts(screen.getByRole('table', { name: '现行政策总数排名' }))).toEqual([
      '地区排名政策数量（项）占对比地区合计',
      '杭州市114035.4%',
      '宁波市213233.3%',
      '温州市312431.3%',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: '排名口径' }), await screen.findByRole('option', { name: '人才支持' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('category')).toBe('人才支持'));
    expect(router.state.location.search).toBe(`?regions=330100,330200,330300&${new URLSearchParams({ category: '人才支持' })}`);
    const table = await screen.findByRole('table', { name: '“人才支持”类政策排名' });
    expect(rowTexts(table)[0]).toBe('地区排名政策数量（项）占对比地区合计占该地区现行政策');
    expect(rowTexts(table)[1]).toBe('温州市12734.6%21.8%');
  });

  it('ignores an unknown category in the address', async () => {
    renderScreens({ path: `/policy/RegionalCompare/PolicyRank${REGIONS}&category=不存在`, screens: compareScreens });
    expect(await figure('现行政策总数排名')).toBeInTheDocument();
  });
});

describe('扶持金额排名', () => {
  it('ranks subsidy totals and maxima', async () => {
    renderScreens({ path: `/policy/RegionalCompare/SubsidyRank${REGIONS}`, screens: compareScreens });
    await figure('最高扶持金额合计排名');
    expect(rowTexts(screen.getByRole('table', { name: '最高扶持金额合计排名' }))[1]).toBe('杭州市112,50014089.29');
    expect(rowTexts(screen.getByRole('table', { name: '单项最高扶持金额排名' })).slice(1)).toEqual(['杭州市11,000', '宁波市2800', '温州市3600']);
    const chart = await drawnChart('单项最高扶持金额排名');
    expect(chart.categories).toEqual(['杭州市', '宁波市', '温州市']);
    expect(chart.series[0]).toEqual(['1,000', '800', '600']);
  });
});

describe('奖补政策对比', () => {
  it('lists each region’s top rewards with links to the policies', async () => {
    renderScreens({ path: `/policy/RegionalCompare/PolicyRewards${REGIONS}`, screens: compareScreens });
    await figure('最高单项奖补对比');
    const hangzhou = screen.getByRole('table', { name: '杭州市奖补金额最高的政策' });
    expect(within(hangzhou).getByRole('link', { name: '杭州市专精特新“小巨人”企业奖励' })).toHaveAttribute('href', '/policy/PolicyDetail/101');
    expect(rowTexts(hangzhou)[1]).toBe('1杭州市专精特新“小巨人”企业奖励资金扶持100');
  });
});

describe('专利资助对比', () => {
  it('shows the subsidy per patent kind and 无 where a region has none', async () => {
    renderScreens({ path: `/policy/RegionalCompare/PatentCompare${REGIONS}`, screens: compareScreens });
    await figure('专利资助标准对比');
    const table = screen.getByRole('table', { name: /每件专利资助标准/ });
    expect(rowTexts(table)).toContain('PCT 国际专利3 万元/件无无');
    expect(rowTexts(table)).toContain('实用新型0.2 万元/件0.2 万元/件无');
    expect(within(table).getByRole('link', { name: '杭州市PCT 国际专利资助 3 万元/件，查看政策' })).toHaveAttribute('href', '/policy/PolicyDetail/204');
    expect(screen.getByText(/无资助：温州市实用新型、宁波市PCT 国际专利、温州市PCT 国际专利。/)).toBeInTheDocument();
    const chart = await drawnChart('专利资助标准对比');
    expect(chart.series[1]).toEqual(['0.8', '0.2', '0.1', '—', '0.05']);
  });
});

describe('产业覆盖对比', () => {
  it('draws a heat map of policies per industry section', async () => {
    renderScreens({ path: `/policy/RegionalCompare/CyCompare${REGIONS}`, screens: compareScreens });
    const chart = await drawnChart('产业覆盖热力图');
    expect(chart.rows).toEqual(['C 制造业', 'I 信息传输、软件和信息技术服务业', 'M 科学研究和技术服务业']);
    expect(chart.cells.slice(0, 3)).toEqual(['80', '70', '60']);
    expect(rowTexts(screen.getByRole('table', { name: /各行业门类的现行政策数/ }))[1]).toBe('C 制造业807060');
  });
});

describe('热门对比', () => {
  it('lists the most compared combinations and applies one in a click', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: `/policy/RegionalCompare/HotCompare${REGIONS}`, screens: compareScreens });
    await figure('最常被对比的地区组合');
    const table = screen.getByRole('table', { name: '热门对比组合' });
    expect(within(table).getByText('当前组合')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '对比这组：苏州市 vs 杭州市' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policy/RegionalCompare'));
    expect(router.state.location.search).toBe('?regions=320500,330100');
    expect(await screen.findByRole('region', { name: '苏州市' })).toBeInTheDocument();
  });
});

describe('同行对比', () => {
  it('defaults to the first industry for visitors and lets them switch', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: `/policy/RegionalCompare/PeerRank${REGIONS}`, screens: compareScreens });
    const table = await screen.findByRole('table', { name: '制造业同行企业（单位：家）' });
    expect(rowTexts(table)[1]).toBe('杭州市13,20042013.1%');
    expect(screen.getByText(/并完善企业档案后，默认显示您所在行业的同行/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '所属行业' }), await screen.findByRole('option', { name: 'I 信息传输、软件和信息技术服务业' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('industry')).toBe('I'));
    expect(await screen.findByRole('table', { name: '信息传输、软件和信息技术服务业同行企业（单位：家）' })).toBeInTheDocument();
  });

  it('starts from the enterprise’s own industry in its ledger', async () => {
    localStorage.setItem('token', 'ent-token');
    server.use(portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord({ ledger: buildLedger({ industry: 'I' }) })) })));
    renderScreens({ path: `/policy/RegionalCompare/PeerRank${REGIONS}`, screens: compareScreens });
    expect(await screen.findByRole('table', { name: '信息传输、软件和信息技术服务业同行企业（单位：家）' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '所属行业' })).toHaveTextContent('I 信息传输、软件和信息技术服务业（本企业所属行业）');
  });
});

describe('单项政策对比', () => {
  it('asks for a category first, then shows the policies side by side per region', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: `/policy/SingleCompare${REGIONS}`, screens: compareScreens });
    expect(await screen.findByText('请选择政策类别')).toBeInTheDocument();
    expect(singleQueries).toEqual([]);
    await waitFor(() => expect(document.title).toBe('单项政策对比'));

    await user.selectOptions(screen.getByRole('combobox', { name: '政策类别' }), await screen.findByRole('option', { name: '人才支持' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('category')).toBe('人才支持'));
    const ningbo = await screen.findByRole('region', { name: '宁波市“人才支持”类政策' });
    expect(within(ningbo).getByRole('link', { name: '宁波市人才支持政策 1' })).toHaveAttribute('href', '/policy/PolicyDetail/310');
    expect(within(ningbo).getByText('最高 200 万元')).toBeInTheDocument();
    expect(singleQueries).toEqual([{ regions: '330100,330200,330300', category: '人才支持' }]);
    expect(within(ningbo).getByText('共 26 项，按扶持金额列出前 2 项')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('table', { name: '各地区“人才支持”类政策' }))[3]).toBe('温州市27300');
    const chart = await drawnChart('“人才支持”类现行政策数量');
    expect(chart.series[0]).toEqual(['27', '26', '25']);
  });

  it('asks for the category list while the region list is still on its way, not after it', async () => {
    let answerRegions = () => {};
    const regionsHeld = new Promise<void>((resolve) => (answerRegions = resolve));
    let categoriesAsked = false;
    server.use(
      portalHandler('get', '/api/compare/regions', async () => {
        await regionsHeld;
        return { status: 200, body: okEnvelope(buildCompareRegions()) };
      }),
      portalHandler('get', '/api/v1/dict/data/type/{type}', () => {
        categoriesAsked = true;
        return { status: 200, body: okEnvelope([buildDictData({ dictLabel: '资金扶持', dictValue: '资金扶持', dictType: 'policy_category' })]) };
      }),
    );
    renderScreens({ path: `/policy/SingleCompare${REGIONS}`, screens: compareScreens });
    await waitFor(() => expect(categoriesAsked).toBe(true));
    expect(screen.queryByText('请选择政策类别')).not.toBeInTheDocument();
    answerRegions();
    expect(await screen.findByText('请选择政策类别')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '资金扶持' })).toBeInTheDocument();
  });

  it('says so when the category in the address is unknown', async () => {
    renderScreens({ path: `/policy/SingleCompare${REGIONS}&category=${encodeURIComponent('不存在的类别')}`, screens: compareScreens });
    expect(await screen.findByText('没有名为“不存在的类别”的政策类别，请从列表中重新选择。')).toBeInTheDocument();
    expect(singleQueries).toEqual([]);
  });
});
