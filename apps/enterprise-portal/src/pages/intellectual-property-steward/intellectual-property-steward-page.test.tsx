import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildIpLedgerCounts,
  buildIpRecord,
  buildIpRecordList,
  buildServiceOrder,
  buildServicePage,
  buildServiceProductCard,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const slow = { timeout: 15_000 };
const visits: string[] = [];
const productQueries: URLSearchParams[] = [];
const orders: unknown[] = [];

const patentAgency = buildServiceProductCard();
const trademark = buildServiceProductCard({ id: 32, name: '商标注册与续展', needs: ['商标注册'], institutionName: '宁波甬知商标事务所有限公司', price: 1200 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  productQueries.length = 0;
  orders.length = 0;
  server.use(
    portalHandler('get', '/api/service/products', ({ request }) => {
      const params = new URL(request.url).searchParams;
      productQueries.push(params);
      const need = params.get('need');
      const rows = [patentAgency, trademark].filter((product) => !need || product.needs.includes(need));
      return { status: 200, body: okEnvelope(buildServicePage(rows)) };
    }),
    portalHandler('get', '/api/enterprise/ip-records', () => ({
      status: 200,
      body: okEnvelope(buildIpRecordList([buildIpRecord({ kind: 'utility_model', ipClass: 'class2' })], buildIpLedgerCounts({ inventionPatents: 0, ipClass1: 0, utilityModels: 1, ipClass2: 1 }))),
    })),
    portalHandler('post', '/api/service/orders', async ({ request }) => {
      // The order and its files go in one multipart request.
      const form = await request.formData();
      orders.push(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files').map(([key, value]) => [key, String(value)])));
      return { status: 200, body: okEnvelope(buildServiceOrder({ id: 77 })) };
    }),
    portalHandler('get', '/api/service/orders/{id}', () => ({ status: 200, body: okEnvelope(buildServiceOrder({ id: 77 })) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('知识产权管家', () => {
  it('lists the 知识产权 products of 找服务, linked to their detail, and filters by what they do', async () => {
    const user = userEvent.setup();
    renderScreens({ path: '/Enterprise/intellectualPropertySteward', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '知识产权管家' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('知识产权管家'));
    const list = await screen.findByRole('list', { name: '知识产权服务' }, slow);
    expect(within(list).getByRole('link', { name: patentAgency.name })).toHaveAttribute('href', '/service/detail/31');
    expect(productQueries[0]?.get('category')).toBe('知识产权');
    await user.click(screen.getByRole('tab', { name: '商标注册' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '知识产权服务' })).queryByRole('link', { name: patentAgency.name })).not.toBeInTheDocument());
    expect(productQueries.at(-1)?.get('need')).toBe('商标注册');
  });

  it('suggests what the 台账 lacks and shows those packages', async () => {
    const user = userEvent.setup();
    renderScreens({ path: '/Enterprise/intellectualPropertySteward', screens: portalScreens });
    const advice = await screen.findByRole('region', { name: '按知识产权台账的建议' }, slow);
    expect(within(advice).getByText(/还没有已授权的发明专利/)).toBeInTheDocument();
    await user.click(within(advice).getByRole('button', { name: '查看商标注册服务' }));
    expect(screen.getByRole('tab', { name: '商标注册', selected: true })).toBeInTheDocument();
  });

  it('orders a package through 找服务’s order form', async () => {
    const user = userEvent.setup();
    const { router } = renderScreens({ path: '/Enterprise/intellectualPropertySteward', screens: portalScreens });
    await user.click(await screen.findByRole('button', { name: `下单：${trademark.name}（${trademark.institutionName}）` }, slow));
    const dialog = await screen.findByRole('dialog', { name: `下单：${trademark.name}` });
    await user.type(within(dialog).getByLabelText(/需求描述/), '为公司新产品线注册第 9 类和第 42 类商标');
    // The contact fields start from the account's own name and phone: replaced here.
    await user.clear(within(dialog).getByLabelText(/联系人/));
    await user.type(within(dialog).getByLabelText(/联系人/), '陈立');
    await user.clear(within(dialog).getByLabelText(/联系电话/));
    await user.type(within(dialog).getByLabelText(/联系电话/), '13800138000');
    await user.click(within(dialog).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/myOrder/77'), { timeout: 15_000 });
    expect(orders).toEqual([{ productId: '32', requirements: '为公司新产品线注册第 9 类和第 42 类商标', contactName: '陈立', contactPhone: '13800138000' }]);
  });

  it('asks a visitor to log in before ordering, and gives no 台账 advice', async () => {
    localStorage.clear();
    renderScreens({ path: '/Enterprise/intellectualPropertySteward', screens: portalScreens });
    expect(await screen.findByRole('link', { name: `登录后下单：${patentAgency.name}（${patentAgency.institutionName}）` }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '按知识产权台账的建议' })).not.toBeInTheDocument();
  });
});
