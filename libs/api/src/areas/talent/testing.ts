import type { TalentContract, TalentDetail, TalentFacets, TalentSummary } from './types';

export function buildTalentSummary(overrides: Partial<TalentSummary> = {}): TalentSummary {
  return {
    id: 7,
    displayName: '沈先生',
    title: '高级工程师',
    skills: ['PLC编程', '工业机器人', '产线自动化'],
    yearsOfExperience: 12,
    education: 'bachelor',
    regionCode: '330100',
    regionName: '杭州市',
    payUnit: 'month',
    payMin: 24000,
    payMax: 36000,
    availability: 'immediate',
    intro: '12 年智能制造与自动化经验，擅长PLC编程、工业机器人、产线自动化。',
    updatedDate: '2026-11-20',
    ...overrides,
  };
}

export function buildTalentDetail(overrides: Partial<TalentDetail> = {}): TalentDetail {
  return {
    ...buildTalentSummary(overrides),
    workHistory: [
      { period: '2019—至今', organization: '汽车零部件上市公司（杭州市）', role: '技术部经理', description: '负责产线自动化方案、设备选型与调试' },
      { period: '2014—2019', organization: '工业机器人系统集成商', role: '自动化工程师', description: '从事智能制造与自动化一线工作，参与12个项目' },
    ],
    certificates: ['高级工程师（机械工程）职称'],
    serviceScope: ['自动化产线方案设计与调试', '老旧设备数字化改造', '工艺与节拍优化'],
    contractCount: 3,
    ...overrides,
  };
}

export function buildTalentFacets(overrides: Partial<TalentFacets> = {}): TalentFacets {
  return {
    skills: [
      { name: 'PLC编程', count: 12 },
      { name: '专利撰写', count: 10 },
    ],
    titles: [
      { name: '高级工程师', count: 18 },
      { name: '注册会计师', count: 18 },
    ],
    ...overrides,
  };
}

export function buildTalentContract(overrides: Partial<TalentContract> = {}): TalentContract {
  return {
    id: 11,
    talentId: 7,
    talentName: '沈先生',
    talentTitle: '高级工程师',
    enterpriseName: '杭州云栖智造科技有限公司',
    role: '产线改造负责人',
    amount: 120000,
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    message: '希望您驻场主导两条装配线的自动化改造。',
    status: 'sent',
    reply: null,
    contact: null,
    createdAt: '2026-11-24T02:00:00.000Z',
    updatedAt: '2026-11-24T02:00:00.000Z',
    nextUpdateAt: '2026-11-24T04:00:00.000Z',
    ...overrides,
  };
}
