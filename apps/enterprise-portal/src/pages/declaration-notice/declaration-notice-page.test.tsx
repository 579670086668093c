import { daysUntilClose } from '@smes/eligibility';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildLedgerRecord, buildNoticeDetail, buildNoticeSummary, buildRegionTree, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
let detailRequests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DAY = 24 * 3600_000;
/** When the open notice of the list closes (set with the handlers). */
let openEnd = '';

beforeEach(() => {
  listQueries.length = 0;
  detailRequests = 0;
  const now = Date.now();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  openEnd = iso(5 * DAY + 3600_000);
  server.use(
    portalHandler('get', '/api/notice/list', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return {
        status: 200,
        body: okEnvelope(
          buildContentPage(
            [
              buildNoticeSummary({ id: 1, title: '正在申报的通知', startTime: iso(-10 * DAY), endTime: iso(5 * DAY + 3600_000), supportText: '最高 50 万元' }),
              buildNoticeSummary({ id: 2, title: '尚未开始的通知', startTime: iso(3 * DAY), endTime: iso(30 * DAY), status: 'not_started', supportText: '资质认定' }),
              buildNoticeSummary({ id: 3, title: '已经截止的通知', startTime: iso(-30 * DAY), endTime: iso(-DAY), status: 'closed' }),
            ],
            { total: 3 },
          ),
        ),
      };
    }),
    portalHandler('get', '/api/notice/{id}', ({ params }) => {
      detailRequests += 1;
      return {
        status: 200,
        body: okEnvelope(buildNoticeDetail({ id: Number(params.id), startTime: iso(-DAY), endTime: iso(2 * DAY + 5 * 3600_000) })),
      };
    }),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('申报通知检索', { timeout: 60_000 }, () => {
  it('shows support, keywords and the status from each window', async () => {
    renderScreens({ path: '/findpolicy/DeclarationNotice', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '申报通知列表' }, { timeout: 15_000 });
    const [open, upcoming, closed] = within(list).getAllByRole('article');
    // China calendar days to the closing day (5 days and an hour away: 5 or 6 of them, by the time of day in China).
    expect(open).toHaveTextContent(`申报中·剩 ${daysUntilClose(openEnd, new Date())} 天`);
    expect(open).toHaveTextContent('最高 50 万元');
    expect(open).toHaveTextContent('专精特新');
    expect(upcoming).toHaveTextContent(/未开始·\d{4}-\d{2}-\d{2} 开始/);
    expect(upcoming).toHaveTextContent('资质认定');
    expect(closed).toHaveTextContent('已截止');
    await waitFor(() => expect(document.title).toBe('申报通知检索'));
  });

  it('opens on the windows open now; 全部状态 and the sort are kept in the URL', async () => {
    const { router } = renderScreens({ path: '/findpolicy/DeclarationNotice', screens: portalScreens });
    await screen.findByRole('region', { name: '申报通知列表' }, { timeout: 15_000 });
    // An enterprise comes to apply: newly published notices are mostly windows that have not opened yet.
    expect(listQueries[0]?.get('status')).toBe('open');
    expect(screen.getByRole('button', { name: '移除条件 状态：申报中' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '申报状态' }), await screen.findByRole('option', { name: '全部状态' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'), { timeout: 15_000 });
    await waitFor(() => expect(listQueries.at(-1)?.has('status')).toBe(false));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), await screen.findByRole('option', { name: '截止时间最近' }));
    // A later choice keeps the earlier one: the default does not come back.
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&orderBy=end_time&isAsc=asc'), { timeout: 15_000 });
    expect(Object.fromEntries(listQueries.at(-1) ?? [])).toMatchObject({ orderBy: 'end_time', isAsc: 'asc' });
    expect(listQueries.at(-1)?.has('status')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '申报状态' }), await screen.findByRole('option', { name: '未开始' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('not_started'));
    await userEvent.click(screen.getByRole('button', { name: '移除条件 状态：未开始' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&orderBy=end_time&isAsc=asc'));
  });
});

describe('申报通知检索 for a signed-in enterprise', { timeout: 60_000 }, () => {
  it('defaults to the notices that apply to its registered region, and the chip removes that scope', async () => {
    localStorage.setItem('token', 'enterprise-token');
    server.use(
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: { provinceCode: '330000', cityCode: '330100', districtCode: '330106' } })),
      })),
    );
    try {
      const { router } = renderScreens({ path: '/findpolicy/DeclarationNotice', screens: portalScreens });
      await screen.findByRole('region', { name: '申报通知列表' }, { timeout: 15_000 });
      expect(listQueries.map((query) => query.get('applicableTo'))).toEqual(['330106']);
      const chip = screen.getByRole('button', { name: /^移除条件 适用于：.*西湖区的企业（含全国及上级）$/ });
      await userEvent.click(chip);
      await waitFor(() => expect(router.state.location.search).toBe('?applicableTo=all'), { timeout: 15_000 });
      await waitFor(() => expect(listQueries.at(-1)?.has('applicableTo')).toBe(false));
      expect(screen.queryByRole('button', { name: /^移除条件 适用于：/ })).not.toBeInTheDocument();
      // Widened stays widened when another filter changes (the default scope does not come back).
      await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), await screen.findByRole('option', { name: '截止时间最近' }));
      await waitFor(() => expect(router.state.location.search).toBe('?applicableTo=all&orderBy=end_time&isAsc=asc'), { timeout: 15_000 });
      expect(listQueries.at(-1)?.has('applicableTo')).toBe(false);
    } finally {
      localStorage.clear();
    }
  });
});

