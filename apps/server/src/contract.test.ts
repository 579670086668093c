import type { BindArg } from './db/database';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '@smes/eligibility';
import { XSRF_COOKIE_NAME } from '@smes/config';
import { HOUR_MS } from './clock';
import { smsCodesFor } from './domain/sms-codes';
import { XSRF_FORM_FIELD } from './http/xsrf';
import { createContractValidator } from './testing/contract-validator';
import { completeDocument, rdSubsidyRules } from './testing/policy-desk-fixtures';
import { SAMPLE_FILES, multipartFile } from './testing/material-files';
import { walkMarketContract } from './testing/market-contract-walk';
import { walkServiceContract } from './testing/service-contract-walk';
import { PORTAL_HOME, TEST_XSRF, bearer, body, createTestHosts, form, login, notesToken, portalTokenFor } from './testing/test-hosts';
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

  it('userSsoExchange', async () => {
    const redirect = await hosts.sso.inject({ method: 'POST', url: '/login', ...form({ username: 'zhangsan', password: 'Demo@2026', backUrl: PORTAL_HOME }) });
    const handoff = new URL(String(redirect.headers['location'])).searchParams.get('token') ?? '';
    const exchange = () => hosts.portal.inject({ method: 'POST', url: '/api/v1/user/ssoExchange', ...form({ token: handoff }) });
    expect(check('userSsoExchange', await exchange(), 200).data).toMatchObject({ userinfo: { username: 'zhangsan' } });
    expect(check('userSsoExchange', await exchange(), 401).msg).toBe('登录链接已使用或已过期，请重新登录');
    const missing = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/ssoExchange', payload: {} });
    expect(check('userSsoExchange', missing, 400).msg).toBe('缺少参数 token');
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

  it('userPhoneCode, userPhoneChange, userPasswordChange, userLogoutEverywhere', async () => {
    // A fresh account, so changing its password and ending its sessions leaves the suite's token alone.
    const registered = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { phone: '13600136001', password: 'Secret@123', enterpriseName: '温州瓯海眼镜有限公司' },
    });
    const own = body<Envelope<{ token: string }>>(registered).data.token;
    const post = (url: string, payload?: Record<string, string>) =>
      hosts.portal.inject({ method: 'POST', url, headers: bearer(own), ...(payload ? { payload } : {}) });
    expect(check('userPhoneCode', await post('/api/v1/user/phone/code', { phone: '13600136002' }), 200).data).toEqual({ resendAfterSeconds: 60, validMinutes: 5 });
    check('userPhoneCode', await post('/api/v1/user/phone/code', { phone: '13600136002' }), 429);
    check('userPhoneCode', await post('/api/v1/user/phone/code', { phone: '1360013600' }), 400);
    const smsCode = smsCodesFor(hosts.db).lastCodeFor('13600136002') ?? '';
    const moved = await post('/api/v1/user/phone', { currentPassword: 'Secret@123', phone: '13600136002', smsCode });
    expect(check('userPhoneChange', moved, 200).data).toMatchObject({ phone: '13600136002' });
    expect(check('userPhoneChange', await post('/api/v1/user/phone', { currentPassword: 'Secret@123', phone: '13800138000', smsCode: '123456' }), 409).msg).toBe('该手机号已注册');
    expect(check('userPhoneChange', await post('/api/v1/user/phone', { currentPassword: 'x', phone: '13600136003', smsCode: '123456' }), 400).msg).toBe('当前密码不正确');
    check('userPasswordChange', await post('/api/v1/user/password', { currentPassword: 'Secret@123', newPassword: 'Newer2027x' }), 200);
    expect(check('userPasswordChange', await post('/api/v1/user/password', { currentPassword: 'Newer2027x', newPassword: 'weak' }), 400).msg).toContain('newPassword');
    expect(check('userLogoutEverywhere', await post('/api/v1/user/logoutAll'), 200).data).toEqual({ revoked: 1 });
    check('userLogoutEverywhere', await post('/api/v1/user/logoutAll'), 444);
    check('userPasswordChange', await post('/api/v1/user/password', { currentPassword: 'Newer2027x', newPassword: 'Newest2028x' }), 444);
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
    check('declarationProjectList', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/list?applicableTo=330110' }), 200);
    check('declarationProjectList', await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/list?applicableTo=999999' }), 400);
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

  it('homeLatest', async () => {
    const latest = check('homeLatest', await hosts.portal.inject({ method: 'GET', url: '/api/home/latest?size=3' }), 200).data as { area: string; items: unknown[] }[];
    expect(latest.map((group) => group.items.length)).toEqual(latest.map(() => 3));
    check('homeLatest', await hosts.portal.inject({ method: 'GET', url: '/api/home/latest?size=9' }), 400);
    check('homeLatest', await hosts.portal.inject({ method: 'GET', url: '/api/home/latest', headers: bearer(expiredToken) }), 444);
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

describe('portal.yaml · 找政策 and the core areas', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return portalContract.check(operationId, response) as Envelope;
  };
  const get = (url: string, auth?: string) => hosts.portal.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth?: string, payload?: object) =>
    hosts.portal.inject({ method, url, headers: auth ? bearer(auth) : {}, ...(payload ? { payload } : {}) });
  const idOf = async (sql: string, ...params: BindArg[]) => ((await hosts.db.get(sql, ...params)) as { id: number }).id;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    other = await login(hosts.portal, '13800138001');
    admin = await login(hosts.portal, 'admin');
  });

  it('policyList', async () => {
    const page = check('policyList', await get('/api/policy/list?keyword=专精特新&level=provincial&orderBy=relevance'), 200);
    check('policyList', await get('/api/policy/list?applicableTo=330110&keyword=补助'), 200);
    expect(page.data).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(check('policyList', await get('/api/policy/list?publishFrom=2026-05-01&publishTo=2026-01-01'), 400).msg).toMatch(/publishFrom/);
    expect(check('policyList', await get('/api/policy/list?regionCode=33'), 400).msg).toBe('参数 regionCode 不合法：须为 6 位行政区划代码');
    check('policyList', await get('/api/policy/list', expiredToken), 444);
  });

  it('policySearchSuggestions', async () => {
    const suggestions = check('policySearchSuggestions', await get(`/api/policy/search-suggestions?keyword=${encodeURIComponent('高新技木企业')}`), 200);
    expect((suggestions.data as { nearby: string[] }).nearby).toContain('高新技术企业');
    check('policySearchSuggestions', await get('/api/policy/search-suggestions'), 400);
    check('policySearchSuggestions', await get(`/api/policy/search-suggestions?keyword=${'长'.repeat(51)}`), 400);
    check('policySearchSuggestions', await get('/api/policy/search-suggestions?keyword=x', expiredToken), 444);
  });

  it('policyDepartments', async () => {
    expect(check('policyDepartments', await get('/api/policy/departments'), 200).data).toContain('工业和信息化部');
    check('policyDepartments', await get('/api/policy/departments', expiredToken), 444);
  });

  it('policyNationwide', async () => {
    expect(check('policyNationwide', await get('/api/policy/nationwide'), 200).data).toHaveLength(31);
    check('policyNationwide', await get('/api/policy/nationwide', expiredToken), 444);
  });

  it('policyFavorites', async () => {
    await send('POST', '/api/policy/1/favorite', token);
    expect(check('policyFavorites', await get('/api/policy/favorites', token), 200).data).toMatchObject({ total: 1 });
    check('policyFavorites', await get('/api/policy/favorites?pageSize=0', token), 400);
    check('policyFavorites', await get('/api/policy/favorites'), 401);
    check('policyFavorites', await get('/api/policy/favorites', expiredToken), 444);
  });

  it('policyDetail', async () => {
    expect(check('policyDetail', await get('/api/policy/2', token), 200).data).toMatchObject({ id: 2 });
    expect(check('policyDetail', await get('/api/policy/99999'), 404).msg).toBe('政策不存在');
    check('policyDetail', await get('/api/policy/abc'), 400);
    check('policyDetail', await get('/api/policy/2', expiredToken), 444);
  });

  it('policyFavoriteAdd', async () => {
    expect(check('policyFavoriteAdd', await send('POST', '/api/policy/3/favorite', token), 200).data).toEqual({ policyId: 3, favorite: true });
    check('policyFavoriteAdd', await send('POST', '/api/policy/99999/favorite', token), 404);
    check('policyFavoriteAdd', await send('POST', '/api/policy/0/favorite', token), 400);
    check('policyFavoriteAdd', await send('POST', '/api/policy/3/favorite'), 401);
    check('policyFavoriteAdd', await send('POST', '/api/policy/3/favorite', expiredToken), 444);
  });

  it('policyFavoriteRemove', async () => {
    expect(check('policyFavoriteRemove', await send('DELETE', '/api/policy/3/favorite', token), 200).data).toEqual({ policyId: 3, favorite: false });
    check('policyFavoriteRemove', await send('DELETE', '/api/policy/99999/favorite', token), 404);
    check('policyFavoriteRemove', await send('DELETE', '/api/policy/x/favorite', token), 400);
    check('policyFavoriteRemove', await send('DELETE', '/api/policy/3/favorite'), 401);
    check('policyFavoriteRemove', await send('DELETE', '/api/policy/3/favorite', expiredToken), 444);
  });

  it('policyAttachmentDownload', async () => {
    const attachment = (await hosts.db.get('SELECT id, policy_id FROM policy_attachments ORDER BY id LIMIT 1')) as { id: number; policy_id: number };
    const file = await send('POST', `/api/policy/${attachment.policy_id}/attachments/${attachment.id}/download`);
    expectStatus(file, 200);
    expect(portalContract.check('policyAttachmentDownload', file)).not.toBe('');
    check('policyAttachmentDownload', await send('POST', `/api/policy/${attachment.policy_id + 1}/attachments/${attachment.id}/download`), 404);
    check('policyAttachmentDownload', await send('POST', `/api/policy/${attachment.policy_id}/attachments/0/download`), 400);
    check('policyAttachmentDownload', await send('POST', `/api/policy/${attachment.policy_id}/attachments/${attachment.id}/download`, expiredToken), 444);
  });

  it('regionTree', async () => {
    expect(check('regionTree', await get('/api/v1/region/tree'), 200).data).toHaveLength(31);
    check('regionTree', await get('/api/v1/region/tree', expiredToken), 444);
  });

  it('interpretationList', async () => {
    const policyId = await idOf('SELECT policy_id AS id FROM interpretations ORDER BY id LIMIT 1');
    expect(check('interpretationList', await get(`/api/interpretation/list?type=text&policyId=${policyId}`), 200).data).toMatchObject({ pageNum: 1 });
    check('interpretationList', await get('/api/interpretation/list?type=video'), 400);
    check('interpretationList', await get('/api/interpretation/list', expiredToken), 444);
  });

  it('globalSearch', async () => {
    const grouped = check('globalSearch', await get(`/api/search?keyword=${encodeURIComponent('高企')}`), 200).data as { groups: { total: number }[] };
    expect(grouped.groups.some((group) => group.total > 0)).toBe(true);
    expect(check('globalSearch', await get(`/api/search?keyword=${encodeURIComponent('专精特新')}&area=news&pageNum=2&pageSize=5`), 200).data).toMatchObject({ page: { pageNum: 2, pageSize: 5 } });
    check('globalSearch', await get('/api/search?keyword='), 400);
    check('globalSearch', await get('/api/search?keyword=abc&area=sports'), 400);
    check('globalSearch', await get('/api/search?keyword=abc', expiredToken), 444);
  });

  it('globalSearchSuggest', async () => {
    expect((check('globalSearchSuggest', await get(`/api/search/suggest?keyword=${encodeURIComponent('融资')}`), 200).data as unknown[]).length).toBeGreaterThan(0);
    check('globalSearchSuggest', await get('/api/search/suggest'), 400);
    check('globalSearchSuggest', await get('/api/search/suggest?keyword=abc', expiredToken), 444);
  });

  it('newsList', async () => {
    expect(check('newsList', await get('/api/news/list?category=announcement&keyword=%E5%90%8D%E5%8D%95'), 200).data).toMatchObject({ pageNum: 1 });
    expect(check('newsList', await get('/api/news/list?featured=true&pageSize=5'), 200).data).toMatchObject({ pageSize: 5 });
    check('newsList', await get('/api/news/list?category=sports'), 400);
    check('newsList', await get('/api/news/list', expiredToken), 444);
  });

  it('newsDetail', async () => {
    expect(check('newsDetail', await get('/api/news/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('newsDetail', await get('/api/news/99999'), 404).msg).toBe('资讯不存在');
    check('newsDetail', await get('/api/news/0'), 400);
    check('newsDetail', await get('/api/news/1', expiredToken), 444);
  });

  it('govServiceList', async () => {
    expect(check('govServiceList', await get('/api/gov-service/list?topic=tax&regionCode=330100&keyword=%E7%99%BB%E8%AE%B0'), 200).data).toMatchObject({ pageNum: 1 });
    expect(check('govServiceList', await get('/api/gov-service/list?favorite=true', token), 200).data).toMatchObject({ pageNum: 1 });
    check('govServiceList', await get('/api/gov-service/list?favorite=true'), 401);
    check('govServiceList', await get('/api/gov-service/list?department=army'), 400);
    check('govServiceList', await get('/api/gov-service/list', expiredToken), 444);
  });

  it('govServiceDetail', async () => {
    expect(check('govServiceDetail', await get('/api/gov-service/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('govServiceDetail', await get('/api/gov-service/99999'), 404).msg).toBe('政务服务事项不存在');
    check('govServiceDetail', await get('/api/gov-service/0'), 400);
    check('govServiceDetail', await get('/api/gov-service/1', expiredToken), 444);
  });

  it('govServiceFavoriteAdd', async () => {
    expect(check('govServiceFavoriteAdd', await send('POST', '/api/gov-service/3/favorite', token), 200).data).toEqual({ serviceId: 3, favorite: true });
    check('govServiceFavoriteAdd', await send('POST', '/api/gov-service/99999/favorite', token), 404);
    check('govServiceFavoriteAdd', await send('POST', '/api/gov-service/0/favorite', token), 400);
    check('govServiceFavoriteAdd', await send('POST', '/api/gov-service/3/favorite'), 401);
    check('govServiceFavoriteAdd', await send('POST', '/api/gov-service/3/favorite', expiredToken), 444);
  });

  it('govServiceFavoriteRemove', async () => {
    expect(check('govServiceFavoriteRemove', await send('DELETE', '/api/gov-service/3/favorite', token), 200).data).toEqual({ serviceId: 3, favorite: false });
    check('govServiceFavoriteRemove', await send('DELETE', '/api/gov-service/99999/favorite', token), 404);
    check('govServiceFavoriteRemove', await send('DELETE', '/api/gov-service/x/favorite', token), 400);
    check('govServiceFavoriteRemove', await send('DELETE', '/api/gov-service/3/favorite'), 401);
    check('govServiceFavoriteRemove', await send('DELETE', '/api/gov-service/3/favorite', expiredToken), 444);
  });

  it('marketEnterpriseList', async () => {
    expect(check('marketEnterpriseList', await get('/api/market/enterprise/list?tier=specialized&regionCode=330000&industry=C&keyword=%E4%BC%BA%E6%9C%8D'), 200).data).toMatchObject({ pageNum: 1 });
    check('marketEnterpriseList', await get('/api/market/enterprise/list?tier=gold'), 400);
    check('marketEnterpriseList', await get('/api/market/enterprise/list', expiredToken), 444);
  });

  it('marketEnterpriseDetail', async () => {
    const listed = await idOf('SELECT id FROM market_enterprises WHERE public = 1 ORDER BY id LIMIT 1');
    const hidden = await idOf('SELECT id FROM market_enterprises WHERE public = 0 ORDER BY id LIMIT 1');
    expect(check('marketEnterpriseDetail', await get(`/api/market/enterprise/${listed}`), 200).data).toMatchObject({ id: listed });
    expect(check('marketEnterpriseDetail', await get(`/api/market/enterprise/${hidden}`), 404).msg).toBe('企业不存在或未公开');
    check('marketEnterpriseDetail', await get('/api/market/enterprise/0'), 400);
    check('marketEnterpriseDetail', await get(`/api/market/enterprise/${listed}`, expiredToken), 444);
  });

  it('marketListingGet', async () => {
    expect(check('marketListingGet', await get('/api/market/my-listing', token), 200).data).toMatchObject({ public: false });
    check('marketListingGet', await get('/api/market/my-listing'), 401);
    check('marketListingGet', await get('/api/market/my-listing', expiredToken), 444);
    expect(check('marketMyResponseList', await get('/api/market/my-responses?pageSize=5', token), 200).data).toMatchObject({ pageNum: 1, pageSize: 5 });
    check('marketMyResponseList', await get('/api/market/my-responses?pageSize=0', token), 400);
    check('marketMyResponseList', await get('/api/market/my-responses'), 401);
    check('marketMyResponseList', await get('/api/market/my-responses', expiredToken), 444);
  });

  it('marketListingUpdate', async () => {
    expect(check('marketListingUpdate', await send('PUT', '/api/market/my-listing', other, { public: true }), 200).data).toMatchObject({ public: true });
    expect(check('marketListingUpdate', await send('PUT', '/api/market/my-listing', other, { public: false }), 200).data).toMatchObject({ public: false });
    check('marketListingUpdate', await send('PUT', '/api/market/my-listing', other, { public: 'yes' }), 400);
    check('marketListingUpdate', await send('PUT', '/api/market/my-listing', undefined, { public: true }), 401);
    check('marketListingUpdate', await send('PUT', '/api/market/my-listing', expiredToken, { public: true }), 444);
  });

  it('marketChainList', async () => {
    expect((check('marketChainList', await get('/api/market/chain/list'), 200).data as unknown[]).length).toBeGreaterThanOrEqual(8);
    check('marketChainList', await get('/api/market/chain/list', expiredToken), 444);
  });

  it('marketChainDetail', async () => {
    expect(check('marketChainDetail', await get('/api/market/chain/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('marketChainDetail', await get('/api/market/chain/9999'), 404).msg).toBe('产业链不存在');
    check('marketChainDetail', await get('/api/market/chain/0'), 400);
    check('marketChainDetail', await get('/api/market/chain/1', expiredToken), 444);
  });

  it('marketChainMatches', async () => {
    expect((check('marketChainMatches', await get('/api/market/chain-match/list', token), 200).data as { matches: unknown[] }).matches.length).toBeGreaterThanOrEqual(8);
    check('marketChainMatches', await get('/api/market/chain-match/list'), 401);
    check('marketChainMatches', await get('/api/market/chain-match/list', expiredToken), 444);
  });

  it('marketChainContact*, adminChainContact*: 我要对接 on a chain opportunity and the operator’s relay', async () => {
    const opportunity = await idOf('SELECT id FROM chain_opportunities WHERE deadline >= ? ORDER BY id DESC LIMIT 1', chinaToday(hosts.clock.now()));
    const url = `/api/market/chain/opportunities/${opportunity}/contact-requests`;
    const input = { contactName: '陈立', contactPhone: '13800138000', note: '我司可提供精密结构件加工，月产能 2 万件。' };
    const created = check('marketChainContactCreate', await send('POST', url, token, input), 200).data as { id: number; chainId: number };
    expect(check('marketChainContactCreate', await send('POST', url, token, input), 409).msg).toMatch(/已提交过该机会的对接/);
    check('marketChainContactCreate', await send('POST', url, token, { ...input, contactPhone: '123' }), 400);
    check('marketChainContactCreate', await send('POST', '/api/market/chain/opportunities/999999/contact-requests', token, input), 404);
    check('marketChainContactCreate', await send('POST', url, admin, input), 403);
    check('marketChainContactCreate', await send('POST', url, undefined, input), 401);
    check('marketChainContactCreate', await send('POST', url, expiredToken, input), 444);

    expect(check('marketChainContactMine', await get(`/api/market/chain/my-contact-requests?chainId=${created.chainId}`, token), 200).data).toMatchObject({ rows: [{ id: created.id, state: 'submitted' }] });
    check('marketChainContactMine', await get('/api/market/chain/my-contact-requests?chainId=0', token), 400);
    check('marketChainContactMine', await get('/api/market/chain/my-contact-requests', admin), 403);
    check('marketChainContactMine', await get('/api/market/chain/my-contact-requests'), 401);
    check('marketChainContactMine', await get('/api/market/chain/my-contact-requests', expiredToken), 444);

    const queue = '/api/admin/chain-contact-requests';
    expect((check('adminChainContactList', await get(`${queue}?state=submitted&pageSize=50`, admin), 200).data as { rows: { id: number }[] }).rows.map((row) => row.id)).toContain(created.id);
    check('adminChainContactList', await get(`${queue}?state=lost`, admin), 400);
    check('adminChainContactList', await get(queue, token), 403);
    check('adminChainContactList', await get(queue), 401);
    check('adminChainContactList', await get(queue, expiredToken), 444);

    const contacted = `${queue}/${created.id}/contacted`;
    check('adminChainContactContacted', await send('POST', contacted, admin, { note: '' }), 400);
    expect(check('adminChainContactContacted', await send('POST', contacted, admin, { note: '已联系链主采购部' }), 200).data).toMatchObject({ state: 'contacted' });
    check('adminChainContactContacted', await send('POST', contacted, admin, { note: '已联系链主采购部' }), 409);
    check('adminChainContactContacted', await send('POST', `${queue}/999999/contacted`, admin, { note: '已联系' }), 404);
    check('adminChainContactContacted', await send('POST', contacted, other, { note: '已联系' }), 403);
    check('adminChainContactContacted', await send('POST', contacted, undefined, { note: '已联系' }), 401);
    check('adminChainContactContacted', await send('POST', contacted, expiredToken, { note: '已联系' }), 444);

    const outcome = `${queue}/${created.id}/outcome`;
    check('adminChainContactOutcome', await send('POST', outcome, admin, { outcome: 'maybe', reason: '不确定' }), 400);
    expect(check('adminChainContactOutcome', await send('POST', outcome, admin, { outcome: 'matched', reason: '链主约定下周考察' }), 200).data).toMatchObject({ state: 'matched' });
    check('adminChainContactOutcome', await send('POST', outcome, admin, { outcome: 'declined', reason: '改变主意' }), 409);
    check('adminChainContactOutcome', await send('POST', `${queue}/999999/outcome`, admin, { outcome: 'matched', reason: '成功' }), 404);
    check('adminChainContactOutcome', await send('POST', outcome, other, { outcome: 'matched', reason: '成功' }), 403);
    check('adminChainContactOutcome', await send('POST', outcome, undefined, { outcome: 'matched', reason: '成功' }), 401);
    check('adminChainContactOutcome', await send('POST', outcome, expiredToken, { outcome: 'matched', reason: '成功' }), 444);
  });

  it('fundList', async () => {
    expect(check('fundList', await get(`/api/fund/list?guarantee=credit&tag=${encodeURIComponent('科创贷')}&amount=200&rate=4&term=12&orderBy=rate`), 200).data).toMatchObject({ pageNum: 1 });
    check('fundList', await get('/api/fund/list?guarantee=house'), 400);
    check('fundList', await get('/api/fund/list?amount=0'), 400);
    check('fundList', await get('/api/fund/list', expiredToken), 444);
  });

  it('fundFacets', async () => {
    expect((check('fundFacets', await get('/api/fund/facets'), 200).data as { providers: unknown[] }).providers.length).toBeGreaterThan(20);
    check('fundFacets', await get('/api/fund/facets', expiredToken), 444);
  });

  it('fundDetail', async () => {
    expect(check('fundDetail', await get('/api/fund/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('fundDetail', await get('/api/fund/99999'), 404).msg).toBe('金融产品不存在');
    check('fundDetail', await get('/api/fund/0'), 400);
    check('fundDetail', await get('/api/fund/1', expiredToken), 444);
  });

  it('fundApplicationCreate, fundApplicationMine, fundApplicationDetail and fundApplicationWithdraw', async () => {
    const product = (await hosts.db.get('SELECT id, amount_min, term_min FROM fund_products ORDER BY id LIMIT 1')) as { id: number; amount_min: number; term_min: number };
    const input = { productId: product.id, amount: product.amount_min, termMonths: product.term_min, purpose: '购置检测设备与原材料', contactName: '陈思远', contactPhone: '13800138000' };
    const created = check('fundApplicationCreate', await send('POST', '/api/fund/applications', token, input), 200).data as { id: number };
    expect(created).toMatchObject({ status: 'submitted' });
    check('fundApplicationCreate', await send('POST', '/api/fund/applications', token, { ...input, amount: 100001 }), 400);
    check('fundApplicationCreate', await send('POST', '/api/fund/applications', token, { ...input, productId: 99999 }), 404);
    check('fundApplicationCreate', await send('POST', '/api/fund/applications', await login(hosts.portal, '13900139000'), input), 403);
    check('fundApplicationCreate', await send('POST', '/api/fund/applications', undefined, input), 401);
    check('fundApplicationCreate', await send('POST', '/api/fund/applications', expiredToken, input), 444);

    expect(check('fundApplicationMine', await get('/api/fund/applications/mine?status=submitted', token), 200).data).toMatchObject({ total: 1 });
    check('fundApplicationMine', await get('/api/fund/applications/mine?status=lost', token), 400);
    check('fundApplicationMine', await get('/api/fund/applications/mine'), 401);
    check('fundApplicationMine', await get('/api/fund/applications/mine', expiredToken), 444);

    expect(check('fundApplicationDetail', await get(`/api/fund/applications/${created.id}`, token), 200).data).toMatchObject({ id: created.id });
    expect(check('fundApplicationDetail', await get(`/api/fund/applications/${created.id}`, other), 404).msg).toBe('融资申请不存在');
    check('fundApplicationDetail', await get('/api/fund/applications/0', token), 400);
    check('fundApplicationDetail', await get(`/api/fund/applications/${created.id}`), 401);
    check('fundApplicationDetail', await get(`/api/fund/applications/${created.id}`, expiredToken), 444);

    const withdraw = (auth: string | undefined, id: number) => send('POST', `/api/fund/applications/${id}/withdraw`, auth, undefined);
    check('fundApplicationWithdraw', await withdraw(other, created.id), 404);
    check('fundApplicationWithdraw', await withdraw(token, 0), 400);
    check('fundApplicationWithdraw', await withdraw(undefined, created.id), 401);
    check('fundApplicationWithdraw', await withdraw(await login(hosts.portal, '13900139000'), created.id), 403);
    check('fundApplicationWithdraw', await withdraw(expiredToken, created.id), 444);
    expect(check('fundApplicationWithdraw', await withdraw(token, created.id), 200).data).toMatchObject({ id: created.id, status: 'withdrawn' });
    check('fundApplicationWithdraw', await withdraw(token, created.id), 409);
  });

  it('talentList, talentFacets and talentDetail', async () => {
    expect(check('talentList', await get(`/api/talent/list?skill=${encodeURIComponent('专利撰写')}&education=master&experienceMin=5&regionCode=330000&payUnit=project&payMax=50000&orderBy=experience`), 200).data).toMatchObject({ pageNum: 1 });
    check('talentList', await get('/api/talent/list?education=phd'), 400);
    check('talentList', await get('/api/talent/list?regionCode=999999'), 400);
    check('talentList', await get('/api/talent/list', expiredToken), 444);
    expect((check('talentFacets', await get('/api/talent/facets'), 200).data as { titles: unknown[] }).titles.length).toBeGreaterThanOrEqual(10);
    check('talentFacets', await get('/api/talent/facets', expiredToken), 444);
    expect(check('talentDetail', await get('/api/talent/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('talentDetail', await get('/api/talent/99999'), 404).msg).toBe('人才不存在');
    check('talentDetail', await get('/api/talent/0'), 400);
    check('talentDetail', await get('/api/talent/1', expiredToken), 444);
  });

  it('talentContractCreate, talentContractMine and talentContractWithdraw', async () => {
    const talent = (await hosts.db.get("SELECT id, pay_min FROM talents WHERE pay_unit = 'project' ORDER BY id DESC LIMIT 1")) as { id: number; pay_min: number };
    const input = { talentId: talent.id, role: '专利布局顾问', amount: talent.pay_min, startDate: '2026-07-01', endDate: '2026-08-31', message: '请帮我们梳理产品线的专利布局。' };
    const created = check('talentContractCreate', await send('POST', '/api/talent/contracts', token, input), 200).data as { id: number };
    expect(created).toMatchObject({ status: 'sent', contact: null });
    check('talentContractCreate', await send('POST', '/api/talent/contracts', token, input), 409);
    check('talentContractCreate', await send('POST', '/api/talent/contracts', token, { ...input, amount: 5000001 }), 400);
    check('talentContractCreate', await send('POST', '/api/talent/contracts', token, { ...input, talentId: 99999 }), 404);
    check('talentContractCreate', await send('POST', '/api/talent/contracts', await login(hosts.portal, '13900139000'), input), 403);
    check('talentContractCreate', await send('POST', '/api/talent/contracts', undefined, input), 401);
    check('talentContractCreate', await send('POST', '/api/talent/contracts', expiredToken, input), 444);

    expect(check('talentContractMine', await get(`/api/talent/contracts/mine?talentId=${talent.id}`, token), 200).data).toMatchObject({ total: 1 });
    check('talentContractMine', await get('/api/talent/contracts/mine?status=lost', token), 400);
    check('talentContractMine', await get('/api/talent/contracts/mine'), 401);
    check('talentContractMine', await get('/api/talent/contracts/mine', expiredToken), 444);

    expect(check('talentContractWithdraw', await send('POST', `/api/talent/contracts/${created.id}/withdraw`, other), 404).msg).toBe('签约意向不存在');
    expect(check('talentContractWithdraw', await send('POST', `/api/talent/contracts/${created.id}/withdraw`, token), 200).data).toMatchObject({ status: 'withdrawn' });
    check('talentContractWithdraw', await send('POST', `/api/talent/contracts/${created.id}/withdraw`, token), 409);
    check('talentContractWithdraw', await send('POST', '/api/talent/contracts/0/withdraw', token), 400);
    check('talentContractWithdraw', await send('POST', `/api/talent/contracts/${created.id}/withdraw`, await login(hosts.portal, '13900139000')), 403);
    check('talentContractWithdraw', await send('POST', `/api/talent/contracts/${created.id}/withdraw`), 401);
    check('talentContractWithdraw', await send('POST', `/api/talent/contracts/${created.id}/withdraw`, expiredToken), 444);
  });

  it('interpretationDetail', async () => {
    expect(check('interpretationDetail', await get('/api/interpretation/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('interpretationDetail', await get('/api/interpretation/99999'), 404).msg).toBe('政策解读不存在');
    check('interpretationDetail', await get('/api/interpretation/-1'), 400);
    check('interpretationDetail', await get('/api/interpretation/1', expiredToken), 444);
  });

  it('interpretationPicture', async () => {
    const graphic = await idOf(`SELECT id FROM interpretations WHERE type = 'graphic' ORDER BY id LIMIT 1`);
    const text = await idOf(`SELECT id FROM interpretations WHERE type = 'text' ORDER BY id LIMIT 1`);
    const picture = await get(`/api/interpretation/${graphic}/picture`);
    expectStatus(picture, 200);
    expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(portalContract.check('interpretationPicture', picture)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(check('interpretationDetail', await get(`/api/interpretation/${graphic}`), 200).data).toMatchObject({ picture: { alt: expect.stringContaining('一图读懂') } });
    expect(check('interpretationDetail', await get(`/api/interpretation/${text}`), 200).data).toMatchObject({ picture: null });
    expect(check('interpretationPicture', await get(`/api/interpretation/${text}/picture`), 404).msg).toBe('该政策解读没有图片');
    check('interpretationPicture', await get('/api/interpretation/99999/picture'), 404);
    check('interpretationPicture', await get('/api/interpretation/abc/picture'), 400);
    check('interpretationPicture', await get(`/api/interpretation/${graphic}/picture`, expiredToken), 444);
  });

  it('noticeList', async () => {
    expect(check('noticeList', await get('/api/notice/list?status=open&orderBy=end_time&isAsc=asc&regionCode=330000'), 200).data).toMatchObject({ pageNum: 1 });
    check('noticeList', await get('/api/notice/list?orderBy=views'), 400);
    check('noticeList', await get('/api/notice/list?status=open&applicableTo=330110'), 200);
    check('noticeList', await get('/api/notice/list?applicableTo=33011'), 400);
    check('noticeList', await get('/api/notice/list', expiredToken), 444);
    check('noticeList', await get('/api/notice/list?favorite=true&status=open', token), 200);
    check('noticeList', await get('/api/notice/list?favorite=true'), 401);
  });

  it('noticeDetail', async () => {
    expect(check('noticeDetail', await get('/api/notice/1'), 200).data).toMatchObject({ id: 1 });
    expect(check('noticeDetail', await get('/api/notice/99999'), 404).msg).toBe('申报通知不存在');
    check('noticeDetail', await get('/api/notice/one'), 400);
    check('noticeDetail', await get('/api/notice/1', expiredToken), 444);
  });

  it('announcementList', async () => {
    expect(check('announcementList', await get('/api/announcement/list?category=review&keyword=公示'), 200).data).toMatchObject({ pageNum: 1 });
    check('announcementList', await get('/api/announcement/list?category=news'), 400);
    check('announcementList', await get('/api/announcement/list', expiredToken), 444);
  });

  it('announcementDetail', async () => {
    const id = await idOf(`SELECT id FROM announcements WHERE category = 'review' ORDER BY id LIMIT 1`);
    expect(check('announcementDetail', await get(`/api/announcement/${id}`), 200).data).toMatchObject({ id, category: 'review' });
    check('announcementDetail', await get('/api/announcement/99999'), 404);
    check('announcementDetail', await get('/api/announcement/0'), 400);
    check('announcementDetail', await get(`/api/announcement/${id}`, expiredToken), 444);
  });

  it('announcementAttachmentDownload', async () => {
    const attachment = (await hosts.db.get('SELECT id, announcement_id FROM announcement_attachments ORDER BY id LIMIT 1')) as { id: number; announcement_id: number };
    const url = `/api/announcement/${attachment.announcement_id}/attachments/${attachment.id}/download`;
    const file = await send('POST', url);
    expectStatus(file, 200);
    expect(portalContract.check('announcementAttachmentDownload', file)).toContain('序号');
    check('announcementAttachmentDownload', await send('POST', `/api/announcement/${attachment.announcement_id}/attachments/99999/download`), 404);
    check('announcementAttachmentDownload', await send('POST', `/api/announcement/99999999/attachments/${attachment.id}/download`), 404);
    check('announcementAttachmentDownload', await send('POST', `/api/announcement/${attachment.announcement_id}/attachments/x/download`), 400);
    check('announcementAttachmentDownload', await send('POST', url, expiredToken), 444);
  });

  it('ledgerGet', async () => {
    expect(check('ledgerGet', await get('/api/enterprise/ledger', token), 200).data).toMatchObject({ ledger: { industry: 'C' } });
    check('ledgerGet', await get('/api/enterprise/ledger'), 401);
    check('ledgerGet', await get('/api/enterprise/ledger', expiredToken), 444);
  });

  it('ledgerUpdate', async () => {
    expect(check('ledgerUpdate', await send('PUT', '/api/enterprise/ledger', other, { trademarks: 3 }), 200).data).toMatchObject({ ledger: { trademarks: 3 } });
    const invalid = check('ledgerUpdate', await send('PUT', '/api/enterprise/ledger', other, { creditCode: '91330203MA2GQ7L41A' }), 400);
    expect(invalid.data).toEqual({ fieldErrors: { creditCode: '统一社会信用代码校验位不正确' } });
    const unknown = check('ledgerUpdate', await send('PUT', '/api/enterprise/ledger', other, { favouriteColour: 'blue' }), 400);
    expect(unknown.data).toEqual({ fieldErrors: { favouriteColour: '不支持的档案字段：favouriteColour' } });
    check('ledgerUpdate', await send('PUT', '/api/enterprise/ledger', undefined, { trademarks: 3 }), 401);
    check('ledgerUpdate', await send('PUT', '/api/enterprise/ledger', expiredToken, { trademarks: 3 }), 444);
  });

  it('matchablePolicies', async () => {
    expect((check('matchablePolicies', await get('/api/policy-match/policies'), 200).data as unknown[]).length).toBeGreaterThan(50);
    check('matchablePolicies', await get('/api/policy-match/policies', expiredToken), 444);
  });

  it('matchablePolicyCount', async () => {
    expect((check('matchablePolicyCount', await get('/api/policy-match/policies/count'), 200).data as { total: number }).total).toBeGreaterThan(50);
    check('matchablePolicyCount', await get('/api/policy-match/policies/count?applicableTo=999999'), 400);
    check('matchablePolicyCount', await get('/api/policy-match/policies/count', expiredToken), 444);
  });

  it('matchReportCreate', async () => {
    expect(check('matchReportCreate', await send('POST', '/api/policy-match/report', token), 200).data).toMatchObject({ type: 'match', evaluation: null });
    check('matchReportCreate', await send('POST', '/api/policy-match/report'), 401);
    check('matchReportCreate', await send('POST', '/api/policy-match/report', expiredToken), 444);
  });

  it('matchRecommend', async () => {
    expect(check('matchRecommend', await get('/api/policy-match/recommend', token), 200).data).toHaveLength(5);
    check('matchRecommend', await get('/api/policy-match/recommend'), 401);
    check('matchRecommend', await get('/api/policy-match/recommend', expiredToken), 444);
  });

  it('matchEstimate', async () => {
    const estimate = check('matchEstimate', await get('/api/policy-match/estimate', token), 200).data as { conservative: number; optimistic: number };
    expect(estimate.optimistic).toBeGreaterThanOrEqual(estimate.conservative);
    check('matchEstimate', await get('/api/policy-match/estimate'), 401);
    check('matchEstimate', await get('/api/policy-match/estimate', expiredToken), 444);
  });

  it('reportList', async () => {
    await send('POST', '/api/policy-match/report', token);
    expect((check('reportList', await get('/api/enterprise/reports?type=match', token), 200).data as { total: number }).total).toBeGreaterThan(0);
    check('reportList', await get('/api/enterprise/reports?type=annual', token), 400);
    check('reportList', await get('/api/enterprise/reports'), 401);
    check('reportList', await get('/api/enterprise/reports', expiredToken), 444);
  });

  it('reportDetail', async () => {
    const id = (check('matchReportCreate', await send('POST', '/api/policy-match/report', token), 200).data as { id: number }).id;
    expect(check('reportDetail', await get(`/api/enterprise/reports/${id}`, token), 200).data).toMatchObject({ id });
    expect(check('reportDetail', await get(`/api/enterprise/reports/${id}`, other), 404).msg).toBe('报告不存在');
    check('reportDetail', await get('/api/enterprise/reports/zero', token), 400);
    check('reportDetail', await get(`/api/enterprise/reports/${id}`), 401);
    check('reportDetail', await get(`/api/enterprise/reports/${id}`, expiredToken), 444);
  });

  it('reportMatches', async () => {
    const created = check('matchReportCreate', await send('POST', '/api/policy-match/report', token), 200).data as { id: number; match: { categories: { category: string; total: number }[] } };
    const category = encodeURIComponent(created.match.categories[0]!.category);
    const url = `/api/enterprise/reports/${created.id}/matches?category=${category}`;
    expect((check('reportMatches', await get(url, token), 200).data as { total: number }).total).toBe(created.match.categories[0]!.total);
    check('reportMatches', await get(`${url}&pageNum=999`, token), 400);
    check('reportMatches', await get(`/api/enterprise/reports/${created.id}/matches`, token), 400);
    expect(check('reportMatches', await get(url, other), 404).msg).toBe('报告不存在');
    check('reportMatches', await get(url), 401);
    check('reportMatches', await get(url, expiredToken), 444);
  });

  it('reportExport', async () => {
    const id = (check('matchReportCreate', await send('POST', '/api/policy-match/report', token), 200).data as { id: number }).id;
    const file = await send('POST', `/api/enterprise/reports/${id}/export`, token);
    expectStatus(file, 200);
    expect(portalContract.check('reportExport', file)).toContain('<html lang="zh-CN">');
    check('reportExport', await send('POST', `/api/enterprise/reports/${id}/export`, other), 404);
    check('reportExport', await send('POST', '/api/enterprise/reports/0/export', token), 400);
    check('reportExport', await send('POST', `/api/enterprise/reports/${id}/export`), 401);
    check('reportExport', await send('POST', `/api/enterprise/reports/${id}/export`, expiredToken), 444);
  });

  it('reportExportPdf', async () => {
    const id = (check('matchReportCreate', await send('POST', '/api/policy-match/report', token), 200).data as { id: number }).id;
    const file = await send('POST', `/api/enterprise/reports/${id}/pdf`, token);
    expectStatus(file, 200);
    expect(String(portalContract.check('reportExportPdf', file)).startsWith('%PDF-')).toBe(true);
    check('reportExportPdf', await send('POST', `/api/enterprise/reports/${id}/pdf`, other), 404);
    check('reportExportPdf', await send('POST', '/api/enterprise/reports/0/pdf', token), 400);
    check('reportExportPdf', await send('POST', `/api/enterprise/reports/${id}/pdf`), 401);
    check('reportExportPdf', await send('POST', `/api/enterprise/reports/${id}/pdf`, expiredToken), 444);
  });

  it('specializedEvaluate', async () => {
    expect(check('specializedEvaluate', await send('POST', '/api/enterprise/evaluations/specialized', token), 200).data).toMatchObject({
      type: 'specialized',
      projectId: null,
      match: null,
    });
    check('specializedEvaluate', await send('POST', '/api/enterprise/evaluations/specialized'), 401);
    check('specializedEvaluate', await send('POST', '/api/enterprise/evaluations/specialized', expiredToken), 444);
  });

  it('highTechEvaluate', async () => {
    expect(check('highTechEvaluate', await send('POST', '/api/enterprise/evaluations/high-tech', token), 200).data).toMatchObject({ type: 'high_tech', projectId: null, match: null });
    check('highTechEvaluate', await send('POST', '/api/enterprise/evaluations/high-tech'), 401);
    check('highTechEvaluate', await send('POST', '/api/enterprise/evaluations/high-tech', expiredToken), 444);
  });

  const ipRecord = {
    kind: 'invention',
    number: 'ZL202410567890.3',
    name: '一种产线视觉检测的光照补偿方法',
    status: 'granted',
    appliedAt: '2024-01-10',
    grantedAt: '2026-03-20',
    owner: '杭州云栖智造科技有限公司',
  };

  it('ipRecordList', async () => {
    expect(check('ipRecordList', await get('/api/enterprise/ip-records', token), 200).data).toMatchObject({ counts: { inventionPatents: 5 } });
    check('ipRecordList', await get('/api/enterprise/ip-records'), 401);
    check('ipRecordList', await get('/api/enterprise/ip-records', expiredToken), 444);
  });

  it('ipRecordCreate, ipRecordUpdate, ipRecordDelete', async () => {
    const created = check('ipRecordCreate', await send('POST', '/api/enterprise/ip-records', other, ipRecord), 200).data as { id: number };
    expect(check('ipRecordCreate', await send('POST', '/api/enterprise/ip-records', other, { ...ipRecord, number: 'x' }), 400).data).toEqual({
      fieldErrors: { number: '专利号格式应如 ZL202110123456.7' },
    });
    check('ipRecordCreate', await send('POST', '/api/enterprise/ip-records', other, { ...ipRecord, kind: 'plant' }), 400);
    check('ipRecordCreate', await send('POST', '/api/enterprise/ip-records', undefined, ipRecord), 401);
    check('ipRecordCreate', await send('POST', '/api/enterprise/ip-records', expiredToken, ipRecord), 444);
    const url = `/api/enterprise/ip-records/${created.id}`;
    expect(check('ipRecordUpdate', await send('PUT', url, other, { ...ipRecord, status: 'expired' }), 200).data).toMatchObject({ status: 'expired', ipClass: 'class1' });
    check('ipRecordUpdate', await send('PUT', url, other, { ...ipRecord, grantedAt: null }), 400);
    check('ipRecordUpdate', await send('PUT', url, token, ipRecord), 404);
    check('ipRecordUpdate', await send('PUT', url, undefined, ipRecord), 401);
    check('ipRecordUpdate', await send('PUT', url, expiredToken, ipRecord), 444);
    check('ipRecordDelete', await send('DELETE', url, token), 404);
    check('ipRecordDelete', await send('DELETE', '/api/enterprise/ip-records/x', other), 400);
    check('ipRecordDelete', await send('DELETE', url), 401);
    check('ipRecordDelete', await send('DELETE', url, expiredToken), 444);
    check('ipRecordDelete', await send('DELETE', url, other), 200);
  });

  it('declarationEvaluate', async () => {
    expect(check('declarationEvaluate', await send('POST', '/api/gDeclaraManage/1/evaluation', token), 200).data).toMatchObject({ type: 'project_evaluation', projectId: 1, match: null });
    check('declarationEvaluate', await send('POST', '/api/gDeclaraManage/99999/evaluation', token), 404);
    check('declarationEvaluate', await send('POST', '/api/gDeclaraManage/x/evaluation', token), 400);
    check('declarationEvaluate', await send('POST', '/api/gDeclaraManage/1/evaluation'), 401);
    check('declarationEvaluate', await send('POST', '/api/gDeclaraManage/1/evaluation', expiredToken), 444);
  });

  const openProject = async () => await idOf(`SELECT id FROM declaration_projects WHERE start_time <= ? AND end_time >= ? ORDER BY id LIMIT 1`, hosts.clock.now().toISOString(), hosts.clock.now().toISOString());

  it('applicationCreate', async () => {
    const projectId = await openProject();
    expect(check('applicationCreate', await send('POST', '/api/application', token, { projectId }), 200).data).toMatchObject({ projectId, status: 'draft' });
    const closed = await idOf('SELECT id FROM declaration_projects WHERE end_time < ? ORDER BY id LIMIT 1', hosts.clock.now().toISOString());
    expect(check('applicationCreate', await send('POST', '/api/application', token, { projectId: closed }), 409).msg).toBe('该项目申报已截止');
    check('applicationCreate', await send('POST', '/api/application', token, { projectId: 99999 }), 404);
    check('applicationCreate', await send('POST', '/api/application', token, {}), 400);
    check('applicationCreate', await send('POST', '/api/application', undefined, { projectId }), 401);
    check('applicationCreate', await send('POST', '/api/application', expiredToken, { projectId }), 444);
  });

  it('applicationMine', async () => {
    expect(check('applicationMine', await get('/api/application/mine?status=draft', token), 200).data).toMatchObject({ pageNum: 1 });
    check('applicationMine', await get('/api/application/mine?status=lost', token), 400);
    check('applicationMine', await get('/api/application/mine'), 401);
    check('applicationMine', await get('/api/application/mine', expiredToken), 444);
  });

  it('applicationDetail', async () => {
    const { id } = (await send('POST', '/api/application', token, { projectId: await openProject() })).json<Envelope<{ id: number }>>().data;
    expect(check('applicationDetail', await get(`/api/application/${id}`, token), 200).data).toMatchObject({ id });
    check('applicationDetail', await get(`/api/application/${id}`, other), 404);
    check('applicationDetail', await get('/api/application/none', token), 400);
    check('applicationDetail', await get(`/api/application/${id}`), 401);
    check('applicationDetail', await get(`/api/application/${id}`, expiredToken), 444);
  });

  it('applicationMaterialUpdate, applicationMaterialUpload, applicationMaterialFileDelete, applicationMaterialDownload and applicationSubmit', async () => {
    const created = (await send('POST', '/api/application', other, { projectId: await openProject() })).json<Envelope<{ id: number; materials: { materialId: string; required: boolean }[] }>>().data;
    const url = (materialId: string) => `/api/application/${created.id}/materials/${materialId}`;
    const upload = async (materialId: string, auth: string | undefined, name = '营业执照.pdf', bytes: Buffer = SAMPLE_FILES.pdf) => {
      const { payload, headers } = await multipartFile(name, bytes);
      return hosts.portal.inject({ method: 'POST', url: `${url(materialId)}/file`, headers: { ...(auth ? bearer(auth) : {}), ...headers }, payload });
    };
    const required = created.materials.filter((material) => material.required);
    const optional = created.materials.find((material) => !material.required);
    const [first] = required;
    if (!first || !optional) throw new Error('the project needs required and optional materials');
    expect(check('applicationMaterialUpdate', await send('PUT', url(first.materialId), other, { state: 'not_applicable' }), 400).msg).toBe('必需材料不能标记为不适用');
    check('applicationMaterialUpdate', await send('PUT', url('m99'), other, { state: 'preparing' }), 404);
    check('applicationMaterialUpdate', await send('PUT', url(first.materialId), other, { state: 'ready' }), 400);
    check('applicationMaterialUpdate', await send('PUT', url(first.materialId), undefined, { state: 'preparing' }), 401);
    check('applicationMaterialUpdate', await send('PUT', url(first.materialId), expiredToken, { state: 'preparing' }), 444);
    const blocked = check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`, other), 400);
    expect(blocked.msg).toMatch(/^以下必需材料尚未上传：/);
    expect((blocked.data as { missingMaterials: unknown[] }).missingMaterials).toHaveLength(required.length);
    check('applicationMaterialUpdate', await send('PUT', url(optional.materialId), other, { state: 'not_applicable' }), 200);

    expect(check('applicationMaterialUpload', await upload(first.materialId, other), 200).data).toMatchObject({ id: created.id });
    check('applicationMaterialUpload', await upload(first.materialId, other, 'a.exe', SAMPLE_FILES.exe), 400);
    check('applicationMaterialUpload', await upload(first.materialId, other, 'a.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(11 * 1024 * 1024)])), 413);
    check('applicationMaterialUpload', await upload('m99', other), 404);
    check('applicationMaterialUpload', await upload(first.materialId, token), 404);
    check('applicationMaterialUpload', await upload(first.materialId, undefined), 401);
    check('applicationMaterialUpload', await upload(first.materialId, expiredToken), 444);
    check('applicationMaterialUpload', await send('POST', `${url(first.materialId)}/file`, other, { file: 'x.pdf' }), 400);

    const file = await send('POST', `${url(first.materialId)}/file/download`, other);
    expectStatus(file, 200);
    portalContract.check('applicationMaterialDownload', file);
    check('applicationMaterialDownload', await send('POST', `${url(first.materialId)}/file/download`, token), 404);
    check('applicationMaterialDownload', await send('POST', `/api/application/0/materials/${first.materialId}/file/download`, other), 400);
    check('applicationMaterialDownload', await send('POST', `${url(first.materialId)}/file/download`), 401);
    check('applicationMaterialDownload', await send('POST', `${url(first.materialId)}/file/download`, expiredToken), 444);

    check('applicationMaterialFileDelete', await send('DELETE', `${url(first.materialId)}/file`, other), 200);
    check('applicationMaterialFileDelete', await send('DELETE', `${url(first.materialId)}/file`, other), 404);
    check('applicationMaterialFileDelete', await send('DELETE', `/api/application/x/materials/${first.materialId}/file`, other), 400);
    check('applicationMaterialFileDelete', await send('DELETE', `${url(first.materialId)}/file`), 401);
    check('applicationMaterialFileDelete', await send('DELETE', `${url(first.materialId)}/file`, expiredToken), 444);

    for (const material of required) await upload(material.materialId, other);
    expect(check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`, other), 200).data).toMatchObject({ status: 'submitted', progress: 100 });
    expect(check('applicationMaterialUpdate', await send('PUT', url(optional.materialId), other, { state: 'preparing' }), 409).msg).toBe('申报已提交，不能修改材料');
    check('applicationMaterialUpload', await upload(first.materialId, other), 409);
    check('applicationMaterialFileDelete', await send('DELETE', `${url(first.materialId)}/file`, other), 409);
    check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`, other), 409);
    check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`, token), 404);
    expect(check('applicationSubmit', await send('POST', '/api/application/0/submit', other), 400).data).toBeNull();
    check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`), 401);
    check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`, expiredToken), 444);
  });

  it('applicationWithdraw, applicationFormGet, applicationFormSave, applicationFormGenerate, applicationCommitmentSign, declarationCommitmentText and declarationCommitmentTemplate', async () => {
    // Another open project than the tests above use: one application per project and user.
    const projectId = await idOf(`SELECT id FROM declaration_projects WHERE start_time <= ? AND end_time >= ? ORDER BY id DESC LIMIT 1`, hosts.clock.now().toISOString(), hosts.clock.now().toISOString());
    const created = (await send('POST', '/api/application', other, { projectId })).json<Envelope<{ id: number; materials: { materialId: string; mode: string }[] }>>().data;
    const form = created.materials.find((material) => material.mode === 'onlineForm');
    const commitment = created.materials.find((material) => material.mode === 'commitment');
    if (!form || !commitment) throw new Error('the project needs an online form and a commitment');
    const formUrl = `/api/application/${created.id}/materials/${form.materialId}/form`;
    const fields = (check('applicationFormGet', await get(formUrl, other), 200).data as { fields: Record<string, unknown> }).fields;
    check('applicationFormGet', await get(formUrl, token), 404);
    check('applicationFormGet', await get(formUrl), 401);
    check('applicationFormGet', await get(formUrl, expiredToken), 444);
    check('applicationFormGet', await get(`/api/application/x/materials/${form.materialId}/form`, other), 400);
    const complete = { ...fields, legalRepresentative: '赵立', contactName: '钱敏', projectSummary: '项目简介' };
    check('applicationFormSave', await send('PUT', formUrl, other, complete), 200);
    check('applicationFormSave', await send('PUT', formUrl, other, { ...complete, contactPhone: 'x' }), 400);
    check('applicationFormSave', await send('PUT', formUrl, token, complete), 404);
    check('applicationFormSave', await send('PUT', formUrl, undefined, complete), 401);
    check('applicationFormSave', await send('PUT', formUrl, expiredToken, complete), 444);
    check('applicationFormGenerate', await send('POST', `${formUrl}/pdf`, other), 200);
    check('applicationFormGenerate', await send('POST', `${formUrl}/pdf`, token), 404);
    check('applicationFormGenerate', await send('POST', `/api/application/0/materials/${form.materialId}/form/pdf`, other), 400);
    check('applicationFormGenerate', await send('POST', `${formUrl}/pdf`), 401);
    check('applicationFormGenerate', await send('POST', `${formUrl}/pdf`, expiredToken), 444);
    const commitmentUrl = `/api/application/${created.id}/materials/${commitment.materialId}/commitment`;
    check('applicationCommitmentSign', await send('POST', commitmentUrl, other, { agree: 'yes' }), 200);
    check('applicationCommitmentSign', await send('POST', commitmentUrl, other, { agree: 'x' }), 400);
    check('applicationCommitmentSign', await send('POST', commitmentUrl, token, { agree: 'yes' }), 404);
    check('applicationCommitmentSign', await send('POST', commitmentUrl, undefined, { agree: 'yes' }), 401);
    check('applicationCommitmentSign', await send('POST', commitmentUrl, expiredToken, { agree: 'yes' }), 444);
    check('applicationWithdraw', await send('POST', `/api/application/${created.id}/withdraw`, other), 409);
    check('applicationWithdraw', await send('POST', `/api/application/${created.id}/withdraw`, token), 404);
    check('applicationWithdraw', await send('POST', '/api/application/0/withdraw', other), 400);
    check('applicationWithdraw', await send('POST', `/api/application/${created.id}/withdraw`), 401);
    check('applicationWithdraw', await send('POST', `/api/application/${created.id}/withdraw`, expiredToken), 444);
    check('applicationFormSave', await send('PUT', `/api/application/${created.id}/materials/${form.materialId}/form`, other, complete), 200);
    expect((check('declarationCommitmentText', await get(`/api/gDeclaraManage/${projectId}/commitment`), 200).data as { paragraphs: string[] }).paragraphs.length).toBeGreaterThan(2);
    check('declarationCommitmentText', await get('/api/gDeclaraManage/99999/commitment'), 404);
    check('declarationCommitmentText', await get('/api/gDeclaraManage/x/commitment'), 400);
    const template = await send('POST', `/api/gDeclaraManage/${projectId}/commitment/template`);
    expectStatus(template, 200);
    portalContract.check('declarationCommitmentTemplate', template);
    check('declarationCommitmentTemplate', await send('POST', '/api/gDeclaraManage/99999/commitment/template'), 404);
    check('declarationCommitmentTemplate', await send('POST', '/api/gDeclaraManage/x/commitment/template'), 400);
    // Submitted, then withdrawn while not yet 受理.
    const application = (await get(`/api/application/${created.id}`, other)).json<Envelope<{ materials: { materialId: string; required: boolean; file: unknown }[] }>>().data;
    for (const material of application.materials.filter((item) => item.required && item.file === null)) {
      const { payload, headers } = await multipartFile('材料.pdf', SAMPLE_FILES.pdf);
      await hosts.portal.inject({ method: 'POST', url: `/api/application/${created.id}/materials/${material.materialId}/file`, headers: { ...bearer(other), ...headers }, payload });
    }
    check('applicationSubmit', await send('POST', `/api/application/${created.id}/submit`, other), 200);
    expect(check('applicationWithdraw', await send('POST', `/api/application/${created.id}/withdraw`, other), 200).data).toMatchObject({ status: 'draft' });
  });

  it('compareRegions', async () => {
    expect(check('compareRegions', await get('/api/compare/regions'), 200).data).toHaveLength(30);
    check('compareRegions', await get('/api/compare/regions', expiredToken), 444);
  });

  it('compareOverview', async () => {
    const answer = check('compareOverview', await get('/api/compare/overview?regions=330100,330200,320500', token), 200);
    expect((answer.data as { regions: unknown[] }).regions).toHaveLength(3);
    expect(check('compareOverview', await get('/api/compare/overview?regions=330100,330100'), 400).msg).toBe('参数 regions 不合法：对比的区域不能重复');
    check('compareOverview', await get('/api/compare/overview?regions=330100'), 400);
    check('compareOverview', await get('/api/compare/overview?regions=330100,330200', expiredToken), 444);
  });

  it('compareSingle', async () => {
    expect(check('compareSingle', await get('/api/compare/single?regions=330100,320100&category=知识产权'), 200).data).toHaveLength(2);
    check('compareSingle', await get('/api/compare/single?regions=330100,320100&category=旅游'), 400);
    check('compareSingle', await get('/api/compare/single?regions=330100,320100', expiredToken), 444);
  });

  it('subscriptionGet', async () => {
    expect(check('subscriptionGet', await get('/api/subscription', token), 200).data).toMatchObject({ regionCodes: ['330110'] });
    check('subscriptionGet', await get('/api/subscription'), 401);
    check('subscriptionGet', await get('/api/subscription', expiredToken), 444);
  });

  it('subscriptionUpdate', async () => {
    const subscription = { categories: ['资金扶持'], regionCodes: ['330200'], industries: ['C'], notifyPolicies: true, notifyNotices: false, notifyMatches: false };
    expect(check('subscriptionUpdate', await send('PUT', '/api/subscription', other, subscription), 200).data).toEqual(subscription);
    expect(check('subscriptionUpdate', await send('PUT', '/api/subscription', other, { ...subscription, regionCodes: ['999999'] }), 400).msg).toMatch(/regionCodes/);
    check('subscriptionUpdate', await send('PUT', '/api/subscription', other, { ...subscription, industries: ['Z'] }), 400);
    check('subscriptionUpdate', await send('PUT', '/api/subscription', undefined, subscription), 401);
    check('subscriptionUpdate', await send('PUT', '/api/subscription', expiredToken, subscription), 444);
  });

  it('messageList', async () => {
    expect((check('messageList', await get('/api/message/list?read=false', token), 200).data as { total: number }).total).toBeGreaterThan(0);
    check('messageList', await get('/api/message/list?read=maybe', token), 400);
    check('messageList', await get('/api/message/list'), 401);
    check('messageList', await get('/api/message/list', expiredToken), 444);
  });

  it('messageUnreadCount', async () => {
    expect(check('messageUnreadCount', await get('/api/message/unread-count', token), 200).data).toEqual({ count: expect.any(Number) });
    check('messageUnreadCount', await get('/api/message/unread-count'), 401);
    check('messageUnreadCount', await get('/api/message/unread-count', expiredToken), 444);
  });

  it('messageRead', async () => {
    const id = await idOf('SELECT id FROM messages WHERE user_id = 1 ORDER BY id LIMIT 1');
    check('messageRead', await send('POST', `/api/message/${id}/read`, token), 200);
    expect(check('messageRead', await send('POST', `/api/message/${id}/read`, other), 404).msg).toBe('消息不存在');
    check('messageRead', await send('POST', '/api/message/abc/read', token), 400);
    check('messageRead', await send('POST', `/api/message/${id}/read`), 401);
    check('messageRead', await send('POST', `/api/message/${id}/read`, expiredToken), 444);
  });

  it('messageReadAll', async () => {
    check('messageReadAll', await send('POST', '/api/message/read-all', token), 200);
    check('messageReadAll', await send('POST', '/api/message/read-all'), 401);
    check('messageReadAll', await send('POST', '/api/message/read-all', expiredToken), 444);
  });

  it('adminPolicyDesk*: the policy desk from draft to 废止, and adminPushJob', async () => {
    const reviewer = await login(hosts.portal, 'admin2');
    const document = completeDocument({ title: '杭州市关于支持人工智能企业发展的若干措施', docNo: '杭经信企业〔2026〕88号', rules: rdSubsidyRules('a1', 'a2') });
    const desk = (path = '') => `/api/admin/policy-desk${path}`;

    const created = check('adminPolicyDeskCreate', await send('POST', desk(), admin, { document }), 200).data as { id: number; open: { edits: number } };
    const fields = check('adminPolicyDeskCreate', await send('POST', desk(), admin, { document: { ...document, docNo: '杭经信企业[2026]88号' } }), 400).data as { fieldErrors: Record<string, string> };
    expect(fields.fieldErrors).toEqual({ docNo: `文号与正在编辑的《${document.title}》重复` });
    check('adminPolicyDeskCreate', await send('POST', desk(), admin, { document: { ...document, level: 'planet' } }), 400);
    check('adminPolicyDeskCreate', await send('POST', desk(), token, { document }), 403);
    check('adminPolicyDeskCreate', await send('POST', desk(), undefined, { document }), 401);
    check('adminPolicyDeskCreate', await send('POST', desk(), expiredToken, { document }), 444);
    const id = created.id;

    expect(check('adminPolicyDeskList', await get(`${desk()}?status=draft&keyword=${encodeURIComponent('人工智能')}`, admin), 200).data).toMatchObject({ total: 1, rows: [{ id }] });
    check('adminPolicyDeskList', await get(`${desk()}?regionCode=999999`, admin), 400);
    check('adminPolicyDeskList', await get(desk(), token), 403);
    check('adminPolicyDeskList', await get(desk()), 401);
    check('adminPolicyDeskList', await get(desk(), expiredToken), 444);

    check('adminPolicyDeskDetail', await get(desk(`/${id}`), admin), 200);
    check('adminPolicyDeskDetail', await get(desk('/999999'), admin), 404);
    check('adminPolicyDeskDetail', await get(desk('/x'), admin), 400);
    check('adminPolicyDeskDetail', await get(desk(`/${id}`), token), 403);
    check('adminPolicyDeskDetail', await get(desk(`/${id}`)), 401);
    check('adminPolicyDeskDetail', await get(desk(`/${id}`), expiredToken), 444);

    const { payload, headers } = await multipartFile('实施细则.pdf', SAMPLE_FILES.pdf);
    const upload = (auth: string | undefined, body = payload, head = headers) => hosts.portal.inject({ method: 'POST', url: desk('/files'), headers: { ...(auth ? bearer(auth) : {}), ...head }, payload: body });
    const file = check('adminPolicyDeskFileUpload', await upload(admin), 200).data as { id: number; source: string; name: string; size: number; contentType: string };
    const exe = await multipartFile('实施细则.pdf', SAMPLE_FILES.exe);
    check('adminPolicyDeskFileUpload', await upload(admin, exe.payload, exe.headers), 400);
    const huge = await multipartFile('a.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(11 * 1024 * 1024)]));
    check('adminPolicyDeskFileUpload', await upload(admin, huge.payload, huge.headers), 413);
    check('adminPolicyDeskFileUpload', await upload(token), 403);
    check('adminPolicyDeskFileUpload', await upload(undefined), 401);
    check('adminPolicyDeskFileUpload', await upload(expiredToken), 444);
    const download = await send('POST', desk(`/files/${file.id}/download`), reviewer);
    expectStatus(download, 200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    portalContract.check('adminPolicyDeskFileDownload', download);
    check('adminPolicyDeskFileDownload', await send('POST', desk('/files/999999/download'), admin), 404);
    check('adminPolicyDeskFileDownload', await send('POST', desk('/files/x/download'), admin), 400);
    check('adminPolicyDeskFileDownload', await send('POST', desk(`/files/${file.id}/download`), token), 403);
    check('adminPolicyDeskFileDownload', await send('POST', desk(`/files/${file.id}/download`)), 401);
    check('adminPolicyDeskFileDownload', await send('POST', desk(`/files/${file.id}/download`), expiredToken), 444);

    const rules = {
      conditions: [{ id: 'c1', title: '上年度研发费用不低于 100 万元', kind: 'hard', articleId: 'a1', item: null, decidedBy: 'ledger', metric: 'rdExpenseY1', op: '>=', value: 100, evidence: '研发费用专项审计报告', reason: null }],
      funding: null,
    };
    const trial = { deskId: id, document: { ...document, rules } };
    expect(check('adminPolicyDeskTrial', await send('POST', desk('/trial'), admin, trial), 200).data).toMatchObject({ scope: '注册地在杭州市的企业' });
    const refused = check('adminPolicyDeskTrial', await send('POST', desk('/trial'), admin, { ...trial, document: { ...trial.document, rules: { ...rules, conditions: [{ ...rules.conditions[0], op: null }] } } }), 400);
    expect((refused.data as { fieldErrors: Record<string, string> }).fieldErrors['rules.conditions.c1.op']).toBe('请选择比较方式');
    check('adminPolicyDeskTrial', await send('POST', desk('/trial'), admin, { ...trial, deskId: 999999 }), 404);
    check('adminPolicyDeskTrial', await send('POST', desk('/trial'), token, trial), 403);
    check('adminPolicyDeskTrial', await send('POST', desk('/trial')), 401);
    check('adminPolicyDeskTrial', await send('POST', desk('/trial'), expiredToken, trial), 444);

    const enterprises = (query: string, auth?: string) => get(desk(`/trial/enterprises?${query}`), auth);
    const [yunqiSample] = check('adminPolicyDeskTrialEnterprises', await enterprises(`keyword=${encodeURIComponent('云栖')}&regionCode=330100`, admin), 200).data as { userId: number; enterprise: string }[];
    expect(yunqiSample?.enterprise).toBe('杭州云栖智造科技有限公司');
    check('adminPolicyDeskTrialEnterprises', await enterprises('keyword=', admin), 400);
    check('adminPolicyDeskTrialEnterprises', await enterprises('keyword=a&regionCode=33', admin), 400);
    check('adminPolicyDeskTrialEnterprises', await enterprises('keyword=a', token), 403);
    check('adminPolicyDeskTrialEnterprises', await enterprises('keyword=a'), 401);
    check('adminPolicyDeskTrialEnterprises', await enterprises('keyword=a', expiredToken), 444);
    const samples = { ...trial, userIds: [yunqiSample?.userId ?? 0] };
    expect(check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples'), admin, samples), 200).data).toMatchObject({ samples: [{ enterprise: '杭州云栖智造科技有限公司' }] });
    check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples'), admin, { ...samples, userIds: [] }), 400);
    check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples'), admin, { ...samples, userIds: [1, 2, 3, 4, 5, 6] }), 400);
    check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples'), admin, { ...samples, deskId: 999999 }), 404);
    check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples'), token, samples), 403);
    check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples')), 401);
    check('adminPolicyDeskTrialSamples', await send('POST', desk('/trial/samples'), expiredToken, samples), 444);

    const withFile = { ...document, attachments: [file] };
    const saved = check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), admin, { edits: 0, document: withFile }), 200).data as { open: { edits: number } };
    expect(check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), admin, { edits: 0, document }), 409).data).toMatchObject({ id, open: { edits: saved.open.edits } });
    const badWindow = { ...withFile, declaration: document.declaration ? { ...document.declaration, endTime: '2026-06-01T00:00:00.000Z' } : null };
    expect((check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), admin, { edits: saved.open.edits, document: badWindow }), 400).data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'declaration.endTime': '申报截止时间须晚于开始时间',
    });
    check('adminPolicyDeskSave', await send('PUT', desk('/999999/draft'), admin, { edits: 0, document }), 404);
    check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), token, { edits: 0, document }), 403);
    check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), undefined, { edits: 0, document }), 401);
    check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), expiredToken, { edits: 0, document }), 444);

    const step = (edits: number) => ({ edits });
    check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), admin, step(0)), 409);
    check('adminPolicyDeskSubmit', await send('POST', desk('/999999/submit'), admin, step(0)), 404);
    check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), token, step(0)), 403);
    check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), undefined, step(0)), 401);
    check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), expiredToken, step(0)), 444);
    const submitted = check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), admin, step(saved.open.edits)), 200).data as { open: { edits: number } };
    const withdrawn = check('adminPolicyDeskWithdraw', await send('POST', desk(`/${id}/withdraw`), admin, step(submitted.open.edits)), 200).data as { open: { edits: number } };
    check('adminPolicyDeskWithdraw', await send('POST', desk(`/${id}/withdraw`), admin, step(withdrawn.open.edits)), 409);
    check('adminPolicyDeskWithdraw', await send('POST', desk('/999999/withdraw'), admin, step(0)), 404);
    check('adminPolicyDeskWithdraw', await send('POST', desk(`/${id}/withdraw`), token, step(0)), 403);
    check('adminPolicyDeskWithdraw', await send('POST', desk(`/${id}/withdraw`), undefined, step(0)), 401);
    check('adminPolicyDeskWithdraw', await send('POST', desk(`/${id}/withdraw`), expiredToken, step(0)), 444);
    const incomplete = { ...withFile, articles: [...withFile.articles, { id: 'blank', kind: 'article' as const, text: ' ' }] };
    const blank = check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), admin, { edits: withdrawn.open.edits, document: incomplete }), 200).data as { open: { edits: number } };
    expect((check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), admin, step(blank.open.edits)), 400).data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'articles.blank': '第三条内容为空，请填写或删除',
    });
    const fixed = check('adminPolicyDeskSave', await send('PUT', desk(`/${id}/draft`), admin, { edits: blank.open.edits, document: withFile }), 200).data as { open: { edits: number } };
    const pending = check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), admin, step(fixed.open.edits)), 200).data as { open: { edits: number } };

    const reason = { edits: pending.open.edits, reason: '第二条的补助比例请与原文核对' };
    expect(check('adminPolicyDeskReturn', await send('POST', desk(`/${id}/return`), admin, reason), 403).msg).toBe('您编辑过这一版本，须由另一位运营人员审核');
    check('adminPolicyDeskReturn', await send('POST', desk(`/${id}/return`), reviewer, { ...reason, reason: '短' }), 400);
    check('adminPolicyDeskReturn', await send('POST', desk(`/${id}/return`), reviewer, { ...reason, edits: 0 }), 409);
    check('adminPolicyDeskReturn', await send('POST', desk('/999999/return'), reviewer, reason), 404);
    check('adminPolicyDeskReturn', await send('POST', desk(`/${id}/return`), undefined, reason), 401);
    check('adminPolicyDeskReturn', await send('POST', desk(`/${id}/return`), expiredToken, reason), 444);
    const returned = check('adminPolicyDeskReturn', await send('POST', desk(`/${id}/return`), reviewer, reason), 200).data as { open: { edits: number; returnReason: string } };
    expect(returned.open.returnReason).toBe(reason.reason);
    const again = check('adminPolicyDeskSubmit', await send('POST', desk(`/${id}/submit`), admin, step(returned.open.edits)), 200).data as { open: { edits: number } };

    expect(check('adminPolicyDeskApprove', await send('POST', desk(`/${id}/approve`), admin, step(again.open.edits)), 403).msg).toBe('您编辑过这一版本，须由另一位运营人员审核');
    check('adminPolicyDeskApprove', await send('POST', desk(`/${id}/approve`), reviewer, step(0)), 409);
    check('adminPolicyDeskApprove', await send('POST', desk('/999999/approve'), reviewer, step(0)), 404);
    check('adminPolicyDeskApprove', await send('POST', desk(`/${id}/approve`), undefined, step(0)), 401);
    check('adminPolicyDeskApprove', await send('POST', desk(`/${id}/approve`), expiredToken, step(0)), 444);
    const approval = check('adminPolicyDeskApprove', await send('POST', desk(`/${id}/approve`), reviewer, step(again.open.edits)), 200).data as { desk: { policyId: number }; pushJob: { id: number } };
    expect(approval.desk.policyId).toEqual(expect.any(Number));

    const jobUrl = `/api/admin/push-job/${approval.pushJob.id}`;
    expect(check('adminPushJob', await get(jobUrl, admin), 200).data).toMatchObject({ id: approval.pushJob.id });
    check('adminPushJob', await get(jobUrl, token), 403);
    check('adminPushJob', await get('/api/admin/push-job/999999', admin), 404);
    check('adminPushJob', await get('/api/admin/push-job/x', admin), 400);
    check('adminPushJob', await get(jobUrl), 401);
    check('adminPushJob', await get(jobUrl, expiredToken), 444);

    const revision = check('adminPolicyDeskRevise', await send('POST', desk(`/${id}/revise`), admin), 200).data as { open: { edits: number } };
    check('adminPolicyDeskRevise', await send('POST', desk(`/${id}/revise`), admin), 409);
    check('adminPolicyDeskRevise', await send('POST', desk('/999999/revise'), admin), 404);
    check('adminPolicyDeskRevise', await send('POST', desk(`/${id}/revise`), token), 403);
    check('adminPolicyDeskRevise', await send('POST', desk(`/${id}/revise`)), 401);
    check('adminPolicyDeskRevise', await send('POST', desk(`/${id}/revise`), expiredToken), 444);
    check('adminPolicyDeskAbandon', await send('POST', desk(`/${id}/abandon`), admin, step(revision.open.edits + 1)), 409);
    check('adminPolicyDeskAbandon', await send('POST', desk('/999999/abandon'), admin, step(0)), 404);
    check('adminPolicyDeskAbandon', await send('POST', desk(`/${id}/abandon`), token, step(0)), 403);
    check('adminPolicyDeskAbandon', await send('POST', desk(`/${id}/abandon`), undefined, step(0)), 401);
    check('adminPolicyDeskAbandon', await send('POST', desk(`/${id}/abandon`), expiredToken, step(0)), 444);
    expect(check('adminPolicyDeskAbandon', await send('POST', desk(`/${id}/abandon`), admin, step(revision.open.edits)), 200).data).toMatchObject({ status: 'published', open: null });

    const repeal = { repealDate: '2026-06-15', reason: '已被新政策替代' };
    expect((check('adminPolicyDeskRepeal', await send('POST', desk(`/${id}/repeal`), admin, { ...repeal, repealDate: '2026-06-16' }), 400).data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      repealDate: '废止日期不能晚于今天：定于以后废止的政策，请在废止当日办理',
    });
    check('adminPolicyDeskRepeal', await send('POST', desk('/999999/repeal'), admin, repeal), 404);
    check('adminPolicyDeskRepeal', await send('POST', desk(`/${id}/repeal`), token, repeal), 403);
    check('adminPolicyDeskRepeal', await send('POST', desk(`/${id}/repeal`), undefined, repeal), 401);
    check('adminPolicyDeskRepeal', await send('POST', desk(`/${id}/repeal`), expiredToken, repeal), 444);
    expect(check('adminPolicyDeskRepeal', await send('POST', desk(`/${id}/repeal`), admin, repeal), 200).data).toMatchObject({ status: 'repealed', validity: 'repealed', repealDate: '2026-06-15' });
    check('adminPolicyDeskRepeal', await send('POST', desk(`/${id}/repeal`), admin, repeal), 409);

    const history = check('adminPolicyDeskHistory', await get(desk(`/${id}/history`), reviewer), 200).data as { events: { action: string }[] };
    expect(history.events.map((event) => event.action).reverse()).toEqual(['create', 'save', 'submit', 'withdraw', 'save', 'save', 'submit', 'return', 'submit', 'approve', 'revise', 'abandon', 'repeal']);
    check('adminPolicyDeskHistory', await get(desk('/999999/history'), admin), 404);
    check('adminPolicyDeskHistory', await get(desk(`/${id}/history`), token), 403);
    check('adminPolicyDeskHistory', await get(desk(`/${id}/history`)), 401);
    check('adminPolicyDeskHistory', await get(desk(`/${id}/history`), expiredToken), 444);
  });

  it('adminApplicationList, adminApplicationDetail and adminApplicationTransition', async () => {
    const listed = check('adminApplicationList', await get('/api/admin/applications?status=submitted', admin), 200).data as { rows: { id: number }[] };
    const [first] = listed.rows;
    if (!first) throw new Error('the seed needs a submitted application');
    check('adminApplicationList', await get('/api/admin/applications?status=lost', admin), 400);
    check('adminApplicationList', await get('/api/admin/applications', token), 403);
    check('adminApplicationList', await get('/api/admin/applications'), 401);
    check('adminApplicationList', await get('/api/admin/applications', expiredToken), 444);
    const url = `/api/admin/applications/${first.id}`;
    expect(check('adminApplicationDetail', await get(url, admin), 200).data).toMatchObject({ actions: ['accept', 'decline', 'return'] });
    check('adminApplicationDetail', await get('/api/admin/applications/999999', admin), 404);
    check('adminApplicationDetail', await get(url, token), 403);
    check('adminApplicationDetail', await get(url), 401);
    check('adminApplicationDetail', await get(url, expiredToken), 444);
    check('adminApplicationTransition', await send('POST', `${url}/transition`, admin, { action: 'decline', from: 'submitted' }), 400);
    check('adminApplicationTransition', await send('POST', `${url}/transition`, admin, { action: 'fly', from: 'submitted' }), 400);
    check('adminApplicationTransition', await send('POST', `${url}/transition`, token, { action: 'accept', from: 'submitted' }), 403);
    check('adminApplicationTransition', await send('POST', '/api/admin/applications/999999/transition', admin, { action: 'accept', from: 'submitted' }), 404);
    expect(check('adminApplicationTransition', await send('POST', `${url}/transition`, admin, { action: 'accept', from: 'submitted' }), 200).data).toMatchObject({
      application: { status: 'accepted' },
    });
    expect(check('adminApplicationTransition', await send('POST', `${url}/transition`, admin, { action: 'accept', from: 'submitted' }), 409).data).toMatchObject({
      application: { status: 'accepted' },
    });
    check('adminApplicationTransition', await send('POST', `${url}/transition`, undefined, { action: 'accept', from: 'accepted' }), 401);
    check('adminApplicationTransition', await send('POST', `${url}/transition`, expiredToken, { action: 'accept', from: 'accepted' }), 444);
  });
});

