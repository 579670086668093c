import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildCompareOverview,
  buildCompareRegions,
  buildLedgerCompleteness,
  buildLedgerRecord,
  buildRegionComparison,
  buildSubsidyEstimate,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { readChart } from '@smes/ui/testing';
import { compareScreens } from '../../app/routes/compare-screens';

const server = setupServer();
const overviewQueries: string[] = [];
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  overviewQueries.length = 0;
  visits.length = 0;
  server.use(
    portalHandler('get', '/api/compare/regions', () => ({ status: 200, body: okEnvelope(buildCompareRegions()) })),
    portalHandler('get', '/api/compare/overview', ({ request }) => {
      const regions = new URL(request.url).searchParams.get('regions') ?? '';
      overviewQueries.push(regions);
      return { status: 200, body: okEnvelope(buildCompareOverview(regions.split(','))) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

function drawnChart(figureName: string) {
  const figure = screen.getByRole('figure', { name: figureName });
  return readChart(within(figure).getByRole('img'));
}

function regionCard(name: string) {
  return within(screen.getByRole('list', { name: '各地区概况' })).getByRole('region', { name });
}

/**
 * Opens the region picker's list from the keyboard. The list loads when the box is reached for and then takes the box's
 * place (ADR 96); a click dispatched to the box of before (user-event holds the element, where a browser targets what
 * is under the pointer) reaches a removed input whenever the list's module answers between the pointer's arrival and
 * its press. Keys go to whichever box has the focus.
 */
async function openPicker(user: ReturnType<typeof userEvent.setup>, name: string) {
  act(() => screen.getByRole('combobox', { name }).focus());
  await user.keyboard('{ArrowDown}');
  return screen.findByRole('listbox');
}

describe('区域政策对比 overview', () => {
  it('writes the default regions to the address, shows headline numbers, a chart with its table and a log-in prompt', async () => {
    const { router } = renderScreens({ path: '/policy/RegionalCompare', screens: compareScreens });

    await waitFor(() => expect(router.state.location.search).toBe('?regions=330100,330200,330300'));
    expect(router.state.historyAction).toBe('REPLACE');
    const hangzhou = await screen.findByRole('region', { name: '杭州市' });
    expect(within(hangzhou).getByText('140 项')).toBeInTheDocument();
    expect(within(hangzhou).getByText('12,500 万元')).toBeInTheDocument();
    expect(within(regionCard('温州市')).getByText('8,500 万元')).toBeInTheDocument();
    expect(overviewQueries).toEqual(['330100,330200,330300']);
    await waitFor(() => expect(document.title).toBe('区域政策对比'));
    await waitFor(() => expect(visits).toContain('区域政策对比'));

    expect(drawnChart('各地区现行政策总数').categories).toEqual(['杭州市', '宁波市', '温州市']);
    expect(drawnChart('各地区现行政策总数').series[0]).toEqual(['140', '132', '124']);
    const table = screen.getByRole('table', { name: '各地区现行政策总数与扶持金额' });
    expect(within(table).getByRole('row', { name: /杭州市 1 140 12,500 1,000/ })).toBeInTheDocument();
    expect(screen.getByText('现行政策总数：杭州市最多（140 项），温州市最少（124 项）。')).toBeInTheDocument();

    expect(screen.getByText(/登录并完善企业档案后/)).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: '我的预估收益对比' })).not.toBeInTheDocument();
  });

  it('shows 我的预估收益 per region and the ledger’s completeness for a signed-in enterprise', async () => {
    localStorage.setItem('token', 'ent-token');
    server.use(
      portalHandler('get', '/api/compare/overview', () => {
        const overview = buildCompareOverview();
        const ranges = [
          [120, 320],
          [0, 180.5],
          [0, 0],
        ] as const;
        overview.regions = overview.regions.map((row, index) => {
          const range = ranges[index];
          return range
            ? { ...row, myEstimatedBenefit: range[1], myEstimate: buildSubsidyEstimate({ conservative: range[0], optimistic: range[1] }) }
            : row;
        });
        return { status: 200, body: okEnvelope(overview) };
      }),
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ completeness: buildLedgerCompleteness({ percent: 76, filled: 40, total: 53, missing: ['mainProducts'] }) })),
      })),
    );
    renderScreens({ path: '/policy/RegionalCompare?regions=330100,330200,330300', screens: compareScreens });

    expect(await screen.findByText('保守 120 万元 ～ 乐观 320 万元')).toBeInTheDocument();
    expect(within(regionCard('宁波市')).getByText('保守 0 万元 ～ 乐观 180.5 万元')).toBeInTheDocument();
    expect(within(regionCard('温州市')).getByText('保守 0 万元 ～ 乐观 0 万元')).toBeInTheDocument();
    expect(await screen.findByText('企业档案完整度 76%（已填 40/53 项）')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '主营产品（服务）' })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation#field-mainProducts');
    expect(screen.getByRole('figure', { name: '我的预估收益对比（乐观值）' })).toBeInTheDocument();
    expect(screen.queryByText(/登录并完善企业档案后/)).not.toBeInTheDocument();
  });

  it('asks a signed-in enterprise without an estimate to complete its ledger', async () => {
    localStorage.setItem('token', 'ent-token');
    server.use(portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })));
    renderScreens({ path: '/policy/RegionalCompare?regions=330100,330200', screens: compareScreens });
    expect(await screen.findByText(/还没有可用于测算的企业档案/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '完善企业档案' })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation');
  });

  it('adds a fourth region, refuses a fifth and refuses going below two', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: '/policy/RegionalCompare?regions=330100,330200,330300', screens: compareScreens });
    await screen.findByRole('region', { name: '温州市' });

    // The picker's list loads when the box is reached for and takes the box over (ADR 96): look the box up each time.
    const picker = () => screen.getByRole('combobox', { name: '添加对比地区' });
    await openPicker(user, '添加对比地区');
    await user.type(picker(), '嘉兴');
    await user.click(await screen.findByRole('option', { name: '嘉兴市' }));
    await waitFor(() => expect(router.state.location.search).toBe('?regions=330100,330200,330300,330400'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByRole('region', { name: '嘉兴市' })).toBeInTheDocument();

    await user.type(picker(), '苏州');
    await user.click(await screen.findByRole('option', { name: '苏州市' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('最多同时对比 4 个地区，请先移除一个地区再添加');
    expect(router.state.location.search).toBe('?regions=330100,330200,330300,330400');

    await user.click(screen.getByRole('button', { name: '移除 嘉兴市' }));
    await user.click(screen.getByRole('button', { name: '移除 温州市' }));
    await waitFor(() => expect(router.state.location.search).toBe('?regions=330100,330200'));
    await user.click(screen.getByRole('button', { name: '移除 宁波市' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('至少需要 2 个地区才能对比');
    expect(router.state.location.search).toBe('?regions=330100,330200');
  });

  it('groups the regions to add by province', async () => {
    const user = userEvent.setup();
    renderScreens({ path: '/policy/RegionalCompare?regions=330100,330200', screens: compareScreens });
    await screen.findByRole('region', { name: '宁波市' });
    const listbox = await openPicker(user, '添加对比地区');
    expect(within(listbox).getByText('江苏省')).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: '西湖区（杭州市）' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: '杭州市' })).not.toBeInTheDocument();
  });

  it.each([['?regions=abc'], ['?regions=330100'], ['?regions=330100,330200,330300,330400,330500'], ['?regions=330100,999999']])(
    'falls back to the defaults with a notice for %s',
    async (search) => {
      const { router } = renderScreens({ path: `/policy/RegionalCompare${search}`, screens: compareScreens });
      await waitFor(() => expect(router.state.location.search).toBe('?regions=330100,330200,330300'));
      expect(await screen.findByText(/链接中的对比地区无效/)).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: '温州市' })).toBeInTheDocument();
      expect(overviewQueries).toEqual(['330100,330200,330300']);
    },
  );

  it('keeps the regions when switching to a sub-page', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: '/policy/RegionalCompare?regions=330200,330300', screens: compareScreens });
    await screen.findByRole('region', { name: '宁波市' });
    await user.click(within(screen.getByRole('navigation', { name: '对比维度' })).getByRole('link', { name: '政策数量' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policy/RegionalCompare/PolicyList'));
    expect(router.state.location.search).toBe('?regions=330200,330300');
    expect(await screen.findByRole('heading', { level: 1, name: '政策数量对比' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '对比维度' })).getByRole('link', { name: '政策数量' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the server’s message when the comparison is refused', async () => {
    server.use(portalHandler('get', '/api/compare/overview', () => ({ status: 400, body: errorEnvelope(400, '参数 regions 不合法：地区 330500 暂不支持对比') })));
    renderScreens({ path: '/policy/RegionalCompare?regions=330100,330500', screens: compareScreens });
    expect(await screen.findByText('参数 regions 不合法：地区 330500 暂不支持对比')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('orders the regions as picked even if the server answers in another order', async () => {
    server.use(
      portalHandler('get', '/api/compare/overview', () => ({
        status: 200,
        body: okEnvelope(buildCompareOverview(['330200', '330100'], { regions: buildCompareOverview(['330200', '330100']).regions })),
      })),
    );
    renderScreens({ path: '/policy/RegionalCompare?regions=330100,330200', screens: compareScreens });
    const cards = await within(await screen.findByRole('list', { name: '各地区概况' })).findAllByRole('region');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['杭州市', '宁波市']);
    expect(buildRegionComparison().region.name).toBe('杭州市');
  });
});
