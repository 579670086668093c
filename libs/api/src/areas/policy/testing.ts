import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type {
  AnnouncementDetail,
  AnnouncementSummary,
  HighlightSegment,
  InterpretationDetail,
  InterpretationSummary,
  NoticeDetail,
  NoticeSummary,
  PolicyDetail,
  PolicyRecommendation,
  PolicySummary,
  ProvinceOverview,
  RegionTreeNode,
} from './types';

/** Splits `text` into the server's highlight segments, marking every occurrence of `keyword`. */
export function highlightSegments(text: string, keyword = ''): HighlightSegment[] {
  if (keyword === '') return [{ text, hit: false }];
  const segments: HighlightSegment[] = [];
  let rest = text;
  for (let at = rest.indexOf(keyword); at >= 0; at = rest.indexOf(keyword)) {
    if (at > 0) segments.push({ text: rest.slice(0, at), hit: false });
    segments.push({ text: keyword, hit: true });
    rest = rest.slice(at + keyword.length);
  }
  if (rest !== '') segments.push({ text: rest, hit: false });
  return segments;
}

export type ContentPageOptions = { total?: number; pageNum?: number; pageSize?: number };

/** One page of any list of the policy area ({rows,total,pageNum,pageSize}). */
export function buildContentPage<TRow>(
  rows: TRow[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: ContentPageOptions = {},
): { rows: TRow[]; total: number; pageNum: number; pageSize: number } {
  return { rows, total, pageNum, pageSize };
}

export function buildPolicySummary(overrides: Partial<PolicySummary> = {}): PolicySummary {
  const title = overrides.title ?? '关于促进专精特新中小企业高质量发展的若干措施';
  return {
    id: 501,
    title,
    docNo: '粤工信规字〔2025〕3号',
    issuer: '广东省工业和信息化厅',
    level: 'provincial',
    regionCode: '440000',
    regionName: '广东省',
    category: '资金扶持',
    industries: ['C', 'I'],
    validity: 'valid',
    publishDate: '2025-03-18',
    viewCount: 2360,
    supportAmount: 100,
    titleSegments: highlightSegments(title),
    snippetSegments: highlightSegments('对新认定的国家级专精特新“小巨人”企业给予一次性奖励。'),
    ...overrides,
  };
}

export function buildPolicyDetail(overrides: Partial<PolicyDetail> = {}): PolicyDetail {
  return {
    ...buildPolicySummary(overrides),
    writtenDate: '2025-03-10',
    effectiveDate: '2025-04-01',
    repealDate: null,
    content: ['第一条 为贯彻落实国家关于促进中小企业发展的决策部署，制定本措施。', '第二条 对新认定的国家级专精特新“小巨人”企业给予一次性奖励 100 万元。'],
    attachments: [{ id: 1, name: '申报指南.pdf', size: 245_760, contentType: 'application/pdf' }],
    interpretations: [{ id: 31, title: '一图读懂专精特新若干措施' }],
    notices: [{ id: 41, title: '关于组织申报2025年专精特新奖励资金的通知' }],
    projects: [{ id: 1001, title: '2025年度省级专精特新中小企业认定' }],
    favorite: false,
    ...overrides,
  };
}

export function buildProvinceOverview(overrides: Partial<ProvinceOverview> = {}): ProvinceOverview {
  return {
    code: '440000',
    name: '广东省',
    policyCount: 36,
    openNoticeCount: 4,
    latestPolicy: { id: 501, title: '关于促进专精特新中小企业高质量发展的若干措施' },
    ...overrides,
  };
}

/** A small tree: 广东省 › 广州市/深圳市 › two districts each, and 浙江省 › 杭州市 › 西湖区. */
export function buildRegionTree(): RegionTreeNode[] {
  const district = (code: string, name: string): RegionTreeNode => ({ code, name, level: 'district', children: [] });
  return [
    {
      code: '440000',
      name: '广东省',
      level: 'province',
      children: [
        { code: '440100', name: '广州市', level: 'city', children: [district('440106', '天河区'), district('440104', '越秀区')] },
        { code: '440300', name: '深圳市', level: 'city', children: [district('440305', '南山区'), district('440304', '福田区')] },
      ],
    },
    {
      code: '330000',
      name: '浙江省',
      level: 'province',
      children: [{ code: '330100', name: '杭州市', level: 'city', children: [district('330106', '西湖区')] }],
    },
  ];
}

export function buildInterpretationSummary(overrides: Partial<InterpretationSummary> = {}): InterpretationSummary {
  return {
    id: 31,
    title: '一图读懂专精特新若干措施',
    type: 'graphic',
    summary: '三分钟看懂奖励标准、申报条件和办理流程。',
    policyId: 501,
    policyTitle: '关于促进专精特新中小企业高质量发展的若干措施',
    publishDate: '2025-03-20',
    viewCount: 980,
    issuer: '广东省工业和信息化厅',
    ...overrides,
  };
}

export function buildInterpretationDetail(overrides: Partial<InterpretationDetail> = {}): InterpretationDetail {
  return {
    ...buildInterpretationSummary(overrides),
    keyPoints: ['国家级“小巨人”一次性奖励 100 万元', '省级专精特新奖励 20 万元'],
    content: ['为帮助企业准确理解政策，现就有关要点解读如下。'],
    policy: { id: 501, title: '关于促进专精特新中小企业高质量发展的若干措施', docNo: '粤工信规字〔2025〕3号' },
    related: [{ id: 32, title: '专精特新申报常见问题解答' }],
    picture:
      (overrides.type ?? 'graphic') === 'graphic'
        ? { alt: '一图读懂《关于促进专精特新中小企业高质量发展的若干措施》。第一步 支持内容：单个企业最高 100 万元' }
        : null,
    ...overrides,
  };
}

export function buildNoticeSummary(overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return {
    id: 41,
    title: '关于组织申报2025年专精特新奖励资金的通知',
    issuer: '广东省工业和信息化厅',
    level: 'provincial',
    regionCode: '440000',
    regionName: '广东省',
    supportAmount: 100,
    supportText: '最高 100 万元',
    keywords: ['专精特新', '奖励资金'],
    startTime: '2025-03-01T00:00:00.000Z',
    endTime: '2025-04-30T15:59:59.000Z',
    status: 'open',
    publishDate: '2025-02-25',
    viewCount: 1520,
    ...overrides,
  };
}

export function buildNoticeDetail(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return {
    ...buildNoticeSummary(overrides),
    policyText: ['根据《关于促进专精特新中小企业高质量发展的若干措施》，现组织申报。'],
    support: ['国家级专精特新“小巨人”企业一次性奖励 100 万元。'],
    conditions: ['在广东省内注册，具有独立法人资格。', '上年度营业收入 1000 万元以上。'],
    procedure: ['企业网上填报', '地市初审推荐', '省级评审公示'],
    materials: ['申报书', '营业执照复印件', '上年度财务审计报告'],
    service: { department: '广东省工业和信息化厅中小企业处', contact: '李工', phone: '020-83133333', address: '广州市越秀区东风中路305号', hours: '工作日 9:00-12:00，14:00-17:30' },
    policy: { id: 501, title: '关于促进专精特新中小企业高质量发展的若干措施' },
    projects: [{ id: 1001, title: '2025年度省级专精特新中小企业认定' }],
    ...overrides,
  };
}

export function buildAnnouncementSummary(overrides: Partial<AnnouncementSummary> = {}): AnnouncementSummary {
  return {
    id: 61,
    title: '2025年第一批专精特新中小企业拟认定名单公示',
    category: 'review',
    issuer: '广东省工业和信息化厅',
    publishDate: '2025-06-10',
    viewCount: 3210,
    ...overrides,
  };
}

export function buildAnnouncementDetail(overrides: Partial<AnnouncementDetail> = {}): AnnouncementDetail {
  return {
    ...buildAnnouncementSummary(overrides),
    content: ['经企业申报、地市推荐、专家评审，现将拟认定名单予以公示。'],
    attachments: [{ id: 7, name: '拟认定名单.csv', size: 51_200, contentType: 'text/csv' }],
    objectionDeadline: '2025-06-17',
    relatedNotice: { id: 41, title: '关于组织申报2025年专精特新奖励资金的通知' },
    entries: [
      { name: '深圳市云帆智能科技有限公司', detail: '深圳市 · 软件和信息技术服务业' },
      { name: '广州市启明新材料有限公司', detail: '广州市 · 制造业' },
    ],
    ...overrides,
  };
}

export function buildPolicyRecommendation(overrides: Partial<PolicyRecommendation> = {}): PolicyRecommendation {
  return {
    policyId: 501,
    title: '关于促进专精特新中小企业高质量发展的若干措施',
    matchDegree: 86,
    supportAmount: 100,
    status: 'eligible',
    ...overrides,
  };
}