describe('portal.yaml · 申报日历', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return portalContract.check(operationId, response) as Envelope;
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: string) =>
    hosts.portal.inject({ method, url, headers: auth ? bearer(auth) : {} });
  const range = '/api/calendar/windows?from=2026-06-01&to=2026-07-31';
  const noticeId = async () => ((await hosts.db.get('SELECT id FROM notices ORDER BY id LIMIT 1')) as { id: number }).id;

  it('calendarWindows', async () => {
    expect(check('calendarWindows', await call('GET', range), 200).data).toMatchObject({ windows: expect.any(Array) });
    check('calendarWindows', await call('GET', range, token), 200);
    check('calendarWindows', await call('GET', `${range}&level=provincial&dept=${encodeURIComponent('浙江省科学技术厅')}&category=${encodeURIComponent('资金扶持')}`), 200);
    expect(check('calendarWindows', await call('GET', '/api/calendar/windows?from=2026-07-01&to=2026-06-01'), 400).msg).toBe('日期区间须从早到晚，且不超过 62 天');
    check('calendarWindows', await call('GET', '/api/calendar/windows?from=2026-06-01'), 400);
    check('calendarWindows', await call('GET', range, expiredToken), 444);
  });

  it('calendarWindowIcs', async () => {
    const file = await call('POST', `/api/calendar/windows/${await noticeId()}/ics`);
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(String(portalContract.check('calendarWindowIcs', file))).toMatch(/^BEGIN:VCALENDAR\r\n/);
    check('calendarWindowIcs', await call('POST', '/api/calendar/windows/99999/ics'), 404);
    check('calendarWindowIcs', await call('POST', '/api/calendar/windows/x/ics'), 400);
    check('calendarWindowIcs', await call('POST', `/api/calendar/windows/${await noticeId()}/ics`, expiredToken), 444);
  });

  it('calendarFollowAdd, calendarFollowRemove, calendarFollows', async () => {
    const url = `/api/calendar/follows/${await noticeId()}`;
    expect(check('calendarFollowAdd', await call('POST', url, token), 200).data).toEqual({ noticeId: await noticeId(), followed: true });
    expect(check('calendarFollows', await call('GET', '/api/calendar/follows', token), 200).data).toHaveLength(1);
    check('calendarFollowAdd', await call('POST', '/api/calendar/follows/99999', token), 404);
    check('calendarFollowAdd', await call('POST', '/api/calendar/follows/0', token), 400);
    check('calendarFollowAdd', await call('POST', url), 401);
    check('calendarFollowAdd', await call('POST', url, expiredToken), 444);
    expect(check('calendarFollowRemove', await call('DELETE', url, token), 200).data).toEqual({ noticeId: await noticeId(), followed: false });
    check('calendarFollowRemove', await call('DELETE', '/api/calendar/follows/99999', token), 404);
    check('calendarFollowRemove', await call('DELETE', '/api/calendar/follows/0', token), 400);
    check('calendarFollowRemove', await call('DELETE', url), 401);
    check('calendarFollowRemove', await call('DELETE', url, expiredToken), 444);
    check('calendarFollows', await call('GET', '/api/calendar/follows'), 401);
    check('calendarFollows', await call('GET', '/api/calendar/follows', expiredToken), 444);
  });

  it('calendarFeedStatus, calendarFeedCreate, calendarFeed, calendarFeedRevoke', async () => {
    expect(check('calendarFeedStatus', await call('GET', '/api/calendar/feed-secret', token), 200).data).toEqual({ active: false, createdAt: null });
    const { path } = check('calendarFeedCreate', await call('POST', '/api/calendar/feed-secret', token), 200).data as { path: string };
    expect(check('calendarFeedStatus', await call('GET', '/api/calendar/feed-secret', token), 200).data).toMatchObject({ active: true });
    const feed = await call('GET', path);
    expectStatus(feed, 200);
    expect(String(portalContract.check('calendarFeed', feed))).toMatch(/^BEGIN:VCALENDAR\r\n/);
    check('calendarFeed', await call('GET', '/api/calendar/feed/short.ics'), 400);
    check('calendarFeedRevoke', await call('DELETE', '/api/calendar/feed-secret', token), 200);
    check('calendarFeed', await call('GET', path), 404);
    for (const operationId of ['calendarFeedStatus', 'calendarFeedCreate', 'calendarFeedRevoke'] as const) {
      const method = operationId === 'calendarFeedStatus' ? 'GET' : operationId === 'calendarFeedCreate' ? 'POST' : 'DELETE';
      check(operationId, await call(method, '/api/calendar/feed-secret'), 401);
      check(operationId, await call(method, '/api/calendar/feed-secret', expiredToken), 444);
    }
  });
});

