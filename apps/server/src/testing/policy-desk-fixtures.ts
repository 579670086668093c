import type { FastifyInstance } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import type { PolicyDocument } from '@smes/policy-desk';
import { bearer, body, login } from './test-hosts';
import type { Envelope } from './test-hosts';

type Detail = PortalSchemas['PolicyDeskDetail'];

/** A complete 杭州市 policy (publishable on the test clock's day, 2026-06-15) with a declaration project. */
export function completeDocument(overrides: Partial<PolicyDocument> = {}): PolicyDocument {
  return {
    title: '杭州市企业研发费用投入补助实施细则',
    docNo: '杭科高〔2026〕31号',
    issuer: '杭州市科学技术局',
    level: 'municipal',
    regionCode: '330100',
    category: '资金扶持',
    industries: ['C', 'I'],
    writtenDate: '2026-06-01',
    publishDate: null,
    effectiveDate: '2026-06-15',
    supportAmount: 50,
    articles: [
      { id: 'pre', kind: 'paragraph', text: '为鼓励企业加大研发投入，制定本细则。' },
      { id: 'a1', kind: 'article', text: '适用范围。在本市注册、建立研发费用辅助账的企业。' },
      { id: 'a2', kind: 'article', text: '补助标准。按上年度研发费用的 10% 给予补助，最高 50 万元。' },
    ],
    attachments: [],
    declaration: {
      kind: 'project',
      title: '关于组织申报2026年度杭州市企业研发费用补助的通知',
      projectName: '2026年度杭州市企业研发费用补助',
      summary: '符合条件的企业请在申报期内在线填报。',
      startTime: '2026-06-15T01:00:00.000Z',
      endTime: '2026-07-15T09:30:00.000Z',
      support: ['按上年度研发费用的 10% 给予补助，最高 50 万元'],
      keywords: ['研发费用', '补助'],
      conditions: [
        { id: 'c1', title: '注册地', detail: '在杭州市注册的企业', kind: 'hard', articleId: 'a1' },
        { id: 'c2', title: '研发费用辅助账', detail: '建立研发费用辅助账', kind: 'hard', articleId: 'a1' },
      ],
      materials: [
        { id: 'm1', name: '申报书', required: true, description: '在线填报后导出盖章' },
        { id: 'm2', name: '上年度研发费用专项审计报告', required: true, description: '会计师事务所出具' },
      ],
      procedure: ['企业在线填报', '区县科技局初审', '市科技局复核并公示'],
      service: { department: '杭州市科学技术局', contact: '王老师', phone: '0571-87654321', address: '杭州市民中心 D 座', hours: '工作日 9:00-17:00' },
    },
    ...overrides,
  };
}

/**
 * An R&D subsidy's rules in the desk's terms (the shape of the seeded 杭州市研发费用补助): 上年度研发费用不低于 50 万元,
 * 研发费用辅助账 and 研发费用占营业收入 3% or more, citing `conditionsAt`; 10% of 上年度研发费用 up to `cap` 万元,
 * citing `fundingAt`. The desk puts 注册地在… before them.
 */
export function rdSubsidyRules(conditionsAt = 'a1', fundingAt = 'a2', cap = 50): PortalSchemas['PolicyRules'] {
  const condition = (id: string, title: string, metric: string, op: '>=' | 'truthy', value: number | null, evidence: string) =>
    ({ id, title, kind: 'hard', articleId: conditionsAt, item: null, decidedBy: 'ledger', metric, op, value, evidence, reason: null }) as const;
  return {
    conditions: [
      condition('rd-expense', '上年度研发费用不低于 50 万元', 'rdExpenseY1', '>=', 50, '上年度研发费用专项审计报告'),
      condition('rd-accounting', '已建立研发费用辅助账', 'hasRdAccounting', 'truthy', null, '研发费用辅助账及汇总表'),
      condition('rd-intensity', '上年度研发费用占营业收入比重不低于 3%', 'rdExpenseRatioY1', '>=', 3, '上年度财务审计报告'),
    ],
    funding: {
      itemTitle: '研发投入',
      items: [{ id: 'rd-subsidy', title: '按上年度研发费用补助', articleId: fundingAt, item: null, amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 }, cap: null }],
      exclusive: [],
      cap: { amount: cap, articleId: fundingAt, item: null },
    },
  };
}

async function call<T>(portal: FastifyInstance, token: string, method: 'POST' | 'PUT', url: string, payload: object): Promise<T> {
  const response = await portal.inject({ method, url, headers: bearer(token), payload });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return body<Envelope<T>>(response).data;
}

export type DeskOperators = { author: string; reviewer: string };

/** Tokens of the two seeded operators: `admin` drafts, `admin2` reviews. */
export async function deskOperators(portal: FastifyInstance): Promise<DeskOperators> {
  return { author: await login(portal, 'admin'), reviewer: await login(portal, 'admin2') };
}

/** A draft created and submitted by the author, then approved by the reviewer: the desk's whole way to the portal. */
export async function publishThroughDesk(portal: FastifyInstance, operators: DeskOperators, document: PolicyDocument): Promise<PortalSchemas['PolicyDeskApproval']> {
  const created = await call<Detail>(portal, operators.author, 'POST', '/api/admin/policy-desk', { document });
  const submitted = await call<Detail>(portal, operators.author, 'POST', `/api/admin/policy-desk/${created.id}/submit`, { edits: created.open?.edits ?? 0 });
  return await call<PortalSchemas['PolicyDeskApproval']>(portal, operators.reviewer, 'POST', `/api/admin/policy-desk/${created.id}/approve`, { edits: submitted.open?.edits ?? 0 });
}

/** A 修订 of a published policy: started, saved with `change`, submitted by the author and approved by the reviewer. */
export async function reviseThroughDesk(
  portal: FastifyInstance,
  operators: DeskOperators,
  deskId: number,
  change: (document: PolicyDocument) => PolicyDocument,
  note: string,
): Promise<PortalSchemas['PolicyDeskApproval']> {
  const started = await call<Detail>(portal, operators.author, 'POST', `/api/admin/policy-desk/${deskId}/revise`, {});
  const open = started.open;
  if (!open) throw new Error('revise opened no version');
  const saved = await call<Detail>(portal, operators.author, 'PUT', `/api/admin/policy-desk/${deskId}/draft`, { edits: open.edits, note, document: change(open.document) });
  const submitted = await call<Detail>(portal, operators.author, 'POST', `/api/admin/policy-desk/${deskId}/submit`, { edits: saved.open?.edits ?? 0 });
  return await call<PortalSchemas['PolicyDeskApproval']>(portal, operators.reviewer, 'POST', `/api/admin/policy-desk/${deskId}/approve`, { edits: submitted.open?.edits ?? 0 });
}
