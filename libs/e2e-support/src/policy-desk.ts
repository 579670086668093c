import { expect, type APIRequestContext } from '@playwright/test';
import type { PolicyDocument } from '@smes/policy-desk';
import { apiLogin } from './applications';
import { HOSTS } from './hosts';
import type { Envelope } from './envelope';

type Detail = { id: number; policyId: number | null; noticeId: number | null; projectId: number | null; open: { edits: number } | null };

/** A published policy as the set-up of a journey needs it: its ids, and the push job a rule set enqueued. */
export type PublishedPolicy = { deskId: number; policyId: number; noticeId: number | null; projectId: number | null; notified: number; pushJob: { id: number } | null };

async function dataOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

/** A complete document for set-up: a 杭州市 policy of one article, without a declaration unless given one. */
export function policyDocument(overrides: Partial<PolicyDocument> & Pick<PolicyDocument, 'title' | 'docNo'>): PolicyDocument {
  return {
    issuer: '杭州市科学技术局',
    level: 'municipal',
    regionCode: '330100',
    category: '资金扶持',
    industries: [],
    writtenDate: '2026-01-05',
    publishDate: null,
    effectiveDate: '2026-01-05',
    supportAmount: null,
    articles: [{ id: 'a1', kind: 'article', text: '为支持中小企业开展技术创新，对符合条件的企业研发投入给予补助。' }],
    attachments: [],
    declaration: null,
    ...overrides,
  };
}

/**
 * A 杭州市 R&D subsidy's rules in the desk's terms, all citing article `articleId`: 上年度研发费用不低于 50 万元,
 * 研发费用辅助账, 研发费用占营业收入 3% 以上; 10% of 上年度研发费用, at most 50 万元 (the desk adds 注册地在杭州市).
 */
export function rdSubsidyRules(articleId = 'a1'): NonNullable<PolicyDocument['rules']> {
  const condition = (id: string, title: string, metric: string, op: '>=' | 'truthy', value: number | null) =>
    ({ id, title, kind: 'hard', articleId, item: null, decidedBy: 'ledger', metric, op, value, evidence: '上年度财务审计报告及研发费用辅助账', reason: null }) as const;
  return {
    conditions: [
      condition('rd-expense', '上年度研发费用不低于 50 万元', 'rdExpenseY1', '>=', 50),
      condition('rd-accounting', '已建立研发费用辅助账', 'hasRdAccounting', 'truthy', null),
      condition('rd-intensity', '上年度研发费用占营业收入比重不低于 3%', 'rdExpenseRatioY1', '>=', 3),
    ],
    funding: {
      itemTitle: '研发投入',
      items: [{ id: 'rd-subsidy', title: '按上年度研发费用补助', articleId, item: null, amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 }, cap: null }],
      exclusive: [],
      cap: { amount: 50, articleId, item: null },
    },
  };
}

/**
 * Publishes a policy the desk's way, through the API (set-up of journeys that are about what follows): the
 * operator `admin` drafts and submits it, the second operator `admin2` approves it.
 */
export async function publishPolicy(request: APIRequestContext, document: PolicyDocument): Promise<PublishedPolicy> {
  const author = await apiLogin(request, 'admin');
  const reviewer = await apiLogin(request, 'reviewer');
  const desk = `${HOSTS.portalApi}/api/admin/policy-desk`;
  const created = await dataOf<Detail>(await request.post(desk, { headers: await author.headers(), data: { document } }));
  const submitted = await dataOf<Detail>(await request.post(`${desk}/${created.id}/submit`, { headers: await author.headers(), data: { edits: created.open?.edits ?? 0 } }));
  const approval = await dataOf<{ desk: Detail; notified: number; pushJob: { id: number } | null }>(
    await request.post(`${desk}/${created.id}/approve`, { headers: await reviewer.headers(), data: { edits: submitted.open?.edits ?? 0 } }),
  );
  const { policyId, noticeId, projectId } = approval.desk;
  if (policyId === null) throw new Error('an approved policy is published');
  return { deskId: created.id, policyId, noticeId, projectId, notified: approval.notified, pushJob: approval.pushJob };
}