describe('portal.yaml · 活动', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return portalContract.check(operationId, response) as Envelope;
  };
  const call = (method: 'GET' | 'POST', url: string, auth?: string, payload?: object) =>
    hosts.portal.inject({ method, url, headers: auth ? bearer(auth) : {}, ...(payload ? { payload } : {}) });
  const openActivityId = async () =>
    ((await hosts.db.get(`SELECT id FROM activities WHERE registration_deadline > ? AND capacity - seats_taken >= 3 AND mode = 'online' ORDER BY id LIMIT 1`, hosts.clock.now().toISOString())) as { id: number }).id;
  const input = { contactName: '王晓明', contactPhone: '13800138000', enterpriseName: '杭州云栖智造科技有限公司', attendees: 1 };

  it('activityList, activityDetail', async () => {
    expect(check('activityList', await call('GET', '/api/activity/list?type=policy&mode=offline&status=open&keyword=%E6%94%BF%E7%AD%96'), 200).data).toMatchObject({ pageNum: 1 });
    check('activityList', await call('GET', `/api/activity/list?regionName=${encodeURIComponent('杭州市')}`, token), 200);
    check('activityList', await call('GET', '/api/activity/list?status=soon'), 400);
    check('activityList', await call('GET', '/api/activity/list', expiredToken), 444);
    expect(check('activityDetail', await call('GET', `/api/activity/${await openActivityId()}`), 200).data).toMatchObject({ myRegistration: null, onlineUrl: null });
    expect(check('activityDetail', await call('GET', '/api/activity/99999'), 404).msg).toBe('活动不存在');
    check('activityDetail', await call('GET', '/api/activity/0'), 400);
    check('activityDetail', await call('GET', '/api/activity/1', expiredToken), 444);
  });

  it('activityRegister, activityMyRegistrations, activityRegistrationIcs, activityRegistrationCancel', async () => {
    const url = `/api/activity/${await openActivityId()}/registrations`;
    const { id } = check('activityRegister', await call('POST', url, token, input), 200).data as { id: number };
    expect(check('activityDetail', await call('GET', `/api/activity/${await openActivityId()}`, token), 200).data).toMatchObject({ myRegistration: { id }, onlineUrl: expect.stringMatching(/^https:/) });
    expect(check('activityRegister', await call('POST', url, token, input), 409).msg).toBe('您已报名该活动，可在个人中心·我的报名查看或取消');
    check('activityRegister', await call('POST', url, token, { ...input, attendees: 9 }), 400);
    check('activityRegister', await call('POST', '/api/activity/99999/registrations', token, input), 404);
    check('activityRegister', await call('POST', url, undefined, input), 401);
    check('activityRegister', await call('POST', url, expiredToken, input), 444);
    expect(check('activityMyRegistrations', await call('GET', '/api/activity/registrations/mine', token), 200).data).toMatchObject({ total: 1 });
    check('activityMyRegistrations', await call('GET', '/api/activity/registrations/mine?pageSize=0', token), 400);
    check('activityMyRegistrations', await call('GET', '/api/activity/registrations/mine'), 401);
    check('activityMyRegistrations', await call('GET', '/api/activity/registrations/mine', expiredToken), 444);
    const file = await call('POST', `/api/activity/registrations/${id}/ics`, token);
    expectStatus(file, 200);
    expect(String(portalContract.check('activityRegistrationIcs', file))).toMatch(/^BEGIN:VCALENDAR\r\n/);
    check('activityRegistrationIcs', await call('POST', '/api/activity/registrations/99999/ics', token), 404);
    check('activityRegistrationIcs', await call('POST', `/api/activity/registrations/${id}/ics`), 401);
    check('activityRegistrationIcs', await call('POST', `/api/activity/registrations/${id}/ics`, expiredToken), 444);
    check('activityRegistrationIcs', await call('POST', '/api/activity/registrations/x/ics', token), 400);
    expect(check('activityRegistrationCancel', await call('POST', `/api/activity/registrations/${id}/cancel`, token), 200).data).toMatchObject({ status: 'cancelled' });
    check('activityRegistrationCancel', await call('POST', `/api/activity/registrations/${id}/cancel`, token), 409);
    check('activityRegistrationCancel', await call('POST', '/api/activity/registrations/99999/cancel', token), 404);
    check('activityRegistrationCancel', await call('POST', '/api/activity/registrations/0/cancel', token), 400);
    check('activityRegistrationCancel', await call('POST', `/api/activity/registrations/${id}/cancel`), 401);
    check('activityRegistrationCancel', await call('POST', `/api/activity/registrations/${id}/cancel`, expiredToken), 444);
  });
});

