import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { ServiceProductInput } from '@smes/api';
import { buildMyInstitution, buildOrgProduct, buildOrgProductPage, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

/** An approved institution certified for two categories (the form offers only these). */
const CERTIFIED = {
  id: 1,
  name: '浙江中创知识产权服务有限公司',
  creditCode: '91330106MA2CDE1234',
  serviceCategories: ['财税服务', '知识产权'],
  regionName: '浙江省杭州市西湖区',
  contactName: '周明',
  contactPhone: '13900139000',
  submittedAt: '2026-03-01T02:00:00Z',
  reviewedAt: '2026-03-05T02:00:00Z',
};

const server = setupServer();
const created: ServiceProductInput[] = [];
const updated: { id: string; input: ServiceProductInput }[] = [];
const covers: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  created.length = 0;
  updated.length = 0;
  covers.length = 0;
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved', institution: CERTIFIED })) })),
    portalHandler('get', '/api/service/needs', () => ({ status: 200, body: okEnvelope([{ need: '研发费用专项审计', productCount: 4 }]) })),
    portalHandler('get', '/api/org/products', () => ({ status: 200, body: okEnvelope(buildOrgProductPage([])) })),
    portalHandler('get', '/api/org/products/{id}', ({ params }) =>
      Number(params.id) === 301 ? { status: 200, body: okEnvelope(buildOrgProduct()) } : { status: 404, body: errorEnvelope(404, '产品不存在') },
    ),
    portalHandler('post', '/api/org/products', async ({ request }) => {
      const input = (await request.json()) as ServiceProductInput;
      created.push(input);
      return { status: 200, body: okEnvelope(buildOrgProduct({ status: 'off_shelf' }, { id: 400, ...input })) };
    }),
    portalHandler('put', '/api/org/products/{id}', async ({ params, request }) => {
      const input = (await request.json()) as ServiceProductInput;
      updated.push({ id: String(params.id), input });
      return { status: 200, body: okEnvelope(buildOrgProduct({}, { id: 301, ...input })) };
    }),
    portalHandler('post', '/api/org/products/{id}/cover', async ({ params, request }) => {
      const file = (await request.formData()).get('file');
      covers.push(`${String(params.id)}:${file instanceof File ? file.name : 'none'}`);
      return { status: 200, body: okEnvelope(buildOrgProduct({}, { id: Number(params.id), coverUrl: '/cover.png' })) };
    }),
  );
});

function renderAt(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('发布产品', () => {
  it('says what is missing and sends nothing until the form is complete', async () => {
    const user = userEvent.setup();
    renderAt('/productManage/addProduct');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入产品名称')).toBeInTheDocument();
    expect(screen.getByText('请选择服务类别')).toBeInTheDocument();
    expect(screen.getByText('请输入价格')).toBeInTheDocument();
    expect(screen.getByText('请输入交付成果')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '产品名称' })).toHaveFocus();
    expect(created).toEqual([]);
  });

  it('publishes a 面议 product with need tags and a cover, then returns to the list', async () => {
    // The file dialog's "all files" lets a person pick any type, so the screen must check it, not only `accept`.
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderAt('/productManage/addProduct');
    // Pasting the long texts keeps the test quick; typing each character adds nothing the short fields don't show.
    const paste = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await screen.findByRole('textbox', { name: '产品名称' });
    await paste('产品名称', '研发费用专项审计');
    await user.click(screen.getByRole('combobox', { name: '服务类别' }));
    // Only the categories the institution is certified for are offered.
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['知识产权', '财税服务']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '财税服务' }));
    await user.click(screen.getByRole('combobox', { name: '需求标签' }));
    await user.click(await screen.findByRole('option', { name: '研发费用专项审计' }));
    await user.type(screen.getByRole('combobox', { name: '需求标签' }), '高企认定辅导{Enter}');
    await paste('产品简介', '高企申报用研发费用专项审计');
    await paste('服务内容', '按高新技术企业认定口径归集研发费用并出具报告。');
    await user.click(screen.getByRole('radio', { name: '面议' }));
    expect(screen.queryByRole('textbox', { name: '价格（元）' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '交付周期（天）' }), '15');
    await paste('交付成果', '专项审计报告\n归集明细表');

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['gif'], 'cover.gif', { type: 'image/gif' }));
    expect(screen.getByText('封面图只支持 JPG 或 PNG 格式')).toBeInTheDocument();
    await user.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(screen.getByText('已选择：cover.png，保存时上传')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('还没有服务产品');
    expect(router.state.location.pathname).toBe('/productManage');
    expect(created).toEqual([
      {
        name: '研发费用专项审计',
        category: '财税服务',
        needs: ['研发费用专项审计', '高企认定辅导'],
        summary: '高企申报用研发费用专项审计',
        description: '按高新技术企业认定口径归集研发费用并出具报告。',
        priceMode: 'negotiable',
        price: null,
        deliveryDays: 15,
        deliverables: ['专项审计报告', '归集明细表'],
        process: [],
      },
    ]);
    expect(covers).toEqual(['400:cover.png']);
    // A whole form filled through the select, the tag picker and two uploads: on a busy machine it outgrows the
    // default 15 s, not because it waits on anything.
  }, 30_000);
});

describe('编辑产品', () => {
  it('loads the product into the form and saves the change', async () => {
    const user = userEvent.setup();
    renderAt('/productManage/addProduct/301');
    const price = await screen.findByRole('textbox', { name: '价格（元）' });
    expect(price).toHaveValue('6800');
    expect(screen.getByRole('textbox', { name: '产品名称' })).toHaveValue('发明专利申请代理（含检索报告）');
    await user.clear(price);
    await user.type(price, '7200');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('还没有服务产品');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ id: '301', input: { price: 7200, priceMode: 'fixed', needs: ['专利申请代理'] } });
    expect(covers).toEqual([]);
  });

  it('says so when the product is not the institution’s', async () => {
    renderAt('/productManage/addProduct/999');
    expect(await screen.findByText('产品不存在')).toBeInTheDocument();
  });
});
