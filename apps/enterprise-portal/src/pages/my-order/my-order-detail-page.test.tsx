import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceOrder, ServiceReviewInput } from '@smes/api';
import { buildServiceOrder, buildServiceReview, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let order: ServiceOrder = buildServiceOrder();
const bodies: { path: string; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  order = buildServiceOrder();
  bodies.length = 0;
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/service/orders/{id}', ({ params }) =>
      Number(params.id) === 404 ? { status: 404, body: errorEnvelope(404, '订单不存在') } : { status: 200, body: okEnvelope(order) },
    ),
    portalHandler('post', '/api/service/orders/{id}/cancel', async ({ request }) => {
      bodies.push({ path: 'cancel', body: await request.json() });
      order = buildServiceOrder({
        status: 'cancelled',
        allowedActions: [],
        cancelReason: '预算调整',
        timeline: [...order.timeline, { status: 'cancelled', action: 'cancel', actor: 'enterprise', at: '2026-11-21T02:00:00Z', note: '预算调整', price: null }],
      });
      return { status: 200, body: okEnvelope(order) };
    }),
    portalHandler('post', '/api/service/orders/{id}/confirm', async ({ request }) => {
      bodies.push({ path: 'confirm', body: await request.json() });
      order = buildServiceOrder({ status: 'completed', allowedActions: [] });
      return { status: 200, body: okEnvelope(order) };
    }),
    portalHandler('post', '/api/service/orders/{id}/review', async ({ request }) => {
      const body = (await request.json()) as ServiceReviewInput;
      bodies.push({ path: 'review', body });
      const review = buildServiceReview({ scores: body.scores, text: body.text, editableUntil: new Date(Date.now() + 86_400_000).toISOString() });
      order = buildServiceOrder({ status: 'completed', allowedActions: [], reviewed: true, review });
      return { status: 200, body: okEnvelope(review) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('订单详情', { timeout: 60_000 }, () => {
  it('shows the order and its timeline, and cancels it while 待确认 with a reason', async () => {
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const info = await section('订单信息');
    await waitFor(() => expect(document.title).toBe('订单详情'));
    expect(within(info).getByText('FW202611240001')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '发明专利申请代理（含检索与撰写）' })).toHaveAttribute('href', '/service/detail/31');
    expect(within(screen.getByRole('list', { name: '订单记录' })).getByText(/提交订单 → 待确认/)).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: '确认验收' })).not.toBeInTheDocument();

    await userEvent.click(within(info).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单？' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: '取消原因（选填）' }), '预算调整');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    expect(await screen.findByText('订单已取消：预算调整', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ path: 'cancel', body: { expectedStatus: 'pending', reason: '预算调整' } }]);
    expect(screen.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
  });

  it('shows the fresh state when the institution acted first (409)', async () => {
    server.use(
      portalHandler('post', '/api/service/orders/{id}/cancel', () => {
        order = buildServiceOrder({ status: 'accepted', allowedActions: [] });
        return { status: 409, body: { code: 409, msg: '机构已接单，不能取消', data: order, statusCode: 409 } };
      }),
    );
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const info = await section('订单信息');
    await userEvent.click(within(info).getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '取消订单？' })).getByRole('button', { name: '确认取消' }));
    expect(await within(info).findByText('已接单', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(info).queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument(), { timeout: 15_000 });
  });

  it('confirms a delivered order, then takes a review with every dimension scored', async () => {
    order = buildServiceOrder({ status: 'delivered', allowedActions: ['confirm', 'reject_delivery'], deliveryNote: '两件专利申请已提交，受理通知书见附件。' });
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const info = await section('订单信息');
    expect(screen.getByText('两件专利申请已提交，受理通知书见附件。')).toBeInTheDocument();
    await userEvent.click(within(info).getByRole('button', { name: '确认验收' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '确认验收？' })).getByRole('button', { name: '确认验收' }));
    const form = await screen.findByRole('form', { name: '评价服务' }, { timeout: 15_000 });
    expect(bodies[0]).toEqual({ path: 'confirm', body: { expectedStatus: 'delivered' } });

    await userEvent.type(within(form).getByRole('textbox', { name: /评价内容/ }), '响应及时，撰写专业。');
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    // Each missing score is said beside its own stars (not under the text box), and the first takes the focus.
    const alerts = within(form).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['请为服务质量打分', '请为响应速度打分', '请为专业能力打分']);
    expect(alerts[0]?.parentElement).toContainElement(within(form).getAllByRole('radio', { name: '5 星，非常满意' })[0] ?? null);
    expect(within(form).getAllByRole('radio', { name: /^1 星/ })[0]).toHaveFocus();

    const fives = within(form).getAllByRole('radio', { name: '5 星，非常满意' });
    const fours = within(form).getAllByRole('radio', { name: '4 星，满意' });
    // MUI's star radios are visually hidden; user-event's pointer checks skip them under happy-dom, a plain click does not.
    for (const radio of [fives[0], fours[1], fives[2]]) fireEvent.click(radio as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    const mine = await section('我的评价');
    expect(within(mine).getByText('响应及时，撰写专业。')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: '修改评价' })).toBeInTheDocument();
    expect(bodies[1]).toEqual({ path: 'review', body: { scores: { quality: 5, responsiveness: 4, professionalism: 5 }, text: '响应及时，撰写专业。' } });
  });

  it('shows a quote and its history, and declines it with a reason the institution reads', async () => {
    const quote = { price: 15000, note: '三件发明专利，含官费', status: 'pending' as const, reason: null, quotedAt: '2026-11-21T02:00:00Z', answeredAt: null };
    order = buildServiceOrder({ priceMode: 'negotiable', price: null, status: 'quoted', quotedPrice: 15000, allowedActions: ['accept_quote', 'decline_quote', 'cancel'], quotes: [quote] });
    server.use(
      portalHandler('post', '/api/service/orders/{id}/decline-quote', async ({ request }) => {
        bodies.push({ path: 'decline-quote', body: await request.json() });
        order = buildServiceOrder({ priceMode: 'negotiable', price: null, status: 'pending', allowedActions: ['cancel'], quotes: [{ ...quote, status: 'declined', reason: '预算一万元以内' }] });
        return { status: 200, body: okEnvelope(order) };
      }),
      portalHandler('post', '/api/service/orders/{id}/accept-quote', async ({ request }) => {
        bodies.push({ path: 'accept-quote', body: await request.json() });
        order = buildServiceOrder({ priceMode: 'negotiable', price: null, status: 'accepted', agreedPrice: 9800, allowedActions: [] });
        return { status: 200, body: okEnvelope(order) };
      }),
    );
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const info = await section('订单信息');
    expect(within(info).getByText('报价 ¥15,000（待企业确认）')).toBeInTheDocument();
    expect(within(info).getByText('机构报价 ¥15,000：三件发明专利，含官费')).toBeInTheDocument();
    expect(within(await section('报价记录')).getByText(/报价 ¥15,000 · 待企业确认/)).toBeInTheDocument();

    await userEvent.click(within(info).getByRole('button', { name: '不接受报价' }));
    const decline = await screen.findByRole('dialog', { name: '不接受报价？' });
    await userEvent.click(within(decline).getByRole('button', { name: '不接受报价' }));
    expect(within(decline).getByText('请填写不接受的原因（至少 2 个字）')).toBeInTheDocument();
    await userEvent.type(within(decline).getByRole('textbox', { name: /不接受的原因/ }), '预算一万元以内');
    await userEvent.click(within(decline).getByRole('button', { name: '不接受报价' }));
    expect(await within(info).findByText('面议（待机构报价）', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ path: 'decline-quote', body: { expectedStatus: 'quoted', reason: '预算一万元以内' } });
    expect(within(await section('报价记录')).getByText('未接受的原因：预算一万元以内')).toBeInTheDocument();
  });

  it('accepts a quote after confirming its price', async () => {
    const quote = { price: 9800, note: '两件发明专利', status: 'pending' as const, reason: null, quotedAt: '2026-11-21T02:00:00Z', answeredAt: null };
    order = buildServiceOrder({ priceMode: 'from', price: 6800, status: 'quoted', quotedPrice: 9800, allowedActions: ['accept_quote', 'decline_quote', 'cancel'], quotes: [quote] });
    server.use(
      portalHandler('post', '/api/service/orders/{id}/accept-quote', async ({ request }) => {
        bodies.push({ path: 'accept-quote', body: await request.json() });
        order = buildServiceOrder({ priceMode: 'from', price: 6800, status: 'accepted', agreedPrice: 9800, allowedActions: [], quotes: [{ ...quote, status: 'accepted' }] });
        return { status: 200, body: okEnvelope(order) };
      }),
    );
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const info = await section('订单信息');
    await userEvent.click(within(info).getByRole('button', { name: '接受报价' }));
    const dialog = await screen.findByRole('dialog', { name: '接受报价？' });
    expect(dialog).toHaveTextContent('按报价 ¥9,800 成交：两件发明专利');
    await userEvent.click(within(dialog).getByRole('button', { name: '接受报价' }));
    expect(await within(info).findByText('¥9,800（成交价）', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ path: 'accept-quote', body: { expectedStatus: 'quoted' } }]);
  });

  it('refuses a delivery with what must change, and opens the delivered files', async () => {
    order = buildServiceOrder({
      status: 'delivered',
      allowedActions: ['confirm', 'reject_delivery'],
      deliveryNote: '申请文件已递交。',
      files: [{ id: 7, kind: 'delivery', name: '受理通知书.pdf', size: 2048, contentType: 'application/pdf', uploadedAt: '2026-11-22T02:00:00Z' }],
    });
    server.use(
      portalHandler('post', '/api/service/orders/{id}/reject-delivery', async ({ request }) => {
        bodies.push({ path: 'reject-delivery', body: await request.json() });
        order = buildServiceOrder({
          ...order,
          status: 'in_service',
          allowedActions: [],
          timeline: [...order.timeline, { status: 'in_service', action: 'reject_delivery', actor: 'enterprise', at: '2026-11-23T02:00:00Z', note: '缺少第二种实施方式', price: null }],
        });
        return { status: 200, body: okEnvelope(order) };
      }),
    );
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const delivery = await section('交付说明');
    expect(within(delivery).getByRole('button', { name: '预览交付文件：受理通知书.pdf' })).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: '下载交付文件：受理通知书.pdf' })).toBeInTheDocument();
    const info = await section('订单信息');
    await userEvent.click(within(info).getByRole('button', { name: '拒绝验收 / 申请修改' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝验收并申请修改？' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /需要修改的内容/ }), '缺少第二种实施方式');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝验收' }));
    expect(await within(info).findByText('您已拒绝验收，等待机构修改后重新交付。需要修改的内容：缺少第二种实施方式', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ path: 'reject-delivery', body: { expectedStatus: 'delivered', reason: '缺少第二种实施方式' } }]);
  });

  it('offers no edit once the 7 days are over', async () => {
    order = buildServiceOrder({ status: 'completed', allowedActions: [], reviewed: true, review: buildServiceReview({ editableUntil: '2026-01-01T00:00:00Z' }) });
    renderScreens({ path: '/PersonalCenter/myOrder/301', screens: portalScreens });
    const mine = await section('我的评价');
    expect(within(mine).getByText('评价已超过 7 天，不能再修改')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: '修改评价' })).not.toBeInTheDocument();
  });

  it('says an unknown or someone else’s order does not exist', async () => {
    renderScreens({ path: '/PersonalCenter/myOrder/404', screens: portalScreens });
    expect(await screen.findByText('订单不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
