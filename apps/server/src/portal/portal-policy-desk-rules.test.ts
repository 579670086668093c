import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { blockNumbers } from '@smes/policy-desk';
import type { PolicyDocument } from '@smes/policy-desk';
import type { EnterpriseLedger, RuleSet } from '@smes/eligibility';
import { saveLedger } from '../domain/ledgers';
import { INITIAL_DATA_AUTHOR } from '../domain/policies';
import { policyRuleSetVersions, seedRuleSetVersion } from '../domain/policy-rule-sets';
import { enqueuePushJob, findPushJob, runPushJob } from '../domain/push-matching';
import { insertUser } from '../domain/users';
import { seedDatabase } from '../seed';
import { makeCreditCode } from '../seed/credit-code';
import { yunqiLedger } from '../seed/ledgers';
import { insertGeneratedEnterprises } from '../testing/generated-ledgers';
import { completeDocument, deskOperators, publishThroughDesk, reviseThroughDesk } from '../testing/policy-desk-fixtures';
import type { DeskOperators } from '../testing/policy-desk-fixtures';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * The rule editor's server side on 2026-11-28: a policy drafted with a per-unit award and two ledger conditions,
 * every enumerated item of its condition article mapped, tried against every ledger in scope, approved by the
 * second operator; the enterprises the trial counted get the push, and 云栖's match report computes the award from
 * its own 台账 count, citing the article.
 */
const ISSUE_DAY = new Date('2026-11-28T02:00:00.000Z');

type Detail = PortalSchemas['PolicyDeskDetail'];
type FieldErrors = { data: { fieldErrors: Record<string, string> } };

let hosts: TestHosts;
let operators: DeskOperators;
let yunqi: string;

beforeAll(async () => {
  hosts = await createTestHosts({ now: () => ISSUE_DAY });
  operators = await deskOperators(hosts.portal);
  yunqi = await login(hosts.portal, '13800138000');
  // The first file to ask for ISSUE_DAY's template seeds and indexes it (this one or match-fidelity, in either order).
}, 240_000);

afterAll(async () => {
  await hosts.close();
});

async function send<T = Detail>(token: string, method: 'POST' | 'PUT', url: string, payload: object): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await hosts.portal.inject({ method, url, headers: bearer(token), payload });
  return { status: response.statusCode, envelope: body<Envelope<T>>(response) };
}

async function ok<T = Detail>(token: string, method: 'POST' | 'PUT', url: string, payload: object): Promise<T> {
  const { status, envelope } = await send<T>(token, method, url, payload);
  expect(status, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

const TITLE = '杭州市发明专利授权资助办法';
const CONDITION_ARTICLE = '申报条件。申报企业应同时符合下列条件：（一）上年度研发费用不低于 100 万元；（二）上年度新获授权发明专利 1 件以上；（三）上年度未发生重大安全事故。';

type Condition = PortalSchemas['PolicyRuleCondition'];
const condition = (overrides: Partial<Condition> & Pick<Condition, 'id' | 'title' | 'item'>): Condition => ({
  kind: 'hard',
  articleId: 'a2',
  decidedBy: 'ledger',
  metric: null,
  op: null,
  value: null,
  evidence: '证明材料',
  reason: null,
  ...overrides,
});

const RD = condition({ id: 'c1', title: '上年度研发费用不低于 100 万元', item: '一', metric: 'rdExpenseY1', op: '>=', value: 100, evidence: '上年度研发费用专项审计报告' });
const PATENTS = condition({ id: 'c2', title: '上年度新获授权发明专利 1 件以上', item: '二', metric: 'inventionPatentsGrantedY1', op: '>=', value: 1, evidence: '发明专利证书' });
const SAFETY = condition({ id: 'c3', title: '上年度未发生重大安全事故', item: '三', metric: 'majorIncidentLastYear', op: 'falsy', evidence: '应急管理部门出具的证明' });

function rules(conditions: Condition[]): PortalSchemas['PolicyRules'] {
  return {
    conditions,
    funding: {
      itemTitle: '发明专利授权资助',
      items: [{ id: 'f1', title: '新授权发明专利资助', articleId: 'a3', item: null, amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 3 }, cap: null }],
      exclusive: [],
      cap: { amount: 30, articleId: 'a3', item: null },
    },
  };
}

function document(conditions: Condition[], overrides: { title?: string; docNo?: string; conditionArticle?: string; scopeArticle?: string } = {}) {
  return completeDocument({
    title: overrides.title ?? TITLE,
    docNo: overrides.docNo ?? '杭市管〔2026〕19号',
    writtenDate: '2026-11-20',
    effectiveDate: '2026-11-28',
    supportAmount: 30,
    articles: [
      { id: 'a1', kind: 'article', text: overrides.scopeArticle ?? '适用范围。本办法适用于在本市注册的企业。' },
      { id: 'a2', kind: 'article', text: overrides.conditionArticle ?? CONDITION_ARTICLE },
      { id: 'a3', kind: 'article', text: '资助标准。对上年度新获授权的发明专利，每件资助 3 万元，单个企业最高 30 万元。' },
    ],
    declaration: null,
    rules: rules(conditions),
  });
}

const grantedIn2025 = async (phone: string) =>
  ((await hosts.db.get("SELECT COUNT(*) AS n FROM ip_records r JOIN users u ON u.id = r.user_id WHERE u.phone = ? AND r.kind = 'invention' AND r.status = 'granted' AND r.granted_at ILIKE '2025-%'", phone)) as { n: number }).n;

/**
 * The job runs in the background after the answer: wait for it as portal-push-matching.test.ts does, up to a minute.
 * (A thousand turns of the event loop were not enough once on a loaded CI machine: the runner's batches wait on timers.)
 */
async function settled(jobId: number): Promise<PortalSchemas['PushJob']> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const job = await findPushJob(hosts.db, jobId);
    if (job?.status === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`push job ${jobId} did not finish`);
}

