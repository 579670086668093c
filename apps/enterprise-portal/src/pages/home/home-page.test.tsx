import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildAnnouncementSummary,
  buildApplication,
  buildApplicationPage,
  buildContentPage,
  buildDeclarationPage,
  buildDeclarationProject,
  buildDictList,
  buildHomeLatest,
  buildHomeLatestItem,
  buildHomeOverview,
  buildInterpretationSummary,
  buildLedgerCompleteness,
  buildLedgerRecord,
  buildNewsSummary,
  buildNoticeSummary,
  buildPolicyDetail,
  buildPolicyRecommendation,
  buildPolicySummary,
  buildSubsidyEstimate,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import type { HomeLatestGroup, LedgerRecord, PolicyRecommendation, SubsidyEstimate } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalNavItems, portalScreens } from '../../app/routes';
import { PENDING_FAVORITE_KEY, rememberPendingFavorite } from '../../features/policy/pending-favorite';

const server = setupServer();
const noticeQueries: URLSearchParams[] = [];
const policyQueries: URLSearchParams[] = [];
const favoriteAdds: string[] = [];
const visits: string[] = [];
let recommendations: PolicyRecommendation[] = [];
let estimate: SubsidyEstimate | null = null;
let ledger: LedgerRecord;
const applicationQueries: URLSearchParams[] = [];
let latestGroups: HomeLatestGroup[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HOUR = 3600_000;

beforeEach(() => {
  noticeQueries.length = 0;
  policyQueries.length = 0;
  favoriteAdds.length = 0;
  visits.length = 0;
  recommendations = [buildPolicyRecommendation({ policyId: 7, title: '高新技术企业认定奖励', matchDegree: 92, supportAmount: 30 })];
  estimate = null;
  applicationQueries.length = 0;
  latestGroups = buildHomeLatest();
  ledger = buildLedgerRecord({
    ledger: { provinceCode: '330000', cityCode: '330100', districtCode: '330110' },
    completeness: buildLedgerCompleteness({ filled: 30, total: 50, percent: 60, missing: ['employees', 'revenueY1', 'rdExpenseY1', 'patentsInvention'] }),
  });
  const soon = new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR).toISOString();
  server.use(
    portalHandler('get', '/api/home/overview', () => ({ status: 200, body: okEnvelope(buildHomeOverview({ policyInForce: 412, noticeOpen: 37 })) })),
    portalHandler('get', '/api/home/latest', () => ({ status: 200, body: okEnvelope(latestGroups) })),
    portalHandler('get', '/api/news/list', () => ({ status: 200, body: okEnvelope(buildContentPage([buildNewsSummary({ id: 88, title: '浙江省 2026 年专精特新中小企业认定工作启动', featured: true })])) })),
    portalHandler('get', '/api/notice/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('favorite') === 'true') {
        return {
          status: 200,
          body: okEnvelope(buildContentPage([buildNoticeSummary({ id: 43, title: '收藏政策的技改补助申报通知', startTime: '2025-01-01T00:00:00Z', endTime: soon })])),
        };
      }
      noticeQueries.push(params);
      return {
        status: 200,
        body: okEnvelope(buildContentPage([buildNoticeSummary({ id: 41, title: '专精特新奖励资金申报通知', startTime: '2025-01-01T00:00:00Z', endTime: soon })])),
      };
    }),
    portalHandler('get', '/api/policy/list', ({ request }) => {
      policyQueries.push(new URL(request.url).searchParams);
      return { status: 200, body: okEnvelope(buildContentPage([buildPolicySummary({ id: 501, title: '最新的惠企政策' })])) };
    }),
    portalHandler('get', '/api/gDeclaraManage/list', () => ({ status: 200, body: okEnvelope(buildDeclarationPage([])) })),
    portalHandler('get', '/api/policy-match/recommend', () => ({ status: 200, body: okEnvelope(recommendations) })),
    portalHandler('get', '/api/policy-match/estimate', () => ({ status: 200, body: okEnvelope(estimate) })),
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(ledger) })),
    portalHandler('get', '/api/interpretation/list', () => ({
      status: 200,
      body: okEnvelope(buildContentPage([buildInterpretationSummary({ id: 61, title: '一图读懂：研发费用补助怎么申领', type: 'graphic', policyTitle: '杭州市研发费用补助办法' })])),
    })),
    portalHandler('get', '/api/announcement/list', () => ({
      status: 200,
      body: okEnvelope(buildContentPage([buildAnnouncementSummary({ id: 71, title: '2026 年度专精特新资金拨付公示', category: 'fund' })])),
    })),
    portalHandler('get', '/api/application/mine', ({ request }) => {
      const params = new URL(request.url).searchParams;
      applicationQueries.push(params);
      const status = params.get('status');
      if (status === 'returned') {
        return { status: 200, body: okEnvelope(buildApplicationPage([buildApplication({ id: 11, projectId: 5, projectName: '数字化车间认定', status: 'returned', progress: 80 })])) };
      }
      if (status === 'draft') {
        return {
          status: 200,
          body: okEnvelope(buildApplicationPage([buildApplication({ id: 12, projectId: 6, projectName: '研发费用补助', status: 'draft', progress: 40 })], { total: 4 })),
        };
      }
      return { status: 200, body: okEnvelope(buildApplicationPage([])) };
    }),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 3 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('get', '/api/policy/{id}', ({ params }) => ({ status: 200, body: okEnvelope(buildPolicyDetail({ id: Number(params.id), favorite: true })) })),
    portalHandler('post', '/api/policy/{id}/favorite', ({ request, params }) => {
      favoriteAdds.push(`${String(params.id)} ${request.headers.get('Authorization') ?? ''}`);
      return { status: 200, body: okEnvelope({ policyId: Number(params.id), favorite: true }) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({ status: 200, body: okEnvelope(buildDictList(String(params.type), ['选项'])) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

/**
 * The page draws its blocks one per turn (RenderInTurn, ADR 52), 区域对比 last: once it is there, every block is,
 * and a block that is absent is absent for good.
 */
const everyBlockDrawn = () => screen.findByRole('region', { name: '区域对比' }, { timeout: 15_000 });

describe('首页', { timeout: 60_000 }, () => {
  it('shows the policy figures, the notices closing soonest with a live countdown and the latest policies', async () => {
    renderScreens({ path: '/home', screens: portalScreens });
    await everyBlockDrawn();
    const figures = await screen.findByLabelText('平台数据', {}, { timeout: 15_000 });
    expect(await within(figures).findByText('现行有效政策', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(figures).getByText('412')).toBeInTheDocument();
    expect(within(figures).getByText('申报中的通知')).toBeInTheDocument();
    expect(within(figures).getByText('37')).toBeInTheDocument();

    const closing = await screen.findByRole('region', { name: '即将截止的申报通知' }, { timeout: 15_000 });
    expect(within(closing).getByRole('link', { name: '专精特新奖励资金申报通知' })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/41');
    const timer = within(closing).getByRole('timer');
    expect(timer).toHaveTextContent(/距截止 2 天 [45] 时 \d+ 分 \d+ 秒/);
    expect(Object.fromEntries(noticeQueries[0] ?? [])).toMatchObject({ status: 'open', orderBy: 'end_time', isAsc: 'asc' });

    // A visitor is registered nowhere: the headlines are this (Zhejiang's) portal's and 全国's, said in the title.
    const latest = screen.getByRole('region', { name: '最新政策（浙江省及全国）' });
    expect(await within(latest).findByRole('link', { name: '最新的惠企政策' }, { timeout: 15_000 })).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/501');
    expect(Object.fromEntries(policyQueries[0] ?? [])).toMatchObject({ orderBy: 'publish_date', applicableTo: '330000' });
    expect(within(latest).getByRole('link', { name: /^查看全部/ })).toHaveAttribute('href', '/findpolicy/policyNotice?orderBy=publish_date&applicableTo=330000');
    expect(noticeQueries[0]?.has('applicableTo')).toBe(false);
    expect(screen.queryByRole('region', { name: '为你推荐' })).not.toBeInTheDocument();
  });

  it('covers every area for a visitor: the freshest items of each list and the regional comparison, no to-dos and no hub tools', async () => {
    renderScreens({ path: '/home', screens: portalScreens });
    await everyBlockDrawn();
    const readings = await screen.findByRole('region', { name: '最新政策解读' }, { timeout: 15_000 });
    expect(await within(readings).findByRole('link', { name: '一图读懂：研发费用补助怎么申领' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/findpolicy/PolicyInterpretation/detail/61',
    );
    expect(within(readings).getByText(/图文解读 · 解读《杭州市研发费用补助办法》/)).toBeInTheDocument();
    const announcements = screen.getByRole('region', { name: '最新公示公告' });
    expect(await within(announcements).findByRole('link', { name: '2026 年度专精特新资金拨付公示' })).toHaveAttribute('href', '/findpolicy/PublicAnnouncement/detail/71');
    expect(within(announcements).getByText(/^资金公示 · /)).toBeInTheDocument();
    for (const name of ['即将截止的申报通知', '即将截止的申报项目', '最新政策（浙江省及全国）', '最新申报项目']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const compare = screen.getByRole('region', { name: '区域对比' });
    expect(within(compare).getByRole('link', { name: '去区域对比' })).toHaveAttribute('href', '/policy/RegionalCompare');

    expect(screen.queryByRole('region', { name: '我的待办' })).not.toBeInTheDocument();
    expect(applicationQueries).toEqual([]);
    // The lists' entries with their counts, 智能匹配 and 我的报告 are the 找政策 hub's, not the home page's.
    expect(screen.queryByRole('region', { name: '政策服务' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我的报告' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search', { name: '检索政策原文' })).not.toBeInTheDocument();
  });

  it('lists a signed-in enterprise’s own to-dos: returned and draft applications, favourites closing soon, unread messages, the ledger', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/home', screens: portalScreens });
    const todos = await screen.findByRole('region', { name: '我的待办' }, { timeout: 15_000 });
    const group = (title: string) => within(todos).getByRole('heading', { name: title }).closest('li') as HTMLElement;
    await within(todos).findByRole('heading', { name: '被退回的申报（1）' }, { timeout: 15_000 });
    expect(within(group('被退回的申报（1）')).getByRole('link', { name: '数字化车间认定' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/5?applicationId=11');
    expect(within(group('被退回的申报（1）')).getByRole('link', { name: '查看全部被退回的申报' })).toHaveAttribute('href', '/PersonalCenter/myApplication?status=returned');
    expect(within(group('待提交的申报（4）')).getByRole('link', { name: '研发费用补助' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/6?applicationId=12');
    expect(within(group('待提交的申报（4）')).getByText('必需材料已上传 40%')).toBeInTheDocument();
    const favourites = group('收藏的政策即将截止申报');
    expect(within(favourites).getByRole('link', { name: '收藏政策的技改补助申报通知' })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/43');
    expect(within(favourites).getByRole('timer')).toHaveTextContent(/距截止 2 天/);
    expect(within(group('3 条未读消息')).getByRole('link', { name: '去消息中心' })).toHaveAttribute('href', '/PersonalCenter/messageCenter');
    const ledgerGroup = group('完善企业档案');
    expect(within(ledgerGroup).getByRole('progressbar', { name: '企业档案完整度' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(ledgerGroup).getByRole('link', { name: '去完善企业档案' })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation');
    expect(applicationQueries.map((params) => params.get('status')).sort()).toEqual(['draft', 'returned']);
  });

  it('leaves out empty to-do groups and, once the ledger is complete, prompts 智能政策匹配', async () => {
    localStorage.setItem('token', 'portal-token');
    ledger = buildLedgerRecord({ completeness: buildLedgerCompleteness({ filled: 50, total: 50, percent: 100, missing: [] }) });
    server.use(
      portalHandler('get', '/api/application/mine', () => ({ status: 200, body: okEnvelope(buildApplicationPage([])) })),
      portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
      portalHandler('get', '/api/notice/list', () => ({ status: 200, body: okEnvelope(buildContentPage([])) })),
    );
    renderScreens({ path: '/home', screens: portalScreens });
    const todos = await screen.findByRole('region', { name: '我的待办' }, { timeout: 15_000 });
    expect(await within(todos).findByRole('heading', { name: '企业档案已完善' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(todos).getByRole('link', { name: '开始智能政策匹配' })).toHaveAttribute('href', '/findpolicy/policyMatch');
    expect(within(todos).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['企业档案已完善']);
  });

  it('leads to every header area from its tiles, and shows each area’s freshest items linking to their details, with 更多 to the list', async () => {
    latestGroups = buildHomeLatest({
      market: [buildHomeLatestItem({ id: 31, title: '采购 200 套工业视觉检测设备', line: '采购需求 · 宁波市 · 宁波甬江智能装备有限公司', date: '2026-11-20' })],
      activity: [buildHomeLatestItem({ id: 12, title: '杭州市中小企业数字化转型对接会', line: '对接会 · 杭州市滨江区 · 剩余 40 个名额', date: '2026-12-03' })],
      govService: [buildHomeLatestItem({ id: 5, title: '企业设立登记', line: '市场监督管理局 · 杭州市', date: null })],
    });
    renderScreens({ path: '/home', screens: portalScreens, navItems: portalNavItems });
    await everyBlockDrawn();
    const tiles = await screen.findByRole('navigation', { name: '服务入口' }, { timeout: 15_000 });
    const tileLinks = within(tiles).getAllByRole('link');
    // The header's areas, in its order, without 首页 itself.
    expect(tileLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      portalNavItems.filter((item) => item.to !== '/home').map((item) => [item.label, item.to]),
    );

    const market = await screen.findByRole('region', { name: '最新市场需求' });
    expect(await within(market).findByRole('link', { name: '采购 200 套工业视觉检测设备' })).toHaveAttribute('href', '/market/marketorder/detail/31');
    expect(within(market).getByText(/采购需求 · 宁波市/)).toHaveTextContent('采购需求 · 宁波市 · 宁波甬江智能装备有限公司 · 2026-11-20');
    expect(within(market).getByRole('link', { name: '更多最新市场需求' })).toHaveAttribute('href', '/market/marketorder?status=open');
    const activity = screen.getByRole('region', { name: '近期活动' });
    expect(within(activity).getByRole('link', { name: '杭州市中小企业数字化转型对接会' })).toHaveAttribute('href', '/activity/details/12');
    expect(within(activity).getByRole('link', { name: '更多近期活动' })).toHaveAttribute('href', '/activity?status=open');
    const gov = screen.getByRole('region', { name: '热门政务服务' });
    expect(within(gov).getByRole('link', { name: '企业设立登记' })).toHaveAttribute('href', '/governmentService/detail/5');
    // An undated item shows no date.
    expect(within(gov).getByText('市场监督管理局 · 杭州市')).toBeInTheDocument();
    for (const [name, area, detail, more] of [
      ['最新课程', 'course', '/course/courseDetails/102', '/course'],
      ['最新服务产品', 'service', '/service/detail/103', '/service/productPage?orderBy=newest'],
      ['最近更新的人才', 'talent', '/talent/detail/104', '/talent'],
      ['最新金融产品', 'fund', '/fund/detail/105', '/fund'],
      ['最新资讯', 'news', '/news/details/107', '/news'],
    ] as const) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('link', { name: `${area} 的最新一条` })).toHaveAttribute('href', detail);
      expect(within(region).getByRole('link', { name: `更多${name}` })).toHaveAttribute('href', more);
    }
    const carousel = screen.getByRole('region', { name: '头条资讯' });
    expect(within(carousel).getByRole('link', { name: '浙江省 2026 年专精特新中小企业认定工作启动' })).toHaveAttribute('href', '/news/details/88');
  });

  it('says so in an area’s block when it has nothing, and offers a retry in every block when the call fails', async () => {
    latestGroups = buildHomeLatest({ activity: [] });
    const { unmount } = renderScreens({ path: '/home', screens: portalScreens });
    const activity = await screen.findByRole('region', { name: '近期活动' }, { timeout: 15_000 });
    expect(await within(activity).findByText('暂无报名中的活动')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '最新资讯' })).getByRole('link', { name: 'news 的最新一条' })).toBeInTheDocument();
    unmount();

    let calls = 0;
    server.use(
      portalHandler('get', '/api/home/latest', () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 500, msg: '服务繁忙', data: null, statusCode: 500 } } : { status: 200, body: okEnvelope(buildHomeLatest()) };
      }),
    );
    renderScreens({ path: '/home', screens: portalScreens });
    const fund = await screen.findByRole('region', { name: '最新金融产品' }, { timeout: 15_000 });
    await userEvent.click(await within(fund).findByRole('button', { name: '重试' }, { timeout: 15_000 }));
    expect(await within(fund).findByRole('link', { name: 'fund 的最新一条' }, { timeout: 15_000 })).toHaveAttribute('href', '/fund/detail/105');
    expect(calls).toBe(2);
  });

  it('sends the hero search to 全站搜索', async () => {
    server.use(portalHandler('get', '/api/search/suggest', () => ({ status: 200, body: okEnvelope([]) })));
    const { router } = renderScreens({ path: '/home', screens: portalScreens });
    const form = await screen.findByRole('search', { name: '全站搜索' }, { timeout: 15_000 });
    // Reached with the keyboard and typed at the focus: the field with suggestions may replace the input meanwhile.
    const box = within(form).getByRole('combobox', { name: '搜索关键词' });
    act(() => box.focus());
    await userEvent.keyboard('专精特新{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('专精特新');
  });

  it('recommends policies to a signed-in enterprise with their match degree', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/home', screens: portalScreens });
    const block = await screen.findByRole('region', { name: '为你推荐' }, { timeout: 15_000 });
    expect(await within(block).findByRole('link', { name: '高新技术企业认定奖励' }, { timeout: 15_000 })).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/7');
    expect(within(block).getByText('匹配度 92%')).toBeInTheDocument();
    expect(within(block).getByText('最高 30 万元')).toBeInTheDocument();
  });

  it('shows a signed-in enterprise only the closing notices that apply to its registered region', async () => {
    localStorage.setItem('token', 'portal-token');
    const soon = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    server.use(
      portalHandler('get', '/api/notice/list', ({ request }) => {
        const applicableTo = new URL(request.url).searchParams.get('applicableTo');
        const title = applicableTo === '330110' ? '余杭区数字经济项目申报通知' : '福州市研发补助申报通知';
        return { status: 200, body: okEnvelope(buildContentPage([buildNoticeSummary({ id: 42, title, startTime: '2025-01-01T00:00:00Z', endTime: soon })])) };
      }),
    );
    renderScreens({ path: '/home', screens: portalScreens });
    const closing = await screen.findByRole('region', { name: '即将截止的申报通知（适用于贵企业注册地）' }, { timeout: 15_000 });
    expect(await within(closing).findByRole('link', { name: '余杭区数字经济项目申报通知' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(closing).queryByRole('link', { name: '福州市研发补助申报通知' })).not.toBeInTheDocument();
  });

  it('shows a signed-in enterprise only the closing projects whose policy applies to its registered region', async () => {
    localStorage.setItem('token', 'portal-token');
    const soon = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    server.use(
      portalHandler('get', '/api/gDeclaraManage/list', ({ request }) => {
        const params = new URL(request.url).searchParams;
        // Both project blocks are scoped; the latest one is asked for here too, and answers nothing.
        if (params.get('orderByColumn') !== 'end_time') return { status: 200, body: okEnvelope(buildDeclarationPage(params.get('applicableTo') === '330110' ? [] : [buildDeclarationProject({ id: 10, projectName: '婺城区稳岗就业补贴' })])) };
        const projectName = params.get('applicableTo') === '330110' ? '余杭区智能工厂项目' : '福州市技改项目';
        return { status: 200, body: okEnvelope(buildDeclarationPage([buildDeclarationProject({ id: 9, projectName, endTime: soon })])) };
      }),
    );
    renderScreens({ path: '/home', screens: portalScreens });
    const closing = await screen.findByRole('region', { name: '即将截止的申报项目（适用于贵企业注册地）' }, { timeout: 15_000 });
    expect(await within(closing).findByRole('link', { name: '余杭区智能工厂项目' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(closing).queryByRole('link', { name: '福州市技改项目' })).not.toBeInTheDocument();
    const latest = screen.getByRole('region', { name: '最新申报项目（适用于贵企业注册地）' });
    expect(within(latest).queryByRole('link', { name: '婺城区稳岗就业补贴' })).not.toBeInTheDocument();
  });

  it('never shows a signed-in enterprise another region’s deadlines while its own region is loading', async () => {
    localStorage.setItem('token', 'portal-token');
    const soon = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    let releaseLedger = () => {};
    const ledgerHeld = new Promise<void>((resolve) => (releaseLedger = resolve));
    server.use(
      portalHandler('get', '/api/enterprise/ledger', async () => {
        await ledgerHeld;
        return { status: 200, body: okEnvelope(ledger) };
      }),
      portalHandler('get', '/api/gDeclaraManage/list', ({ request }) => {
        const projectName = new URL(request.url).searchParams.get('applicableTo') === '330110' ? '余杭区智能工厂项目' : '2026年婺城区稳岗就业补贴';
        return { status: 200, body: okEnvelope(buildDeclarationPage([buildDeclarationProject({ id: 9, projectName, endTime: soon })])) };
      }),
    );
    renderScreens({ path: '/home', screens: portalScreens });
    const closing = await screen.findByRole('region', { name: /^即将截止的申报项目/ }, { timeout: 15_000 });
    // However long the ledger takes, the blocks wait for it rather than show everyone's deadlines first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(closing).queryByRole('link', { name: '2026年婺城区稳岗就业补贴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2026年婺城区稳岗就业补贴' })).not.toBeInTheDocument();
    releaseLedger();
    expect(await screen.findAllByRole('link', { name: '余杭区智能工厂项目' }, { timeout: 15_000 })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: '2026年婺城区稳岗就业补贴' })).not.toBeInTheDocument();
  });

  it('shows the match report’s estimate range with its method, expandable to the policies it came from', async () => {
    localStorage.setItem('token', 'portal-token');
    estimate = buildSubsidyEstimate({
      conservative: 61.2,
      optimistic: 606.2,
      lines: [
        { policyId: 7, policyTitle: '杭州市研发费用补助', item: '研发投入', conservative: 61.2, optimistic: 61.2, counted: true, note: '研发费用 612 万元 × 10%' },
        { policyId: 8, policyTitle: '浙江省研发费用补助', item: '研发投入', conservative: 0, optimistic: 50, counted: false, note: '与「杭州市研发费用补助」资助同一事项（研发投入），只计一次' },
      ],
    });
    renderScreens({ path: '/home', screens: portalScreens });
    const section = await screen.findByRole('region', { name: '预估可获资金' }, { timeout: 15_000 });
    expect(section).toHaveTextContent('保守 61.2 万元 ～ 乐观 606.2 万元');
    // Each figure stays with its word and unit: the line may break at ～, never inside 乐观 606.2 万元.
    for (const phrase of ['保守 61.2 万元', '乐观 606.2 万元']) expect(getComputedStyle(within(section).getByText(phrase)).whiteSpace).toBe('nowrap');
    expect(within(section).getByText(/^测算方法：/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: '查看明细（2 项政策，计入 1 项）' }));
    const list = within(section).getByRole('list', { name: '预估明细' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('研发费用 612 万元 × 10%');
    expect(within(second as HTMLElement).getByText('与「杭州市研发费用补助」资助同一事项（研发投入），只计一次')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('不计入')).toBeInTheDocument();
  });

  it('points to the ledger when there is nothing to recommend yet', async () => {
    localStorage.setItem('token', 'portal-token');
    recommendations = [];
    renderScreens({ path: '/home', screens: portalScreens });
    const block = await screen.findByRole('region', { name: '为你推荐' }, { timeout: 15_000 });
    expect(await within(block).findByRole('link', { name: '完善企业档案' }, { timeout: 15_000 })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation');
    expect(within(block).getAllByRole('link', { name: '智能政策匹配' }).at(-1)).toHaveAttribute('href', '/findpolicy/policyMatch');
  });

  it('completes a favourite asked for before the SSO login and returns to the policy', async () => {
    localStorage.setItem('token', 'sso-token');
    rememberPendingFavorite(501, '/findpolicy/policyNoticeDetails/501');
    const { router } = renderScreens({ path: '/home', screens: portalScreens });
    await waitFor(() => expect(router.state.location.pathname).toBe('/findpolicy/policyNoticeDetails/501'), { timeout: 15_000 });
    expect(favoriteAdds).toEqual(['501 Bearer sso-token']);
    // The detail may still be loading (its spinner is a status too): the toast is the status that says 已收藏.
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(expect.stringContaining('已收藏')), { timeout: 15_000 });
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
    await waitFor(() => expect(visits).toEqual(['首页', '政策原文详情']), { timeout: 15_000 });
  });

  it('leaves a pending favourite alone while nobody is signed in', async () => {
    rememberPendingFavorite(501, '/findpolicy/policyNoticeDetails/501');
    const { router } = renderScreens({ path: '/home', screens: portalScreens });
    await screen.findByRole('region', { name: '即将截止的申报通知' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/home');
    expect(favoriteAdds).toEqual([]);
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).not.toBeNull();
  });
});
