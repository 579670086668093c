import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { PUSH_BATCH_SIZE, enqueuePushJob, findPushJob, runPushJob } from '../domain/push-matching';
import { SEED_RULE_SCHEMES, adaptRuleSet } from '../seed/rule-set-schemes';
import { insertGeneratedEnterprises } from '../testing/generated-ledgers';
import { createContractValidator } from '../testing/contract-validator';
import { completeDocument, deskOperators, publishThroughDesk, rdSubsidyRules } from '../testing/policy-desk-fixtures';
import type { DeskOperators } from '../testing/policy-desk-fixtures';
import { openTestDatabase, reopen } from '../testing/test-database';
import { TEST_START, bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let operators: DeskOperators;
let yunqi: string;
const contract = createContractValidator('portal');

beforeAll(async () => {
  hosts = await createTestHosts();
  operators = await deskOperators(hosts.portal);
  yunqi = await login(hosts.portal, '13800138000');
});

afterAll(async () => {
  await hosts.close();
});

/** The job runs in the background after the answer: wait for it like the enterprise would. */
async function settled(jobId: number, on: Pick<TestHosts, 'db'> = hosts): Promise<PortalSchemas['PushJob']> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const job = await findPushJob(on.db, jobId);
    if (job?.status === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`push job ${jobId} did not finish`);
}

/** A 杭州市 R&D subsidy with its rules written on the desk, published the desk's way (drafted by admin, approved by admin2). */
function policyDocument(title: string, docNo: string, withRules = true) {
  return completeDocument({
    title,
    docNo,
    articles: [{ id: 'a1', kind: 'article', text: '在本市注册、上年度研发费用不低于 50 万元、建立研发费用辅助账且研发费用占营业收入 3% 以上的企业，按上年度研发费用的 10% 给予补助，最高 50 万元。' }],
    declaration: null,
    rules: withRules ? rdSubsidyRules('a1', 'a1') : null,
  });
}

async function publish(title: string, docNo: string, withRules = true): Promise<{ id: number; deskId: number; pushJob: PortalSchemas['PushJob'] | null }> {
  const approval = await publishThroughDesk(hosts.portal, operators, policyDocument(title, docNo, withRules));
  return { id: approval.desk.policyId ?? -1, deskId: approval.desk.id, pushJob: approval.pushJob };
}

async function pushMessagesAbout(token: string, kind: 'policy' | 'notice', id: number): Promise<PortalSchemas['Message'][]> {
  const response = await hosts.portal.inject({ method: 'GET', url: '/api/message/list?pageSize=50', headers: bearer(token) });
  const page = (contract.check('messageList', response) as Envelope<PortalSchemas['MessagePage']>).data;
  return page.rows.filter((message) => message.link?.kind === kind && message.link.id === id && message.match !== undefined);
}

const TITLE = '杭州市企业研发费用投入补助实施细则';

