import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_COLORS, LOGO_GLYPH, XSRF_COOKIE_NAME } from '@smes/config';
import { HOUR_MS } from '../clock';
import { XSRF_FORM_FIELD, XSRF_MESSAGE } from '../http/xsrf';
import { PORTAL_HOME, bearer, body, createTestHosts, form, notesToken, sessionFromRedirect } from '../testing/test-hosts';
import type { SsoAnswer, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const q = encodeURIComponent;

function expectPage(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body.slice(0, 400)).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toMatch(/^<!doctype html>\n<html lang="zh-CN">/);
  expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
}

function title(response: LightMyRequestResponse): string | undefined {
  return /<title>(.*?)<\/title>/.exec(response.body)?.[1];
}

async function submitLogin(values: Record<string, string>) {
  return hosts.sso.inject({ method: 'POST', url: '/login', ...form(values) });
}

describe('login page', () => {
  it('renders the labelled form and the register link keeping backUrl', async () => {
    const backUrl = 'http://127.0.0.1:4200/findpolicy?tab=2';
    const response = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(backUrl)}` });
    expectPage(response, 200);
    expect(title(response)).toBe('统一身份认证 - 登录');
    expect(response.body).toContain('<label for="username">账号</label>');
    expect(response.body).toContain('<p class="hint" id="username-hint">手机号或用户名</p>');
    expect(response.body).toContain('<label for="password">密码</label>');
    expect(response.body).toContain('<button type="submit" class="button">登录</button>');
    expect(response.body).toContain(`<a href="/register?backUrl=${q(backUrl)}">注册</a>`);
    expect(response.body).toContain(`<input type="hidden" name="backUrl" value="${backUrl}">`);
    // Outside demo mode (production) no 演示账号 box and no password on the page.
    expect(response.body).not.toContain('演示账号');
    expect(response.body).not.toContain('Demo@2026');
  });

  it('lists the demo accounts and their password only in demo mode (npm start)', async () => {
    const demo = await createTestHosts({ demoAccounts: true });
    try {
      const response = await demo.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_HOME)}` });
      expect(response.body).toMatch(/<details>\s*<summary>演示账号<\/summary>/);
      for (const username of ['13800138000', '13800138003', 'zhangsan', '13900139000', '13900139002']) {
        expect(response.body).toContain(`<td>${username}</td>`);
      }
      expect(response.body).toContain('Demo@2026');
    } finally {
      await demo.close();
    }
  });

  it('wears the apps’ brand: their blues, the logo mark and the portal’s name', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_HOME)}` });
    expect(response.body).toContain(`--primary:${BRAND_COLORS.blue.main};`);
    expect(response.body).toContain(`--header:${BRAND_COLORS.blue.darker};`);
    expect(response.body).not.toContain('#1d4ed8');
    expect(response.body).toContain(`<header class="site-header"><p><span class="logo" aria-hidden="true">${LOGO_GLYPH}</span>中小企业服务门户 · 统一身份认证</p></header>`);
  });

  it('sends page security headers that still allow the form to redirect to the apps', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_HOME)}` });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' http://127.0.0.1:4200 http://127.0.0.1:4300");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('escapes what it echoes', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q('http://127.0.0.1:4200/?a=1&b=2')}` });
    expect(response.body).toContain('<input type="hidden" name="backUrl" value="http://127.0.0.1:4200/?a=1&amp;b=2">');
    const failed = await submitLogin({ username: '"><script>x</script>', password: 'wrong', backUrl: PORTAL_HOME });
    expectPage(failed, 401);
    expect(failed.body).not.toContain('<script>');
    expect(failed.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});

