import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { DAY_MS, addMs } from '../clock';
import { countDemandsByStage } from '../domain/market-demands';
import { SEEDED_DEMAND_COUNT } from '../seed/market-demands';
import { SAMPLE_FILES } from '../testing/material-files';
import { injector, uploadTo } from '../testing/service-fixtures';
import type { Inject } from '../testing/service-fixtures';
import { body, createTestHosts, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { findUserForLogin } from '../domain/users';
import { issuePortalToken } from '../domain/tokens';

type Page<T> = { rows: T[]; total: number };
type Summary = PortalSchemas['DemandSummary'];
type Detail = PortalSchemas['DemandDetail'];
type RecordDetail = PortalSchemas['DemandRecordDetail'];
type RecordAnswer = PortalSchemas['DemandRecord'];

let hosts: TestHosts;
let call: Inject;
/** 13800138000 publishes in these tests; 13800138002 responds; 13800138003 is a third enterprise. */
let publisher: string;
let responder: string;
let third: string;
let institution: string;
let operator: string;

async function tokenOfLogin(login: string): Promise<string> {
  const user = await findUserForLogin(hosts.db, login);
  if (!user) throw new Error(`no account ${login}`);
  return (await issuePortalToken(hosts.db, user.id, hosts.clock.now())).token;
}

beforeAll(async () => {
  hosts = await createTestHosts();
  call = injector(hosts);
  publisher = await portalTokenFor(hosts, '13800138000');
  responder = await portalTokenFor(hosts, '13800138002');
  third = await portalTokenFor(hosts, '13800138003');
  institution = await portalTokenFor(hosts, '13900139000');
  operator = await tokenOfLogin('admin');
});

afterAll(async () => {
  await hosts.close();
});

async function data<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return body<Envelope<T>>(answer as never).data;
}

function day(offset: number): string {
  return addMs(hosts.clock.now(), offset * DAY_MS).toISOString().slice(0, 10);
}

function input(overrides: Partial<PortalSchemas['DemandInput']> = {}): PortalSchemas['DemandInput'] {
  return {
    type: 'technology',
    title: '征集电机转子动平衡自动校正方案',
    description: '我司年产微型电机约 200 万台，希望实现转子动平衡的自动检测与去重校正，节拍 8 秒以内，可先做样机验证。',
    budgetMin: 20,
    budgetMax: 45,
    regionCode: '330110',
    industry: 'C',
    deadline: day(60),
    contactName: '周思远',
    contactPhone: '13800138000',
    submit: false,
    ...overrides,
  };
}

/** A demand of 13800138000, approved by the operator: public and 待对接. */
async function publicDemand(overrides: Partial<PortalSchemas['DemandInput']> = {}): Promise<number> {
  const created = await data<RecordDetail>(call('POST', '/api/market/my-demands', publisher, input({ ...overrides, submit: true })));
  await data<RecordDetail>(call('POST', `/api/admin/demands/${created.record.demand.id}/approve`, operator, {}));
  return created.record.demand.id;
}

describe('找市场 seed', () => {
  it('seeds 200+ demands over every type, several sections and regions, in every stage, each response on an existing demand', async () => {
    const rows = (await hosts.db.all('SELECT type, industry, region_code, user_id FROM market_demands')) as { type: string; industry: string; region_code: string; user_id: number | null }[];
    expect(rows.filter((row) => row.user_id === null)).toHaveLength(SEEDED_DEMAND_COUNT);
    expect(SEEDED_DEMAND_COUNT).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['purchase', 'cooperation', 'outsourcing', 'technology']));
    expect(new Set(rows.map((row) => row.industry)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.region_code.slice(0, 2))).size).toBeGreaterThanOrEqual(6);
    const stages = await countDemandsByStage(hosts.db);
    for (const stage of Object.keys(stages) as (keyof typeof stages)[]) expect(stages[stage], stage).toBeGreaterThan(0);
    expect(await hosts.db.get('SELECT COUNT(*) AS n FROM market_demand_responses r LEFT JOIN market_demands d ON d.id = r.demand_id WHERE d.id IS NULL')).toEqual({ n: 0 });
    // Every demand in 对接中 or 已成交 names a response of its own as the accepted one.
    const orphans = await hosts.db.get(`SELECT COUNT(*) AS n FROM market_demands d WHERE d.stage IN ('matching', 'dealt')
         AND NOT EXISTS (SELECT 1 FROM market_demand_responses r WHERE r.id = d.accepted_response_id AND r.demand_id = d.id)`);
    expect(orphans).toEqual({ n: 0 });
  });
});

