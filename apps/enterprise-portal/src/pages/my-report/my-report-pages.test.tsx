import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildConditionResult,
  buildReport,
  buildReportPage,
  buildReportSummary,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { layoutHandlers, logInForTest } from '../../testing/match-fixtures';

// Whole screens under MUI in happy-dom on a shared two-core machine: give each journey room.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const slow = { timeout: 15_000 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const evaluationReport = buildReport({
  id: 61,
  type: 'project_evaluation',
  title: '项目自评：2026年杭州市研发费用投入补助',
  headline: '3 项条件符合，1 项待补充',
  match: null,
  projectId: 7,
  evaluation: {
    ruleSetId: 'hz-rd-expense-subsidy',
    version: '2023',
    name: '杭州市企业研发费用投入补助',
    status: 'incomplete',
    matchDegree: 75,
    missingFields: ['hasRdAccounting'],
    results: [
      buildConditionResult({ id: 'c1', title: '注册地在杭州市', status: 'pass', actualText: '杭州市', standardText: '在杭州市注册' }),
      buildConditionResult({
        id: 'c2',
        title: '已建立研发投入核算体系',
        status: 'unknown',
        actualText: '未填写',
        standardText: '是',
        missingFields: ['hasRdAccounting'],
      }),
    ],
  },
});

beforeEach(() => {
  listQueries.length = 0;
  server.use(
    ...layoutHandlers(),
    portalHandler('get', '/api/enterprise/reports', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const rows =
        query.get('type') === 'project_evaluation'
          ? [buildReportSummary({ id: 61, type: 'project_evaluation', title: evaluationReport.title, headline: evaluationReport.headline })]
          : [
              buildReportSummary({ id: 51, title: '智能政策匹配报告', headline: '匹配 6 项政策，预估可获 605 万元' }),
              buildReportSummary({ id: 61, type: 'project_evaluation', title: evaluationReport.title, headline: evaluationReport.headline }),
            ];
      return { status: 200, body: okEnvelope(buildReportPage(rows, { total: query.get('type') ? 1 : 12, pageNum: Number(query.get('pageNum')) })) };
    }),
    portalHandler('get', '/api/enterprise/reports/{id}', ({ params }) => {
      if (params.id === '61') return { status: 200, body: okEnvelope(evaluationReport) };
      if (params.id === '51') return { status: 200, body: okEnvelope(buildReport({ id: 51 })) };
      return { status: 404, body: errorEnvelope(404, '报告不存在') };
    }),
  );
});

describe('我的报告', () => {
  it('lists the reports with headline and date, filters by type in the URL and pages', async () => {
    logInForTest();
    const { router } = renderScreens({ path: '/PersonalCenter/myReport', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '报告列表' }, slow);
    await waitFor(() => expect(document.title).toBe('我的报告'));
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('匹配 6 项政策，预估可获 605 万元')).toBeInTheDocument();
    expect(within(list).getAllByText(/^生成于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '查看 智能政策匹配报告' })).toHaveAttribute('href', '/PersonalCenter/myReport/51');
    expect(within(list).getByRole('button', { name: '下载网页版（HTML）：智能政策匹配报告' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '项目自评' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=project_evaluation'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '报告列表' })).getAllByRole('article')).toHaveLength(1));
    expect(listQueries.at(-1)?.get('type')).toBe('project_evaluation');

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(within(await screen.findByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageNum=2'));
    await waitFor(() => expect(listQueries.at(-1)?.get('pageNum')).toBe('2'));
  });

  it('falls back to all reports for a malformed filter', async () => {
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport?type=moon&pageNum=x', screens: portalScreens });
    await screen.findByRole('region', { name: '报告列表' }, slow);
    expect(Object.fromEntries(listQueries[0] ?? [])).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when there is no report yet', async () => {
    server.use(portalHandler('get', '/api/enterprise/reports', () => ({ status: 200, body: okEnvelope(buildReportPage([])) })));
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport', screens: portalScreens });
    expect(await screen.findByText('还没有报告', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始智能匹配' })).toBeInTheDocument();
  });

  it('sends an empty 高企评测 tab to the 高企 detection', async () => {
    server.use(portalHandler('get', '/api/enterprise/reports', () => ({ status: 200, body: okEnvelope(buildReportPage([])) })));
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport?type=high_tech', screens: portalScreens });
    expect(await screen.findByText('还没有高企评测报告', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始高企评测' })).toHaveAttribute('href', '/Enterprise/highEvaluation/detection');
  });

  it('sends an empty 专精特新评测 tab to the 专精特新 detection', async () => {
    server.use(portalHandler('get', '/api/enterprise/reports', () => ({ status: 200, body: okEnvelope(buildReportPage([])) })));
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport?type=specialized', screens: portalScreens });
    expect(await screen.findByText('还没有专精特新评测报告', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('完成一次专精特新评测后，评测报告会保存在这里。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始专精特新评测' })).toHaveAttribute('href', '/Enterprise/specialization/detection');
  });
});

describe('报告详情', () => {
  it('renders a project evaluation with its condition table', async () => {
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport/61', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: evaluationReport.title }, slow)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('报告详情'));
    const table = screen.getByRole('table', { name: '杭州市企业研发费用投入补助 条件核对' });
    expect(within(table).getByText('注册地在杭州市')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '已建立研发投入核算体系' })).toHaveAttribute(
      'href',
      '/PersonalCenter/enterpriseInformation#field-hasRdAccounting',
    );
    expect(screen.getByRole('link', { name: '查看申报项目' })).toHaveAttribute('href', '/findpolicy/DeclarationProjectDetail/7');
  });

  it('renders a match report read-only with a way to the what-if', async () => {
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport/51', screens: portalScreens });
    expect(await screen.findByRole('group', { name: '匹配政策数' }, slow)).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: '保存到企业档案' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '模拟测算' })).toHaveAttribute('href', '/findpolicy/policyMatch/report?id=51');
  });

  it('answers an unknown or malformed id with 报告不存在', async () => {
    logInForTest();
    renderScreens({ path: '/PersonalCenter/myReport/999', screens: portalScreens });
    expect(await screen.findByText('报告不存在', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的报告' })).toBeInTheDocument();
  });
});
