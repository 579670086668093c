import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { ServiceOrder } from '@smes/api';
import { buildMyInstitution, buildOrgOrder, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const sent: { action: string; body: Record<string, string> }[] = [];
let current: ServiceOrder;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ACCEPTED_AT = '2026-11-21T01:00:00.000Z';

function moved(order: ServiceOrder, changes: Partial<ServiceOrder>, note: string | null = null): ServiceOrder {
  const status = changes.status ?? order.status;
  const action =
    changes.status === 'accepted' ? 'accept' : changes.status === 'declined' ? 'decline' : changes.status === 'in_service' ? 'start' : changes.status === 'quoted' ? 'quote' : 'deliver';
  return { ...order, ...changes, timeline: [...order.timeline, { status, action, actor: 'institution', at: ACCEPTED_AT, note, price: changes.quotedPrice ?? null }] };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  sent.length = 0;
  current = buildOrgOrder({ id: 9001 });
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved' })) })),
    portalHandler('get', '/api/org/orders/{id}', ({ params }) =>
      Number(params.id) === current.id ? { status: 200, body: okEnvelope(current) } : { status: 404, body: errorEnvelope(404, '订单不存在') },
    ),
    portalHandler('post', '/api/org/orders/{id}/accept', async ({ request }) => {
      sent.push({ action: 'accept', body: Object.fromEntries(new URLSearchParams(await request.text())) });
      current = moved(current, { status: 'accepted', allowedActions: ['start'], contactName: '李娜', contactPhone: '13700001111' });
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('post', '/api/org/orders/{id}/decline', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ action: 'decline', body });
      current = moved(current, { status: 'declined', allowedActions: [], declineReason: body.reason ?? null }, body.reason ?? null);
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('post', '/api/org/orders/{id}/quote', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ action: 'quote', body });
      const price = Number(body.price);
      const quote = { price, note: body.note ?? '', status: 'pending' as const, reason: null, quotedAt: ACCEPTED_AT, answeredAt: null };
      current = moved(current, { status: 'quoted', allowedActions: [], quotedPrice: price, quotes: [quote] }, body.note ?? null);
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('post', '/api/org/orders/{id}/deliver', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ action: 'deliver', body });
      current = moved(current, { status: 'delivered', allowedActions: [], deliveryNote: body.note ?? null }, body.note ?? null);
      return { status: 200, body: okEnvelope(current) };
    }),
  );
});