describe('政策发布: rules written on the desk', () => {
  let trial: PortalSchemas['PolicyRuleTrial'];
  let policyId: number;

  it('refuses to submit while an enumerated item of the cited article is unmapped, and keeps the draft', async () => {
    const draft = await ok(operators.author, 'POST', '/api/admin/policy-desk', { document: document([RD, PATENTS]) });
    const refused = await send(operators.author, 'POST', `/api/admin/policy-desk/${draft.id}/submit`, { edits: draft.open?.edits ?? 0 });
    expect(refused.status).toBe(400);
    expect((refused.envelope as unknown as FieldErrors).data.fieldErrors['rules.coverage']).toContain('原文第二条（三）「上年度未发生重大安全事故」没有对应的条件或资金项');
    const kept = await ok(operators.author, 'PUT', `/api/admin/policy-desk/${draft.id}/draft`, { edits: draft.open?.edits ?? 0, note: null, document: document([RD, PATENTS, SAFETY]) });
    expect(kept.open?.document.rules?.conditions.map((item) => item.id)).toEqual(['c1', 'c2', 'c3']);
    // Abandoned, it leaves the 文号 to the version that is published below.
    await ok(operators.author, 'POST', `/api/admin/policy-desk/${draft.id}/abandon`, { edits: kept.open?.edits ?? 0 });
  });

  it('refuses bad money with the message at its field: a window the ledger cannot count, a cap below a fixed award, an item in two exclusive groups', async () => {
    const bad = document([RD, PATENTS, SAFETY]);
    const funding = bad.rules?.funding;
    if (!funding) throw new Error('no funding');
    const fixed = { id: 'f2', title: '首次授权奖励', articleId: 'a3', item: null, amount: { kind: 'fixed' as const, amount: 50 }, cap: null };
    const withFunding = (change: Partial<PortalSchemas['PolicyFundingRules']>) => ({ ...bad, rules: { ...bad.rules, conditions: bad.rules?.conditions ?? [], funding: { ...funding, ...change } } });
    const wrong = withFunding({
      items: [{ ...funding.items[0], amount: { kind: 'perUnit' as const, counts: 'inventionGrants', window: 'last3Years', unitAmount: 3 } }, fixed].filter((item) => item.id !== undefined) as PortalSchemas['PolicyFundingItem'][],
      exclusive: [
        { id: 'g1', title: '专利资助就高', articleId: 'a3', item: null, items: ['f1', 'f2'] },
        { id: 'g2', title: '授权奖励就高', articleId: 'a3', item: null, items: ['f1', 'f2'] },
      ],
    });
    const refused = await send<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId: null, document: wrong });
    expect(refused.status).toBe(400);
    const errors = (refused.envelope as unknown as FieldErrors).data.fieldErrors;
    expect(errors['rules.funding.items.f1.amount.window']).toBe('资金项「新授权发明专利资助」按近三年计新获授权发明专利，企业档案只能回答上年度的数量');
    expect(errors['rules.funding.cap']).toBe('单个企业最高 30 万元低于定额奖励「首次授权奖励」50 万元');
    expect(errors['rules.funding.exclusive.g2.items']).toContain('同时属于不重复享受组「专利资助就高」和「授权奖励就高」');

    // 阶梯 tiers that overlap, and a cross-policy group whose cap is below the fixed award: 400s at their fields too.
    const tieredItem = (tiers: { min: number; amount: number }[]) => ({ ...fixed, id: 't1', title: '研发投入阶梯奖励', amount: { kind: 'tiers' as const, metric: 'rdExpenseY1', tiers } });
    const grouped = (tiers: { min: number; amount: number }[]) =>
      withFunding({ cap: null, items: [tieredItem(tiers), fixed], group: { id: 'hz-ip-awards', title: '市区两级专利奖励', rule: 'cap' as const, cap: 40 } });
    const tiered = grouped([{ min: 500, amount: 20 }, { min: 500, amount: 30 }]);
    const overlapping = await send<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId: null, document: tiered });
    expect(overlapping.status).toBe(400);
    expect((overlapping.envelope as unknown as FieldErrors).data.fieldErrors['rules.funding.items.t1.amount.tiers']).toBe('第 2 档的门槛 500 不高于第 1 档的 500，档次重叠：请按门槛从低到高填写，各档门槛不同');
    const stepped = grouped([{ min: 500, amount: 20 }, { min: 1000, amount: 30 }]);
    const capped = await send<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId: null, document: stepped });
    expect(capped.status).toBe(400);
    expect((capped.envelope as unknown as FieldErrors).data.fieldErrors).toEqual({ 'rules.funding.group.cap': '市区两级专利奖励上限 40 万元低于定额奖励「首次授权奖励」50 万元' });
  });

  it('tries the draft against every ledger in 杭州市: counts that add up, and the enterprises it would tell', async () => {
    trial = await ok<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId: null, document: document([RD, PATENTS, SAFETY]) });
    const { counts } = trial;
    expect(trial.scope).toBe('注册地在杭州市的企业');
    expect(counts.eligible + counts.pending + counts.ineligible + counts.held).toBe(trial.total);
    expect(counts.eligible).toBeGreaterThan(0);
    expect(counts.notified).toBe(counts.eligible);
    expect(trial.samples[0]).toMatchObject({ enterprise: '杭州云栖智造科技有限公司', status: 'eligible' });
    expect(trial.estimate.count).toBe(counts.eligible);
    expect(trial.previous).toBeNull();
  });

  it('leaves out a stored ledger it cannot read, as the push does, instead of evaluating it', async () => {
    const where = "user_id = (SELECT id FROM users WHERE phone = '13800138000')";
    const { data } = (await hosts.db.get(`SELECT data FROM ledgers WHERE ${where}`)) as { data: string };
    // 云栖, counted 符合 above, with one figure damaged in storage: the push skips it (readStoredLedger).
    await hosts.db.run(`UPDATE ledgers SET data = ? WHERE ${where}`, JSON.stringify({ ...(JSON.parse(data) as object), rdExpenseY1: '很多' }));
    try {
      const without = await ok<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId: null, document: document([RD, PATENTS, SAFETY]) });
      expect(without.total).toBe(trial.total - 1);
      expect(without.counts).toEqual({ ...trial.counts, eligible: trial.counts.eligible - 1, notified: trial.counts.notified - 1 });
      expect(without.samples.map((sample) => sample.enterprise)).not.toContain('杭州云栖智造科技有限公司');
    } finally {
      await hosts.db.run(`UPDATE ledgers SET data = ? WHERE ${where}`, data);
    }
  });

  it('publishes on the second operator’s approval: the push reaches exactly the enterprises the trial counted', async () => {
    const draft = await ok(operators.author, 'POST', '/api/admin/policy-desk', { document: document([RD, PATENTS, SAFETY]) });
    const submitted = await ok(operators.author, 'POST', `/api/admin/policy-desk/${draft.id}/submit`, { edits: draft.open?.edits ?? 0 });
    const approval = await ok<PortalSchemas['PolicyDeskApproval']>(operators.reviewer, 'POST', `/api/admin/policy-desk/${draft.id}/approve`, { edits: submitted.open?.edits ?? 0 });
    policyId = approval.desk.policyId ?? -1;
    const job = await settled(approval.pushJob?.id ?? -1);
    expect(job.sent).toBe(trial.counts.notified);
    const stored = JSON.parse(((await hosts.db.get('SELECT rule_set FROM policies WHERE id = ?', policyId)) as { rule_set: string }).rule_set) as { id: string; version: string; conditions: { basis: { clause: string } }[] };
    expect(stored).toMatchObject({ id: `policy-desk-${draft.id}`, version: '第 1 版' });
    // The policy's rule-set versions: one, written by the desk version the reviewer approved.
    expect((await policyRuleSetVersions(hosts.db, policyId)).map(({ number, author, deskRevision, ruleSet }) => ({ number, author, deskRevision, version: ruleSet.version }))).toEqual([
      { number: 1, author: draft.open?.authorName, deskRevision: 1, version: '第 1 版' },
    ]);
    expect(stored.conditions.map((item) => item.basis.clause)).toEqual(['第一条', '第二条（一）', '第二条（二）', '第二条（三）']);
  });

  it('gives 云栖 the message and, in its match report, the award from its own count with the article cited', async () => {
    const count = await grantedIn2025('13800138000');
    expect(count).toBeGreaterThan(0);
    const award = Math.min(30, count * 3);
    const inbox = body<Envelope<PortalSchemas['MessagePage']>>(await hosts.portal.inject({ method: 'GET', url: '/api/message/list?pageSize=50', headers: bearer(yunqi) })).data.rows;
    const pushed = inbox.find((message) => message.link?.kind === 'policy' && message.link.id === policyId);
    expect(pushed?.title).toBe(`你可能符合《${TITLE}》`);
    expect(pushed?.match?.estimate).toMatchObject({ conservative: award, optimistic: award });
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const report = body<Envelope<PortalSchemas['Report']>>(response).data.match;
    expect(report?.matches.find((item) => item.policyId === policyId)?.status).toBe('eligible');
    const line = report?.estimate.lines.find((item) => String(item.policyId) === String(policyId));
    expect(line?.parts?.[0]).toMatchObject({ kind: 'item', clause: '第三条', conservative: award, text: `上年度新获授权发明专利 ${count} 件 × 3 万元 = ${count * 3} 万元` });
  });

  it('tries the rules on chosen enterprises: found by name or credit code in scope, each verdict, estimate and condition as its match report has them', async () => {
    const search = async (query: string) => hosts.portal.inject({ method: 'GET', url: `/api/admin/policy-desk/trial/enterprises?${query}`, headers: bearer(operators.author) });
    const found = body<Envelope<PortalSchemas['PolicyRuleTrialEnterprise'][]>>(await search(`keyword=${encodeURIComponent('云栖')}&regionCode=330100`)).data;
    expect(found.map((item) => item.enterprise)).toEqual(['杭州云栖智造科技有限公司']);
    const [yunqiEnterprise] = found;
    if (!yunqiEnterprise) throw new Error('云栖 not found');
    expect(body<Envelope<PortalSchemas['PolicyRuleTrialEnterprise'][]>>(await search(`keyword=${yunqiEnterprise.creditCode.toLowerCase()}`)).data).toEqual([yunqiEnterprise]);
    // 宁波 is outside a 杭州市 document: not offered, and refused if sent.
    expect(body<Envelope<PortalSchemas['PolicyRuleTrialEnterprise'][]>>(await search(`keyword=${encodeURIComponent('海曙')}&regionCode=330100`)).data).toEqual([]);
    const [haishu] = body<Envelope<PortalSchemas['PolicyRuleTrialEnterprise'][]>>(await search(`keyword=${encodeURIComponent('海曙')}`)).data;
    const outside = await send<PortalSchemas['PolicyRuleSampleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial/samples', { deskId: null, document: document([RD, PATENTS, SAFETY]), userIds: [haishu?.userId ?? -1] });
    expect(outside.status).toBe(400);
    expect((outside.envelope as unknown as FieldErrors).data.fieldErrors['userIds']).toBe('宁波海曙精密机械有限公司不在发文地区杭州市内，请重新选择样例企业');
    expect((await search('keyword=')).statusCode).toBe(400);
    // Another enterprise's stored ledger that is not JSON at all is left out, not a failed search for everyone.
    const other = "user_id = (SELECT l.user_id FROM ledgers l JOIN users u ON u.id = l.user_id AND u.user_type = 'enterprise' AND u.phone <> '13800138000' ORDER BY l.user_id LIMIT 1)";
    const { data: otherData } = (await hosts.db.get(`SELECT data FROM ledgers WHERE ${other}`)) as { data: string };
    await hosts.db.run(`UPDATE ledgers SET data = ? WHERE ${other}`, otherData.slice(0, 40));
    try {
      const despite = await search(`keyword=${encodeURIComponent('云栖')}&regionCode=330100`);
      expect(despite.statusCode, despite.body).toBe(200);
      expect(body<Envelope<PortalSchemas['PolicyRuleTrialEnterprise'][]>>(despite).data).toEqual([yunqiEnterprise]);
    } finally {
      await hosts.db.run(`UPDATE ledgers SET data = ? WHERE ${other}`, otherData);
    }

    const trialOf = await ok<PortalSchemas['PolicyRuleSampleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial/samples', { deskId: null, document: document([RD, PATENTS, SAFETY]), userIds: [yunqiEnterprise.userId] });
    const [sample] = trialOf.samples;
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const match = body<Envelope<PortalSchemas['Report']>>(response).data.match?.matches.find((item) => item.policyId === policyId);
    expect(sample?.status).toBe(match?.status);
    expect(sample?.conditions.map(({ title, status, actualText }) => ({ title, status, actualText }))).toEqual(match?.results.map(({ title, status, actualText }) => ({ title, status, actualText })));
    expect(sample?.conditions.map((item) => item.clause)).toEqual(['第一条', '第二条（一）', '第二条（二）', '第二条（三）']);
    const count = await grantedIn2025('13800138000');
    expect(sample?.estimate).toMatchObject({ conservative: Math.min(30, count * 3), how: expect.stringContaining(`${count} 件 × 3 万元`) });
  });

  it('keeps what the desk published when the seed’s rule sets run again (a later migration forgets their run)', async () => {
    const ruleSetOf = async (id: number) => ((await hosts.db.get('SELECT rule_set FROM policies WHERE id = ?', id)) as { rule_set: string | null }).rule_set;
    const schemeOf = async (id: number) => {
      const stored = await ruleSetOf(id);
      return stored === null ? null : (JSON.parse(stored) as { id: string }).id;
    };
    // A seeded national scheme the seed always makes matchable, stored as the policy's 第 1 版 by the seed; a 修订 rewrites
    // the articles it cites, so the policy is left without rules until the operator writes them.
    const seeded = (await hosts.db.get(`SELECT id FROM policies WHERE doc_no = '国科发火〔2016〕32号'`)) as { id: number };
    expect(await schemeOf(seeded.id)).toBe(`high-tech-enterprise@policy-${seeded.id}`);
    const seededVersions = await policyRuleSetVersions(hosts.db, seeded.id);
    expect(seededVersions.map(({ number, author, deskRevision, ruleSet }) => ({ number, author, deskRevision, version: ruleSet.version }))).toEqual([
      { number: 1, author: INITIAL_DATA_AUTHOR, deskRevision: null, version: '第 1 版' },
    ]);
    const { id: seededDesk } = (await hosts.db.get('SELECT id FROM policy_desk WHERE policy_id = ?', seeded.id)) as { id: number };
    const rewritten = (current: PolicyDocument): PolicyDocument => ({ ...current, articles: current.articles.map((block) => (block.kind === 'article' ? { ...block, text: `${block.text}（本条按新办法执行）` } : block)) });
    await reviseThroughDesk(hosts.portal, operators, seededDesk, rewritten, '认定条件以新办法为准，暂不做自动匹配');
    expect(await schemeOf(seeded.id)).toBeNull();
    // The seed's own guard, whoever calls it: a policy with a version written at the desk is never given the seed's again.
    const deskVersions = await policyRuleSetVersions(hosts.db, policyId);
    expect(await seedRuleSetVersion(hosts.db, policyId, seededVersions[0]?.ruleSet as RuleSet, ISSUE_DAY.toISOString())).toBe(false);
    expect(await policyRuleSetVersions(hosts.db, policyId)).toEqual(deskVersions);
    // A project the desk published: its conditions as written, no rule set of the seed's making.
    const template = completeDocument();
    const declaration = template.declaration && { ...template.declaration, startTime: '2026-11-28T01:00:00.000Z', endTime: '2026-12-28T09:30:00.000Z' };
    const withProject = await publishThroughDesk(hosts.portal, operators, completeDocument({ docNo: '杭科高〔2026〕47号', writtenDate: '2026-11-20', effectiveDate: '2026-11-28', declaration }));
    const projectId = withProject.desk.projectId ?? -1;
    const project = async () => (await hosts.db.get('SELECT rule_set, conditions FROM declaration_projects WHERE id = ?', projectId)) as { rule_set: string | null; conditions: string };
    const state = async () => ({
      seededScheme: await schemeOf(seeded.id),
      seededVersions: await policyRuleSetVersions(hosts.db, seeded.id),
      deskRules: await ruleSetOf(policyId),
      deskVersions: await policyRuleSetVersions(hosts.db, policyId),
      project: await project(),
    });
    const before = await state();
    expect(before.project.rule_set).toBeNull();

    await hosts.db.run("DELETE FROM seed_runs WHERE module = 'rule-sets'");
    expect(await seedDatabase(hosts.db, ISSUE_DAY)).toEqual(['rule-sets']);

    expect(await state()).toEqual(before);
  });
});