describe('policies that find their enterprise', () => {
  it('publishing with a rule set pushes 你可能符合《…》 with the conditions and the money to 云栖, without a subscription match', async () => {
    const result = await publish(TITLE, '杭科高〔2026〕31号');
    expect(result.pushJob).toMatchObject({ status: 'pending' });
    const job = await settled(result.pushJob?.id ?? -1);
    expect(job.sent).toBeGreaterThanOrEqual(1);
    const [message, ...more] = await pushMessagesAbout(yunqi, 'policy', result.id);
    expect(more).toEqual([]);
    expect(message?.title).toBe(`你可能符合《${TITLE}》`);
    expect(message?.match?.conditions.map((condition) => condition.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(message?.match?.estimate).toMatchObject({ conservative: 43.6, optimistic: 43.6 });
    // 海曙 (宁波) is outside 杭州市's scope: no message, whatever its ledger says.
    const haishu = await login(hosts.portal, '13800138001');
    expect(await pushMessagesAbout(haishu, 'policy', result.id)).toEqual([]);
  });

  it('makes the published policy matchable: its conditions are the ones pushed', async () => {
    const result = await publish(`${TITLE}（补充）`, '杭科高〔2026〕32号');
    await settled(result.pushJob?.id ?? -1);
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' });
    const listed = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(response).data.find((item) => item.policyId === result.id);
    // The desk's rules are the policy's first rule-set version, named so in what matching reports.
    expect(listed?.ruleSet).toMatchObject({ id: `policy-desk-${result.deskId}`, version: '第 1 版' });
  });

  it('pushes nothing to an enterprise that turned it off in 我的订阅', async () => {
    const current = body<Envelope<PortalSchemas['Subscription']>>(await hosts.portal.inject({ method: 'GET', url: '/api/subscription', headers: bearer(yunqi) })).data;
    expect(current.notifyMatches).toBe(true);
    const off = await hosts.portal.inject({ method: 'PUT', url: '/api/subscription', headers: bearer(yunqi), payload: { ...current, notifyMatches: false } });
    expect(off.statusCode, off.body).toBe(200);
    const result = await publish(`${TITLE}（第二批）`, '杭科高〔2026〕33号');
    const job = await settled(result.pushJob?.id ?? -1);
    expect(await pushMessagesAbout(yunqi, 'policy', result.id)).toEqual([]);
    // 云栖 is the only seeded ledger in 杭州市 (海曙 is in 宁波市): with it opted out, nothing is even evaluated.
    expect(job).toMatchObject({ evaluated: 0, sent: 0 });
    await hosts.portal.inject({ method: 'PUT', url: '/api/subscription', headers: bearer(yunqi), payload: current });
  });

  it('publishes without rules as before: no push job', async () => {
    expect((await publish('不带规则集的政策', '杭科高〔2026〕35号', false)).pushJob).toBeNull();
  });
});

// Hundreds of generated ledgers evaluated in the background: seconds, more on a busy machine.
describe('a server stopped in the middle of a push job', { timeout: 120_000 }, () => {
  it('resumes it at start-up from the cursor: every qualifying enterprise gets exactly one message', async () => {
    const base = await openTestDatabase(TEST_START);
    try {
      const first = await createTestHosts({ db: reopen(base) });
      const at = first.clock.now();
      await insertGeneratedEnterprises(first.db, PUSH_BATCH_SIZE + 300, at);
      const scheme = SEED_RULE_SCHEMES.get('hz-rd-expense-subsidy');
      if (!scheme) throw new Error('no scheme');
      const owner = { title: '浙江省企业研发费用补助办法', docNo: '浙科〔2026〕5号', issuer: '浙江省科学技术厅', level: 'provincial' as const, regionCode: '330000', regionName: '浙江省', effectiveDate: '2026-06-15' };
      const job = await enqueuePushJob(first.db, { kind: 'policy', id: 909_090, ...owner, supportAmount: 50, category: '资金扶持', ruleSet: adaptRuleSet(scheme, { ...owner, key: 'policy-909090' }) }, at);
      // One batch runs, then the server goes down before its runner picks the job up again.
      expect((await runPushJob(first.db, job.id, { now: at, maxBatches: 1 }))?.status).toBe('pending');
      const halfWay = await findPushJob(first.db, job.id);
      await first.close();

      const second = await createTestHosts({ db: reopen(base) });
      try {
        const done = await settled(job.id, second);
        expect(done.evaluated).toBeGreaterThan(halfWay?.evaluated ?? 0);
        const perUser = (await second.db.all("SELECT user_id, COUNT(*) AS n FROM messages WHERE link_kind = 'policy' AND link_id = 909090 GROUP BY user_id")) as { user_id: number; n: number }[];
        expect(perUser.length).toBe(done.sent);
        expect(perUser.length).toBeGreaterThan(halfWay?.sent ?? 0);
        expect(perUser.every((row) => row.n === 1)).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await base.close();
    }
  });
});
