import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { DAY_MS, addMs } from '../clock';
import { SAMPLE_FILES, multipartFile } from '../testing/material-files';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { regionChain } from '@smes/eligibility';
import { findLedger } from '../domain/ledgers';
import { SEEDED_PROGRESS_APPLICATIONS } from '../seed/application-progress';

type ApplicationAnswer = PortalSchemas['Application'];
type OperatorAnswer = PortalSchemas['AdminApplication'];
type Transition = PortalSchemas['ApplicationTransition'];

let hosts: TestHosts;
let yunqi: string;
let admin: string;
let projectIndex = 0;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  admin = await login(hosts.portal, 'admin');
});

afterAll(async () => {
  await hosts.close();
});

async function nextOpenProject(): Promise<number> {
  const at = hosts.clock.now().toISOString();
  const ids = ((await hosts.db.all('SELECT id FROM declaration_projects WHERE start_time <= ? AND end_time >= ? ORDER BY id DESC LIMIT 20', at, at)) as { id: number }[]).map(
    (row) => row.id,
  );
  const id = ids[projectIndex];
  projectIndex += 1;
  if (id === undefined) throw new Error('the seed needs more open projects');
  return id;
}

/** An application of 云栖智造, every required file uploaded and submitted: where the operator takes over. */
async function submitted(): Promise<ApplicationAnswer> {
  const created = await hosts.portal.inject({ method: 'POST', url: '/api/application', headers: bearer(yunqi), payload: { projectId: await nextOpenProject() } });
  const application = body<Envelope<ApplicationAnswer>>(created).data;
  for (const material of application.materials.filter((item) => item.required)) {
    const { payload, headers } = await multipartFile('材料.pdf', SAMPLE_FILES.pdf);
    const uploaded = await hosts.portal.inject({
      method: 'POST',
      url: `/api/application/${application.id}/materials/${material.materialId}/file`,
      headers: { ...bearer(yunqi), ...headers },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  const answer = await hosts.portal.inject({ method: 'POST', url: `/api/application/${application.id}/submit`, headers: bearer(yunqi) });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<Envelope<ApplicationAnswer>>(answer).data;
}

const transition = (token: string, id: number, payload: Transition) =>
  hosts.portal.inject({ method: 'POST', url: `/api/admin/applications/${id}/transition`, headers: bearer(token), payload });

async function advance(id: number, payload: Transition): Promise<OperatorAnswer> {
  const answer = await transition(admin, id, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return body<Envelope<OperatorAnswer>>(answer).data;
}

async function enterpriseView(id: number): Promise<ApplicationAnswer> {
  return body<Envelope<ApplicationAnswer>>(await hosts.portal.inject({ method: 'GET', url: `/api/application/${id}`, headers: bearer(yunqi) })).data;
}

async function applicationMessages(id: number): Promise<{ title: string; content: string }[]> {
  return (await hosts.db.all(`SELECT title, content FROM messages WHERE link_kind = 'application' AND link_id = ? ORDER BY id`, id)) as { title: string; content: string }[];
}

function chinaDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

describe('兑现进度: the operator moves an application past 已提交', () => {
  it('受理 → 开始审核 → 审核通过 → 公示 → 拨付, each step on the enterprise’s timeline with who, when and details, and one message each', async () => {
    const application = await submitted();
    expect(await applicationMessages(application.id)).toHaveLength(1);

    const accepted = await advance(application.id, { action: 'accept', from: 'submitted', note: '材料齐全' });
    expect(accepted.application.status).toBe('accepted');
    expect(accepted.actions).toEqual(['startReview']);
    expect(accepted.enterpriseName).toBe('杭州云栖智造科技有限公司');
    await advance(application.id, { action: 'startReview', from: 'accepted' });
    await advance(application.id, { action: 'pass', from: 'reviewing' });
    const start = chinaDay(hosts.clock.now());
    const end = chinaDay(addMs(hosts.clock.now(), 7 * DAY_MS));
    await advance(application.id, { action: 'publicize', from: 'approved', publicity: { start, end } });
    const disbursed = await advance(application.id, { action: 'disburse', from: 'publicizing', disbursement: { amountWan: 12.5, date: start } });
    expect(disbursed.actions).toEqual([]);

    const seen = await enterpriseView(application.id);
    expect(seen.status).toBe('disbursed');
    expect(seen.timeline.map((event) => event.status)).toEqual(['draft', 'submitted', 'accepted', 'reviewing', 'approved', 'publicizing', 'disbursed']);
    const at = hosts.clock.now().toISOString();
    expect(seen.timeline[2]).toMatchObject({ status: 'accepted', at, note: '材料齐全', actor: '平台运营', reason: null });
    expect(seen.timeline[1]).toMatchObject({ status: 'submitted', actor: null });
    expect(seen.timeline[5]).toMatchObject({ publicity: { start, end }, disbursement: null });
    expect(seen.timeline[6]).toMatchObject({ disbursement: { amountWan: 12.5, date: start } });

    const messages = await applicationMessages(application.id);
    expect(messages.map((message) => message.title)).toEqual([
      `申报已提交：${application.projectName}`,
      `申报已受理：${application.projectName}`,
      `申报审核中：${application.projectName}`,
      `申报审核通过：${application.projectName}`,
      `申报公示中：${application.projectName}`,
      `申报已拨付：${application.projectName}`,
    ]);
    expect(messages[1]?.content).toContain('说明：材料齐全');
    expect(messages[4]?.content).toContain(`公示期 ${start} 至 ${end}`);
    expect(messages[5]?.content).toContain('12.5 万元');
  });

  it('不予受理 and 审核未通过 need a reason, shown to the enterprise; both are final', async () => {
    const declined = await submitted();
    const missing = await transition(admin, declined.id, { action: 'decline', from: 'submitted', reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('参数 reason 不合法：不予受理须填写原因');
    const answer = await advance(declined.id, { action: 'decline', from: 'submitted', reason: '注册地不在支持范围' });
    expect(answer.application.status).toBe('not_accepted');
    expect(answer.actions).toEqual([]);
    const last = (await enterpriseView(declined.id)).timeline.at(-1);
    expect(last).toMatchObject({ status: 'not_accepted', reason: '注册地不在支持范围' });
    // The reason has its own line on the timeline; the default note does not repeat it.
    expect(last?.note).not.toContain('注册地不在支持范围');
    expect((await applicationMessages(declined.id)).at(-1)?.content).toContain('原因：注册地不在支持范围');

    const failed = await submitted();
    await advance(failed.id, { action: 'accept', from: 'submitted' });
    await advance(failed.id, { action: 'startReview', from: 'accepted' });
    expect((await transition(admin, failed.id, { action: 'fail', from: 'reviewing' })).statusCode).toBe(400);
    expect((await advance(failed.id, { action: 'fail', from: 'reviewing', reason: '研发投入不足' })).application.status).toBe('review_failed');
  });

  it('checks the 公示 period and the 拨付 date', async () => {
    const application = await submitted();
    await advance(application.id, { action: 'accept', from: 'submitted' });
    await advance(application.id, { action: 'startReview', from: 'accepted' });
    await advance(application.id, { action: 'pass', from: 'reviewing' });
    const today = chinaDay(hosts.clock.now());
    const tomorrow = chinaDay(addMs(hosts.clock.now(), DAY_MS));
    const backwards = await transition(admin, application.id, { action: 'publicize', from: 'approved', publicity: { start: tomorrow, end: today } });
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).msg).toBe('参数 publicity 不合法：公示截止日期不能早于开始日期');
    expect((await transition(admin, application.id, { action: 'publicize', from: 'approved' })).statusCode).toBe(400);
    await advance(application.id, { action: 'publicize', from: 'approved', publicity: { start: today, end: tomorrow } });
    const future = await transition(admin, application.id, { action: 'disburse', from: 'publicizing', disbursement: { amountWan: 10, date: tomorrow } });
    expect(future.statusCode).toBe(400);
    expect(body(future).msg).toBe('参数 disbursement 不合法：拨付日期不能晚于今天');
    const zero = await transition(admin, application.id, { action: 'disburse', from: 'publicizing', disbursement: { amountWan: 0, date: today } });
    expect(zero.statusCode).toBe(400);
    expect((await enterpriseView(application.id)).status).toBe('publicizing');
  });
});

describe('every transition is checked against the current state', () => {
  it('answers a stale transition with 409 and the fresh state, changing nothing', async () => {
    const application = await submitted();
    await advance(application.id, { action: 'accept', from: 'submitted' });
    const stale = await transition(admin, application.id, { action: 'decline', from: 'submitted', reason: '重复' });
    expect(stale.statusCode).toBe(409);
    const envelope = body<Envelope<OperatorAnswer>>(stale);
    expect(envelope).toMatchObject({ code: 409, statusCode: 409, msg: '该申报已被他人办理，当前状态为已受理，请刷新后再操作' });
    expect(envelope.data.application.status).toBe('accepted');
    expect(envelope.data.actions).toEqual(['startReview']);
    expect((await enterpriseView(application.id)).timeline.map((event) => event.status)).toEqual(['draft', 'submitted', 'accepted']);
  });

  it('refuses an action the current state does not allow (拨付 straight after 受理)', async () => {
    const application = await submitted();
    await advance(application.id, { action: 'accept', from: 'submitted' });
    const skipped = await transition(admin, application.id, { action: 'disburse', from: 'accepted', disbursement: { amountWan: 5, date: chinaDay(hosts.clock.now()) } });
    expect(skipped.statusCode).toBe(409);
    expect(body(skipped).msg).toBe('当前状态为已受理，不能拨付');
    expect((await enterpriseView(application.id)).status).toBe('accepted');
  });

  it('lets one of two operators acting at once win; the other gets 409 and nothing is recorded twice', async () => {
    const application = await submitted();
    const second = await login(hosts.portal, 'admin');
    const answers = await Promise.all([
      transition(admin, application.id, { action: 'accept', from: 'submitted' }),
      transition(second, application.id, { action: 'decline', from: 'submitted', reason: '材料不全' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const loser = answers.find((answer) => answer.statusCode === 409);
    const finalStatus = body<Envelope<OperatorAnswer>>(winner as NonNullable<typeof winner>).data.application.status;
    expect(body<Envelope<OperatorAnswer>>(loser as NonNullable<typeof loser>).data.application.status).toBe(finalStatus);
    const seen = await enterpriseView(application.id);
    expect(seen.status).toBe(finalStatus);
    expect(seen.timeline.filter((event) => event.status === 'accepted' || event.status === 'not_accepted')).toHaveLength(1);
    expect(await applicationMessages(application.id)).toHaveLength(2);
  });
});

describe('only the operator account', () => {
  it('answers an enterprise 403 and a visitor 401 on every operator call', async () => {
    const application = await submitted();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/applications' },
      { method: 'GET' as const, url: `/api/admin/applications/${application.id}` },
      { method: 'POST' as const, url: `/api/admin/applications/${application.id}/transition`, payload: { action: 'accept', from: 'submitted' } },
    ];
    const org = await login(hosts.portal, '13900139000');
    for (const call of calls) {
      for (const token of [yunqi, org]) {
        const answer = await hosts.portal.inject({ ...call, headers: bearer(token) });
        expect(answer.statusCode, call.url).toBe(403);
        expect(body(answer)).toMatchObject({ code: 403, msg: '无权执行此操作', data: null });
      }
      expect((await hosts.portal.inject(call)).statusCode).toBe(401);
    }
    expect((await enterpriseView(application.id)).status).toBe('submitted');
  });
});

describe('申报受理 list', () => {
  it('lists applications from 已提交 on, filtered by state and keyword, with counts per state; drafts stay private', async () => {
    const application = await submitted();
    const draft = body<Envelope<ApplicationAnswer>>(
      await hosts.portal.inject({ method: 'POST', url: '/api/application', headers: bearer(yunqi), payload: { projectId: await nextOpenProject() } }),
    ).data;
    const list = async (query: string) =>
      body<Envelope<PortalSchemas['AdminApplicationList']>>(await hosts.portal.inject({ method: 'GET', url: `/api/admin/applications?${query}`, headers: bearer(admin) })).data;

    const all = await list('pageSize=100');
    expect(all.rows.some((row) => row.id === draft.id)).toBe(false);
    expect(all.rows.every((row) => row.status !== 'draft')).toBe(true);
    expect(all.total).toBe(all.statusCounts.reduce((sum, item) => sum + item.count, 0));

    const waiting = await list('status=submitted&pageSize=100');
    expect(waiting.rows.every((row) => row.status === 'submitted')).toBe(true);
    expect(waiting.rows.find((row) => row.id === application.id)).toMatchObject({
      projectName: application.projectName,
      enterpriseName: '杭州云栖智造科技有限公司',
      submittedAt: application.submittedAt,
    });
    expect(waiting.total).toBe(all.statusCounts.find((item) => item.status === 'submitted')?.count);

    const byName = await list(`keyword=${encodeURIComponent('瓯江')}&pageSize=100`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((row) => row.enterpriseName.includes('瓯江'))).toBe(true);
    expect((await list(`keyword=${encodeURIComponent('100%')}`)).total).toBe(0);
  });

  it('shows the seeded demo applications in later states, with a complete timeline', async () => {
    const page = body<Envelope<PortalSchemas['AdminApplicationList']>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/admin/applications?pageSize=100', headers: bearer(admin) }),
    ).data;
    for (const status of ['accepted', 'not_accepted', 'reviewing', 'review_failed', 'publicizing', 'disbursed'] as const) {
      expect(page.statusCounts.find((item) => item.status === status)?.count, status).toBeGreaterThan(0);
    }
    const mine = body<Envelope<{ rows: ApplicationAnswer[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/application/mine?status=disbursed', headers: bearer(yunqi) }),
    ).data.rows;
    // Earlier tests paid out applications today; the seeded one was submitted long before.
    const paid = mine.find((row) => Date.parse(row.submittedAt ?? '') < hosts.clock.now().getTime() - DAY_MS);
    expect(paid?.timeline.map((event) => event.status)).toEqual(['draft', 'submitted', 'accepted', 'reviewing', 'approved', 'publicizing', 'disbursed']);
    expect(paid?.timeline.at(-1)?.disbursement?.amountWan).toBe(30);
    const times = paid?.timeline.map((event) => Date.parse(event.at)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(hosts.clock.now().getTime());
  });
});

describe('申报进度 names who acts and whose money it is', () => {
  it('gives each seeded step the project’s competent department and pays from the fund of the policy’s own region', async () => {
    const rows = (await hosts.db.all(`SELECT a.id, a.user_id, d.dept_name, d.region_name, pol.region_code FROM applications a
         JOIN declaration_projects d ON d.id = a.project_id JOIN policies pol ON pol.id = d.policy_id
         WHERE a.status NOT IN ('draft', 'submitted') AND a.id <= ?`, SEEDED_PROGRESS_APPLICATIONS)) as { id: number; user_id: number; dept_name: string; region_name: string; region_code: string }[];
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const chain = regionChain((await findLedger(hosts.db, row.user_id)).ledger);
      expect(chain, `application ${row.id}: a project of the enterprise's own region chain`).toContain(row.region_code);
      const events = (await hosts.db.all('SELECT actor, department, note, status FROM application_events WHERE application_id = ? AND actor IS NOT NULL', row.id)) as {
        department: string;
        note: string;
        status: string;
      }[];
      for (const event of events) expect(event.department).toBe(row.dept_name);
      for (const event of events.filter((item) => item.status === 'disbursed')) expect(event.note).toContain(`资金来源：${row.region_name === '国家' ? '中央' : row.region_name}财政专项资金`);
    }
  });
});
