import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildFinancingApplication, buildFundDetail, buildLedgerRecord, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let posted: unknown[] = [];
let detailStatus = 200;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  posted = [];
  detailStatus = 200;
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/fund/{id}', ({ params }) =>
      detailStatus === 404
        ? { status: 404, body: { code: 404, msg: '金融产品不存在', data: null, statusCode: 404 } }
        : { status: 200, body: okEnvelope(buildFundDetail({ id: Number(params.id) })) },
    ),
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
    portalHandler('post', '/api/fund/applications', async ({ request }) => {
      posted.push(await request.json());
      return { status: 200, body: okEnvelope(buildFinancingApplication({ id: 41 })) };
    }),
    portalHandler('get', '/api/fund/applications/{id}', () => ({ status: 200, body: okEnvelope(buildFinancingApplication({ id: 41 })) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('金融产品详情', { timeout: 60_000 }, () => {
  it('shows the ranges, conditions and materials, and estimates repayments with the formula used', async () => {
    renderScreens({ path: '/fund/detail/5', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '杭银科创贷', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('金融产品详情'));
    expect(screen.getByText('国家高新技术企业或入库科技型中小企业')).toBeInTheDocument();
    expect(screen.getByText('近两年财务报表及最近一期报表')).toBeInTheDocument();

    // 100 万元 at 3.20% over 12 months, 先息后本 first (the product lists it first): 2,666.67 元 a month.
    const estimate = screen.getAllByRole('status').find((element) => element.textContent?.includes('计算方法'));
    expect(estimate).toHaveTextContent('每月利息2,666.67 元');
    expect(estimate).toHaveTextContent('以上按年利率 3.2% 估算，仅供参考，不是机构的放款承诺');
    await userEvent.click(screen.getByRole('radio', { name: '等额本息' }));
    const amount = screen.getByRole('textbox', { name: '借款金额（万元）' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    const rate = screen.getByRole('textbox', { name: '年利率（%）' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '4.2');
    const term = screen.getByRole('textbox', { name: '期限（月）' });
    await userEvent.clear(term);
    await userEvent.type(term, '36');
    expect(screen.getAllByRole('status').find((element) => element.textContent?.includes('计算方法'))).toHaveTextContent('每月还款59,226.07 元最后一期59,226.07 元利息总额132,138.52 元还款总额2,132,138.52 元');
    expect(screen.getByText(/计算方法（等额本息）/)).toBeInTheDocument();
    await userEvent.clear(term);
    await userEvent.type(term, '48');
    expect(screen.getByText('本产品期限为 6–36 个月')).toBeInTheDocument();
  });

  it('applies with the ledger shown, checks the form in Chinese and opens the new application', async () => {
    const { router } = renderScreens({ path: '/fund/detail/5', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '申请融资' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '申请融资：杭银科创贷' });
    const ledger = within(dialog).getByRole('region', { name: '企业信息（来自企业档案）' });
    expect(await within(ledger).findByText('统一社会信用代码')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: '申请额度（万元）' }), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(within(dialog).getByText('申请额度须在 50–1000 万元之间')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写资金用途')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写联系人')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const amount = within(dialog).getByRole('textbox', { name: '申请额度（万元）' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '资金用途' }), '购置数控加工中心两台');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系人' }), '陈思远');
    const phone = within(dialog).getByRole('textbox', { name: '联系电话' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/myFinancing/41'));
    expect(posted).toEqual([{ productId: 5, amount: 300, termMonths: 12, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' }]);
  });

  it('asks a visitor to log in first', async () => {
    localStorage.removeItem('token');
    renderScreens({ path: '/fund/detail/5', screens: portalScreens });
    expect(await screen.findByRole('link', { name: '登录后申请融资' }, { timeout: 15_000 })).toHaveAttribute('href', '/login?redirect=%2Ffund%2Fdetail%2F5');
  });

  it('says when the product is gone', async () => {
    detailStatus = 404;
    renderScreens({ path: '/fund/detail/99', screens: portalScreens });
    expect(await screen.findByText('金融产品不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回找资金' })).toHaveAttribute('href', '/fund');
  });
});
