import { createSsoClient } from '@smes/api';
import {
  buildOrganization,
  buildWiki,
  networkError,
  ssoError,
  ssoHandler,
  ssoOk,
  thinkList,
} from '@smes/api/testing';
import { DEFAULT_CONFIG } from '@smes/config';
import { createSessionStore } from '@smes/session';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openNotesWorkspace } from './open-notes-workspace';
import type { NotesHandoffDeps } from './open-notes-workspace';

const server = setupServer();
const requests: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
});

const LOGIN_URL = 'http://127.0.0.1:3200/login?backUrl=http%3A%2F%2F127.0.0.1%3A4200%2F';
const REDIRECT_URL = 'http://127.0.0.1:4200/findpolicy/DeclarationProjectDetail?id=42';

function setup() {
  const store = createSessionStore({ eventTarget: null });
  store.setToken('portal-token');
  store.setUserInfo({ userId: 7, phone: '13800138000' });
  const navigate = vi.fn<(url: string) => void>();
  const deps: NotesHandoffDeps = {
    sso: createSsoClient({ baseUrl: DEFAULT_CONFIG.ssoApiBase, getSsoToken: () => store.getSsoToken() }),
    store,
    loginUrl: () => LOGIN_URL,
    notesBase: `${DEFAULT_CONFIG.ssoPagesBase}/`,
    redirectUrl: REDIRECT_URL,
    navigate,
  };
  return { store, navigate, deps };
}

type Answers = {
  orgs?: ReturnType<typeof buildOrganization>[];
  wikis?: ReturnType<typeof buildWiki>[];
};

/** The happy chain; individual steps are replaced with server.use in a test. */
function useHappyChain({ orgs = [buildOrganization({ id: 'org-1' }), buildOrganization({ id: 'org-2' })], wikis = [buildWiki({ id: 'wiki-1' }), buildWiki({ id: 'wiki-2' })] }: Answers = {}) {
  const seen = { phone: '', authorization: '', key: '', orgToken: '', wikiToken: '', wikiOrgId: '' };
  server.use(
    ssoHandler('post', '/api/sso/user/specialLogin', async ({ request }) => {
      seen.phone = ((await request.json()) as { phone: string }).phone;
      seen.authorization = request.headers.get('authorization') ?? '';
      return { status: 200, body: ssoOk({ key: 'secret-key-1' }) };
    }),
    ssoHandler('post', '/api/sso/user/getToken', async ({ request }) => {
      seen.key = ((await request.json()) as { key: string }).key;
      return { status: 200, body: ssoOk({ token: 'sso-token-1' }) };
    }),
    ssoHandler('get', '/api/think/organization/list/personal', ({ request }) => {
      seen.orgToken = request.headers.get('token') ?? '';
      return { status: 200, body: ssoOk(thinkList(orgs)) };
    }),
    ssoHandler('get', '/api/think/wiki/list/all/{orgId}', ({ request, params }) => {
      seen.wikiToken = request.headers.get('token') ?? '';
      seen.wikiOrgId = String(params['orgId']);
      return { status: 200, body: ssoOk(thinkList(wikis)) };
    }),
  );
  return seen;
}