describe('找市场 public list and detail', () => {
  it('lists only approved demands, newest first, and filters by type, section, region, status and budget', async () => {
    const all = await data<Page<Summary>>(call('GET', '/api/market/demands?pageSize=100'));
    const stages = await countDemandsByStage(hosts.db);
    expect(all.total).toBe(stages.open + stages.matching + stages.dealt + stages.closed);
    const published = all.rows.map((row) => row.publishedAt ?? '');
    expect(published).toEqual([...published].sort().reverse());

    const filtered = await data<Page<Summary>>(call('GET', '/api/market/demands?type=purchase&industry=C&regionCode=330000&status=open&pageSize=100'));
    expect(filtered.total).toBeGreaterThan(0);
    for (const row of filtered.rows) {
      expect(row).toMatchObject({ type: 'purchase', industry: 'C', industryLabel: '制造业', status: 'open' });
      expect(row.regionCode.startsWith('33')).toBe(true);
    }
    const negotiable = await data<Page<Summary>>(call('GET', '/api/market/demands?budget=negotiable&pageSize=100'));
    expect(negotiable.rows.every((row) => row.budgetMin === null && row.budgetMax === null)).toBe(true);
    const large = await data<Page<Summary>>(call('GET', '/api/market/demands?budget=gte200&pageSize=100'));
    expect(large.total).toBeGreaterThan(0);
    expect(large.rows.every((row) => (row.budgetMax ?? 0) >= 200)).toBe(true);
    await data(call('GET', '/api/market/demands?industry=Z'), 400);
    await data(call('GET', '/api/market/demands?regionCode=999999'), 400);
  });

  it('searches title and description with the policy search’s synonyms (高企 finds 高新技术企业)', async () => {
    const found = await data<Page<Summary>>(call('GET', `/api/market/demands?keyword=${encodeURIComponent('高企')}&pageSize=100`));
    expect(found.total).toBeGreaterThan(0);
    const ids = found.rows.map((row) => row.id);
    const texts = (await hosts.db.all(`SELECT id, title || description AS text FROM market_demands WHERE id IN (${ids.join(',')})`)) as { text: string }[];
    expect(texts.every((row) => row.text.includes('高新技术企业') || row.text.includes('高企'))).toBe(true);
    const both = await data<Page<Summary>>(call('GET', `/api/market/demands?keyword=${encodeURIComponent('审计 高企')}`));
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(found.total);
    expect((await data<Page<Summary>>(call('GET', `/api/market/demands?keyword=${encodeURIComponent('火星基地')}`))).total).toBe(0);
  });

  it('shows a public demand without its contact, and 404s another enterprise’s draft', async () => {
    const [first] = (await data<Page<Summary>>(call('GET', '/api/market/demands?status=open&pageSize=1'))).rows;
    const detail = await data<Detail>(call('GET', `/api/market/demands/${first?.id}`));
    expect(detail).toMatchObject({ contact: null, mine: false, myResponse: null });
    expect(detail.description.length).toBeGreaterThan(20);
    const draft = (await hosts.db.get("SELECT id FROM market_demands WHERE stage = 'draft' AND user_id IS NOT NULL ORDER BY id LIMIT 1")) as { id: number };
    await data(call('GET', `/api/market/demands/${draft.id}`), 404);
    await data(call('GET', `/api/market/demands/${draft.id}`, third), 404);
  });
});