describe('portal.yaml · 找培训', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return portalContract.check(operationId, response) as Envelope;
  };
  const call = (method: 'GET' | 'PUT', url: string, auth?: string, payload?: object, headers: Record<string, string> = {}) =>
    hosts.portal.inject({ method, url, headers: { ...(auth ? bearer(auth) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const firstChapter = async () =>
    (await hosts.db.get('SELECT id, course_id AS "courseId" FROM course_chapters ORDER BY id LIMIT 1')) as { id: number; courseId: number };

  it('courseList, courseDetail', async () => {
    expect(check('courseList', await call('GET', `/api/course/list?category=tax&orderBy=popular&keyword=${encodeURIComponent('税')}`), 200).data).toMatchObject({ pageNum: 1 });
    check('courseList', await call('GET', '/api/course/list?orderBy=cheapest'), 400);
    check('courseList', await call('GET', '/api/course/list', expiredToken), 444);
    check('courseDetail', await call('GET', `/api/course/${(await firstChapter()).courseId}`), 200);
    check('courseDetail', await call('GET', '/api/course/99999'), 404);
    check('courseDetail', await call('GET', '/api/course/0'), 400);
    check('courseDetail', await call('GET', '/api/course/1', expiredToken), 444);
  });

  it('courseChapterProgressSave, courseProgress, courseMine', async () => {
    const { id, courseId } = await firstChapter();
    expect(check('courseChapterProgressSave', await call('PUT', `/api/course/chapters/${id}/progress`, token, { positionSeconds: 4.2 }), 200).data).toMatchObject({ courseId, lastChapterId: id });
    check('courseChapterProgressSave', await call('PUT', `/api/course/chapters/${id}/progress`, token, { positionSeconds: 'x' }), 400);
    check('courseChapterProgressSave', await call('PUT', '/api/course/chapters/99999/progress', token, { positionSeconds: 1 }), 404);
    check('courseChapterProgressSave', await call('PUT', `/api/course/chapters/${id}/progress`, undefined, { positionSeconds: 1 }), 401);
    check('courseChapterProgressSave', await call('PUT', `/api/course/chapters/${id}/progress`, expiredToken, { positionSeconds: 1 }), 444);
    check('courseProgress', await call('GET', `/api/course/${courseId}/progress`, token), 200);
    check('courseProgress', await call('GET', '/api/course/99999/progress', token), 404);
    check('courseProgress', await call('GET', '/api/course/0/progress', token), 400);
    check('courseProgress', await call('GET', `/api/course/${courseId}/progress`), 401);
    check('courseProgress', await call('GET', `/api/course/${courseId}/progress`, expiredToken), 444);
    expect(check('courseMine', await call('GET', '/api/course/mine?status=learning', token), 200).data).toMatchObject({ total: 1 });
    check('courseMine', await call('GET', '/api/course/mine?status=paused', token), 400);
    check('courseMine', await call('GET', '/api/course/mine'), 401);
    check('courseMine', await call('GET', '/api/course/mine', expiredToken), 444);
  });

  it('courseChapterVideo', async () => {
    const url = `/api/course/chapters/${(await firstChapter()).id}/video`;
    const whole = await call('GET', url);
    expectStatus(whole, 200);
    portalContract.check('courseChapterVideo', whole);
    const part = await call('GET', url, undefined, undefined, { range: 'bytes=0-99' });
    expectStatus(part, 206);
    portalContract.check('courseChapterVideo', part);
    expectStatus(await call('GET', url, undefined, undefined, { 'if-none-match': String(whole.headers['etag']) }), 304);
    portalContract.check('courseChapterVideo', await call('GET', url, undefined, undefined, { 'if-none-match': String(whole.headers['etag']) }));
    check('courseChapterVideo', await call('GET', url, undefined, undefined, { range: 'bytes=99999999-' }), 416);
    check('courseChapterVideo', await call('GET', '/api/course/chapters/99999/video'), 404);
    check('courseChapterVideo', await call('GET', '/api/course/chapters/abc/video'), 400);
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
    const own = bearer(await portalTokenFor(hosts, '13800138000'));
    const key = check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, headers: own, payload: { phone: '13800138000' } }), 200) as SsoAnswer<{ key: string }>;
    expect(key.data.key).not.toBe('');
    const closedAccount = bearer(await portalTokenFor(hosts, '13800138003'));
    const closed = check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, headers: closedAccount, payload: { phone: '13800138003' } }), 404) as SsoAnswer;
    expect(closed.msg).toBe('该手机号未开通协同文档');
    check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, ...form({ phone: 'abc' }, own) }), 400);
    check('ssoSpecialLogin', await hosts.sso.inject({ method: 'POST', url, payload: { phone: '13800138000' } }), 401);
  });

  it('ssoGetToken', async () => {
    const keyAnswer = await hosts.sso.inject({
      method: 'POST',
      url: '/api/sso/user/specialLogin',
      headers: bearer(await portalTokenFor(hosts, '13800138000')),
      payload: { phone: '13800138000' },
    });
    const { key } = body<SsoAnswer<{ key: string }>>(keyAnswer).data;
    const url = '/api/sso/user/getToken';
    check('ssoGetToken', await hosts.sso.inject({ method: 'POST', url, ...form({ key }) }), 200);
    check('ssoGetToken', await hosts.sso.inject({ method: 'POST', url, payload: { key } }), 401);
    check('ssoGetToken', await hosts.sso.inject({ method: 'POST', url, payload: {} }), 400);
  });

  it('thinkPersonalOrganizations', async () => {
    const notes = await notesToken(hosts);
    const url = '/api/think/organization/list/personal';
    const answer = check('thinkPersonalOrganizations', await hosts.sso.inject({ method: 'GET', url, headers: { token: notes } }), 200) as SsoAnswer<{ total: number }>;
    expect(answer.data.total).toBe(1);
    check('thinkPersonalOrganizations', await hosts.sso.inject({ method: 'GET', url }), 401);
  });

  it('thinkWikiList', async () => {
    const notes = await notesToken(hosts);
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
    const values = { phone: '13600136000', password: 'Secret@123', enterpriseName: '舟山海洋科技有限公司', userType: 'enterprise', agree: 'yes', backUrl: PORTAL_HOME };
    const submit = (overrides: Record<string, string> = {}) =>
      hosts.sso.inject({ method: 'POST', url: '/register', ...form({ ...values, ...overrides }) });
    check('ssoRegisterSubmit', await submit(), 302);
    check('ssoRegisterSubmit', await submit(), 409);
    check('ssoRegisterSubmit', await submit({ phone: '13600136001', password: 'short' }), 400);
    check('ssoRegisterSubmit', await submit({ phone: '13600136002', agree: '' }), 400);
  });

  it('ssoSmsLoginPage, ssoSmsLoginCodeSubmit, ssoSmsLoginSubmit', async () => {
    expect(check('ssoSmsLoginPage', await hosts.sso.inject({ method: 'GET', url: `/login/sms?backUrl=${backUrl}` }), 200)).toContain('短信验证码登录');
    check('ssoSmsLoginPage', await hosts.sso.inject({ method: 'GET', url: '/login/sms' }), 400);
    const requestCode = () => hosts.sso.inject({ method: 'POST', url: '/login/sms/code', ...form({ phone: '13800138000', backUrl: PORTAL_HOME }) });
    check('ssoSmsLoginCodeSubmit', await requestCode(), 200);
    check('ssoSmsLoginCodeSubmit', await requestCode(), 429);
    check('ssoSmsLoginCodeSubmit', await hosts.sso.inject({ method: 'POST', url: '/login/sms/code', ...form({ phone: '123', backUrl: PORTAL_HOME }) }), 400);
    const submit = (code: string) => hosts.sso.inject({ method: 'POST', url: '/login/sms', ...form({ phone: '13800138000', code, backUrl: PORTAL_HOME }) });
    const code = smsCodesFor(hosts.db).lastCodeFor('13800138000') ?? '';
    check('ssoSmsLoginSubmit', await submit(code === '000000' ? '000001' : '000000'), 401);
    check('ssoSmsLoginSubmit', await submit('12'), 400);
    check('ssoSmsLoginSubmit', await submit(code), 302);
  });

  it('ssoPasswordResetPage, ssoPasswordResetCodeSubmit, ssoPasswordResetSubmit', async () => {
    expect(check('ssoPasswordResetPage', await hosts.sso.inject({ method: 'GET', url: `/forgot-password?backUrl=${backUrl}` }), 200)).toContain('忘记密码');
    check('ssoPasswordResetPage', await hosts.sso.inject({ method: 'GET', url: '/forgot-password' }), 400);
    const requestCode = () => hosts.sso.inject({ method: 'POST', url: '/forgot-password/code', ...form({ phone: '13800138001', backUrl: PORTAL_HOME }) });
    check('ssoPasswordResetCodeSubmit', await requestCode(), 200);
    check('ssoPasswordResetCodeSubmit', await requestCode(), 429);
    check('ssoPasswordResetCodeSubmit', await hosts.sso.inject({ method: 'POST', url: '/forgot-password/code', ...form({ backUrl: PORTAL_HOME }) }), 400);
    const code = smsCodesFor(hosts.db).lastCodeFor('13800138001') ?? '';
    const submit = (values: Record<string, string>) =>
      hosts.sso.inject({ method: 'POST', url: '/forgot-password', ...form({ phone: '13800138001', code, password: 'New@20261', passwordConfirm: 'New@20261', backUrl: PORTAL_HOME, ...values }) });
    check('ssoPasswordResetSubmit', await submit({ passwordConfirm: 'Other@2026' }), 400);
    check('ssoPasswordResetSubmit', await submit({ code: code === '000000' ? '000001' : '000000' }), 401);
    expect(check('ssoPasswordResetSubmit', await submit({}), 200)).toContain('密码已重置');
  });

  it('ssoUserAgreementPage, ssoPrivacyPolicyPage', async () => {
    expect(check('ssoUserAgreementPage', await hosts.sso.inject({ method: 'GET', url: `/agreements/user?backUrl=${backUrl}` }), 200)).toContain('用户协议');
    expect(check('ssoPrivacyPolicyPage', await hosts.sso.inject({ method: 'GET', url: '/agreements/privacy' }), 200)).toContain('隐私政策');
  });

  it('ssoLogoutPage', async () => {
    expect(check('ssoLogoutPage', await hosts.sso.inject({ method: 'GET', url: `/logout?backUrl=${backUrl}` }), 200)).toContain('您已安全退出');
    check('ssoLogoutPage', await hosts.sso.inject({ method: 'GET', url: '/logout?backUrl=%2F%2Fevil.example' }), 400);
  });

  it('notesMaterialWritingPage', async () => {
    const notes = await notesToken(hosts);
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    const organizationId = body<SsoAnswer<{ data: { id: string }[] }>>(organizations).data.data[0]?.id ?? '';
    const wikis = await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organizationId}`, headers: { token: notes } });
    const wikiId = body<SsoAnswer<{ data: { id: string }[] }>>(wikis).data.data[0]?.id ?? '';
    const page = (org: string, wiki: string, ssotoken: string) =>
      hosts.sso.inject({ method: 'GET', url: `/app/org/${org}/wiki/${wiki}/materialwriting?secret=s&ssotoken=${ssotoken}&redirect=${backUrl}&projectId=1` });
    expect(check('notesMaterialWritingPage', await page(organizationId, wikiId, notes), 200)).toContain('一、必需材料');
    check('notesMaterialWritingPage', await page(organizationId, wikiId, 'forged'), 401);
    check('notesMaterialWritingPage', await page(organizationId, 'wiki_missing', notes), 404);
    // As the page's form posts: the notes cookie beside the XSRF cookie, which the hidden field echoes.
    const save = (cookie: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
      hosts.sso.inject({
        method: 'POST',
        url: `/app/org/${organizationId}/wiki/${wikiId}/materialwriting/drafts`,
        ...form({ ...values, [XSRF_FORM_FIELD]: TEST_XSRF }, { ...headers, cookie: `notes_session=${cookie}; ${XSRF_COOKIE_NAME}=${TEST_XSRF}` }),
      });
    check('notesMaterialDraftSave', await save(notes, { projectId: '1', materialId: 'm1', content: '草稿' }), 303);
    check('notesMaterialDraftSave', await save(notes, { projectId: '1', materialId: 'm1', content: '字'.repeat(20001) }), 400);
    check('notesMaterialDraftSave', await save('forged', { projectId: '1', materialId: 'm1', content: '草稿' }), 401);
    check('notesMaterialDraftSave', await save(notes, { projectId: '1', materialId: 'm1', content: '草稿' }, { origin: 'https://evil.example' }), 403);
    // Without the XSRF pair the save is refused, too.
    check('notesMaterialDraftSave', await hosts.sso.inject({ method: 'POST', url: `/app/org/${organizationId}/wiki/${wikiId}/materialwriting/drafts`, ...form({ projectId: '1', materialId: 'm1', content: '草稿' }, { cookie: `notes_session=${notes}` }) }), 403);
    check('notesMaterialDraftSave', await save(notes, { projectId: '1', materialId: 'm999', content: '草稿' }), 404);
  });
});

describe('portal.yaml: assistant', () => {
  const check = (operationId: string, response: LightMyRequestResponse, status: number) => {
    expectStatus(response, status);
    return portalContract.check(operationId, response);
  };
  const ask = (payload: object, headers: Record<string, string> = {}) => hosts.portal.inject({ method: 'POST', url: '/api/assistant/ask', payload, headers });

  it('assistantAsk, assistantConversations, assistantConversation, assistantConversationDelete, assistantFeedback, assistantSuggestions', async () => {
    const stream = check('assistantAsk', await ask({ question: '我能申请研发费用补助吗', conversationId: null, context: null }, bearer(token)), 200) as string;
    const meta = JSON.parse(/data: (.*)/.exec(stream)?.[1] ?? '{}') as { conversationId: string; messageId: string };
    check('assistantAsk', await ask({ question: '今天天气怎么样' }), 200);
    check('assistantAsk', await ask({ question: '火星移民补贴' }), 200);
    check('assistantAsk', await ask({ question: '' }), 400);
    check('assistantAsk', await ask({ question: '条件', conversationId: 'someone-else' }, bearer(token)), 404);
    check('assistantAsk', await ask({ question: '条件' }, bearer(expiredToken)), 444);
    const list = check('assistantConversations', await hosts.portal.inject({ method: 'GET', url: '/api/assistant/conversations', headers: bearer(token) }), 200) as Envelope<{ items: { id: string }[] }>;
    expect(list.data.items.map((item) => item.id)).toContain(meta.conversationId);
    check('assistantConversations', await hosts.portal.inject({ method: 'GET', url: '/api/assistant/conversations' }), 401);
    const url = `/api/assistant/conversations/${meta.conversationId}`;
    check('assistantConversation', await hosts.portal.inject({ method: 'GET', url, headers: bearer(token) }), 200);
    check('assistantConversation', await hosts.portal.inject({ method: 'GET', url: '/api/assistant/conversations/missing', headers: bearer(token) }), 404);
    const feedback = `/api/assistant/messages/${meta.messageId}/feedback`;
    check('assistantFeedback', await hosts.portal.inject({ method: 'POST', url: feedback, payload: { rating: 'up', reason: null }, headers: bearer(token) }), 200);
    check('assistantFeedback', await hosts.portal.inject({ method: 'POST', url: feedback, payload: { rating: 'meh', reason: null }, headers: bearer(token) }), 400);
    check('assistantFeedback', await hosts.portal.inject({ method: 'POST', url: '/api/assistant/messages/missing/feedback', payload: { rating: 'up', reason: null } }), 404);
    check('assistantConversationDelete', await hosts.portal.inject({ method: 'DELETE', url, headers: bearer(token) }), 200);
    check('assistantConversationDelete', await hosts.portal.inject({ method: 'DELETE', url, headers: bearer(token) }), 404);
    check('assistantSuggestions', await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions' }), 200);
    check('assistantSuggestions', await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions?docType=law&docId=1' }), 400);
    check('assistantSuggestions', await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions?docType=policy&docId=999999' }), 404);
  });
});

describe('portal.yaml: the service marketplace', () => {
  it('every marketplace operation, answered as the contract says', async () => {
    await walkServiceContract(hosts, (operationId, response, status) => {
      expectStatus(response, status);
      return portalContract.check(operationId, response) as Envelope;
    });
  });
});

describe('portal.yaml: 找市场', () => {
  it('every market operation, answered as the contract says', async () => {
    await walkMarketContract(hosts, (operationId, response, status) => {
      expectStatus(response, status);
      return portalContract.check(operationId, response) as Envelope;
    });
  });
});

describe('coverage', () => {
  it('exercises every operation of both contracts', () => {
    expect([...portalContract.covered].sort()).toEqual([...portalContract.operationIds].sort());
    expect([...ssoContract.covered].sort()).toEqual([...ssoContract.operationIds].sort());
  });
});
