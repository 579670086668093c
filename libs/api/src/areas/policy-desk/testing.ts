import type { PortalSchemas } from '@smes/contract-types';
import type { PolicyDeskDetail, PolicyDeskHistory, PolicyDeskSummary, PolicyOpenRevision } from './types';

/** A complete 杭州市 policy with an online declaration project, as the editor holds it. */
export function buildPolicyDocument(overrides: Partial<PortalSchemas['PolicyDocument']> = {}): PortalSchemas['PolicyDocument'] {
  return {
    title: '杭州市企业研发费用投入补助实施细则',
    docNo: '杭科高〔2026〕31号',
    issuer: '杭州市科学技术局',
    level: 'municipal',
    regionCode: '330100',
    category: '资金扶持',
    industries: ['C'],
    writtenDate: '2026-11-20',
    publishDate: null,
    effectiveDate: '2026-12-01',
    supportAmount: 50,
    articles: [
      { id: 'a1', kind: 'article', text: '适用范围。在本市注册、建立研发费用辅助账的企业。' },
      { id: 'a2', kind: 'article', text: '补助标准。按上年度研发费用的 10% 给予补助，最高 50 万元。' },
    ],
    attachments: [],
    declaration: {
      kind: 'project',
      title: '关于组织申报2026年度杭州市企业研发费用补助的通知',
      projectName: '2026年度杭州市企业研发费用补助',
      summary: '符合条件的企业请在申报期内在线填报。',
      startTime: '2026-12-01T01:00:00.000Z',
      endTime: '2026-12-31T09:30:00.000Z',
      support: ['按上年度研发费用的 10% 给予补助，最高 50 万元'],
      keywords: ['研发费用'],
      conditions: [{ id: 'c1', title: '注册地', detail: '在杭州市注册的企业', kind: 'hard', articleId: 'a1' }],
      materials: [{ id: 'm1', name: '申报书', required: true, description: '在线填报后导出盖章' }],
      procedure: ['企业在线填报', '市科技局审核并公示'],
      service: { department: '杭州市科学技术局', contact: '王老师', phone: '0571-87654321', address: '杭州市民中心 D 座', hours: '工作日 9:00-17:00' },
    },
    ...overrides,
  };
}

export function buildPolicyOpenRevision(overrides: Partial<PolicyOpenRevision> = {}): PolicyOpenRevision {
  return {
    number: 1,
    status: 'draft',
    note: null,
    authorName: '平台运营（admin）',
    reviewerName: null,
    createdAt: '2026-11-27T02:00:00.000Z',
    submittedAt: null,
    reviewedAt: null,
    publishedAt: null,
    returnReason: null,
    edits: 1,
    document: buildPolicyDocument(),
    updatedAt: '2026-11-27T03:00:00.000Z',
    updatedBy: '平台运营（admin）',
    editors: ['平台运营（admin）'],
    changes: [],
    ...overrides,
  };
}

/** A new draft on the desk: never published, open for editing by the operator who wrote it. */
export function buildPolicyDeskDetail(overrides: Partial<PolicyDeskDetail> = {}): PolicyDeskDetail {
  const open = overrides.open === undefined ? buildPolicyOpenRevision() : overrides.open;
  return {
    id: 601,
    policyId: null,
    noticeId: null,
    projectId: null,
    status: open?.status === 'pending' ? 'pending' : 'draft',
    validity: null,
    repealDate: null,
    repealReason: null,
    published: null,
    open,
    actions: ['edit', 'submit', 'abandon'],
    reviewBlocked: null,
    revisions: open ? [{ ...open }] : [],
    linked: { notices: [], projects: [] },
    ruleSet: null,
    ...overrides,
  };
}

export function buildPolicyDeskSummary(overrides: Partial<PolicyDeskSummary> = {}): PolicyDeskSummary {
  return {
    id: 601,
    policyId: null,
    title: '杭州市企业研发费用投入补助实施细则',
    docNo: '杭科高〔2026〕31号',
    issuer: '杭州市科学技术局',
    level: 'municipal',
    regionName: '杭州市',
    status: 'draft',
    validity: null,
    openRevision: { number: 1, status: 'draft', updatedBy: '平台运营（admin）' },
    updatedAt: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export function buildPolicyDeskHistory(overrides: Partial<PolicyDeskHistory> = {}): PolicyDeskHistory {
  return {
    id: 601,
    title: '杭州市企业研发费用投入补助实施细则',
    events: [
      {
        id: 2,
        at: '2026-11-27T03:00:00.000Z',
        actorName: '平台运营（admin）',
        action: 'save',
        revision: 1,
        note: null,
        changes: [{ field: 'articles.a2', label: '第二条', before: '按 5% 给予补助。', after: '补助标准。按上年度研发费用的 10% 给予补助，最高 50 万元。' }],
      },
      { id: 1, at: '2026-11-27T02:00:00.000Z', actorName: '平台运营（admin）', action: 'create', revision: 1, note: null, changes: [] },
    ],
    // A draft not yet published has no rule-set version.
    ruleSetVersions: [],
    ...overrides,
  };
}
