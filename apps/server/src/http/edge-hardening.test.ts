import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, SsoAnswer, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const HAN = /[\u4e00-\u9fff]/;

function expectPortalEnvelope(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const answer = JSON.parse(response.body) as Envelope;
  expect(answer).toEqual({ code: status, msg: expect.stringMatching(HAN), data: null, statusCode: status });
  return answer;
}

function expectSsoEnvelope(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const answer = JSON.parse(response.body) as SsoAnswer;
  expect(answer).toEqual({ statusCode: status, msg: expect.stringMatching(HAN), data: null });
  return answer;
}

describe('hostile text at the edge', () => {
  it('refuses a NUL byte in the policy search keyword with a 400 instead of an FTS5 error', async () => {
    const answer = expectPortalEnvelope(await hosts.portal.inject({ method: 'GET', url: '/api/policy/list?keyword=a%00b' }), 400);
    expect(answer.msg).toContain('keyword');
  });

  it.each(['%01', '%1B', '%7F', '%C2%85'])('refuses the control or broken character %s in a query', async (encoded) => {
    expectPortalEnvelope(await hosts.portal.inject({ method: 'GET', url: `/api/policy/list?keyword=x${encoded}y` }), 400);
  });

  it('keeps tabs, line breaks, RTL marks, emoji and FTS syntax as ordinary text', async () => {
    for (const keyword of ['a\tb', 'a\r\nb', '\u200f科技', '😀', '"a" OR b*', "'; DROP TABLE policies; --", 'NEAR(a b)']) {
      const response = await hosts.portal.inject({ method: 'GET', url: `/api/policy/list?keyword=${encodeURIComponent(keyword)}` });
      expect(response.statusCode, keyword).toBe(200);
    }
  });

  it('refuses a lone surrogate in a JSON body field, naming the field in the ledger form', async () => {
    const token = await login(hosts.portal);
    const response = await hosts.portal.inject({
      method: 'PUT',
      url: '/api/enterprise/ledger',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"enterpriseName":"\\ud800云栖"}',
    });
    expect(response.statusCode).toBe(400);
    const answer = body<Envelope<{ fieldErrors: Record<string, string> }>>(response);
    expect(answer.msg).toMatch(/^企业名称/);
    expect(Object.keys(answer.data.fieldErrors)).toEqual(['enterpriseName']);
  });

  it('refuses control characters in form bodies of the SSO host too', async () => {
    const response = await hosts.sso.inject({
      method: 'POST',
      url: '/api/sso/user/getToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'key=abc%00def',
    });
    expectSsoEnvelope(response, 400);
  });

  it('refuses control characters in nested JSON values and in keys', async () => {
    const token = await login(hosts.portal);
    const response = await hosts.portal.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ keywords: ['ok', 'bad\u0000'] }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('参数 keywords 含有不允许的控制字符或无效字符');
    const key = await hosts.portal.inject({
      method: 'POST',
      url: '/api/hnFeedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ['con\u0001tent']: 'x' }),
    });
    expect(body(key).msg).toBe('参数 字段名 含有不允许的控制字符或无效字符');
  });
});

