import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from './clock';
import { createContractValidator } from './testing/contract-validator';
import { PORTAL_HOME, bearer, body, createTestHosts, form, login, notesToken } from './testing/test-hosts';
import type { Envelope, SsoAnswer, TestHosts } from './testing/test-hosts';

const portalContract = createContractValidator('portal');
const ssoContract = createContractValidator('sso');

let hosts: TestHosts;
let token: string;
let expiredToken: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  expiredToken = await login(hosts.portal);
  hosts.clock.advance(13 * HOUR_MS);
  token = await login(hosts.portal);
});

afterAll(async () => {
  await hosts.close();
});

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

describe('portal.yaml', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return portalContract.check(operationId, response) as Envelope;
  };

  it('userLogin', async () => {
    const viaForm = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      ...form({ username: 'zhangsan', password: 'Demo@2026' }),
    });
    expect(check('userLogin', viaForm, 200).data).toMatchObject({ userinfo: { username: 'zhangsan', phone: null } });
    const wrong = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: '13800138000', password: 'nope' },
    });
    expect(check('userLogin', wrong, 401).msg).toBe('账号或密码错误');
    const missing = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username: 'x' } });
    expect(check('userLogin', missing, 400).msg).toBe('缺少参数 password');
  });

  it('userRegister', async () => {
    const payload = { phone: '13700137000', password: 'Secret@123', enterpriseName: '丽水青田石雕有限公司' };
    const created = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload });
    expect(check('userRegister', created, 200).data).toMatchObject({ userinfo: { userType: 'enterprise' } });
    const duplicate = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload });
    expect(check('userRegister', duplicate, 409).msg).toBe('该手机号已注册');
    const badPhone = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...payload, phone: '12345' },
    });
    expect(check('userRegister', badPhone, 400).msg).toBe('参数 phone 不合法：须为 11 位中国大陆手机号');
  });

  it('userLogout', async () => {
    const own = await login(hosts.portal, '13800138001');
    const first = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(own) });
    check('userLogout', first, 200);
    const again = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(own) });
    expect(check('userLogout', again, 444).msg).toBe('token已过期，请重新登录');
    const anonymous = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/logout' });
    expect(check('userLogout', anonymous, 401).msg).toBe('请先登录');
  });

  it('userInfo', async () => {
    const mine = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(check('userInfo', mine, 200).data).toMatchObject({ username: '13800138000', enterpriseName: '杭州云栖智造科技有限公司' });
    check('userInfo', await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(expiredToken) }), 444);
    check('userInfo', await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info' }), 401);
  });

  it('reportViewRecord', async () => {
    const url = '/api/report/view/record';
    check('reportViewRecord', await hosts.portal.inject({ method: 'POST', url, ...form({ type: '申报项目' }) }), 200);
    check('reportViewRecord', await hosts.portal.inject({ method: 'POST', url, headers: bearer(token), payload: { type: '首页' } }), 200);
    expect(check('reportViewRecord', await hosts.portal.inject({ method: 'POST', url, payload: {} }), 400).msg).toBe('缺少参数 type');
    check('reportViewRecord', await hosts.portal.inject({ method: 'POST', url, headers: bearer(expiredToken), payload: { type: '首页' } }), 444);
  });

  it('declarationProjectList', async () => {
    const page = await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/list?pageNum=1&pageSize=10&orderByColumn=create_time&isAsc=desc' });
    expect(check('declarationProjectList', page, 200).data).toMatchObject({ total: 150, pageNum: 1, pageSize: 10 });
    check('declarationProjectList', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/list?pageSize=101' }), 400);
    check('declarationProjectList', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/list', headers: bearer(expiredToken) }), 444);
  });

  it('declarationProjectDetail', async () => {
    const detail = await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/1' });
    expect(check('declarationProjectDetail', detail, 200).data).toMatchObject({ id: 1 });
    expect(check('declarationProjectDetail', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/9999' }), 404).msg).toBe('申报项目不存在');
    check('declarationProjectDetail', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/abc' }), 400);
    check('declarationProjectDetail', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/1', headers: bearer(expiredToken) }), 444);
  });

  it('declarationMaterialsExport', async () => {
    const csv = await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/2/materials/export', headers: bearer(token) });
    expectStatus(csv, 200);
    expect(portalContract.check('declarationMaterialsExport', csv)).toContain('材料名称');
    check('declarationMaterialsExport', await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/9999/materials/export' }), 404);
    check('declarationMaterialsExport', await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/0/materials/export' }), 400);
    check('declarationMaterialsExport', await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/2/materials/export', headers: bearer(expiredToken) }), 444);
  });

  it('dictDataByType', async () => {
    const levels = await hosts.portal.inject({ method: 'GET', url: '/api/v1/dict/data/type/policy_level' });
    expect(check('dictDataByType', levels, 200).data).toHaveLength(4);
    expect(check('dictDataByType', await hosts.portal.inject({ method: 'GET', url: '/api/v1/dict/data/type/no_such_type' }), 404).msg).toBe('字典类型不存在');
    check('dictDataByType', await hosts.portal.inject({ method: 'GET', url: '/api/v1/dict/data/type/Bad-Type' }), 400);
    check('dictDataByType', await hosts.portal.inject({ method: 'GET', url: '/api/v1/dict/data/type/industry', headers: bearer(expiredToken) }), 444);
  });

  it('submitFeedback', async () => {
    const url = '/api/hnFeedback';
    const payload = { feedbackType: 'suggestion', content: '希望增加按行业筛选申报项目的功能', contact: 'demo@example.com' };
    expect(check('submitFeedback', await hosts.portal.inject({ method: 'POST', url, payload }), 200).data).toMatchObject({ id: 1 });
    check('submitFeedback', await hosts.portal.inject({ method: 'POST', url, payload: { ...payload, content: '短' } }), 400);
    check('submitFeedback', await hosts.portal.inject({ method: 'POST', url, headers: bearer(expiredToken), payload }), 444);
  });

  it('homeOverview', async () => {
    const overview = await hosts.portal.inject({ method: 'GET', url: '/api/home/overview' });
    expect(check('homeOverview', overview, 200).data).toMatchObject({ declarationTotal: 150 });
    check('homeOverview', await hosts.portal.inject({ method: 'GET', url: '/api/home/overview', headers: bearer(expiredToken) }), 444);
  });

  it('myInstitution', async () => {
    const url = '/api/org/institution/mine';
    for (const [username, status] of [
      ['13900139000', 'approved'],
      ['13900139001', 'pending'],
      ['13900139002', 'none'],
    ] as const) {
      const own = await login(hosts.portal, username);
      expect(check('myInstitution', await hosts.portal.inject({ method: 'GET', url, headers: bearer(own) }), 200).data).toMatchObject({ status });
    }
    check('myInstitution', await hosts.portal.inject({ method: 'GET', url, headers: bearer(expiredToken) }), 444);
    check('myInstitution', await hosts.portal.inject({ method: 'GET', url }), 401);
  });
});

describe('sso.yaml', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return ssoContract.check(operationId, response);
  };
  const backUrl = encodeURIComponent(PORTAL_HOME);

  it('ssoSpecialLogin', async () => {
    const url = '/api/sso/user/specialLogin';
    const key = check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, payload: { phone: '13800138000' } }), 200) as SsoAnswer<{ key: string }>;
    expect(key.data.key).not.toBe('');
    const closed = check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, payload: { phone: '13800138003' } }), 404) as SsoAnswer;
    expect(closed.msg).toBe('该手机号未开通协同文档');
    check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, ...form({ phone: 'abc' }) }), 400);
  });

  it('ssoGetToken', async () => {
    const keyAnswer = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/specialLogin', payload: { phone: '13800138000' } });
    const { key } = body<SsoAnswer<{ key: string }>>(keyAnswer).data;
    const url = '/api/sso/user/getToken';
    check('ssoGetToken', await hosts.sso.inject({ method: 'POST', url, ...form({ key }) }), 200);
    check('ssoGetToken', await hosts.sso.inject({ method: 'POST', url, payload: { key } }), 401);
    check('ssoGetToken', await hosts.sso.inject({ method: 'POST', url, payload: {} }), 400);
  });

  it('thinkPersonalOrganizations', async () => {
    const notes = await notesToken(hosts.sso);
    const url = '/api/think/organization/list/personal';
    const answer = check('thinkPersonalOrganizations', await hosts.sso.inject({ method: 'GET', url, headers: { token: notes } }), 200) as SsoAnswer<{ total: number }>;
    expect(answer.data.total).toBe(1);
    check('thinkPersonalOrganizations', await hosts.sso.inject({ method: 'GET', url }), 401);
  });

  it('thinkWikiList', async () => {
    const notes = await notesToken(hosts.sso);
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    const [organization] = body<SsoAnswer<{ data: { id: string }[] }>>(organizations).data.data;
    const answer = check('thinkWikiList', await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organization?.id}`, headers: { token: notes } }), 200) as SsoAnswer<{ total: number }>;
    expect(answer.data.total).toBe(2);
    check('thinkWikiList', await hosts.sso.inject({ method: 'GET', url: '/api/think/wiki/list/all/org_missing', headers: { token: notes } }), 404);
    check('thinkWikiList', await hosts.sso.inject({ method: 'GET', url: '/api/think/wiki/list/all/bad.id', headers: { token: notes } }), 400);
    check('thinkWikiList', await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organization?.id}`, headers: { token: 'forged' } }), 401);
  });

  it('ssoLoginPage', async () => {
    expect(check('ssoLoginPage', await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${backUrl}` }), 200)).toContain('统一身份认证 - 登录');
    check('ssoLoginPage', await hosts.sso.inject({ method: 'GET', url: '/login?backUrl=https%3A%2F%2Fevil.example%2F' }), 400);
  });

  it('ssoLoginSubmit', async () => {
    const submit = (values: Record<string, string>) => hosts.sso.inject({ method: 'POST', url: '/login', ...form(values) });
    check('ssoLoginSubmit', await submit({ username: '13800138000', password: 'Demo@2026', backUrl: PORTAL_HOME }), 302);
    check('ssoLoginSubmit', await submit({ username: '13800138000', password: 'wrong', backUrl: PORTAL_HOME }), 401);
    check('ssoLoginSubmit', await submit({ username: '13800138000', password: 'Demo@2026', backUrl: 'javascript:alert(1)' }), 400);
  });

  it('ssoRegisterPage', async () => {
    expect(check('ssoRegisterPage', await hosts.sso.inject({ method: 'GET', url: `/register?backUrl=${backUrl}` }), 200)).toContain('注册');
    check('ssoRegisterPage', await hosts.sso.inject({ method: 'GET', url: '/register' }), 400);
  });

  it('ssoRegisterSubmit', async () => {
    const values = { phone: '13600136000', password: 'Secret@123', enterpriseName: '舟山海洋科技有限公司', userType: 'enterprise', backUrl: PORTAL_HOME };
    const submit = (overrides: Record<string, string> = {}) =>
      hosts.sso.inject({ method: 'POST', url: '/register', ...form({ ...values, ...overrides }) });
    check('ssoRegisterSubmit', await submit(), 302);
    check('ssoRegisterSubmit', await submit(), 409);
    check('ssoRegisterSubmit', await submit({ phone: '13600136001', password: 'short' }), 400);
  });

  it('ssoLogoutPage', async () => {
    expect(check('ssoLogoutPage', await hosts.sso.inject({ method: 'GET', url: `/logout?backUrl=${backUrl}` }), 200)).toContain('您已安全退出');
    check('ssoLogoutPage', await hosts.sso.inject({ method: 'GET', url: '/logout?backUrl=%2F%2Fevil.example' }), 400);
  });

  it('notesMaterialWritingPage', async () => {
    const notes = await notesToken(hosts.sso);
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    const organizationId = body<SsoAnswer<{ data: { id: string }[] }>>(organizations).data.data[0]?.id ?? '';
    const wikis = await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organizationId}`, headers: { token: notes } });
    const wikiId = body<SsoAnswer<{ data: { id: string }[] }>>(wikis).data.data[0]?.id ?? '';
    const page = (org: string, wiki: string, ssotoken: string) =>
      hosts.sso.inject({ method: 'GET', url: `/app/org/${org}/wiki/${wiki}/materialwriting?secret=s&ssotoken=${ssotoken}&redirect=${backUrl}&projectId=1` });
    expect(check('notesMaterialWritingPage', await page(organizationId, wikiId, notes), 200)).toContain('协同文档令牌已验证');
    check('notesMaterialWritingPage', await page(organizationId, wikiId, 'forged'), 401);
    check('notesMaterialWritingPage', await page(organizationId, 'wiki_missing', notes), 404);
  });
});

describe('coverage', () => {
  it('exercises every operation of both contracts', () => {
    expect([...portalContract.covered].sort()).toEqual([...portalContract.operationIds].sort());
    expect([...ssoContract.covered].sort()).toEqual([...ssoContract.operationIds].sort());
  });
});