describe('login submit', () => {
  it('redirects to backUrl with the token added, keeping its query and hash', async () => {
    const backUrl = 'http://127.0.0.1:4200/findpolicy/DeclarationProject?tab=open&city=%E6%9D%AD%E5%B7%9E#list';
    const response = await submitLogin({ username: '13800138000', password: 'Demo@2026', backUrl });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers['location']));
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:4200/findpolicy/DeclarationProject');
    expect(location.search).toMatch(/^\?tab=open&city=%E6%9D%AD%E5%B7%9E&token=[\w-]+$/);
    expect(location.hash).toBe('#list');

    const token = await sessionFromRedirect(hosts.portal, location);
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(body(info).data).toMatchObject({ username: '13800138000' });
  });

  it('replaces a token already in backUrl instead of adding a second one', async () => {
    const response = await submitLogin({ username: 'zhangsan', password: 'Demo@2026', backUrl: 'http://127.0.0.1:4300/?token=old' });
    const location = new URL(String(response.headers['location']));
    expect(location.searchParams.getAll('token')).toHaveLength(1);
    expect(location.searchParams.get('token')).not.toBe('old');
  });

  it('sessions from the login page expire after 12 hours like API ones', async () => {
    const response = await submitLogin({ username: '13800138000', password: 'Demo@2026', backUrl: PORTAL_HOME });
    const token = await sessionFromRedirect(hosts.portal, response.headers['location']);
    hosts.clock.advance(12 * HOUR_MS + 1);
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(info.statusCode).toBe(444);
  });

  it('re-renders the form with 401, the error and the username kept', async () => {
    const response = await submitLogin({ username: '13800138000', password: 'wrong', backUrl: PORTAL_HOME });
    expectPage(response, 401);
    expect(response.headers['location']).toBeUndefined();
    expect(response.body).toContain('<p class="alert" role="alert" id="form-error">账号或密码错误</p>');
    expect(response.body).toContain('value="13800138000"');
    expect(response.body).not.toContain('value="wrong"');
  });

  it('asks for a missing field by its label', async () => {
    const response = await submitLogin({ username: '13800138000', password: '', backUrl: PORTAL_HOME });
    expectPage(response, 400);
    expect(response.body).toContain('请输入密码');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a look-alike host', 'http://127.0.0.1:4200.evil.example/'],
    ['a user-info trick', 'http://127.0.0.1:4200@evil.example/'],
    ['another port', 'http://127.0.0.1:4201/'],
    ['a relative path', '/findpolicy'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['nothing', ''],
  ])('refuses %s as backUrl with a 400 page and no redirect', async (_label, backUrl) => {
    const page = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(backUrl)}` });
    expectPage(page, 400);
    expect(page.body).toContain('<h1>返回地址无效</h1>');
    const submit = await submitLogin({ username: '13800138000', password: 'Demo@2026', backUrl });
    expectPage(submit, 400);
    expect(submit.headers['location']).toBeUndefined();
    expect(submit.body).toContain('返回地址无效');
  });

  it('refuses a missing backUrl on every page', async () => {
    for (const url of ['/login', '/register', '/logout']) {
      const response = await hosts.sso.inject({ method: 'GET', url });
      expectPage(response, 400);
      expect(response.body).toContain('返回地址无效');
      expect(response.body).toContain('href="http://127.0.0.1:4200/"');
    }
  });
});

describe('register', () => {
  const values = { phone: '13300133000', password: 'Secret@123', enterpriseName: '衢州江山蜂业有限公司', userType: 'org', agree: 'yes', backUrl: PORTAL_HOME };

  it('renders the labelled form', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: `/register?backUrl=${q(PORTAL_HOME)}` });
    expectPage(response, 200);
    expect(title(response)).toBe('统一身份认证 - 注册');
    for (const label of ['<label for="phone">手机号</label>', '<label for="password">密码</label>', '<label for="enterpriseName">企业名称</label>', '<legend>账号类型</legend>']) {
      expect(response.body).toContain(label);
    }
    expect(response.body).toMatch(/value="enterprise" checked>企业/);
    expect(response.body).toContain('value="org" >服务机构');
    expect(response.body).toContain(`<a href="/login?backUrl=${q(PORTAL_HOME)}">登录</a>`);
    expect(response.body).toContain('<label for="agree">我已阅读并同意');
    expect(response.body).toContain(`<a href="/agreements/user?backUrl=${q(PORTAL_HOME)}" target="_blank" rel="noopener">《用户协议》</a>`);
    expect(response.body).toContain(`<a href="/agreements/privacy?backUrl=${q(PORTAL_HOME)}" target="_blank" rel="noopener">《隐私政策》</a>`);
    expect(response.body).not.toMatch(/id="agree"[^>]*checked/);
  });

  it('refuses to register without consent: 400, the error on the checkbox, the typed values kept', async () => {
    for (const agree of [undefined, '', 'no']) {
      const { agree: _agree, ...rest } = values;
      const response = await hosts.sso.inject({ method: 'POST', url: '/register', ...form(agree === undefined ? rest : { ...rest, agree }) });
      expectPage(response, 400);
      expect(response.body).toContain('<p class="alert" role="alert" id="form-error">请阅读并同意《用户协议》和《隐私政策》</p>');
      expect(response.body).toMatch(/<input id="agree" name="agree" type="checkbox" value="yes" aria-required="true"\s+aria-describedby="agree-hint form-error" aria-invalid="true">/);
      expect(response.body).toContain('value="13300133000"');
      expect(response.body).toContain('value="衢州江山蜂业有限公司"');
      expect(response.body).toMatch(/value="org" checked>服务机构/);
    }
    expect(await hosts.db.get('SELECT 1 FROM users WHERE phone = ?', values.phone)).toBeUndefined();
  });

  it('creates the account with a notes space and redirects with a token', async () => {
    const response = await hosts.sso.inject({ method: 'POST', url: '/register', ...form(values) });
    expect(response.statusCode).toBe(302);
    const token = await sessionFromRedirect(hosts.portal, response.headers['location']);
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(body(info).data).toMatchObject({ username: '13300133000', userType: 'org', enterpriseName: '衢州江山蜂业有限公司' });

    const notes = await notesToken(hosts, '13300133000');
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    const [organization] = body<SsoAnswer<{ data: { id: string }[] }>>(organizations).data.data;
    const wikis = await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organization?.id}`, headers: { token: notes } });
    expect(body<SsoAnswer<{ data: { name: string }[] }>>(wikis).data.data.map((wiki) => wiki.name)).toEqual(['申报材料库']);
  });

  it('answers a registered phone with 409 and keeps what was typed', async () => {
    const response = await hosts.sso.inject({ method: 'POST', url: '/register', ...form({ ...values, phone: '13800138000' }) });
    expectPage(response, 409);
    expect(response.body).toContain('该手机号已注册');
    expect(response.body).toContain('value="衢州江山蜂业有限公司"');
    expect(response.body).toMatch(/id="agree"[^>]*checked/);
    expect(response.body).toMatch(/value="org" checked>服务机构/);
  });

  it('answers a short password with 400 and the rule', async () => {
    const response = await hosts.sso.inject({ method: 'POST', url: '/register', ...form({ ...values, password: '1234567' }) });
    expectPage(response, 400);
    expect(response.body).toContain('密码长度须为 8-64 个字符');
    expect(response.body).toMatch(/id="password"[^>]*aria-describedby="password-hint form-error" aria-invalid="true"/);
    expect(await hosts.db.get('SELECT 1 FROM users WHERE phone = ?', values.phone)).toBeUndefined();
  });
});