describe('every error is the envelope', () => {
  it('answers a path parameter over 100 characters without echoing the path', async () => {
    const long = '1'.repeat(150);
    const portal = expectPortalEnvelope(await hosts.portal.inject({ method: 'GET', url: `/api/policy/${long}` }), 414);
    expect(portal.msg).not.toContain(long);
    const sso = expectSsoEnvelope(await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${'a'.repeat(150)}` }), 414);
    expect(sso.msg).not.toContain('aaaa');
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const portal = await hosts.portal.inject({ method: 'DELETE', url: '/api/v1/user/login' });
    expectPortalEnvelope(portal, 405);
    expect(portal.headers['allow']).toContain('POST');
    expectSsoEnvelope(await hosts.sso.inject({ method: 'PUT', url: '/api/sso/user/specialLogin' }), 405);
  });

  it('answers bad JSON, a wrong content type, an unknown route and a huge body with the envelope', async () => {
    const json = { 'content-type': 'application/json' };
    expectPortalEnvelope(await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', headers: json, payload: '{"a' }), 400);
    expectSsoEnvelope(await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', headers: json, payload: '{"a' }), 400);
    expectPortalEnvelope(
      await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      400,
    );
    expectSsoEnvelope(
      await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
      400,
    );
    expectPortalEnvelope(await hosts.portal.inject({ method: 'GET', url: '/api/nope' }), 404);
    expectSsoEnvelope(await hosts.sso.inject({ method: 'GET', url: '/api/nope' }), 404);
    const huge = JSON.stringify({ key: 'x'.repeat(2_000_000) });
    expectPortalEnvelope(await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', headers: json, payload: huge }), 413);
    expectSsoEnvelope(await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', headers: json, payload: huge }), 413);
  });

  // The HTTP parser refuses these before Fastify sees a request, so only a real socket shows the answer.
  it.each(['portal', 'sso'] as const)('answers a ~100 KB query string on the %s host with a Chinese 431 envelope', async (name) => {
    const app = hosts[name];
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/policy/list?keyword=${'a'.repeat(100_000)}` }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    const parsed = JSON.parse(answer.text) as { msg: string; statusCode: number; data: null };
    expect(parsed.statusCode).toBe(431);
    expect(parsed.data).toBeNull();
    expect(parsed.msg).toMatch(HAN);
  });
});

describe('an oversize query on the SSO pages', () => {
  it('answers with the HTML message page, in Chinese, not the JSON envelope', async () => {
    await hosts.sso.listen({ port: 0, host: '127.0.0.1' });
    const { port } = hosts.sso.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const path = `/login?backUrl=${encodeURIComponent('http://127.0.0.1:4200/home')}&x=${'a'.repeat(20_000)}`;
      const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<html lang="zh-CN"');
    expect(answer.text).toContain('请求头或查询参数过长，请缩短后重试');
    expect(answer.text).not.toContain('aaaaaaaaaa');
  });
});

describe('downloads', () => {
  it('carry nosniff and no format characters in either file name', async () => {
    const row = (await hosts.db.get('SELECT id, policy_id FROM policy_attachments ORDER BY id LIMIT 1')) as { id: number; policy_id: number };
    await hosts.db.run('UPDATE policy_attachments SET name = ? WHERE id = ?', '申报\u202Egpj.exe\u200E\u2066附件\uFEFF\u0007.pdf', row.id);
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${row.policy_id}/attachments/${row.id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    const utf8Name = decodeURIComponent(disposition.split("UTF-8''")[1] ?? '');
    expect(utf8Name).toBe('申报gpj.exe附件.pdf');
  });
});

describe('path ids', () => {
  it.each(['0x10', '+16', '16%0A', '016', '16.0', '1.6e1', '%2016', '16%20'])('refuses %s where a record id goes, even when it would resolve to one', async (id) => {
    const policy = await hosts.db.get('SELECT id FROM policies WHERE id = 16');
    expect(policy).toBeDefined();
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/policy/16' })).statusCode).toBe(200);
    const answer = expectPortalEnvelope(await hosts.portal.inject({ method: 'GET', url: `/api/policy/${id}` }), 400);
    expect(answer.msg).toBe('参数 id 不合法：须为正整数');
  });

  it('refuses a non-canonical id in a second path parameter too', async () => {
    const row = (await hosts.db.get('SELECT id, policy_id FROM policy_attachments ORDER BY id LIMIT 1')) as { id: number; policy_id: number };
    const url = `/api/policy/${row.policy_id}/attachments/+${row.id}/download`;
    expect(expectPortalEnvelope(await hosts.portal.inject({ method: 'POST', url }), 400).msg).toBe('参数 attachmentId 不合法：须为正整数');
  });
});
