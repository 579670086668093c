import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildRatingSummary,
  buildServicePage,
  buildServiceProductCard,
  buildServiceOrder,
  buildServiceProductDetail,
  buildServiceReview,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let detail = buildServiceProductDetail();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  detail = buildServiceProductDetail();
  server.use(
    portalHandler('get', '/api/service/products/{id}', ({ params }) =>
      Number(params.id) === 404 ? { status: 404, body: errorEnvelope(404, '产品不存在') } : { status: 200, body: okEnvelope(detail) },
    ),
    portalHandler('get', '/api/service/products/{id}/reviews', () => ({
      status: 200,
      body: okEnvelope(buildServicePage([buildServiceReview(), buildServiceReview({ id: 92, reviewerName: '宁波****有限公司', updatedAt: '2026-10-14T02:00:00Z' })])),
    })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('服务产品详情', { timeout: 60_000 }, () => {
  it('shows price, delivery time, deliverables, the institution, cases and reviews with the breakdown', async () => {
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await heading('发明专利申请代理（含检索与撰写）');
    await waitFor(() => expect(document.title).toBe('服务产品详情'));
    expect(screen.getAllByText('¥6,800').length).toBeGreaterThan(0);
    expect(screen.getByText('30 天')).toBeInTheDocument();
    const deliverables = screen.getByRole('region', { name: '交付成果' });
    expect(within(deliverables).getAllByRole('listitem').map((item) => item.textContent)).toEqual(detail.deliverables);
    expect(screen.getAllByRole('link', { name: '杭州知衡知识产权代理有限公司' })[0]).toHaveAttribute('href', '/service/institutionDetail/7');
    expect(screen.getByRole('link', { name: detail.cases[0]?.title ?? '' })).toHaveAttribute('href', '/service/anli/51');

    const reviews = screen.getByRole('region', { name: '用户评价' });
    expect(within(reviews).getByText('共 9 条评价')).toBeInTheDocument();
    expect(within(reviews).getByRole('list', { name: '评分分布' })).toBeInTheDocument();
    expect(within(reviews).getByRole('progressbar', { name: '5 星 8 条' })).toBeInTheDocument();
    expect(await within(reviews).findByText('宁波****有限公司', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(reviews).getByText('修改于 2026-10-14')).toBeInTheDocument();
    expect(within(reviews).getAllByText('服务质量 5 星 · 响应速度 4 星 · 专业能力 5 星')).toHaveLength(2);
  });

  it('shows the cover its institution uploaded, fetched through the client as an image', async () => {
    detail = buildServiceProductDetail();
    detail = { ...detail, product: { ...detail.product, coverUrl: `/api/service/products/${detail.product.id}/cover` } };
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let asked = 0;
    server.use(
      portalHandler('get', '/api/service/products/{id}/cover', () => {
        asked += 1;
        return new Response(png, { status: 200, headers: { 'Content-Type': 'image/png' } });
      }),
    );
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await heading('发明专利申请代理（含检索与撰写）');
    const cover = await screen.findByRole('img', { name: '发明专利申请代理（含检索与撰写）的封面图' }, { timeout: 15_000 });
    expect(cover).toHaveAttribute('src', `data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    expect(asked).toBe(1);
  });

  it('asks for no cover when the product has none', async () => {
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await heading('发明专利申请代理（含检索与撰写）');
    expect(screen.queryByRole('img', { name: /的封面图$/ })).not.toBeInTheDocument();
  });

  it('says 面议 for a negotiable price and 暂无评价 before the first review, asking for no reviews', async () => {
    detail = buildServiceProductDetail({
      product: buildServiceProductCard({ priceMode: 'negotiable', price: null, rating: null, reviewCount: 0 }),
      rating: buildRatingSummary({ average: null, count: 0, dimensions: { quality: null, responsiveness: null, professionalism: null }, distribution: [0, 0, 0, 0, 0] }),
    });
    server.use(portalHandler('get', '/api/service/products/{id}/reviews', () => ({ status: 500, body: errorEnvelope(500, 'should not be asked') })));
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await heading('发明专利申请代理（含检索与撰写）');
    expect(screen.getAllByText('面议').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: '用户评价' })).getByText('暂无评价')).toBeInTheDocument();
  });

  it('tells an unknown product apart and leads back to the list', async () => {
    renderScreens({ path: '/service/detail/404', screens: portalScreens });
    expect(await screen.findByText('服务产品不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回服务产品与案例' })).toHaveAttribute('href', '/service/productPage');
  });
});

describe('下单 from 服务产品详情', { timeout: 60_000 }, () => {
  const created: { requests: number; body: Record<string, string>; files: string[] } = { requests: 0, body: {}, files: [] };
  let refuseFile: string | null = null;

  beforeEach(() => {
    created.requests = 0;
    created.body = {};
    created.files = [];
    refuseFile = null;
    server.use(
      // One request carries the order and its files: a refused file leaves no order.
      portalHandler('post', '/api/service/orders', async ({ request }) => {
        created.requests += 1;
        const form = await request.formData();
        const files = form.getAll('files').map((file) => (file instanceof File ? file.name : String(file)));
        if (refuseFile && files.includes(refuseFile)) {
          return { status: 400, body: errorEnvelope(400, `附件「${refuseFile}」未通过检查，订单未提交：仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档`) };
        }
        created.body = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files').map(([key, value]) => [key, String(value)]));
        created.files = files;
        return { status: 200, body: okEnvelope(buildServiceOrder({ id: 777 })) };
      }),
      portalHandler('get', '/api/service/orders/{id}', () => ({ status: 200, body: okEnvelope(buildServiceOrder({ id: 777 })) })),
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    );
  });

  it('asks a visitor to log in and come back', async () => {
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    expect(await screen.findByRole('link', { name: '登录后下单' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/service/detail/31')}`,
    );
  });

  it('keeps the form as typed and says why when the server refuses an attachment', async () => {
    localStorage.setItem('token', 'portal-token');
    localStorage.setItem('userinfo', JSON.stringify({ phone: '13800138000' }));
    refuseFile = 'tool.pdf';
    const { router } = renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '立即下单' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '下单：发明专利申请代理（含检索与撰写）' });
    // The account's phone is where the form starts.
    expect(within(dialog).getByRole('textbox', { name: /联系电话/ })).toHaveValue('13800138000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /需求描述/ }), '两项伺服电机控制技术，需要申请发明专利');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /联系人/ }), '王敏');
    await userEvent.upload(within(dialog).getByLabelText('选择附件'), new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('订单未提交：附件「tool.pdf」未通过检查');
    expect(within(dialog).getByRole('textbox', { name: /需求描述/ })).toHaveValue('两项伺服电机控制技术，需要申请发明专利');
    expect(within(dialog).getByRole('list', { name: '已选附件' })).toHaveTextContent('tool.pdf');
    expect(router.state.location.pathname).toBe('/service/detail/31');
  });

  it('checks the form in Chinese, places the order with its attachment in one request and opens the order', async () => {
    localStorage.setItem('token', 'portal-token');
    const { router } = renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '立即下单' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '下单：发明专利申请代理（含检索与撰写）' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单' }));
    expect(await within(dialog).findByText('请输入需求描述')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入联系人')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /需求描述/ }), '两项伺服电机控制技术，需要申请发明专利');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /联系人/ }), '王敏');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /联系电话/ }), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单' }));
    expect(await within(dialog).findByText('请输入手机号或座机号（如 0571-88886666）')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /联系电话/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /联系电话/ }), '0571-88886666');
    // An ASCII name: the test server's multipart parser reads part names as Latin-1 (browsers send UTF-8 and the stand-in reads it).
    await userEvent.upload(within(dialog).getByLabelText('选择附件'), new File(['%PDF-1.4'], 'disclosure-2026.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('list', { name: '已选附件' })).toHaveTextContent('disclosure-2026.pdf');

    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/myOrder/777'), { timeout: 15_000 });
    expect(created.body).toEqual({ productId: '31', requirements: '两项伺服电机控制技术，需要申请发明专利', contactName: '王敏', contactPhone: '0571-88886666' });
    expect(created.files).toEqual(['disclosure-2026.pdf']);
    expect(created.requests).toBe(1);
  });
});
