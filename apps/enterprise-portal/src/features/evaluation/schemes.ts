import { useCreateHighTechEvaluation, useCreateSpecializedEvaluation } from '@smes/api';
import { paths } from '../../app/paths';
import { HIGH_TECH_FIELD_KEYS, HIGH_TECH_RUBRICS, SPECIALIZED_FIELD_KEYS, SPECIALIZED_RUBRICS } from './scheme-questions';
import type { EvaluationScheme } from './scheme';

/**
 * 高企评测 (ADR 33). 时限 is the period 《办法》 and its 工作指引 measure each condition over: it tells by when a
 * fix has to be in place; the year's 申报截止日 itself comes from that year's 认定工作通知.
 */
export const HIGH_TECH_SCHEME: EvaluationScheme = {
  reportType: 'high_tech',
  qualification: 'qualHighTech',
  rubrics: HIGH_TECH_RUBRICS,
  name: '高企评测',
  paths: paths.highEvaluation,
  fieldKeys: HIGH_TECH_FIELD_KEYS,
  intro: '按《高新技术企业认定管理办法》（国科发火〔2016〕32号）的八项条件和企业创新能力评价，用您的企业档案逐项检测',
  formLabel: '高企评测检测问卷',
  conditionsLabel: '高新技术企业认定条件核对',
  conditionsMet: (passed, total) => `${total} 项条件中 ${passed} 项已满足`,
  allConditionsMet: '八项认定条件均已满足。',
  scoreName: '企业创新能力评价',
  scoreShortName: '创新能力评价',
  timing: {
    'ht-registered': '申请认定时须已注册成立满 365 个日历天',
    'ht-core-ip': '申请认定前须已取得知识产权授权（证书），并在有效期内',
    'ht-key-field': '申请认定时核心技术须属于重点支持领域',
    'ht-rd-staff': '按申请认定前一个会计年度（当年职工总数、累计实际工作 183 天以上）计算',
    'ht-rd-expense': '按申请认定前三个会计年度计算（实际经营不满三年的按实际经营时间）',
    'ht-domestic-rd': '按申请认定前三个会计年度计算（实际经营不满三年的按实际经营时间）',
    'ht-high-tech-revenue': '按申请认定前一个会计年度计算',
    'ht-innovation-score': '按申请认定前三个会计年度的知识产权、成果转化和成长性计算',
    'ht-no-incident': '申请认定前一年内',
  },
  emptyDescription: '先完成检测：系统会用您的企业档案核对高企认定的八项条件并计算创新能力评分。',
  login: {
    detection: '高企评测读取您的企业档案，结果保存到「我的报告」，请先登录企业账号。',
    problem: '问题诊断读取您保存的高企评测，请先登录企业账号。',
    report: '评测报告属于您的企业账号，登录后即可查看、打印和下载。',
  },
  useCreateEvaluation: useCreateHighTechEvaluation,
};

/**
 * 专精特新评测 on the national standard (工信部企业〔2022〕63号 附件2). The server evaluates the version in force
 * and each report names it; the questionnaire asks the fields of the version shipped with the portal, and a
 * field a newer version adds is asked on 问题诊断 through its missing-field links.
 */
export const SPECIALIZED_SCHEME: EvaluationScheme = {
  reportType: 'specialized',
  qualification: 'qualSpecialized',
  rubrics: SPECIALIZED_RUBRICS,
  name: '专精特新评测',
  paths: paths.specialization,
  fieldKeys: SPECIALIZED_FIELD_KEYS,
  intro:
    '按《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）专精特新中小企业认定标准：基本条件，以及专业化、精细化、特色化、创新能力评价得分或直通条件，用您的企业档案逐项检测',
  formLabel: '专精特新评测检测问卷',
  conditionsLabel: '专精特新中小企业认定条件核对',
  conditionsMet: (passed, total) => `${total} 项基本条件中 ${passed} 项已满足`,
  allConditionsMet: '基本条件均已满足。',
  scoreName: '专精特新评价指标',
  scoreShortName: '评价得分',
  timing: {
    'sp-niche-years': '截至申报时从事该细分市场满 2 年',
    'sp-rd-expense': '按申报前一个会计年度（上年度）计算',
    'sp-rd-ratio': '按申报前一个会计年度（上年度）计算',
    'sp-scale': '营业收入按上年度计算；股权融资按近 2 年新增实缴额计算',
    'sp-compliance': '申报前三年内',
    'sp-score': '按申报前一个会计年度的数据评分',
  },
  emptyDescription: '先完成检测：系统会用您的企业档案核对专精特新中小企业的基本条件，并计算专业化、精细化、特色化和创新能力评价得分。',
  login: {
    detection: '专精特新评测读取您的企业档案，结果保存到「我的报告」，请先登录企业账号。',
    problem: '问题诊断读取您保存的专精特新评测，请先登录企业账号。',
    report: '评测报告属于您的企业账号，登录后即可查看、打印和下载。',
  },
  useCreateEvaluation: useCreateSpecializedEvaluation,
};