describe('找市场 publishing', () => {
  it('saves a draft only its publisher sees, edits it, and submits it to the queue', async () => {
    const draft = await data<RecordDetail>(call('POST', '/api/market/my-demands', publisher, input()));
    expect(draft.record).toMatchObject({ reviewState: 'draft', allowedActions: ['submit'], submittedAt: null });
    expect(draft.record.demand.regionName).toBe('杭州市余杭区');
    expect(draft.detail.contact).toEqual({ name: '周思远', phone: '13800138000' });
    const id = draft.record.demand.id;
    await data(call('GET', `/api/market/my-demands/${id}`, third), 404);
    await data(call('PUT', `/api/market/my-demands/${id}`, third, input({ submit: true })), 404);
    const mine = await data<Page<RecordAnswer>>(call('GET', '/api/market/my-demands?reviewState=draft', publisher));
    expect(mine.rows.map((row) => row.demand.id)).toContain(id);

    const submitted = await data<RecordDetail>(call('PUT', `/api/market/my-demands/${id}`, publisher, input({ title: '征集电机转子动平衡自动校正设备方案', submit: true })));
    expect(submitted.record).toMatchObject({ reviewState: 'pending', allowedActions: [] });
    expect(submitted.record.demand.title).toBe('征集电机转子动平衡自动校正设备方案');
    const stale = await call('PUT', `/api/market/my-demands/${id}`, publisher, input());
    expect(stale.statusCode).toBe(409);
    expect(body<Envelope<RecordDetail>>(stale).data.record.reviewState).toBe('pending');
    const queue = await data<Page<RecordAnswer>>(call('GET', '/api/admin/demands?pageSize=100', operator));
    expect(queue.rows.map((row) => row.demand.id)).toContain(id);
    expect(queue.rows.every((row) => row.reviewState === 'pending')).toBe(true);
    // Still not public.
    expect((await data<Page<Summary>>(call('GET', '/api/market/demands?pageSize=100'))).rows.map((row) => row.id)).not.toContain(id);
  });

  it('refuses an incomplete or inconsistent demand in Chinese', async () => {
    const refused = async (overrides: Partial<PortalSchemas['DemandInput']>, message: RegExp) => {
      const response = await call('POST', '/api/market/my-demands', publisher, input(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).msg).toMatch(message);
    };
    await refused({ title: '短' }, /title/);
    await refused({ budgetMin: 50, budgetMax: 10 }, /预算下限不能高于上限/);
    await refused({ budgetMin: null, budgetMax: 10 }, /面议/);
    await refused({ deadline: day(-1) }, /截止日期不能早于今天/);
    await refused({ deadline: day(400) }, /365 天/);
    await refused({ regionCode: '999999' }, /regionCode/);
    await refused({ contactPhone: '12345' }, /contactPhone/);
    await refused({ description: '需要一台设备，请联系。\u0000这里有控制字符，不应被接受的文本。' }, /控制字符/);
  });

  it('lets only enterprise accounts publish', async () => {
    await data(call('POST', '/api/market/my-demands', institution, input()), 403);
    await data(call('POST', '/api/market/my-demands', undefined, input()), 401);
  });
});

describe('找市场 review', () => {
  it('rejects with a reason that reaches the publisher, who edits and resubmits; approval makes it public', async () => {
    const created = await data<RecordDetail>(call('POST', '/api/market/my-demands', publisher, input({ title: '采购激光打标机 6 台', type: 'purchase', submit: true })));
    const id = created.record.demand.id;
    await data(call('POST', `/api/admin/demands/${id}/approve`, publisher, {}), 403);
    await data(call('POST', `/api/admin/demands/${id}/reject`, operator, { reason: ' ' }), 400);
    const rejected = await data<RecordDetail>(call('POST', `/api/admin/demands/${id}/reject`, operator, { reason: '请写明打标材质和幅面要求' }));
    expect(rejected.record).toMatchObject({ reviewState: 'rejected', rejectReason: '请写明打标材质和幅面要求' });
    const messages = await data<Page<PortalSchemas['Message']>>(call('GET', '/api/message/list?pageSize=5', publisher));
    expect(messages.rows[0]).toMatchObject({ title: '需求审核未通过' });
    expect(messages.rows[0]?.content).toContain('请写明打标材质和幅面要求');
    // A second decision on the same demand is stale.
    const again = await call('POST', `/api/admin/demands/${id}/approve`, operator, {});
    expect(again.statusCode).toBe(409);
    expect(body<Envelope<RecordDetail>>(again).data.record.reviewState).toBe('rejected');

    await data(call('PUT', `/api/market/my-demands/${id}`, publisher, input({ title: '采购光纤激光打标机 6 台（不锈钢铭牌）', type: 'purchase', submit: true })));
    const approved = await data<RecordDetail>(call('POST', `/api/admin/demands/${id}/approve`, operator, {}));
    expect(approved.record).toMatchObject({ reviewState: 'approved', rejectReason: null });
    expect(approved.record.demand).toMatchObject({ status: 'open' });
    expect(approved.detail.contact).toBeNull();
    expect((await data<Page<PortalSchemas['Message']>>(call('GET', '/api/message/list?pageSize=1', publisher))).rows[0]?.title).toBe('需求审核通过');
    expect((await data<Page<Summary>>(call('GET', '/api/market/demands?pageSize=5'))).rows[0]?.id).toBe(id);
  });

  it('keeps drafts out of the queue and the operator’s calls for the operator', async () => {
    const draft = await data<RecordDetail>(call('POST', '/api/market/my-demands', publisher, input()));
    await data(call('GET', `/api/admin/demands/${draft.record.demand.id}`, operator), 404);
    await data(call('POST', `/api/admin/demands/${draft.record.demand.id}/approve`, operator, {}), 404);
    expect((await data<Page<RecordAnswer>>(call('GET', '/api/admin/demands?reviewState=draft', operator))).total).toBe(0);
    await data(call('GET', '/api/admin/demands', publisher), 403);
  });
});