describe('政策发布: a 修订 re-runs the push for the verdicts it changes, and only for them', () => {
  // Its own policy over 杭州市's ledgers with generated enterprises beside 云栖, so a threshold meets every verdict.
  const REVISED = '杭州市研发投入与发明专利奖励办法';
  const articleAt = (threshold: number) => `申报条件。申报企业应同时符合下列条件：（一）上年度研发费用不低于 ${threshold} 万元；（二）研发人员不少于 10 人。`;
  const rdAt = (threshold: number): Condition => ({ ...RD, title: `上年度研发费用不低于 ${threshold} 万元`, value: threshold });
  const STAFF = condition({ id: 'c2', title: '研发人员不少于 10 人', item: '二', metric: 'rdStaff', op: '>=', value: 10, evidence: '研发人员名单及社保缴纳证明' });
  const revisedDocument = (threshold: number, title = REVISED, docNo = '杭市管〔2026〕23号') =>
    document([rdAt(threshold), STAFF], { title, docNo, conditionArticle: articleAt(threshold) });
  const REVISED_TITLE = `按修订后的条件，你可能符合《${REVISED}》`;
  let policyId: number;
  let deskId: number;

  const pushedTo = async (id: number, title: string) =>
    ((await hosts.db.all("SELECT user_id FROM messages WHERE link_kind = 'policy' AND link_id = ? AND title = ? ORDER BY user_id", id, title)) as { user_id: number }[]).map((row) => Number(row.user_id));
  const revisionRecipients = () => pushedTo(policyId, REVISED_TITLE);
  /** The oracle: who a first publication of rules at `threshold` tells (another policy, the push as it was). */
  const twinTold = async (threshold: number, suffix: string, docNo: string) => {
    const twinTitle = `${REVISED}（${suffix}）`;
    const twin = await publishThroughDesk(hosts.portal, operators, revisedDocument(threshold, twinTitle, docNo));
    await settled(twin.pushJob?.id ?? -1);
    return await pushedTo(twin.desk.policyId ?? -1, `你可能符合《${twinTitle}》`);
  };
  /** A 修订 moving the 研发费用 threshold (the article's words and its condition), approved, its push job finished. */
  const reviseThreshold = async (threshold: number, note: string) => {
    const approval = await reviseThroughDesk(hosts.portal, operators, deskId, (current) => ({
      ...current,
      articles: current.articles.map((block) => (block.id === 'a2' ? { ...block, text: articleAt(threshold) } : block)),
      rules: current.rules && { ...current.rules, conditions: current.rules.conditions.map((item) => (item.id === 'c1' ? rdAt(threshold) : item)) },
    }), note);
    return await settled(approval.pushJob?.id ?? -1);
  };

  it('widens a condition (研发费用 600 → 200 万元): exactly the newly qualifying enterprises are told, and what changed', async () => {
    await insertGeneratedEnterprises(hosts.db, 80, ISSUE_DAY, 34);
    const first = await publishThroughDesk(hosts.portal, operators, revisedDocument(600));
    policyId = first.desk.policyId ?? -1;
    deskId = first.desk.id;
    await settled(first.pushJob?.id ?? -1);
    // The oracle: who the widened rules reach as a first publication of their own.
    const widenedTold = await twinTold(200, '对照', '杭市管〔2026〕91号');
    const firstTold = await pushedTo(policyId, `你可能符合《${REVISED}》`);
    // Widening one threshold keeps everyone it told before; the others it reaches now are the newly qualifying.
    expect(firstTold.every((user) => widenedTold.includes(user))).toBe(true);
    const newlyQualifying = widenedTold.filter((user) => !firstTold.includes(user));
    expect(newlyQualifying.length).toBeGreaterThan(1);

    const job = await reviseThreshold(200, '研发费用门槛由 600 万元调整为 200 万元');
    expect(job.sent).toBe(newlyQualifying.length);
    expect(await revisionRecipients()).toEqual(newlyQualifying);
    const message = (await hosts.db.get('SELECT content FROM messages WHERE user_id = ? AND title = ?', newlyQualifying[0], REVISED_TITLE)) as { content: string };
    expect(message.content).toMatch(/（第 2 版）。按修订后的条件，贵企业现为(符合|待核验)（修订前为不符合）/);
  });

  it('lists the policy’s rule-set versions on its history (who wrote, who approved, when, which is in force) and says the 修订’s rule change in words', async () => {
    const history = body<Envelope<PortalSchemas['PolicyDeskHistory']>>(await hosts.portal.inject({ method: 'GET', url: `/api/admin/policy-desk/${deskId}/history`, headers: bearer(operators.author) })).data;
    const approvals = history.events.filter((event) => event.action === 'approve');
    const saved = history.events.find((event) => event.action === 'save' || event.action === 'create');
    expect(approvals.map((event) => event.revision)).toEqual([2, 1]);
    expect(history.ruleSetVersions).toEqual([
      { number: 2, label: '第 2 版', author: saved?.actorName, approver: approvals[0]?.actorName, deskRevision: 2, at: expect.any(String), inForce: true },
      { number: 1, label: '第 1 版', author: saved?.actorName, approver: approvals[1]?.actorName, deskRevision: 1, at: expect.any(String), inForce: false },
    ]);
    expect(approvals[0]?.actorName).not.toBe(saved?.actorName);
    // The 修订's record says what the rules now require, not just that they changed.
    expect(approvals[0]?.changes).toContainEqual({
      field: 'rules.conditions.c1',
      label: '条件「上年度研发费用不低于 200 万元」',
      before: '必要条件：研发费用（上年度）不低于 600 万元；依据第二条（一）；证明材料：上年度研发费用专项审计报告',
      after: '必要条件：研发费用（上年度）不低于 200 万元；依据第二条（一）；证明材料：上年度研发费用专项审计报告',
    });
  });

  it('reaches nobody with a revision that changes only wording, and never tells an enterprise twice about one version', async () => {
    const before = await revisionRecipients();
    expect(before.length).toBeGreaterThan(1);
    const wording = await reviseThroughDesk(hosts.portal, operators, deskId, (current) => ({
      ...current,
      articles: current.articles.map((block) => (block.id === 'a1' ? { ...block, text: '适用范围。本办法适用于在杭州市行政区域内注册的企业。' } : block)),
    }), '文字调整');
    const job = await settled(wording.pushJob?.id ?? -1);
    expect(job).toMatchObject({ status: 'done', sent: 0 });
    expect(job.evaluated).toBeGreaterThan(before.length);
    // Rules unchanged: no new rule-set version; the widening one (第 2 版, from desk version 2) stays in force.
    expect((await policyRuleSetVersions(hosts.db, policyId)).map(({ number, deskRevision }) => ({ number, deskRevision }))).toEqual([{ number: 1, deskRevision: 1 }, { number: 2, deskRevision: 2 }]);
    expect(JSON.parse(((await hosts.db.get('SELECT rule_set FROM policies WHERE id = ?', policyId)) as { rule_set: string }).rule_set)).toMatchObject({ version: '第 2 版' });
    expect(await revisionRecipients()).toEqual(before);

    // The widening version once more: its job run again from the start, and a second job for it.
    const widened = (await hosts.db.get('SELECT * FROM push_jobs WHERE publication_id = ? AND revision = 2', policyId)) as Record<string, unknown> & { id: number };
    await hosts.db.run('UPDATE push_job_slices SET done = 0, cursor = 0 WHERE job_id = ?', widened.id);
    await hosts.db.run(`UPDATE push_jobs SET status = 'pending' WHERE id = ?`, widened.id);
    await runPushJob(hosts.db, widened.id, { now: ISSUE_DAY });
    expect(await revisionRecipients()).toEqual(before);
    const again = {
      kind: 'policy' as const,
      id: policyId,
      title: REVISED,
      issuer: String(widened['issuer']),
      regionCode: String(widened['region_code']),
      supportAmount: 30,
      category: String(widened['category']),
      ruleSet: JSON.parse(String(widened['rule_set'])) as RuleSet,
      revision: { number: 2, previousRuleSet: null },
    };
    await expect(enqueuePushJob(hosts.db, again, ISSUE_DAY)).rejects.toThrow(/push_jobs_version_key/);
  });

  it('narrows a condition (研发费用 200 → 900): each enterprise an earlier push told yes that now fails hears 不再符合, nobody else, once', async () => {
    const told = [...new Set([...(await pushedTo(policyId, `你可能符合《${REVISED}》`)), ...(await revisionRecipients())])].sort((a, b) => a - b);
    // The oracle: who a first publication of the narrowed rules tells; the rest of those told fail now.
    const stillTold = await twinTold(900, '收紧对照', '杭市管〔2026〕92号');
    expect(stillTold.every((user) => told.includes(user))).toBe(true);
    const expected = told.filter((user) => !stillTold.includes(user));
    expect(expected.length).toBeGreaterThan(1);

    // The 试算 of the narrowed rules counts whom the push will take the yes from: those told, not everyone whose yes goes.
    // A copy of a told enterprise registered since is 符合 under 200 and 不符合 under 900 too, but no push told it.
    const source = (await hosts.db.get('SELECT data FROM ledgers WHERE user_id = ?', expected[0])) as { data: string };
    const untold = await insertUser(hosts.db, { username: 'untold-twin', phone: null, passwordHash: 'x', nickName: '未推送企业', userType: 'enterprise', enterpriseName: '杭州未推送科技有限公司', notesEnabled: false }, ISSUE_DAY);
    await saveLedger(hosts.db, untold.id, { ...(JSON.parse(source.data) as EnterpriseLedger), enterpriseName: '杭州未推送科技有限公司', creditCode: makeCreditCode({ division: '330110', organizationBody: '34G00001' }) }, ISSUE_DAY);
    const trial = await ok<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId, document: revisedDocument(900) });
    expect(trial.takenBack).toBe(expected.length);
    expect(trial.changed).toBeGreaterThan(expected.length);

    const job = await reviseThreshold(900, '研发费用门槛由 200 万元调整为 900 万元');
    const WITHDRAWN = `按修订后的条件，贵企业已不再符合《${REVISED}》`;
    expect(await pushedTo(policyId, WITHDRAWN)).toEqual(expected);
    expect(job.sent).toBe(expected.length);
    const message = (await hosts.db.get('SELECT content FROM messages WHERE user_id = ? AND title = ?', expected[0], WITHDRAWN)) as { content: string };
    expect(message.content).toMatch(/（第 4 版）。按修订后的条件，贵企业现为不符合（修订前为(符合|待核验)）。不再满足的条件：上年度研发费用不低于 900 万元。/);
    // Nobody who still qualifies, or was never told, hears it; and a re-run of the version sends nothing more.
    const narrowed = (await hosts.db.get('SELECT id FROM push_jobs WHERE publication_id = ? AND revision = 4', policyId)) as { id: number };
    await hosts.db.run('UPDATE push_job_slices SET done = 0, cursor = 0 WHERE job_id = ?', narrowed.id);
    await hosts.db.run(`UPDATE push_jobs SET status = 'pending' WHERE id = ?`, narrowed.id);
    await runPushJob(hosts.db, narrowed.id, { now: ISSUE_DAY });
    expect(await pushedTo(policyId, WITHDRAWN)).toEqual(expected);
  });
});

