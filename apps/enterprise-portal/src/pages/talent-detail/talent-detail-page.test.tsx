import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildLedgerRecord, buildTalentContract, buildTalentDetail, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { formatChinaDate } from '@smes/ui';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let posted: unknown[] = [];
let detailStatus = 200;
let mine = buildContentPage<ReturnType<typeof buildTalentContract>>([]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  posted = [];
  detailStatus = 200;
  mine = buildContentPage([]);
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/talent/{id}', ({ params }) =>
      detailStatus === 404
        ? { status: 404, body: { code: 404, msg: '人才不存在', data: null, statusCode: 404 } }
        : { status: 200, body: okEnvelope(buildTalentDetail({ id: Number(params.id) })) },
    ),
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
    portalHandler('get', '/api/talent/contracts/mine', () => ({ status: 200, body: okEnvelope(mine) })),
    portalHandler('post', '/api/talent/contracts', async ({ request }) => {
      posted.push(await request.json());
      return { status: 200, body: okEnvelope(buildTalentContract({ id: 41 })) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

function daysFromToday(days: number): string {
  return formatChinaDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** The first day of the month after next and the day before `months` later: a period of exactly `months` months. */
function wholeMonths(months: number): { start: string; end: string } {
  const [year, month] = daysFromToday(0).split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month + 1, 1));
  const end = new Date(Date.UTC(year, month + 1 + months, 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

describe('人才详情', { timeout: 60_000 }, () => {
  it('shows the public profile and work history, and says the contact is not public', async () => {
    renderScreens({ path: '/talent/detail/7', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '沈先生 · 高级工程师', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('人才详情'));
    expect(screen.getByText('24,000–36,000 元/月')).toBeInTheDocument();
    expect(screen.getByText('不公开：对方接受签约意向后，仅向发起企业显示')).toBeInTheDocument();
    expect(screen.getByText('2019—至今 · 技术部经理')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PLC编程' })).toHaveAttribute('href', '/talent?skill=PLC%E7%BC%96%E7%A8%8B');
  });

  it('checks the 签约意向 in Chinese, then sends it with the ledger’s enterprise shown and opens 我的签约意向', async () => {
    const { router } = renderScreens({ path: '/talent/detail/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '发出签约意向' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '签约意向：沈先生 · 高级工程师' });
    expect(await within(dialog).findByText('杭州云栖智能科技有限公司')).toBeInTheDocument();
    // Three months at the low end of 24,000 元/月.
    expect(within(dialog).getByRole('textbox', { name: '合作总报酬（元）' })).toHaveValue('72000');

    await userEvent.click(within(dialog).getByRole('button', { name: '发送签约意向' }));
    expect(within(dialog).getByText('请填写拟聘岗位或项目角色')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择开始日期')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写给对方的留言')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const { start, end } = wholeMonths(3);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '拟聘岗位或项目角色' }), '产线改造负责人');
    fireEvent.change(within(dialog).getByLabelText(/开始日期/), { target: { value: start } });
    fireEvent.change(within(dialog).getByLabelText(/结束日期/), { target: { value: end } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '留言' }), '希望您驻场主导两条装配线的自动化改造。');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送签约意向' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/myContract'));
    expect(posted).toEqual([{ talentId: 7, role: '产线改造负责人', amount: 72000, startDate: start, endDate: end, message: '希望您驻场主导两条装配线的自动化改造。' }]);
  });

  it('prices 合作总报酬 as rate × period, follows the period until the user types an amount, and warns below the minimum', async () => {
    renderScreens({ path: '/talent/detail/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '发出签约意向' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '签约意向：沈先生 · 高级工程师' });
    const amount = within(dialog).getByRole('textbox', { name: '合作总报酬（元）' });
    const six = wholeMonths(6);
    fireEvent.change(within(dialog).getByLabelText(/开始日期/), { target: { value: six.start } });
    fireEvent.change(within(dialog).getByLabelText(/结束日期/), { target: { value: six.end } });
    // 24,000–36,000 元/月 over six months.
    expect(amount).toHaveValue('144000');
    expect(within(dialog).getByText(/按对方期望报酬下限 24,000 元\/月 × 6 个月 计算；对方期望区间为 144,000–216,000 元/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/低于对方期望报酬的下限/)).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/结束日期/), { target: { value: wholeMonths(2).end } });
    expect(amount).toHaveValue('48000');

    await userEvent.clear(amount);
    await userEvent.type(amount, '40000');
    expect(within(dialog).getByText('低于对方期望报酬的下限：按 24,000 元/月 × 2 个月，至少 48,000 元，低于此数对方很可能婉拒。')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/结束日期/), { target: { value: six.end } });
    expect(amount).toHaveValue('40000');
    expect(within(dialog).getByText('低于对方期望报酬的下限：按 24,000 元/月 × 6 个月，至少 144,000 元，低于此数对方很可能婉拒。')).toBeInTheDocument();
  });

  it('says when a request to this person is still waiting for an answer', async () => {
    mine = buildContentPage([buildTalentContract({ status: 'viewed', createdAt: '2026-11-24T02:00:00.000Z' })]);
    renderScreens({ path: '/talent/detail/7', screens: portalScreens });
    expect(await screen.findByText(/您已于 2026-11-24 向对方发出签约意向（已查看）/, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('sends a visitor to log in and back to this profile', async () => {
    localStorage.removeItem('token');
    renderScreens({ path: '/talent/detail/7', screens: portalScreens });
    const login = await screen.findByRole('link', { name: '登录后发出签约意向' }, { timeout: 15_000 });
    expect(login.getAttribute('href')).toContain(encodeURIComponent('/talent/detail/7'));
  });

  it('says a missing person is missing', async () => {
    detailStatus = 404;
    renderScreens({ path: '/talent/detail/99', screens: portalScreens });
    expect(await screen.findByText('人才不存在', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回找人才' })).toHaveAttribute('href', '/talent');
  });
});