function renderAt(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('订单详情', () => {
  it('hides the enterprise contact until the order is accepted, then shows it with the next step', async () => {
    const user = userEvent.setup();
    renderAt('/orderManage/details/9001');
    expect(await screen.findByText('订单状态：待确认')).toBeInTheDocument();
    expect(screen.getByText('接单后可见企业联系方式')).toBeInTheDocument();
    expect(screen.getByText(/拟就一种工业视觉检测装置申请发明专利/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '接单' }));
    const confirm = await screen.findByRole('dialog', { name: '接单？' });
    expect(confirm).toHaveTextContent('按一口价 ¥6,800 承接');
    await user.click(within(confirm).getByRole('button', { name: '确认接单' }));
    expect(await screen.findByText('订单状态：已接单')).toBeInTheDocument();
    expect(screen.getByText('李娜 13700001111')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'accept', body: { expectedStatus: 'pending' } }]);
    expect(await screen.findByRole('button', { name: '开始服务' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接单' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '订单记录' })).getByText(/· 本机构 ·/)).toBeInTheDocument();
  });

  it('declines only with a reason, which the timeline then shows', async () => {
    const user = userEvent.setup();
    renderAt('/orderManage/details/9001');
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    await user.click(await screen.findByRole('button', { name: '确认拒绝' }));
    expect(screen.getByText('请填写拒绝原因（至少 2 个字）')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /拒绝原因/ }), '本月排期已满，无法按期交付');
    await user.click(screen.getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('订单状态：已拒绝')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'decline', body: { reason: '本月排期已满，无法按期交付', expectedStatus: 'pending' } }]);
    expect(screen.getByText('拒绝原因：本月排期已满，无法按期交付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接单' })).not.toBeInTheDocument();
  });

  it('a stale action shows the server message and the order as it is now', async () => {
    const user = userEvent.setup();
    server.use(
      portalHandler('post', '/api/org/orders/{id}/accept', () => {
        // The enterprise cancelled a moment before the institution pressed 接单.
        current = { ...current, status: 'cancelled', allowedActions: [], cancelReason: '需求已由内部团队解决' };
        return { status: 409, body: { code: 409, msg: '订单已被企业取消，无法接单', data: current, statusCode: 409 } };
      }),
    );
    renderAt('/orderManage/details/9001');
    await user.click(await screen.findByRole('button', { name: '接单' }));
    await user.click(within(await screen.findByRole('dialog', { name: '接单？' })).getByRole('button', { name: '确认接单' }));
    expect(await screen.findByText('订单已被企业取消，无法接单（已刷新为订单的最新状态）')).toBeInTheDocument();
    expect(await screen.findByText('订单状态：已取消')).toBeInTheDocument();
    expect(screen.getByText('企业取消原因：需求已由内部团队解决')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接单' })).not.toBeInTheDocument();
  });

  it('quotes a 面议 order with its price and what it covers, instead of a plain 接单', async () => {
    const user = userEvent.setup();
    current = buildOrgOrder({ id: 9001, priceMode: 'negotiable', price: null, allowedActions: ['quote', 'decline'] });
    renderAt('/orderManage/details/9001');
    expect(await screen.findByText('面议（待机构报价）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接单' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog', { name: '报价' });
    await user.type(within(dialog).getByRole('textbox', { name: /报价（元）/ }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: '发送报价' }));
    expect(within(dialog).getByText('请输入 1–100000000 之间的整数金额（元）')).toBeInTheDocument();
    expect(within(dialog).getByText('请写明报价包含的内容')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /报价（元）/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /报价（元）/ }), '15000');
    await user.type(within(dialog).getByRole('textbox', { name: /报价说明/ }), '三件发明专利的撰写与递交，含官费');
    await user.click(within(dialog).getByRole('button', { name: '发送报价' }));
    expect(await screen.findByText('订单状态：已报价')).toBeInTheDocument();
    expect(screen.getByText('报价 ¥15,000（待企业确认）')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'quote', body: { price: '15000', note: '三件发明专利的撰写与递交，含官费', expectedStatus: 'pending' } }]);
    expect(within(screen.getByRole('list', { name: '报价记录' })).getByText(/报价 ¥15,000 · 待企业确认/)).toBeInTheDocument();
  });

  it('delivers with a note of at least five characters and lists the delivery files', async () => {
    const user = userEvent.setup();
    current = buildOrgOrder({
      id: 9001,
      status: 'in_service',
      allowedActions: ['deliver'],
      contactName: '李娜',
      contactPhone: '13700001111',
      files: [{ id: 5, kind: 'delivery', name: '专利申请受理通知书.pdf', size: 204_800, contentType: 'application/pdf', uploadedAt: ACCEPTED_AT }],
    });
    renderAt('/orderManage/details/9001');
    expect(await screen.findByText('专利申请受理通知书.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除交付文件：专利申请受理通知书.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览交付文件：专利申请受理通知书.pdf' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '交付说明' }), '已提交');
    await user.click(screen.getByRole('button', { name: '确认交付' }));
    expect(screen.getByText('请输入交付说明（至少 5 个字）')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: '交付说明' }), '申请，受理通知书见附件');
    await user.click(screen.getByRole('button', { name: '确认交付' }));
    const confirm = await screen.findByRole('dialog', { name: '确认交付？' });
    expect(confirm).toHaveTextContent('交付 1 个文件和交付说明');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '确认交付' }));
    expect(await screen.findByText('订单状态：待验收')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'deliver', body: { note: '已提交申请，受理通知书见附件', expectedStatus: 'in_service' } }]);
    expect(screen.getByRole('heading', { name: '交付说明' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });

  it('downloads a requirement file the enterprise attached, under the name the server gives it', async () => {
    const user = userEvent.setup();
    current = buildOrgOrder({
      id: 9001,
      files: [{ id: 31, kind: 'requirement', name: '技术交底书.pdf', size: 51_200, contentType: 'application/pdf', uploadedAt: ACCEPTED_AT }],
    });
    const fetched: string[] = [];
    server.use(
      portalHandler('post', '/api/service/orders/{id}/files/{fileId}/download', ({ params }) => {
        fetched.push(`${String(params.id)}/${String(params.fileId)}`);
        return new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="order-9001-file-31.pdf"; filename*=UTF-8''${encodeURIComponent('技术交底书.pdf')}` },
        });
      }),
    );
    const saved: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:requirement');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderAt('/orderManage/details/9001');
      const files = await screen.findByRole('list', { name: '需求附件' });
      expect(files).toHaveTextContent('技术交底书.pdf50 KB');
      await user.click(screen.getByRole('button', { name: '下载需求附件：技术交底书.pdf' }));
      await vi.waitFor(() => expect(saved).toEqual(['技术交底书.pdf']));
      expect(fetched).toEqual(['9001/31']);
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  });

  it('says so when the order is not the institution’s (404)', async () => {
    renderAt('/orderManage/details/4242');
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
  });
});
