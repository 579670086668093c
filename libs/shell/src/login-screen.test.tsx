import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okEnvelope, portalHandler } from '@smes/api/testing';
import { SSO_RETURN_STORAGE_KEY } from '@smes/session';
import { LoginScreen } from './login-screen';
import { renderScreens } from './testing';
import { crossAppHref } from './cross-app-link';
import { loginHrefFrom } from './user-area';

const screens = [
  { path: '/login', title: '登录', load: () => Promise.resolve({ default: () => <LoginScreen heading="登录测试门户" /> }) },
  { path: '/news', title: '资讯', load: () => Promise.resolve({ default: () => <h1>资讯</h1> }) },
];

const server = setupServer(portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backUrlOf(href: string | null): URL {
  return new URL(new URL(href ?? '').searchParams.get('backUrl') ?? '');
}

describe('LoginScreen: the SSO way in comes back where the visitor was', () => {
  it('keeps the redirect target with the round trip state; backUrl stays the home page', async () => {
    renderScreens({ path: '/login?redirect=%2Ffindpolicy%2FProjectApplication%2F68', screens });

    const sso = await screen.findByRole('link', { name: '统一身份认证登录' });
    const backUrl = backUrlOf(sso.getAttribute('href'));
    expect(backUrl.pathname).toBe('/home');
    const state = backUrl.searchParams.get('ssoState');
    expect(JSON.parse(sessionStorage.getItem(SSO_RETURN_STORAGE_KEY) ?? 'null')).toEqual({
      state,
      path: '/findpolicy/ProjectApplication/68',
    });
  });

  it('keeps nothing that leaves the app', async () => {
    renderScreens({ path: '/login?redirect=%2F%2Fevil.cn%2Fx', screens });
    await screen.findByRole('link', { name: '统一身份认证登录' });
    expect(JSON.parse(sessionStorage.getItem(SSO_RETURN_STORAGE_KEY) ?? 'null')).toMatchObject({ path: '/home' });
  });

  it("the header's 登录 asks the login screen to come back to the current page", async () => {
    renderScreens({ path: '/news?type=3#list', screens });
    await screen.findByRole('heading', { name: '资讯' });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fnews%3Ftype%3D3%23list');
  });
});

describe('LoginScreen: arriving from the other app (crossAppHref)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('the link names the login screen and the page, never a token', () => {
    expect(crossAppHref('http://127.0.0.1:4200/', '/PersonalCenter/myOrder')).toBe('http://127.0.0.1:4200/login?via=sso&redirect=%2FPersonalCenter%2FmyOrder');
  });

  it('a visitor signed out here goes straight to the SSO host, to come back to the page asked for', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderScreens({ path: '/login?via=sso&redirect=%2Fnews', screens });
    expect(await screen.findByText('正在通过统一身份认证登录…')).toBeVisible();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const backUrl = backUrlOf(String(replace.mock.calls[0]?.[0]));
    expect(backUrl.pathname).toBe('/home');
    expect(JSON.parse(sessionStorage.getItem(SSO_RETURN_STORAGE_KEY) ?? 'null')).toEqual({ state: backUrl.searchParams.get('ssoState'), path: '/news' });
    expect(screen.queryByLabelText('密码')).toBeNull();
  });

  it('a visitor already signed in here goes to the page at once', async () => {
    localStorage.setItem('token', 'stored');
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope({ userId: 1, username: '13800138000', nickName: '张三', userType: 'enterprise' }) })));
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderScreens({ path: '/login?via=sso&redirect=%2Fnews', screens });
    expect(await screen.findByRole('heading', { name: '资讯' })).toBeVisible();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('loginHrefFrom', () => {
  it.each([
    [{ pathname: '/home', search: '', hash: '' }, '/login'],
    [{ pathname: '/login', search: '?redirect=%2Fx', hash: '' }, '/login'],
    [{ pathname: '/service/detail/3', search: '', hash: '' }, '/login?redirect=%2Fservice%2Fdetail%2F3'],
  ])('%j → %s', (here, expected) => {
    expect(loginHrefFrom(here)).toBe(expected);
  });
});
