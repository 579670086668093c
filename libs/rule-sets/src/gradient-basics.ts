import type { Condition, RuleBasis } from '@smes/eligibility';

/** 《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号） itself: who may take part in any tier's evaluation. */
export const GRADIENT_MEASURES = '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）';

const participation = (): RuleBasis => ({ title: GRADIENT_MEASURES, clause: '第二章 参评企业条件' });

/**
 * The 办法's conditions on every enterprise it evaluates (创新型, 专精特新, 小巨人 alike): a 中小企业 under the
 * 划型标准, 未被列入经营异常名录或严重失信主体名单, products not of a prohibited class, and no major incident or tax
 * offence in the last three years. `prefix` keeps the ids of each scheme apart.
 */
export function gradientBasics(prefix: string): Condition[] {
  return [
    {
      id: `${prefix}-sme`,
      title: '符合《中小企业划型标准规定》的中小企业',
      kind: 'hard',
      metric: 'isSme',
      op: 'truthy',
      standardText: '在中华人民共和国境内工商注册登记、具有独立法人资格，符合《中小企业划型标准规定》的中小企业',
      evidence: '营业执照、上年度财务报表及社保缴纳名册',
      basis: participation(),
    },
    {
      id: `${prefix}-compliance`,
      serviceNeeds: ['信用修复', '安全生产合规'],
      title: '合规经营（近三年无重大事故及偷漏税，未列入异常或失信名单）',
      kind: 'hard',
      metric: 'majorIncident3y',
      op: 'falsy',
      also: [
        { metric: 'taxViolation3y', op: 'falsy' },
        { metric: 'abnormalOperationListed', op: 'falsy' },
        { metric: 'seriousDishonestyListed', op: 'falsy' },
      ],
      standardText: '未被列入经营异常名录或严重失信主体名单，近三年未发生重大安全（含网络安全、数据安全）、质量、环境污染等事故以及偷漏税等违法违规行为',
      evidence: '企业信用承诺书及“信用中国”、国家企业信用信息公示系统查询记录',
      basis: participation(),
      advice: '近三年内发生过事故或违法违规行为的，须满三年后再参加评价；被列入名单的，先完成信用修复',
    },
    {
      id: `${prefix}-products`,
      title: '产品（服务）不属于国家禁止、限制或淘汰类',
      kind: 'hard',
      metric: 'restrictedProducts',
      op: 'falsy',
      standardText: '提供的产品（服务）不属于国家禁止、限制或淘汰类',
      evidence: '主要产品（服务）说明',
      basis: participation(),
    },
  ];
}
