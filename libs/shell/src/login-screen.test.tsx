import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler } from '@smes/api/testing';
import { SSO_RETURN_STORAGE_KEY } from '@smes/session';
import { LoginScreen } from './login-screen';
import { renderScreens } from './testing';
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

describe('loginHrefFrom', () => {
  it.each([
    [{ pathname: '/home', search: '', hash: '' }, '/login'],
    [{ pathname: '/login', search: '?redirect=%2Fx', hash: '' }, '/login'],
    [{ pathname: '/service/detail/3', search: '', hash: '' }, '/login?redirect=%2Fservice%2Fdetail%2F3'],
  ])('%j → %s', (here, expected) => {
    expect(loginHrefFrom(here)).toBe(expected);
  });
});
