import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { CHAIN_CONTACT_DUPLICATE } from '../domain/chain-contacts';
import { bearer, body, createTestHosts, portalTokenFor, portalTokenForLogin } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Request = PortalSchemas['ChainContactRequest'];
type Page = PortalSchemas['ChainContactRequestPage'];

let hosts: TestHosts;
let enterprise: string;
let otherEnterprise: string;
let institution: string;
let operator: string;
let opportunities: number[];

beforeAll(async () => {
  hosts = await createTestHosts();
  enterprise = await portalTokenFor(hosts, '13800138000');
  otherEnterprise = await portalTokenFor(hosts, '13800138001');
  institution = await portalTokenFor(hosts, '13900139000');
  operator = await portalTokenForLogin(hosts, 'admin');
  const rows = (await hosts.db.all('SELECT id FROM chain_opportunities WHERE deadline >= ? ORDER BY id LIMIT 6', chinaToday(hosts.clock.now()))) as { id: number }[];
  opportunities = rows.map((row) => row.id);
});

afterAll(async () => {
  await hosts.close();
});

const INPUT = { contactName: '陈立', contactPhone: '13800138000', note: '我司可提供精密结构件加工，月产能 2 万件。' };

async function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  const response = await hosts.portal.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, envelope: body<Envelope<unknown>>(response) };
}

async function request(opportunity: number, token = enterprise): Promise<Request> {
  const { status, envelope } = await call('POST', `/api/market/chain/opportunities/${opportunity}/contact-requests`, token, INPUT);
  expect(status, envelope.msg).toBe(200);
  return envelope.data as Request;
}

async function messagesOf(token: string): Promise<PortalSchemas['Message'][]> {
  const { envelope } = await call('GET', '/api/message/list?pageNum=1&pageSize=50', token);
  return (envelope.data as PortalSchemas['MessagePage']).rows;
}

