import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildAdminOverview, buildMyInstitution, buildOrgDashboard, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { PortalUserInfo } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { consoleBrandByAccountType, consoleNavItems, consoleScreens, consoleUserArea } from './routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signIn(userType: PortalUserInfo['userType']) {
  localStorage.setItem('token', `${userType}-token`);
  server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType })) })));
}

beforeEach(() => {
  localStorage.clear();
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved' })) })),
    portalHandler('get', '/api/org/dashboard', () => ({ status: 200, body: okEnvelope(buildOrgDashboard()) })),
    portalHandler('get', '/api/admin/overview', () => ({ status: 200, body: okEnvelope(buildAdminOverview()) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
  );
});

/** The header's links, read once `ready` (something only the known account shows) is on screen. */
async function navLinksOnceShown(ready: () => Promise<unknown>): Promise<string[]> {
  renderScreens({
    path: '/home',
    screens: consoleScreens,
    navItems: consoleNavItems,
    userArea: consoleUserArea,
    brandByAccountType: consoleBrandByAccountType,
    appOrigin: DEFAULT_CONFIG.consoleOrigin,
  });
  await ready();
  const nav = await screen.findByRole('navigation', { name: '主导航' }, { timeout: 15_000 });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const inHeader = (name: string) => async () => within(await screen.findByRole('navigation', { name: '主导航' }, { timeout: 15_000 })).findByRole('link', { name });

describe('the console header by account type', { timeout: 30_000 }, () => {
  it('offers an institution account its certification and its work, not the operator queues', async () => {
    signIn('org');
    expect(await navLinksOnceShown(inHeader('入驻认证'))).toEqual(['工作台', '入驻认证', '订单管理', '产品管理', '成功案例']);
  });

  it('offers the operator the policy desk and its review queues, not 入驻认证 or the institution’s work', async () => {
    signIn('admin');
    expect(await navLinksOnceShown(inHeader('入驻审核'))).toEqual(['工作台', '政策发布', '入驻审核', '上架审核', '申报受理', '需求审核', '产业链对接']);
  });

  it('offers an enterprise account only 工作台, which points it to the portal', async () => {
    signIn('enterprise');
    expect(await navLinksOnceShown(() => screen.findByText('您登录的是企业账号', {}, { timeout: 15_000 }))).toEqual(['工作台']);
  });

  it('offers a visitor only 工作台', async () => {
    expect(await navLinksOnceShown(() => screen.findByRole('heading', { name: '请先登录' }, { timeout: 15_000 }))).toEqual(['工作台']);
  });

  it('names the operator’s header 平台运营工作台', async () => {
    signIn('admin');
    await navLinksOnceShown(inHeader('入驻审核'));
    expect(screen.getByRole('link', { name: '平台运营工作台首页' })).toBeTruthy();
  });

  it('keeps the app’s own name in an institution’s header', async () => {
    signIn('org');
    await navLinksOnceShown(inHeader('入驻认证'));
    expect(screen.getByRole('link', { name: '测试门户首页' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '平台运营工作台首页' })).toBeNull();
  });
});
