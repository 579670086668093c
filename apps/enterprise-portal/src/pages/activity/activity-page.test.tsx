import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildActivityDetail,
  buildActivityList,
  buildActivityRegistration,
  buildActivitySummary,
  buildLedgerRecord,
  buildRegionTree,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import type { ActivityDetail } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const registrations: unknown[] = [];
let detail: ActivityDetail;
let refusal: string | null;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function logIn() {
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
}

beforeEach(() => {
  listQueries.length = 0;
  registrations.length = 0;
  refusal = null;
  detail = buildActivityDetail({ id: 5 });
  server.use(
    portalHandler('get', '/api/activity/list', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return {
        status: 200,
        body: okEnvelope(
          buildActivityList(
            [buildActivitySummary({ id: 5 }), buildActivitySummary({ id: 6, title: '宁波市科创企业投融资路演', type: 'roadshow', regionName: '宁波市', status: 'full', seatsLeft: 0 })],
            { total: 23 },
          ),
        ),
      };
    }),
    portalHandler('get', '/api/activity/{id}', () => ({ status: 200, body: okEnvelope(detail) })),
    portalHandler('post', '/api/activity/{id}/registrations', async ({ request }) => {
      registrations.push(await request.json());
      if (refusal) return { status: 409, body: { code: 409, msg: refusal, data: null, statusCode: 409 } };
      detail = { ...detail, seatsLeft: 0, status: 'full', myRegistration: { id: 7, attendees: 1, createdAt: '2026-11-24T02:00:00.000Z' } };
      return { status: 200, body: okEnvelope(buildActivityRegistration()) };
    }),
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('活动', { timeout: 60_000 }, () => {
  it('lists activities with status, time and seats, and filters by type in the URL', async () => {
    const { router } = renderScreens({ path: '/activity', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '活动列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('活动'));
    expect(screen.getByRole('heading', { level: 1, name: '活动' })).toBeInTheDocument();
    expect(await screen.findByText('共 23 场活动')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('link', { name: '杭州市2026年度高新技术企业认定政策宣讲会' })).toHaveAttribute('href', '/activity/details/5');
    expect(within(first as HTMLElement).getByText('报名中')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('2026-12-06 14:00–16:30')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('2026-12-05 17:00 截止 · 剩余 1 / 30 个名额')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('已报满')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '路演' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=roadshow'));
    await waitFor(() => expect(listQueries.at(-1)?.get('type')).toBe('roadshow'));
  });

  it('asks a visitor to log in before registering, and comes back to the form', async () => {
    renderScreens({ path: '/activity/details/5', screens: portalScreens });
    const link = await screen.findByRole('link', { name: '登录后报名' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('活动详情'));
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/activity/useRegist/5')}`);
    expect(screen.getByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(screen.getByText('高新技术企业认定政策解读')).toBeInTheDocument();
    expect(screen.getByText('剩余 1 / 30 个名额')).toBeInTheDocument();
  });

  it('says why registration is closed on a disabled button', async () => {
    logIn();
    detail = buildActivityDetail({ id: 5, status: 'full', seatsLeft: 0 });
    renderScreens({ path: '/activity/details/5', screens: portalScreens });
    expect(await screen.findByRole('button', { name: '名额已满，无法报名' }, { timeout: 15_000 })).toBeDisabled();
    expect(screen.queryByRole('link', { name: '我要报名' })).not.toBeInTheDocument();
  });

  it('registers with the enterprise prefilled from the ledger, then shows the registration with its .ics and cancel', async () => {
    logIn();
    const { router } = renderScreens({ path: '/activity/useRegist/5', screens: portalScreens });
    const form = await screen.findByRole('form', { name: '报名信息' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('活动报名'));
    expect(within(form).getByRole('textbox', { name: '企业名称' })).toHaveValue('杭州云栖智能科技有限公司');
    expect(within(form).getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    expect(within(form).getByText('参会人数：1 人（每家企业限报 1 人）')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('请输入联系人')).toBeInTheDocument();
    expect(registrations).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: '联系人' }), '王晓明');
    await userEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/details/5'));
    expect(registrations).toEqual([{ contactName: '王晓明', contactPhone: '13800138000', enterpriseName: '杭州云栖智能科技有限公司', attendees: 1 }]);
    expect(await screen.findByText(/您已报名，1 人参会/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `加入日历（.ics）：${detail.title}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `取消报名：${detail.title}` })).toBeEnabled();
  });

  it('shows the server’s refusal when the last seat went to someone else meanwhile', async () => {
    logIn();
    detail = buildActivityDetail({ id: 5, maxAttendees: 3, seatsLeft: 2, capacity: 30 });
    refusal = '名额已满，报名已关闭';
    renderScreens({ path: '/activity/useRegist/5', screens: portalScreens });
    const form = await screen.findByRole('form', { name: '报名信息' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: '联系人' }), '李娜');
    const attendees = within(form).getByRole('combobox', { name: '参会人数' });
    expect(within(attendees).getAllByRole('option').map((option) => option.textContent)).toEqual(['1 人', '2 人']);
    await userEvent.selectOptions(attendees, '2 人');
    await userEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('名额已满，报名已关闭');
    expect(registrations).toEqual([expect.objectContaining({ attendees: 2 })]);
  });
});

describe('活动 for a signed-in enterprise', { timeout: 60_000 }, () => {
  it('starts at the activities held in its registered region and 全国; the chip widens it', async () => {
    logIn();
    server.use(
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: { provinceCode: '330000', cityCode: '330100', districtCode: '330110' } })),
      })),
      portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    );
    const { router } = renderScreens({ path: '/activity', screens: portalScreens });
    await screen.findByRole('button', { name: /^移除条件 适用于：.*的企业（含全国及上级）$/ }, { timeout: 15_000 });
    expect(listQueries.map((query) => query.get('applicableTo'))).toEqual(['330110']);
    await userEvent.click(screen.getByRole('button', { name: /^移除条件 适用于：/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?applicableTo=all'));
    await waitFor(() => expect(listQueries.at(-1)?.has('applicableTo')).toBe(false));
  });
});
