import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { STORAGE_KEYS } from '@smes/session';
import userEvent from '@testing-library/user-event';
import type { UserAreaProps } from './user-area';

/**
 * Fresh modules (nothing fetched yet), with signed-in-account.tsx recording each time it is loaded, or failing as an
 * offline fetch does.
 */
async function freshUserArea({ offline = false } = {}) {
  vi.resetModules();
  const loads = { count: 0 };
  vi.doMock('./signed-in-account', async (importOriginal) => {
    loads.count += 1;
    if (offline) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const [{ UserArea }, { AppProviders }, loader] = await Promise.all([import('./user-area'), import('./app-providers'), import('./signed-in-account-loader')]);
  const renderArea = (props: Partial<UserAreaProps> = { items: [{ label: '个人中心', to: '/PersonalCenter' }] }) =>
    render(
      <AppProviders config={DEFAULT_CONFIG} appName="测试门户" appOrigin={DEFAULT_CONFIG.portalOrigin}>
        <MemoryRouter initialEntries={['/news']}>
          <UserArea registerPath="/register" {...props} />
        </MemoryRouter>
      </AppProviders>,
    );
  return { renderArea, loader, loads };
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  localStorage.setItem(STORAGE_KEYS.userinfo, JSON.stringify({ nickName: '张经理', userType: 'enterprise' }));
}

describe("the header's account corner (ADR 129: the signed-in corner is a chunk of its own)", () => {
  beforeEach(() => {
    // The signed-in corner asks for the user and the unread count: left unanswered here.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('./signed-in-account');
    vi.resetModules();
  });

  it("draws a visitor's 登录 and 注册 without fetching the signed-in corner", async () => {
    const { renderArea, loads } = await freshUserArea();
    renderArea();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fnews');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('button', { name: /^用户菜单/ })).not.toBeInTheDocument();
  });

  it("fetches it for a signed-in account and draws the account's button from it", async () => {
    signIn();
    const { renderArea, loads } = await freshUserArea();
    renderArea();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '用户菜单：张经理' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('draws the button in the first render when the app asked for it before (as it does when it starts signed in)', async () => {
    signIn();
    const { renderArea, loader } = await freshUserArea();
    await loader.loadSignedInAccount();
    renderArea();
    expect(screen.getByRole('button', { name: '用户菜单：张经理' })).toBeInTheDocument();
  });

  it('offline without it, leaves the corner empty rather than failing the page, and tries again next time', async () => {
    signIn();
    const { renderArea, loader, loads } = await freshUserArea({ offline: true });
    const view = renderArea();
    await waitFor(() => expect(loads.count).toBe(1));
    expect(screen.queryByRole('button', { name: /^用户菜单/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    view.unmount();
    await expect(loader.loadSignedInAccount()).rejects.toThrow();
    expect(loads.count).toBe(2);
  });

  it("shows the menu entries `loadItems` fetches with the signed-in corner (the portal's personal center list)", async () => {
    signIn();
    const { renderArea } = await freshUserArea();
    const loadItems = vi.fn(async () => [
      { label: '个人中心首页', to: '/PersonalCenter' },
      { label: '我的报告', to: '/PersonalCenter/myReport' },
    ]);
    renderArea({ loadItems });
    await userEvent.click(await screen.findByRole('button', { name: '用户菜单：张经理' }));
    expect(await screen.findByRole('menuitem', { name: '我的报告' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '个人中心首页' })).toBeInTheDocument();
    expect(loadItems).toHaveBeenCalledTimes(1);
  });

  it('退出登录 ends the session and goes to the SSO logout, though ending the session unmounts the corner', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '操作成功', data: null }), { headers: { 'Content-Type': 'application/json' } })));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/news', search: '', hash: '', href: `${DEFAULT_CONFIG.portalOrigin}/news` });
    const { renderArea } = await freshUserArea();
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: '用户菜单：张经理' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    expect(await screen.findByRole('link', { name: '登录' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/logout\?backUrl=/);
  });
});
