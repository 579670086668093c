import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildFinancingApplication, buildFinancingApplicationSummary, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const statuses: (string | null)[] = [];
let withdrawn: number[] = [];

/** Application 8 is 已提交 until withdrawn. */
function openApplication(id: number) {
  const submitted = { status: 'submitted' as const, at: '2026-11-27T12:17:00.000Z', note: '已提交至杭州银行' };
  return withdrawn.includes(id)
    ? buildFinancingApplication({ id, status: 'withdrawn', nextUpdateAt: null, timeline: [submitted, { status: 'withdrawn', at: '2026-11-27T12:30:00.000Z', note: '企业已撤回申请' }] })
    : buildFinancingApplication({ id, status: 'submitted', nextUpdateAt: '2026-11-30T03:00:00.000Z', timeline: [submitted] });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  statuses.length = 0;
  withdrawn = [];
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/fund/applications/mine', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      const rows = status === 'rejected' ? [] : [buildFinancingApplicationSummary(), buildFinancingApplicationSummary({ id: 4, productName: '浙商人才贷', status: 'disbursed' })];
      return { status: 200, body: okEnvelope(buildContentPage(rows, { total: rows.length })) };
    }),
    portalHandler('post', '/api/fund/applications/{id}/withdraw', ({ params }) => {
      withdrawn.push(Number(params.id));
      return { status: 200, body: okEnvelope(openApplication(Number(params.id))) };
    }),
    portalHandler('get', '/api/fund/applications/{id}', ({ params }) =>
      Number(params.id) === 8
        ? { status: 200, body: okEnvelope(openApplication(8)) }
        : Number(params.id) === 404
        ? { status: 404, body: { code: 404, msg: '融资申请不存在', data: null, statusCode: 404 } }
        : {
            status: 200,
            body: okEnvelope(
              buildFinancingApplication({
                id: Number(params.id),
                status: 'rejected',
                rejectReason: '申请额度 2500 万元超过按上年营业收入（6800 万元）测算的授信上限 2040 万元',
                nextUpdateAt: null,
                timeline: [
                  { status: 'submitted', at: '2026-11-20T02:00:00.000Z', note: '已提交至杭州银行' },
                  { status: 'accepted', at: '2026-11-20T04:00:00.000Z', note: '机构已受理，客户经理将电话联系核实资料' },
                  { status: 'reviewing', at: '2026-11-21T02:00:00.000Z', note: '已进入授信审批' },
                  { status: 'rejected', at: '2026-11-23T02:00:00.000Z', note: '申请额度 2500 万元超过按上年营业收入（6800 万元）测算的授信上限 2040 万元' },
                ],
              }),
            ),
          },
    ),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的融资', { timeout: 60_000 }, () => {
  it('lists the applications with their status and filters by status', async () => {
    const { router } = renderScreens({ path: '/PersonalCenter/myFinancing', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '融资申请列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('我的融资'));
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '浙商人才贷' })).toHaveAttribute('href', '/PersonalCenter/myFinancing/4');
    expect(within(list).getByText('已放款')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '未通过' }));
    expect(await screen.findByText('没有未通过的申请', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(statuses.at(-1)).toBe('rejected');
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('shows an application with the reason it was turned down and every step', async () => {
    renderScreens({ path: '/PersonalCenter/myFinancing/7', screens: portalScreens });
    expect(await screen.findByText('未通过：申请额度 2500 万元超过按上年营业收入（6800 万元）测算的授信上限 2040 万元', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('融资申请详情'));
    const steps = within(screen.getByRole('list', { name: '办理记录' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(' · ')[0])).toEqual(['已提交', '已受理', '审批中', '未通过']);
    expect(screen.getByText('杭州云栖智造科技有限公司')).toBeInTheDocument();
  });

  it('says a promised time in a year whose holidays are not published yet did not deduct them', async () => {
    server.use(
      portalHandler('get', '/api/fund/applications/{id}', () => ({
        status: 200,
        body: okEnvelope(buildFinancingApplication({ id: 12, status: 'submitted', nextUpdateAt: '2027-01-01T03:00:00.000Z', nextUpdateUncountedHolidayYear: 2027, timeline: [{ status: 'submitted', at: '2026-12-31T12:00:00.000Z', note: '已提交至杭州银行' }] })),
      })),
    );
    renderScreens({ path: '/PersonalCenter/myFinancing/12', screens: portalScreens });
    expect(
      await screen.findByText(/^机构预计在 2027-01-01 11:00 前给出下一步结果（按工作日 9:00–17:00 计时，周末和法定节假日不计，调休上班日计入；2027 年法定节假日尚未公布，未扣除）/, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('withdraws an application while 已提交, after asking, and then shows it 已撤回 without a 撤回 button', async () => {
    renderScreens({ path: '/PersonalCenter/myFinancing/8', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '撤回申请' }, { timeout: 15_000 }));
    // The promised time says what it counts: working hours, holidays out, 调休 working days in.
    expect(screen.getByText(/^机构预计在 2026-11-30 11:00 前给出下一步结果（按工作日 9:00–17:00 计时，周末和法定节假日不计，调休上班日计入）/)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '撤回这笔融资申请？' });
    expect(withdrawn).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回申请' }));
    expect(await screen.findByText('已撤回融资申请', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(withdrawn).toEqual([8]);
    expect(await screen.findByText('您已撤回这笔申请，机构不再办理；如仍需融资，可重新申请。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: '办理记录' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(' · ')[0])).toEqual(['已提交', '已撤回']);
  });

  it('offers no 撤回 once the provider has accepted or answered', async () => {
    renderScreens({ path: '/PersonalCenter/myFinancing/7', screens: portalScreens });
    expect(await screen.findByText(/^未通过：/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
  });

  it('says when the application is not the user’s or does not exist', async () => {
    renderScreens({ path: '/PersonalCenter/myFinancing/404', screens: portalScreens });
    expect(await screen.findByText('融资申请不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    localStorage.removeItem('token');
    renderScreens({ path: '/PersonalCenter/myFinancing', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '请先登录' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(statuses).toEqual([]);
  });
});
