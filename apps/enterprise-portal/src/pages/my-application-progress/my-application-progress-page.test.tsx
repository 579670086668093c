import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApplication, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import type { Application } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const visits: string[] = [];
let detail: Application;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A paid application, its steps signed by the operator: the timeline the enterprise follows. */
const disbursed = buildApplication({
  id: 77,
  projectId: 12,
  projectName: '2026年度数字化改造补助',
  status: 'disbursed',
  submittedAt: '2026-10-01T02:00:00.000Z',
  timeline: [
    { status: 'draft', at: '2026-09-28T02:00:00.000Z', note: '保存申报草稿，开始上传材料', actor: null },
    { status: 'submitted', at: '2026-10-01T02:00:00.000Z', note: '已提交申报材料', actor: null },
    { status: 'accepted', at: '2026-10-03T02:00:00.000Z', note: '材料齐全', actor: '平台运营', department: '杭州市经济和信息化局' },
    { status: 'reviewing', at: '2026-10-05T02:00:00.000Z', note: '已进入审核', actor: '平台运营', department: '杭州市经济和信息化局' },
    { status: 'approved', at: '2026-10-20T02:00:00.000Z', note: '专家评审得分 86 分', actor: '平台运营', department: '杭州市经济和信息化局' },
    { status: 'publicizing', at: '2026-10-21T02:00:00.000Z', note: '进入公示', actor: '平台运营', department: '杭州市经济和信息化局', publicity: { start: '2026-10-21', end: '2026-10-27' } },
    // 17:30 UTC is 01:30 the next day in China: the date shown must be China's.
    { status: 'disbursed', at: '2026-11-04T17:30:00.000Z', note: '资金已拨付', actor: '平台运营', department: '杭州市经济和信息化局', disbursement: { amountWan: 30, date: '2026-11-05' } },
  ],
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  detail = disbursed;
  server.use(
    portalHandler('get', '/api/application/{id}', ({ params }) =>
      Number(params.id) === detail.id ? { status: 200, body: okEnvelope(detail) } : { status: 404, body: errorEnvelope(404, '申报不存在') },
    ),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('申报进度', () => {
  it('shows the whole timeline past 已提交: every step done, who moved it, the 公示 period and the amount paid, in China time', async () => {
    renderScreens({ path: '/PersonalCenter/myApplication/77', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '2026年度数字化改造补助' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('申报进度'));
    await waitFor(() => expect(visits).toEqual(['申报进度']));
    expect(screen.getByText('当前环节：已拨付 30 万元（2026-11-05）')).toBeInTheDocument();

    const stepper = screen.getByRole('list', { name: '申报流程' });
    expect(stepper).toHaveTextContent(/待提交.*已提交.*已受理.*审核中.*审核通过.*公示中.*已拨付/);

    const records = within(screen.getByRole('list', { name: '办理记录' })).getAllByRole('listitem');
    expect(records).toHaveLength(7);
    // Each step names the competent department that acted, never the platform account that recorded it.
    expect(records[0]).toHaveTextContent('已拨付2026-11-05 01:30 · 办理：杭州市经济和信息化局');
    expect(records[0]).not.toHaveTextContent('平台运营');
    expect(records[0]).toHaveTextContent('拨付金额：30 万元（2026-11-05）');
    expect(records[1]).toHaveTextContent('公示期：2026-10-21 至 2026-10-27');
    expect(records[6]).not.toHaveTextContent('办理：');
    expect(screen.getByRole('link', { name: '查看申报材料' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/12?applicationId=77');
  });

  it('gives the reason when the application was stopped, and the stepper ends there', async () => {
    detail = buildApplication({
      id: 77,
      status: 'review_failed',
      timeline: [
        { status: 'submitted', at: '2026-10-01T02:00:00.000Z', note: '已提交', actor: null },
        { status: 'review_failed', at: '2026-10-12T02:00:00.000Z', note: '审核未通过', actor: '平台运营', department: '杭州市经济和信息化局', reason: '研发投入占比低于 3%' },
      ],
    });
    renderScreens({ path: '/PersonalCenter/myApplication/77', screens: portalScreens });
    expect(await screen.findByText('当前环节：审核未通过：研发投入占比低于 3%')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '申报流程' })).not.toHaveTextContent('已拨付');
    expect(screen.getByText('原因：研发投入占比低于 3%')).toBeInTheDocument();
  });

  it('says so when the application is not the account’s (404), with a way back', async () => {
    renderScreens({ path: '/PersonalCenter/myApplication/5', screens: portalScreens });
    expect(await screen.findByText('申报不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的申报' })).toHaveAttribute('href', '/PersonalCenter/myApplication');
  });

  it('shows a server error with a retry', async () => {
    server.use(portalHandler('get', '/api/application/{id}', () => ({ status: 500, body: errorEnvelope(500, '服务暂时不可用') })));
    renderScreens({ path: '/PersonalCenter/myApplication/77', screens: portalScreens });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
