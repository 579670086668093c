import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { OrgProduct } from '@smes/api';
import { buildMyInstitution, buildOrgProduct, buildOrgProductPage, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const queries: string[] = [];
const shelved: string[] = [];
let products: OrgProduct[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  queries.length = 0;
  shelved.length = 0;
  products = [
    buildOrgProduct({ status: 'on_shelf' }, { id: 301, name: '发明专利申请代理', needs: ['专利申请代理', '发明专利'] }),
    buildOrgProduct({ status: 'off_shelf' }, { id: 302, name: '商标注册代理', priceMode: 'negotiable', price: null, needs: [] }),
  ];
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved' })) })),
    portalHandler('get', '/api/org/products', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      queries.push(status ?? 'all');
      return { status: 200, body: okEnvelope(buildOrgProductPage(products.filter((product) => !status || product.status === status))) };
    }),
    portalHandler('post', '/api/org/products/{id}/shelf', async ({ params, request }) => {
      const status = new URLSearchParams(await request.text()).get('status');
      shelved.push(`${String(params.id)}:${status}`);
      products = products.map((product) => (product.product.id === Number(params.id) ? { ...product, status: status === 'on_shelf' ? 'on_shelf' : 'off_shelf' } : product));
      const changed = products.find((product) => product.product.id === Number(params.id)) as OrgProduct;
      return { status: 200, body: okEnvelope(changed) };
    }),
  );
});

function renderAt(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('产品管理', () => {
  it('lists every product with its shelf state, price or 面议, need tags and an edit link', async () => {
    renderAt('/productManage');
    expect(await screen.findByRole('heading', { name: '发明专利申请代理' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '产品列表' });
    expect(within(list).getByText('上架中')).toBeInTheDocument();
    expect(within(list).getByText('已下架')).toBeInTheDocument();
    expect(screen.getByText(/面议 · 交付周期/)).toBeInTheDocument();
    expect(screen.getByText('发明专利')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '编辑“商标注册代理”' })).toHaveAttribute('href', '/productManage/addProduct/302');
    expect(screen.getAllByRole('link', { name: '发布产品' })[0]).toHaveAttribute('href', '/productManage/addProduct');
  });

  it('shows an on-shelf product’s cover from the API host, and no broken image for an off-shelf one', async () => {
    products = [
      buildOrgProduct({ status: 'on_shelf' }, { id: 301, name: '发明专利申请代理', coverUrl: '/api/service/products/301/cover' }),
      buildOrgProduct({ status: 'off_shelf' }, { id: 302, name: '商标注册代理', coverUrl: '/api/service/products/302/cover' }),
    ];
    const { container } = renderAt('/productManage');
    await screen.findByRole('heading', { name: '商标注册代理' });
    // The covers are decorative (alt=""), so they have no role to find them by.
    const covers = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(covers).toEqual([`${DEFAULT_CONFIG.portalApiBase}/api/service/products/301/cover`]);
  });

  it('puts a product on and off the shelf and shows the new state', async () => {
    const user = userEvent.setup();
    renderAt('/productManage');
    await user.click(await screen.findByRole('button', { name: '上架“商标注册代理”' }));
    expect(await screen.findByRole('button', { name: '下架“商标注册代理”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下架“发明专利申请代理”' }));
    expect(await screen.findByRole('button', { name: '上架“发明专利申请代理”' })).toBeInTheDocument();
    expect(shelved).toEqual(['302:on_shelf', '301:off_shelf']);
  });

  it('filters by shelf state from the tab, with an empty state', async () => {
    const user = userEvent.setup();
    products = products.filter((product) => product.status === 'on_shelf');
    renderAt('/productManage');
    await screen.findByRole('heading', { name: '发明专利申请代理' });
    await user.click(screen.getByRole('tab', { name: '已下架' }));
    expect(await screen.findByText('没有已下架的产品')).toBeInTheDocument();
    expect(queries).toEqual(['all', 'off_shelf']);
  });
});