describe('申报通知详情', { timeout: 60_000 }, () => {
  it('has six keyboard-usable tabs', async () => {
    renderScreens({ path: '/findpolicy/DeclarationNotice/detail/41', screens: portalScreens });
    const tabs = await screen.findByRole('tablist', { name: '通知内容' }, { timeout: 15_000 });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['政策原文', '扶持力度', '申报条件', '申报程序', '申报材料', '受理服务']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('根据《关于促进专精特新中小企业高质量发展的若干措施》');

    await userEvent.click(within(tabs).getByRole('tab', { name: '申报条件' }));
    expect(screen.getByRole('tabpanel', { name: '申报条件' })).toHaveTextContent('上年度营业收入 1000 万元以上。');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: '申报程序' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel', { name: '申报程序' })).toHaveTextContent('地市初审推荐');
    await userEvent.click(within(tabs).getByRole('tab', { name: '受理服务' }));
    expect(screen.getByRole('tabpanel', { name: '受理服务' })).toHaveTextContent('020-83133333');
    await waitFor(() => expect(document.title).toBe('申报通知详情'));
  });

  it('opens the tab holding a cited clause, counting policyText, support, conditions, procedure, materials in turn', async () => {
    renderScreens({ path: '/findpolicy/DeclarationNotice/detail/41?clause=3', screens: portalScreens });
    const tabs = await screen.findByRole('tablist', { name: '通知内容' }, { timeout: 15_000 });
    expect(within(tabs).getByRole('tab', { name: '申报条件' })).toHaveAttribute('aria-selected', 'true');
    const clause = document.getElementById('clause-3');
    expect(clause).toHaveTextContent('上年度营业收入 1000 万元以上。');
    await waitFor(() => expect(clause).toHaveFocus());
  });

  it('counts down live to the deadline and links the policy and projects', async () => {
    renderScreens({ path: '/findpolicy/DeclarationNotice/detail/41', screens: portalScreens });
    const timer = await screen.findByRole('timer', {}, { timeout: 15_000 });
    expect(timer).toHaveAccessibleName(/^距截止2 天 [45] 时 \d+ 分 \d+ 秒$/);
    const before = timer.getAttribute('aria-label');
    await waitFor(() => expect(screen.getByRole('timer').getAttribute('aria-label')).not.toBe(before), { timeout: 15_000 });
    expect(screen.getAllByRole('link', { name: '关于促进专精特新中小企业高质量发展的若干措施' })[0]).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/501');
    expect(screen.getByRole('link', { name: '2025年度省级专精特新中小企业认定' })).toHaveAttribute('href', '/findpolicy/DeclarationProjectDetail/1001');
  });

  it('answers an unknown or malformed id with 申报通知不存在', async () => {
    server.use(portalHandler('get', '/api/notice/{id}', () => ({ status: 404, body: errorEnvelope(404, '申报通知不存在') })));
    renderScreens({ path: '/findpolicy/DeclarationNotice/detail/999', screens: portalScreens });
    expect(await screen.findByText('申报通知不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回申报通知列表' })).toBeInTheDocument();
  });

  it('never asks for a non-numeric id', async () => {
    renderScreens({ path: '/findpolicy/DeclarationNotice/detail/1e3', screens: portalScreens });
    expect(await screen.findByText('申报通知不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(detailRequests).toBe(0);
  });
});