describe('我要对接 on a chain opportunity, relayed by the operator', () => {
  it('walks submitted → contacted → matched, each operator step messaging the enterprise with a link to the request', async () => {
    const open = async () => ((await call('GET', '/api/admin/overview', operator)).envelope.data as PortalSchemas['AdminOverview']).chainContactsOpen;
    const before = await open();
    const created = await request(opportunities[0] ?? 0);
    expect(await open()).toBe(before + 1);
    expect(created).toMatchObject({ opportunityId: opportunities[0], state: 'submitted', contactName: '陈立', contactNote: null, outcomeReason: null, decidedAt: null });
    expect(created.enterpriseName).not.toBe('');

    const queue = (await call('GET', '/api/admin/chain-contact-requests?pageNum=1&pageSize=50', operator)).envelope.data as Page;
    expect(queue.rows.map((row) => row.id)).toContain(created.id);

    const contacted = await call('POST', `/api/admin/chain-contact-requests/${created.id}/contacted`, operator, { note: '已转告链主采购部王经理，三个工作日内回电' });
    expect(contacted.status, contacted.envelope.msg).toBe(200);
    expect(contacted.envelope.data).toMatchObject({ state: 'contacted', contactNote: '已转告链主采购部王经理，三个工作日内回电' });

    const matched = await call('POST', `/api/admin/chain-contact-requests/${created.id}/outcome`, operator, { outcome: 'matched', reason: '链主约定下周二到厂考察' });
    expect(matched.envelope.data).toMatchObject({ state: 'matched', outcomeReason: '链主约定下周二到厂考察' });
    expect(await open()).toBe(before);

    const mine = (await call('GET', `/api/market/chain/my-contact-requests?pageNum=1&pageSize=10&chainId=${created.chainId}`, enterprise)).envelope.data as Page;
    expect(mine.rows.find((row) => row.id === created.id)?.state).toBe('matched');

    const messages = (await messagesOf(enterprise)).filter((message) => message.link?.kind === 'chain_contact' && message.link.id === created.id);
    expect(messages.map((message) => message.title).sort()).toEqual(['产业链对接成功', '平台已联系链主']);
    expect(messages.find((message) => message.title === '平台已联系链主')?.content).toContain('王经理');
  });

  it('refuses a second request in progress for the same opportunity with a Chinese 409, and allows one after the outcome', async () => {
    const first = await request(opportunities[1] ?? 0);
    const again = await call('POST', `/api/market/chain/opportunities/${opportunities[1]}/contact-requests`, enterprise, INPUT);
    expect(again.status).toBe(409);
    expect(again.envelope.msg).toBe(CHAIN_CONTACT_DUPLICATE);
    // Another enterprise's request on the same opportunity is its own.
    await request(opportunities[1] ?? 0, otherEnterprise);

    await call('POST', `/api/admin/chain-contact-requests/${first.id}/contacted`, operator, { note: '已联系' });
    const declined = await call('POST', `/api/admin/chain-contact-requests/${first.id}/outcome`, operator, { outcome: 'declined', reason: '链主本期已定供应商' });
    expect(declined.envelope.data).toMatchObject({ state: 'declined', outcomeReason: '链主本期已定供应商' });
    const message = (await messagesOf(enterprise)).find((item) => item.link?.kind === 'chain_contact' && item.link.id === first.id && item.title === '产业链未能对接');
    expect(message?.content).toContain('原因：链主本期已定供应商');
    expect((await request(opportunities[1] ?? 0)).state).toBe('submitted');
  });

  it('lists only the caller’s own requests', async () => {
    const own = await request(opportunities[2] ?? 0, otherEnterprise);
    const mine = (await call('GET', '/api/market/chain/my-contact-requests?pageNum=1&pageSize=50', enterprise)).envelope.data as Page;
    expect(mine.rows.map((row) => row.id)).not.toContain(own.id);
    expect(mine.rows.length).toBeGreaterThan(0);
  });

  it('refuses the operator’s writes from another enterprise, an institution and anonymous callers, and leaves the request as it was', async () => {
    const created = await request(opportunities[3] ?? 0);
    for (const [token, status] of [[otherEnterprise, 403], [enterprise, 403], [institution, 403], [null, 401]] as const) {
      expect((await call('POST', `/api/admin/chain-contact-requests/${created.id}/contacted`, token, { note: '伪造的联系记录' })).status).toBe(status);
      expect((await call('POST', `/api/admin/chain-contact-requests/${created.id}/outcome`, token, { outcome: 'matched', reason: '伪造的结果' })).status).toBe(status);
      expect((await call('GET', '/api/admin/chain-contact-requests', token)).status).toBe(status);
    }
    const mine = (await call('GET', '/api/market/chain/my-contact-requests?pageNum=1&pageSize=50', enterprise)).envelope.data as Page;
    expect(mine.rows.find((row) => row.id === created.id)).toMatchObject({ state: 'submitted', contactNote: null });
    // Only an enterprise asks: an institution is told in Chinese.
    const fromInstitution = await call('POST', `/api/market/chain/opportunities/${opportunities[3]}/contact-requests`, institution, INPUT);
    expect(fromInstitution.status).toBe(403);
    expect(fromInstitution.envelope.msg).toBe('仅企业账号可以对接链主的供需机会');
  });

  it('keeps the steps in order, refuses blank notes and unknown or closed opportunities', async () => {
    const created = await request(opportunities[4] ?? 0);
    const early = await call('POST', `/api/admin/chain-contact-requests/${created.id}/outcome`, operator, { outcome: 'matched', reason: '直接成功' });
    expect(early.status).toBe(409);
    expect(early.envelope.msg).toContain('已提交对接');
    expect((await call('POST', `/api/admin/chain-contact-requests/${created.id}/contacted`, operator, { note: '   ' })).envelope.msg).toBe('请填写联系情况');
    await call('POST', `/api/admin/chain-contact-requests/${created.id}/contacted`, operator, { note: '已联系' });
    expect((await call('POST', `/api/admin/chain-contact-requests/${created.id}/contacted`, operator, { note: '再联系' })).status).toBe(409);
    const blankReason = await call('POST', `/api/admin/chain-contact-requests/${created.id}/outcome`, operator, { outcome: 'declined', reason: '  ' });
    expect([blankReason.status, blankReason.envelope.msg]).toEqual([400, '请填写未能对接的原因']);
    expect((await call('POST', '/api/admin/chain-contact-requests/999999/contacted', operator, { note: '已联系' })).status).toBe(404);

    expect((await call('POST', '/api/market/chain/opportunities/999999/contact-requests', enterprise, INPUT)).status).toBe(404);
    const closed = (await hosts.db.get('SELECT id FROM chain_opportunities WHERE deadline < ? ORDER BY id LIMIT 1', chinaToday(hosts.clock.now()))) as { id: number };
    const late = await call('POST', `/api/market/chain/opportunities/${closed.id}/contact-requests`, enterprise, INPUT);
    expect([late.status, late.envelope.msg]).toEqual([404, '供需机会不存在或已截止']);
  });
});