describe('政策发布: a 修订 evaluates by the rules published with it, never by those of the text it replaced', () => {
  const clausesOf = (ruleSet: string): string[] => (JSON.parse(ruleSet) as { conditions: { basis: { clause: string } }[] }).conditions.map((item) => item.basis.clause);

  it('drops a project rule set made from an older text when the desk revises the project', async () => {
    const template = completeDocument();
    const declaration = template.declaration && { ...template.declaration, startTime: '2026-11-28T01:00:00.000Z', endTime: '2026-12-28T09:30:00.000Z' };
    const published = await publishThroughDesk(hosts.portal, operators, completeDocument({ docNo: '杭科高〔2026〕58号', title: '杭州市研发费用辅助账补助细则', writtenDate: '2026-11-20', effectiveDate: '2026-11-28', declaration }));
    const projectId = published.desk.projectId ?? -1;
    // As a seed run before the seed knew desk rows left it: the project evaluated by a rule set of its old conditions.
    const seeded = (await hosts.db.get(`SELECT rule_set FROM declaration_projects WHERE rule_set IS NOT NULL ORDER BY id LIMIT 1`)) as { rule_set: string };
    await hosts.db.run('UPDATE declaration_projects SET rule_set = ? WHERE id = ?', seeded.rule_set, projectId);
    await reviseThroughDesk(hosts.portal, operators, published.desk.id, (current) => ({
      ...current,
      declaration: current.declaration && { ...current.declaration, conditions: current.declaration.conditions.map((item) => (item.id === 'c2' ? { ...item, detail: '建立研发费用辅助账并经税务机关备案' } : item)) },
    }), '申报条件增加备案要求');
    const row = (await hosts.db.get('SELECT rule_set, conditions FROM declaration_projects WHERE id = ?', projectId)) as { rule_set: string | null; conditions: string };
    expect(JSON.parse(row.conditions)).toContainEqual(expect.objectContaining({ id: 'c2', detail: '建立研发费用辅助账并经税务机关备案' }));
    expect(row.rule_set).toBeNull();
    const detail = body<Envelope<PortalSchemas['DeclarationProjectDetail']>>(await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/${projectId}` })).data;
    expect(detail.selfEvaluation).toBe(false);
  });

  it('keeps a seeded policy’s rules through a 修订 that leaves their articles alone, and drops them when it rewrites one', async () => {
    const seeded = (await hosts.db.get(`SELECT p.id, p.rule_set FROM policies p WHERE p.validity = 'valid' AND p.rule_set IS NOT NULL
       AND p.rule_set::json->>'id' LIKE 'declaration-project-%' ORDER BY p.id LIMIT 1`)) as { id: number; rule_set: string };
    const cited = clausesOf(seeded.rule_set).map((clause) => /^第[一二三四五六七八九十百]+条/.exec(clause)?.[0]).filter((label): label is string => label !== undefined);
    expect(cited.length).toBeGreaterThan(0);
    const { id: deskId } = (await hosts.db.get('SELECT id FROM policy_desk WHERE policy_id = ?', seeded.id)) as { id: number };
    const versions = async () =>
      body<Envelope<PortalSchemas['PolicyDeskHistory']>>(await hosts.portal.inject({ method: 'GET', url: `/api/admin/policy-desk/${deskId}/history`, headers: bearer(operators.author) })).data.ruleSetVersions.map(
        ({ label, author, approver, inForce }) => ({ label, author, approver, inForce }),
      );
    // The seed's rules are the policy's 第 1 版, written by nobody on the desk.
    expect(await versions()).toEqual([{ label: '第 1 版', author: INITIAL_DATA_AUTHOR, approver: null, inForce: true }]);
    const rewrite = (wanted: (label: string) => boolean) => (current: PolicyDocument): PolicyDocument => {
      const numbers = blockNumbers(current.articles);
      const target = current.articles.find((block) => block.kind === 'article' && wanted(numbers.get(block.id)?.label ?? ''));
      if (!target) throw new Error('no article to rewrite');
      return { ...current, articles: current.articles.map((block) => (block === target ? { ...block, text: `${block.text}（修订）` } : block)) };
    };
    await reviseThroughDesk(hosts.portal, operators, deskId, rewrite((label) => !cited.includes(label)), '文字修订');
    expect(((await hosts.db.get('SELECT rule_set FROM policies WHERE id = ?', seeded.id)) as { rule_set: string | null }).rule_set).toBe(seeded.rule_set);
    await reviseThroughDesk(hosts.portal, operators, deskId, rewrite((label) => label === cited[0]), '申报条件修订');
    expect(((await hosts.db.get('SELECT rule_set FROM policies WHERE id = ?', seeded.id)) as { rule_set: string | null }).rule_set).toBeNull();
    // Taken out of force, the 第 1 版 stays on record.
    expect(await versions()).toEqual([{ label: '第 1 版', author: INITIAL_DATA_AUTHOR, approver: null, inForce: false }]);
  });
});

describe('政策发布: 或 alternatives and a funding item’s 适用情形 on the desk', () => {
  // 上年度研究与试验发展经费支出不低于 1000 万元，或拥有 Ⅰ类知识产权 1 项以上: 云栖 (436 万元, 5 件) meets it only by the alternative.
  const RD_1000 = condition({ id: 'c1', title: '上年度研发费用不低于 1000 万元，或拥有Ⅰ类知识产权 1 项以上', item: '一', metric: 'rdExpenseY1', op: '>=', value: 1000, evidence: '上年度研发费用专项审计报告或知识产权证书' });
  const OR_IP = { ...RD_1000, anyOf: [{ metric: 'ipClass1', op: '>=' as const, value: 1 }] };

  it('refuses an incomplete alternative and an incomplete 适用情形 with 400 fieldErrors at their fields', async () => {
    const bad = document([{ ...RD_1000, anyOf: [{ metric: 'ipClass1', op: '>=', value: null }, { metric: null, op: null, value: null }] }, PATENTS, SAFETY]);
    const funding = bad.rules?.funding;
    if (!funding || !bad.rules) throw new Error('no funding');
    const first = { id: 'f2', title: '首次认定奖励', articleId: 'a3', item: null, amount: { kind: 'fixed' as const, amount: 20 }, cap: null, when: { title: '', checks: [{ metric: 'qualHighTechFirst', op: null, value: null }] } };
    const refused = await send<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', {
      deskId: null,
      document: { ...bad, rules: { ...bad.rules, funding: { ...funding, cap: null, items: [...funding.items, first] } } },
    });
    expect(refused.status).toBe(400);
    expect((refused.envelope as unknown as FieldErrors).data.fieldErrors).toEqual({
      'rules.conditions.c1.anyOf.0.value': '或（情形 1）：请填写比较的数值',
      'rules.conditions.c1.anyOf.1.metric': '或（情形 2）：请选择企业档案中的指标',
      'rules.funding.items.f2.when.title': '请写明适用情形，如“首次认定”',
      'rules.funding.items.f2.when.checks.0.op': '适用情形第 1 项：请选择比较方式',
    });
  });

  it('turns 不符合 into 符合 by an alternative the enterprise’s own data meets, and leaves a ledger without either field 待核验', async () => {
    const [yunqiEnterprise] = body<Envelope<PortalSchemas['PolicyRuleTrialEnterprise'][]>>(
      await hosts.portal.inject({ method: 'GET', url: `/api/admin/policy-desk/trial/enterprises?keyword=${encodeURIComponent('云栖')}&regionCode=330100`, headers: bearer(operators.author) }),
    ).data;
    // A 杭州 enterprise whose ledger records neither 研发费用 nor Ⅰ类知识产权: nothing of its own decides the condition.
    const user = await insertUser(hosts.db, { username: 'or-twin', phone: null, passwordHash: 'x', nickName: '档案缺项企业', userType: 'enterprise', enterpriseName: '杭州档案缺项科技有限公司', notesEnabled: false }, ISSUE_DAY);
    const { rdExpenseY1: _rd, ipClass1: _ip, ...rest } = yunqiLedger(ISSUE_DAY);
    await saveLedger(hosts.db, user.id, { ...rest, enterpriseName: '杭州档案缺项科技有限公司', creditCode: makeCreditCode({ division: '330110', organizationBody: '34F00001' }) }, ISSUE_DAY);
    const userIds = [yunqiEnterprise?.userId ?? -1, user.id];
    const tried = async (first: Condition) =>
      (await ok<PortalSchemas['PolicyRuleSampleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial/samples', { deskId: null, document: document([first, PATENTS, SAFETY]), userIds })).samples.map(
        (sample) => ({ enterprise: sample.enterprise, status: sample.status, first: sample.conditions.find((item) => item.title === first.title)?.status }),
      );
    expect(await tried(RD_1000)).toEqual([
      { enterprise: '杭州云栖智造科技有限公司', status: 'ineligible', first: 'fail' },
      { enterprise: '杭州档案缺项科技有限公司', status: 'incomplete', first: 'unknown' },
    ]);
    expect(await tried(OR_IP)).toEqual([
      { enterprise: '杭州云栖智造科技有限公司', status: 'eligible', first: 'pass' },
      { enterprise: '杭州档案缺项科技有限公司', status: 'incomplete', first: 'unknown' },
    ]);
    // Over every ledger in scope the alternative only adds 符合; none of them lost one.
    const count = async (first: Condition) => (await ok<PortalSchemas['PolicyRuleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial', { deskId: null, document: document([first, PATENTS, SAFETY]) })).counts;
    const [without, withAlternative] = [await count(RD_1000), await count(OR_IP)];
    expect(withAlternative.eligible).toBeGreaterThan(without.eligible);
    expect(withAlternative.ineligible).toBeLessThan(without.ineligible);
  });

  it('pays an item with a 适用情形 only when the enterprise’s own ledger shows it: unrecorded it counts in 乐观 only, refuted it counts nowhere', async () => {
    const base = document([RD, PATENTS, SAFETY]);
    const funding = base.rules?.funding;
    if (!funding || !base.rules) throw new Error('no funding');
    const first = { id: 'f2', title: '首次认定奖励', articleId: 'a3', item: null, amount: { kind: 'fixed' as const, amount: 20 }, cap: null, when: { title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy' as const, value: null }] } };
    const withWhen = { ...base, rules: { ...base.rules, funding: { ...funding, cap: null, items: [...funding.items, first] } } };
    // 云栖's ledger does not record whether its 认定 was the first; two copies of it say yes and no.
    const yunqiRow = (await hosts.db.get(`SELECT l.user_id, l.data FROM ledgers l JOIN users u ON u.id = l.user_id WHERE u.phone = '13800138000'`)) as { user_id: number; data: string };
    const twin = async (name: string, organizationBody: string, qualHighTechFirst: boolean) => {
      const user = await insertUser(hosts.db, { username: organizationBody, phone: null, passwordHash: 'x', nickName: name, userType: 'enterprise', enterpriseName: name, notesEnabled: false }, ISSUE_DAY);
      const ledger = { ...(JSON.parse(yunqiRow.data) as EnterpriseLedger), enterpriseName: name, qualHighTechFirst, creditCode: makeCreditCode({ division: '330110', organizationBody }) };
      await saveLedger(hosts.db, user.id, ledger, ISSUE_DAY);
      return user.id;
    };
    const userIds = [yunqiRow.user_id, await twin('杭州首次认定科技有限公司', '34F00002', true), await twin('杭州重新认定科技有限公司', '34F00003', false)];
    const { samples } = await ok<PortalSchemas['PolicyRuleSampleTrial']>(operators.author, 'POST', '/api/admin/policy-desk/trial/samples', { deskId: null, document: withWhen, userIds });
    const [unrecorded, firstTime, renewed] = samples.map((sample) => ({ status: sample.status, ...sample.estimate }));
    expect([unrecorded?.status, firstTime?.status, renewed?.status]).toEqual(['eligible', 'eligible', 'eligible']);
    // The per-unit award is the same for the two copies; the 20 万元 is certain only where the ledger says 首次认定.
    expect(firstTime?.conservative).toBe(firstTime?.optimistic);
    expect((firstTime?.conservative ?? 0) - (renewed?.conservative ?? 0)).toBe(20);
    expect(renewed?.optimistic).toBe(renewed?.conservative);
    expect(renewed?.how).not.toContain('首次认定');
    expect(unrecorded?.how).toContain('待确认首次认定：保守计 0');
    expect((unrecorded?.optimistic ?? 0) - (unrecorded?.conservative ?? 0)).toBe(20);
  });
});