describe('openNotesWorkspace', () => {
  it('runs the four calls, stores the secret and token, and opens materialwriting in the same window', async () => {
    const seen = useHappyChain();
    const { store, navigate, deps } = setup();

    const result = await openNotesWorkspace(deps, 42);

    expect(seen).toEqual({
      phone: '13800138000',
      // The SSO host issues a key only to the account that proves it is logged in.
      authorization: 'Bearer portal-token',
      key: 'secret-key-1',
      orgToken: 'sso-token-1',
      wikiToken: 'sso-token-1',
      wikiOrgId: 'org-1',
    });
    expect(localStorage.getItem('sso_secret')).toBe('secret-key-1');
    expect(localStorage.getItem('sso_token')).toBe('sso-token-1');
    expect(store.getToken()).toBe('portal-token');
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(url.origin).toBe(DEFAULT_CONFIG.ssoPagesBase);
    expect(url.pathname).toBe('/app/org/org-1/wiki/wiki-1/materialwriting');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'secret-key-1',
      ssotoken: 'sso-token-1',
      redirect: REDIRECT_URL,
      projectId: '42',
    });
    expect(result).toEqual({ ok: true, url: url.href });
  });

  it('percent-encodes ids with special characters', async () => {
    const seen = useHappyChain({ orgs: [buildOrganization({ id: 'org/1 ?#' })], wikis: [buildWiki({ id: '知识库&1%' })] });
    const { navigate, deps } = setup();

    await openNotesWorkspace(deps, 'p/7&x=1');

    expect(seen.wikiOrgId).toBe('org/1 ?#');
    const target = navigate.mock.calls[0]?.[0] ?? '';
    expect(target).toContain(`/app/org/org%2F1%20%3F%23/wiki/${encodeURIComponent('知识库&1%')}/materialwriting?`);
    expect(new URL(target).searchParams.get('projectId')).toBe('p/7&x=1');
  });

  it('sends a user without a token to the SSO login page and calls nothing', async () => {
    const { store, navigate, deps } = setup();
    store.setToken(null);

    const result = await openNotesWorkspace(deps, 42);

    expect(result).toEqual({ ok: false, reason: 'login' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_URL);
    expect(requests).toEqual([]);
  });

  it.each([
    ['no user info', null],
    ['no phone', { userId: 7 }],
    ['an empty phone', { userId: 7, phone: '  ' }],
  ])('stops with %s', async (_label, userInfo) => {
    const { store, navigate, deps } = setup();
    store.setUserInfo(userInfo);

    const result = await openNotesWorkspace(deps, 42);

    expect(result).toEqual({ ok: false, reason: 'no-phone', message: '当前账号未绑定手机号，无法打开协同文档' });
    expect(navigate).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('reports a refused special login with the server message', async () => {
    useHappyChain();
    server.use(ssoHandler('post', '/api/sso/user/specialLogin', () => ({ status: 404, body: ssoError(404, '该手机号未开通协同文档') })));
    const { navigate, deps } = setup();

    const result = await openNotesWorkspace(deps, 42);

    expect(result).toEqual({ ok: false, reason: 'sso-login', message: '协同文档登录失败：该手机号未开通协同文档' });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('sso_secret')).toBeNull();
    expect(requests).toEqual(['POST /api/sso/user/specialLogin']);
  });

  it('reports a refused token exchange after storing the secret', async () => {
    useHappyChain();
    server.use(ssoHandler('post', '/api/sso/user/getToken', () => ({ status: 401, body: ssoError(401, '密钥无效或已过期') })));
    const { navigate, deps } = setup();

    const result = await openNotesWorkspace(deps, 42);

    expect(result).toEqual({ ok: false, reason: 'sso-login', message: '协同文档登录失败：密钥无效或已过期' });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('sso_secret')).toBe('secret-key-1');
    expect(localStorage.getItem('sso_token')).toBeNull();
  });

  it('treats statusCode other than 200 inside HTTP 200 as a refusal', async () => {
    useHappyChain();
    server.use(ssoHandler('post', '/api/sso/user/specialLogin', () => ({ status: 200, body: ssoError(403, '账号已停用') })));
    const { navigate, deps } = setup();

    expect(await openNotesWorkspace(deps, 42)).toEqual({ ok: false, reason: 'sso-login', message: '协同文档登录失败：账号已停用' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a user without a personal organisation', async () => {
    useHappyChain({ orgs: [] });
    const { navigate, deps } = setup();

    expect(await openNotesWorkspace(deps, 42)).toEqual({ ok: false, reason: 'no-organization', message: '未找到您的协同文档个人组织' });
    expect(navigate).not.toHaveBeenCalled();
    expect(requests).not.toContain('GET /api/think/wiki/list/all/org-1');
  });

  it('reports an organisation without a wiki', async () => {
    useHappyChain({ wikis: [] });
    const { navigate, deps } = setup();

    expect(await openNotesWorkspace(deps, 42)).toEqual({
      ok: false,
      reason: 'no-wiki',
      message: '该组织下还没有知识库，请先在协同文档中创建',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a refused organisation list with the server message', async () => {
    useHappyChain();
    server.use(ssoHandler('get', '/api/think/organization/list/personal', () => ({ status: 401, body: ssoError(401, '令牌无效或已过期') })));
    const { navigate, deps } = setup();

    expect(await openNotesWorkspace(deps, 42)).toEqual({ ok: false, reason: 'organization', message: '获取协同文档组织失败：令牌无效或已过期' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['/api/sso/user/specialLogin', '/api/think/wiki/list/all/{orgId}'] as const)(
    'reports a network failure at %s',
    async (failingPath) => {
      useHappyChain();
      server.use(
        failingPath === '/api/sso/user/specialLogin'
          ? ssoHandler('post', failingPath, () => networkError())
          : ssoHandler('get', failingPath, () => networkError()),
      );
      const { navigate, deps } = setup();

      expect(await openNotesWorkspace(deps, 42)).toEqual({ ok: false, reason: 'network', message: '无法连接协同文档服务，请稍后重试' });
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('rejects an answer without a key as unreadable', async () => {
    useHappyChain();
    server.use(ssoHandler('post', '/api/sso/user/specialLogin', () => ({ status: 200, body: ssoOk({ key: '' }) })));
    const { navigate, deps } = setup();

    expect(await openNotesWorkspace(deps, 42)).toEqual({
      ok: false,
      reason: 'sso-login',
      message: '协同文档登录失败：服务器返回了无法识别的数据',
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