describe('找市场 responses and matchmaking', () => {
  it('takes one response per enterprise, never from the publisher, and shows it to the two parties only', async () => {
    const id = await publicDemand();
    const message = { message: '我们做过微电机转子的自动去重设备，可提供样机到贵司现场验证。', contactName: '李文博', contactPhone: '13800138002' };
    await data(call('POST', `/api/market/demands/${id}/responses`, publisher, message), 403);
    await data(call('POST', `/api/market/demands/${id}/responses`, institution, message), 403);
    await data(call('POST', `/api/market/demands/${id}/responses`, undefined, message), 401);
    await data(call('POST', `/api/market/demands/${id}/responses`, responder, { ...message, message: '太短' }), 400);
    const response = await data<PortalSchemas['DemandResponse']>(call('POST', `/api/market/demands/${id}/responses`, responder, message));
    expect(response).toMatchObject({ responderName: '温州瓯江新材料有限公司', accepted: false, file: null });
    await data(call('POST', `/api/market/demands/${id}/responses`, responder, message), 409);

    const seenByResponder = await data<Detail>(call('GET', `/api/market/demands/${id}`, responder));
    expect(seenByResponder).toMatchObject({ contact: null, myResponse: { id: response.id } });
    const seenByThird = await data<Detail>(call('GET', `/api/market/demands/${id}`, third));
    expect(seenByThird.myResponse).toBeNull();
    expect(seenByThird.demand.responseCount).toBe(1);
    const notice = await data<Page<PortalSchemas['Message']>>(call('GET', '/api/message/list?pageSize=1', publisher));
    expect(notice.rows[0]).toMatchObject({ title: '需求收到新的对接' });
  });

  it('attaches one checked file to one’s own response, downloadable by the two parties only', async () => {
    const id = await publicDemand({ title: '征集装配线防错视觉方案' });
    const response = await data<PortalSchemas['DemandResponse']>(
      call('POST', `/api/market/demands/${id}/responses`, responder, { message: '附上我们的视觉防错方案和案例，请查阅。', contactName: '李文博', contactPhone: '13800138002' }),
    );
    const url = `/api/market/responses/${response.id}/file`;
    expect((await uploadTo(hosts, url, third)).statusCode).toBe(404);
    const disguised = await uploadTo(hosts, url, responder, '方案.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(disguised.statusCode).toBe(400);
    const uploaded = await uploadTo(hosts, url, responder, '视觉防错方案.pdf', SAMPLE_FILES.pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(body<Envelope<PortalSchemas['DemandResponse']>>(uploaded).data.file).toEqual({ name: '视觉防错方案.pdf', size: SAMPLE_FILES.pdf.length });
    for (const token of [responder, publisher]) {
      const download = await call('POST', `${url}/download`, token);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    }
    expect((await call('POST', `${url}/download`, third)).statusCode).toBe(404);
  });

  it('accepts one response (对接中, contact shown to that responder, the others kept), then 已成交; stale actions get 409 with the fresh demand', async () => {
    const id = await publicDemand({ title: '征集电驱壳体气密检测方案' });
    const answer = async (token: string, phone: string) =>
      await data<PortalSchemas['DemandResponse']>(call('POST', `/api/market/demands/${id}/responses`, token, { message: '我们有成熟的氦检和压降检测方案，可来样测试。', contactName: '王海燕', contactPhone: phone }));
    const chosen = await answer(responder, '13800138002');
    const other = await answer(third, '13800138003');
    await data(call('POST', `/api/market/my-demands/${id}/accept`, third, { responseId: chosen.id }), 404);
    await data(call('POST', `/api/market/my-demands/${id}/accept`, publisher, { responseId: 999_999 }), 404);
    await data(call('POST', `/api/market/my-demands/${id}/deal`, publisher, {}), 409);

    const accepted = await data<RecordDetail>(call('POST', `/api/market/my-demands/${id}/accept`, publisher, { responseId: chosen.id, expectedStatus: 'open' }));
    expect(accepted.record.demand.status).toBe('matching');
    expect(accepted.record.allowedActions).toEqual(['deal', 'close']);
    expect(accepted.responses.map((item) => [item.id, item.accepted])).toEqual([
      [chosen.id, true],
      [other.id, false],
    ]);
    expect((await data<Detail>(call('GET', `/api/market/demands/${id}`, responder))).contact).toEqual({ name: '周思远', phone: '13800138000' });
    expect((await data<Detail>(call('GET', `/api/market/demands/${id}`, third))).contact).toBeNull();
    expect((await data<Page<PortalSchemas['Message']>>(call('GET', '/api/message/list?pageSize=1', responder))).rows[0]?.title).toBe('您的对接已被采纳');
    // 我对接的需求: each responder finds the demand with its own response, accepted or not; the publisher does not.
    const mine = async (token: string) => (await data<Page<PortalSchemas['MyDemandResponse']>>(call('GET', '/api/market/my-responses?pageSize=100', token))).rows;
    const responderRow = (await mine(responder)).find((row) => row.demand.id === id);
    expect(responderRow).toMatchObject({ demand: { title: '征集电驱壳体气密检测方案', status: 'matching' }, response: { id: chosen.id, accepted: true } });
    expect((await mine(third)).find((row) => row.demand.id === id)?.response).toMatchObject({ id: other.id, accepted: false });
    expect((await mine(publisher)).some((row) => row.demand.id === id)).toBe(false);
    expect((await mine(responder)).every((row) => row.response.responderName === '温州瓯江新材料有限公司')).toBe(true);
    await data(call('GET', '/api/market/my-responses', undefined), 401);
    await data(call('GET', '/api/market/my-responses', institution), 403);
    // A late response and a second accept are refused.
    await data(call('POST', `/api/market/demands/${id}/responses`, await portalTokenFor(hosts, '13800138001'), { message: '我们也可以提供气密检测设备。', contactName: '陈建华', contactPhone: '13800138001' }), 409);
    const second = await call('POST', `/api/market/my-demands/${id}/accept`, publisher, { responseId: other.id });
    expect(second.statusCode).toBe(409);
    expect(body<Envelope<RecordDetail>>(second).data.record.demand.status).toBe('matching');
    const wrongView = await call('POST', `/api/market/my-demands/${id}/close`, publisher, { expectedStatus: 'open' });
    expect(wrongView.statusCode).toBe(409);

    const dealt = await data<RecordDetail>(call('POST', `/api/market/my-demands/${id}/deal`, publisher, { expectedStatus: 'matching' }));
    expect(dealt.record).toMatchObject({ allowedActions: [] });
    expect(dealt.record.demand.status).toBe('dealt');
    await data(call('POST', `/api/market/my-demands/${id}/close`, publisher, {}), 409);
  });

  it('closes an open demand, which then takes no responses', async () => {
    const id = await publicDemand({ title: '采购车间除尘设备 4 套' });
    await data(call('POST', `/api/market/my-demands/${id}/close`, third, {}), 404);
    const closed = await data<RecordDetail>(call('POST', `/api/market/my-demands/${id}/close`, publisher, {}));
    expect(closed.record.demand.status).toBe('closed');
    await data(call('POST', `/api/market/demands/${id}/responses`, responder, { message: '我们可以提供除尘设备并安装。', contactName: '李文博', contactPhone: '13800138002' }), 409);
    const mine = await data<Page<RecordAnswer>>(call('GET', '/api/market/my-demands?status=closed', publisher));
    expect(mine.rows.map((row) => row.demand.id)).toContain(id);
  });
});
