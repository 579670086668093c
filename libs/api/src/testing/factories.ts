import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type {
  DeclarationProject,
  DeclarationProjectDetail,
  DeclarationProjectPage,
  DictData,
  HomeOverview,
  LoginResult,
  MyInstitution,
  Organization,
  PortalUserInfo,
  Wiki,
} from '../types';

export function buildDeclarationProject(overrides: Partial<DeclarationProject> = {}): DeclarationProject {
  return {
    id: 1001,
    projectName: '2025年度省级专精特新中小企业认定',
    deptName: '广东省工业和信息化厅',
    level: 'provincial',
    regionName: '广东省',
    category: '资质认定',
    supportAmount: null,
    supportDesc: '认定通过的企业纳入省级优质中小企业梯度培育库',
    startTime: '2025-03-01T00:00:00.000Z',
    endTime: '2025-04-30T15:59:59.000Z',
    status: 'open',
    createTime: '2025-02-20T02:00:00.000Z',
    viewCount: 1280,
    tags: ['专精特新', '资质认定'],
    ...overrides,
  };
}

/** `count` projects with ids 1..count and distinct names. */
export function buildDeclarationProjects(count: number, overrides: Partial<DeclarationProject> = {}): DeclarationProject[] {
  return Array.from({ length: count }, (_, index) =>
    buildDeclarationProject({ id: index + 1, projectName: `申报项目 ${index + 1}`, ...overrides }),
  );
}

export function buildDeclarationProjectDetail(overrides: Partial<DeclarationProjectDetail> = {}): DeclarationProjectDetail {
  return {
    ...buildDeclarationProject(),
    summary: '面向专业化、精细化、特色化、新颖化发展的中小企业开展认定。',
    policyBasis: { title: '优质中小企业梯度培育管理暂行办法', docNo: '工信部企业〔2022〕63号', issuer: '工业和信息化部' },
    contact: { name: '企业处', phone: '020-12345678', address: '广州市越秀区东风中路' },
    conditions: [
      { id: 'c1', title: '从事特定细分市场时间达到2年以上', detail: '以营业执照成立日期为准', kind: 'hard', basis: '办法第十条' },
    ],
    materials: [{ id: 'm1', name: '营业执照复印件', required: true, description: '加盖公章' }],
    batches: [{ name: '第一批', startTime: '2025-03-01T00:00:00.000Z', endTime: '2025-04-30T15:59:59.000Z' }],
    procedure: ['企业自评', '网上申报', '区县初审', '市级推荐', '省级认定'],
    policyId: null,
    noticeId: null,
    selfEvaluation: true,
    ...overrides,
  };
}

export type DeclarationPageOptions = {
  total?: number;
  pageNum?: number;
  pageSize?: number;
};

export function buildDeclarationPage(
  rows: DeclarationProject[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: DeclarationPageOptions = {},
): DeclarationProjectPage {
  return { rows, total, pageNum, pageSize };
}

export function buildUserInfo(overrides: Partial<PortalUserInfo> = {}): PortalUserInfo {
  return {
    userId: 7,
    username: '13800138000',
    nickName: '张经理',
    phone: '13800138000',
    userType: 'enterprise',
    enterpriseName: '深圳市云帆智能科技有限公司',
    ...overrides,
  };
}

export function buildLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return { token: 'portal-token-1', userinfo: buildUserInfo(), ...overrides };
}

export function buildDictData(overrides: Partial<DictData> = {}): DictData {
  return {
    dictCode: 1,
    dictLabel: '功能建议',
    dictValue: 'suggestion',
    dictSort: 1,
    dictType: 'feedback_type',
    isDefault: 'N',
    ...overrides,
  };
}

/** One dictionary of `type` with the given labels, values `v1`, `v2`… in order. */
export function buildDictList(type: string, labels: string[]): DictData[] {
  return labels.map((dictLabel, index) =>
    buildDictData({ dictCode: index + 1, dictLabel, dictValue: `v${index + 1}`, dictSort: index + 1, dictType: type }),
  );
}

export function buildHomeOverview(overrides: Partial<HomeOverview> = {}): HomeOverview {
  return {
    declarationTotal: 320,
    declarationOpen: 46,
    declarationClosingSoon: 5,
    institutionCertified: 128,
    policyInForce: 412,
    noticeOpen: 37,
    interpretationTotal: 96,
    ...overrides,
  };
}

export function buildMyInstitution(overrides: Partial<MyInstitution> = {}): MyInstitution {
  return { status: 'none', institution: null, rejectReason: null, ...overrides };
}

export function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return { id: 'org-1', name: '张经理的个人组织', description: null, ...overrides };
}

export function buildWiki(overrides: Partial<Wiki> = {}): Wiki {
  return { id: 'wiki-1', name: '申报材料', organizationId: 'org-1', description: null, ...overrides };
}
