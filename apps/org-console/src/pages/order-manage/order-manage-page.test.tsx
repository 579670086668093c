import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildMyInstitution, buildOrgOrderPage, buildOrgOrderSummary, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { STATUS_CHIP_CLASS } from '@smes/ui';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const queries: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  queries.length = 0;
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved' })) })),
    portalHandler('get', '/api/org/orders', ({ request }) => {
      const search = new URL(request.url).searchParams;
      queries.push(search.toString());
      const status = search.get('status');
      const rows =
        status === 'in_service'
          ? []
          : [
              buildOrgOrderSummary({ id: 11, productName: '发明专利申请代理', enterpriseName: '杭州云栖智造科技有限公司', priceMode: 'fixed', price: 6800 }),
              buildOrgOrderSummary({ id: 12, productName: '高新技术企业认定辅导', status: 'accepted', priceMode: 'negotiable', price: null }),
              buildOrgOrderSummary({ id: 13, productName: '研发费用专项审计', status: 'cancelled', priceMode: 'fixed', price: 12000 }),
            ];
      return { status: 200, body: okEnvelope(buildOrgOrderPage(rows, { total: status ? rows.length : 23 })) };
    }),
  );
});

function renderAt(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('订单管理', () => {
  it('lists the orders with price or 面议, status and a link to each detail; the tab filters by status', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/orderManage');
    expect(await screen.findByRole('link', { name: '发明专利申请代理' })).toHaveAttribute('href', '/orderManage/details/11');
    expect(screen.getByText('¥6,800')).toBeInTheDocument();
    expect(screen.getByText('面议')).toBeInTheDocument();
    expect(screen.getByText('共 23 个订单')).toBeInTheDocument();
    expect(queries.at(-1)).not.toContain('status=');

    await user.click(screen.getByRole('tab', { name: '服务中' }));
    expect(await screen.findByText('暂无服务中的订单')).toBeInTheDocument();
    expect(queries.at(-1)).toContain('status=in_service');
    expect(router.state.location.search).toBe('?status=in_service');
  });

  it('draws an order in progress in a colour of its own, not the grey of a cancelled one', async () => {
    renderAt('/orderManage');
    await screen.findByRole('link', { name: '研发费用专项审计' });
    const list = within(screen.getByRole('list', { name: '订单列表' }));
    const chipColor = (label: string) => getComputedStyle(list.getByText(label).closest(`.${STATUS_CHIP_CLASS}`) as HTMLElement).color;
    expect(chipColor('已接单')).not.toBe(chipColor('已取消'));
    expect(chipColor('待确认')).not.toBe(chipColor('已取消'));
  });

  it('opens the tab named in the address (the dashboard links there)', async () => {
    renderAt('/orderManage?status=accepted');
    expect(await screen.findByRole('tab', { name: '已接单', selected: true })).toBeInTheDocument();
    await screen.findByRole('link', { name: '发明专利申请代理' });
    expect(queries.at(-1)).toContain('status=accepted');
  });

  it('sends an enterprise account to the 工作台, which points it to the portal', async () => {
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'enterprise' })) })));
    const { router } = renderAt('/orderManage');
    expect(await screen.findByText('您登录的是企业账号')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(queries).toEqual([]);
  });

  it('tells an institution that is not certified yet why, with the way to its status, and asks for no orders', async () => {
    server.use(portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'pending' })) })));
    const { router } = renderAt('/orderManage');
    expect(await screen.findByText('本机构尚未通过认证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在工作台查看认证状态' })).toHaveAttribute('href', '/home');
    expect(router.state.location.pathname).toBe('/orderManage');
    expect(queries).toEqual([]);
  });

  it('asks a visitor to log in, from the screen itself', async () => {
    localStorage.clear();
    renderAt('/orderManage');
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往工作台登录' })).toHaveAttribute('href', '/home');
    expect(queries).toEqual([]);
  });
});