describe('logout page', () => {
  it('says goodbye and sends the browser back after one second', async () => {
    const backUrl = 'http://127.0.0.1:4300/?from=logout&x=1';
    const response = await hosts.sso.inject({ method: 'GET', url: `/logout?backUrl=${q(backUrl)}` });
    expectPage(response, 200);
    expect(title(response)).toBe('统一身份认证 - 已退出');
    expect(response.body).toContain('<h1>您已安全退出</h1>');
    expect(response.body).toContain('<meta http-equiv="refresh" content="1;url=http://127.0.0.1:4300/?from=logout&amp;x=1">');
    expect(response.body).toContain('<a class="button" href="http://127.0.0.1:4300/?from=logout&amp;x=1">返回门户</a>');
  });

  it('never refreshes to a foreign site', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: `/logout?backUrl=${q('https://evil.example/')}` });
    expectPage(response, 400);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('material-writing page', () => {
  type Space = { token: string; organizationId: string; wikiId: string };

  async function space(phone = '13800138000'): Promise<Space> {
    const token = await notesToken(hosts, phone);
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token } });
    const organizationId = body<SsoAnswer<{ data: { id: string }[] }>>(organizations).data.data[0]?.id ?? '';
    const wikis = await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organizationId}`, headers: { token } });
    const wikiId = body<SsoAnswer<{ data: { id: string }[] }>>(wikis).data.data[0]?.id ?? '';
    return { token, organizationId, wikiId };
  }

  function open(organizationId: string, wikiId: string, query: Record<string, string>) {
    return hosts.sso.inject({
      method: 'GET',
      url: `/app/org/${organizationId}/wiki/${wikiId}/materialwriting?${new URLSearchParams(query).toString()}`,
    });
  }

  it('shows the space and the project\'s material outline with a writing prompt each, and no credential', async () => {
    const { token, organizationId, wikiId } = await space();
    const project = body<{ data: { projectName: string; materials: { name: string; required: boolean; description: string }[] } }>(
      await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/7' }),
    ).data;
    const redirect = 'http://127.0.0.1:4200/findpolicy/DeclarationProject';
    const response = await open(organizationId, wikiId, { secret: 'key-123', ssotoken: token, redirect, projectId: '7' });
    expectPage(response, 200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(title(response)).toBe('协同文档 - 申报材料撰写');
    expect(response.body).toContain('<h1>申报材料撰写</h1>');
    expect(response.body).toContain('<p class="muted">云栖智造的个人空间 · 申报材料库</p>');
    expect(response.body).toContain(`<h2 id="outline-heading">${project.projectName}</h2>`);
    const required = project.materials.filter((material) => material.required);
    const optional = project.materials.filter((material) => !material.required);
    expect(required.length).toBeGreaterThan(0);
    expect(optional.length).toBeGreaterThan(0);
    expect(response.body).toContain(`共 ${project.materials.length} 项，其中必需 ${required.length} 项`);
    expect(response.body).toContain(`<h3 id="required-heading">一、必需材料（${required.length} 项）</h3>`);
    expect(response.body).toContain(`<h3 id="optional-heading">二、可选材料（${optional.length} 项）</h3>`);
    expect(response.body).toContain(`<ol class="outline" start="${required.length + 1}">`);
    for (const material of project.materials) {
      expect(response.body).toContain(`${material.name}<span class="tag ${material.required ? 'required' : 'optional'}">`);
      expect(response.body).toContain(`写作提示：${material.description.replace(/[。；;]$/, '')}。本项${material.required ? '为必需材料' : '可选'}`);
    }
    // The handoff's credentials are checked, never shown.
    for (const secret of ['key-123', token, 'secret', 'ssotoken', '令牌']) expect(response.body).not.toContain(secret);
    expect(response.body).toContain(`<a href="${redirect}">返回门户</a>`);
  });

  it('says 未指定项目 for a missing or unknown project', async () => {
    const { token, organizationId, wikiId } = await space();
    for (const projectId of ['', '99999', 'abc']) {
      const response = await open(organizationId, wikiId, { ssotoken: token, projectId });
      expectPage(response, 200);
      expect(response.body).toContain('<h2 id="outline-heading">未指定项目</h2>');
      expect(response.body).not.toContain(token);
    }
  });

  it('links back to the portal origin instead of a foreign redirect', async () => {
    const { token, organizationId, wikiId } = await space();
    const response = await open(organizationId, wikiId, { ssotoken: token, redirect: 'https://evil.example/' });
    expectPage(response, 200);
    expect(response.body).toContain('<a href="http://127.0.0.1:4200/">返回门户</a>');
    expect(response.body).not.toContain('href="https://evil.example/"');
  });

  it('answers 401 for a missing, forged or expired token', async () => {
    const { token, organizationId, wikiId } = await space();
    for (const query of [{}, { ssotoken: 'forged' }] as Record<string, string>[]) {
      const response = await open(organizationId, wikiId, query);
      expectPage(response, 401);
      expect(response.body).toContain('<h1>协同文档令牌无效或已过期</h1>');
    }
    hosts.clock.advance(12 * HOUR_MS + 1);
    expectPage(await open(organizationId, wikiId, { ssotoken: token }), 401);
  });

  it('answers 404 for an unknown org or wiki, a wiki of another org, or a non-member', async () => {
    const mine = await space('13800138000');
    const other = await space('13900139000');
    for (const [organizationId, wikiId, token] of [
      ['org_unknown', mine.wikiId, mine.token],
      [mine.organizationId, 'wiki_unknown', mine.token],
      [mine.organizationId, other.wikiId, mine.token],
      [mine.organizationId, mine.wikiId, other.token],
    ] as const) {
      const response = await open(organizationId, wikiId, { ssotoken: token });
      expectPage(response, 404);
      expect(response.body).toContain('知识库不存在或无权访问');
    }
  });

  it('escapes what it shows from the database', async () => {
    const { token, organizationId, wikiId } = await space();
    await hosts.db.run('UPDATE declaration_projects SET project_name = ? WHERE id = 7', '<img src=x onerror=alert(1)>');
    const response = await open(organizationId, wikiId, { ssotoken: token, projectId: '7', secret: '<script>' });
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('material-writing page: drafts', () => {
  const redirect = 'http://127.0.0.1:4200/findpolicy/DeclarationProjectDetail/7';

  async function landed(phone = '13800138000') {
    const token = await notesToken(hosts, phone);
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token } });
    const organizationId = body<SsoAnswer<{ data: { id: string }[] }>>(organizations).data.data[0]?.id ?? '';
    const wikis = await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organizationId}`, headers: { token } });
    const wikiId = body<SsoAnswer<{ data: { id: string }[] }>>(wikis).data.data[0]?.id ?? '';
    const page = `/app/org/${organizationId}/wiki/${wikiId}/materialwriting`;
    const response = await hosts.sso.inject({ method: 'GET', url: `${page}?${new URLSearchParams({ secret: 'k', ssotoken: token, redirect, projectId: '7' }).toString()}` });
    const cookie = /notes_session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
    // A first visit holds no XSRF cookie: the landing hands one out, and its forms echo it in the hidden field.
    const xsrf = new RegExp(`${XSRF_COOKIE_NAME}=([^;,]+)`).exec(String(response.headers['set-cookie']))?.[1] ?? '';
    return { token, page, response, cookie, xsrf };
  }

  /**
   * A save as the page's form posts it: the cookies the browser holds (the notes session when given, and the XSRF
   * cookie) and the form's hidden field echoing the latter. `xsrf: null` leaves the pair out.
   */
  function save(page: string, values: Record<string, string>, { notes, xsrf = 'landing-xsrf', headers = {} }: { notes?: string; xsrf?: string | null; headers?: Record<string, string> } = {}) {
    const cookies = [...(notes === undefined ? [] : [`notes_session=${notes}`]), ...(xsrf === null ? [] : [`${XSRF_COOKIE_NAME}=${xsrf}`])];
    const fields = xsrf === null ? values : { ...values, [XSRF_FORM_FIELD]: xsrf };
    return hosts.sso.inject({ method: 'POST', url: `${page}/drafts`, ...form(fields, cookies.length > 0 ? { ...headers, cookie: cookies.join('; ') } : headers) });
  }

  it('gives every material an editor, and the landing sets an HttpOnly SameSite=Strict cookie for /app/', async () => {
    const { response, token } = await landed();
    expectPage(response, 200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain(`notes_session=${token}`);
    expect(setCookie).toContain('Path=/app/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const xsrf = new RegExp(`${XSRF_COOKIE_NAME}=([^;,]+)`).exec(setCookie)?.[1] ?? '';
    expect(xsrf).not.toBe('');
    const materials = (await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/7' })).json<{ data: { materials: unknown[] } }>().data.materials;
    expect(response.body.match(/<textarea /g)?.length).toBe(materials.length);
    expect(response.body.match(/<button class="button inline" type="submit">保存草稿<\/button>/g)?.length).toBe(materials.length);
    // Each draft form echoes the XSRF cookie the landing handed out.
    expect(response.body.match(new RegExp(`<input type="hidden" name="${XSRF_FORM_FIELD}" value="${xsrf}">`, 'g'))?.length).toBe(materials.length);
    expect(response.body).toContain('尚未保存草稿');
    expect(response.body).toContain('已写 0 项');
  });

  it('saves a draft through the cookie, comes back to that material without a credential in the address, and shows it', async () => {
    const { page, cookie, token, xsrf } = await landed();
    const text = '一、企业基本情况\r\n杭州云栖智造科技有限公司成立于 2016 年……<script>alert(1)</script>';
    const saved = await save(page, { projectId: '7', materialId: 'm1', content: text, redirect }, { notes: cookie, xsrf });
    expect(saved.statusCode, saved.body).toBe(303);
    const location = String(saved.headers.location);
    expect(location).toMatch(new RegExp(`^${page}\\?projectId=7&redirect=.+&saved=m1#material-\\d+$`));
    expect(location).not.toContain(token);

    const again = await hosts.sso.inject({ method: 'GET', url: location.replace(/#.*$/, ''), headers: { cookie: `notes_session=${cookie}` } });
    expectPage(again, 200);
    expect(again.body).toContain('<p class="notice" role="status">草稿已保存：');
    expect(again.body).toContain('一、企业基本情况\r\n杭州云栖智造科技有限公司成立于 2016 年……&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(again.body).not.toContain('<script>');
    expect(again.body).toMatch(/已保存 · 20\d\d年\d+月\d+日 \d\d:\d\d · 云栖智造 · 共 \d+ 字/);
    expect(again.body).toContain('已写 1 项');
    expect(again.body).toContain(`<a href="${redirect}">返回门户</a>`);
    expect(again.body).not.toContain(token);

    // Saved for the wiki, not the browser: another landing (a new handoff) shows it too.
    const later = await landed();
    expect(later.response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
  });

  it('refuses a save without the cookie (401), from another site (403), for a material the project lacks or a wiki not one\'s own (404), and one too long (400)', async () => {
    const { page, cookie, xsrf } = await landed();
    const own = { notes: cookie, xsrf };
    const values = { projectId: '7', materialId: 'm1', content: '草稿' };
    expectPage(await save(page, values, { xsrf }), 401);
    expectPage(await save(page, values, { notes: 'forged', xsrf }), 401);
    expectPage(await save(page, values, { ...own, headers: { origin: 'https://evil.example' } }), 403);
    expect((await save(page, values, { ...own, headers: { origin: 'http://localhost:80' } })).statusCode).toBe(403);
    // The notes cookie alone is not enough: without the XSRF pair, or with a field that is not the cookie's value, 403.
    const mismatched = await hosts.sso.inject({
      method: 'POST',
      url: `${page}/drafts`,
      ...form({ ...values, [XSRF_FORM_FIELD]: 'other' }, { cookie: `notes_session=${cookie}; ${XSRF_COOKIE_NAME}=${xsrf}` }),
    });
    for (const refused of [await save(page, values, { notes: cookie, xsrf: null }), mismatched]) {
      expectPage(refused, 403);
      expect(refused.body).toContain(XSRF_MESSAGE);
    }
    expectPage(await save(page, { ...values, materialId: 'm999' }, own), 404);
    expectPage(await save(page, { ...values, projectId: '99999' }, own), 404);
    const other = await landed('13900139000');
    expectPage(await save(other.page, values, own), 404);
    expect((await save(page, { ...values, content: '字'.repeat(20001) }, own)).statusCode).toBe(400);
    // Nothing of these was saved.
    expect(await hosts.db.get('SELECT COUNT(*) AS n FROM notes_drafts')).toEqual({ n: 0 });
  });

  it('keeps a saved draft only while the notes token lives', async () => {
    const { page, cookie, xsrf } = await landed();
    hosts.clock.advance(12 * HOUR_MS + 1);
    expectPage(await save(page, { projectId: '7', materialId: 'm1', content: '过期后' }, { notes: cookie, xsrf }), 401);
  });
});

describe('other pages', () => {
  it('answers a login posted as JSON with an HTML 400 page', async () => {
    const response = await hosts.sso.inject({
      method: 'POST',
      url: '/login',
      payload: { username: '13800138000', password: 'Demo@2026', backUrl: PORTAL_HOME },
    });
    expectPage(response, 400);
    expect(response.body).toContain('不支持的请求类型 application/json');
    expect(response.body).not.toContain('<p class="alert" role="alert"></p>');
  });

  it('answers an unknown page with an HTML 404', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: '/nowhere' });
    expectPage(response, 404);
    expect(response.body).toContain('页面不存在');
  });
});
