import type { IpRecordList } from '@smes/api';

/** The IP service needs of 找服务's 知识产权 category that the 管家 offers as packages, in the order shown. */
export const IP_PACKAGE_NEEDS = ['专利申请代理', '商标注册', '知识产权贯标', '高价值专利培育'] as const;

export type IpPackageNeed = (typeof IP_PACKAGE_NEEDS)[number];

export const IP_PACKAGE_LABELS: Record<IpPackageNeed, string> = {
  专利申请代理: '专利申请',
  商标注册: '商标注册',
  知识产权贯标: '知识产权贯标',
  高价值专利培育: '高价值专利培育',
};

export type IpAdvice = { need: IpPackageNeed; reason: string };

/**
 * What the 台账 suggests, most pressing first: no granted 发明专利 (Ⅰ类 weighs most in the 高企 score and is the
 * core IP reviewers look for), no registered 商标, applications under examination, then what a holder of several
 * patents does next. An empty 台账 suggests nothing: its counts say nothing yet.
 */
export function ipStewardAdvice(list: IpRecordList): IpAdvice[] {
  if (list.rows.length === 0) return [];
  const { counts } = list;
  const pending = list.rows.filter((row) => row.status === 'pending' && row.kind !== 'trademark').length;
  const advice: IpAdvice[] = [];
  if (counts.inventionPatents === 0) {
    advice.push({ need: '专利申请代理', reason: '台账中还没有已授权的发明专利：高企评测的知识产权得分以Ⅰ类（发明专利）为高，核心知识产权也首选发明专利。' });
  } else if (pending > 0) {
    advice.push({ need: '专利申请代理', reason: `台账中有 ${pending} 件专利或软著在申请中，审查意见答复和补正可交给代理机构跟进。` });
  }
  if (counts.trademarks === 0) advice.push({ need: '商标注册', reason: '台账中还没有已注册的商标，品牌评分的商标保护一项为 0 分。' });
  if (counts.ipClass1 + counts.ipClass2 >= 10) {
    advice.push({ need: '知识产权贯标', reason: `已授权知识产权 ${counts.ipClass1 + counts.ipClass2} 件，建立 GB/T 29490 管理体系可让申请、维护和运用有章可循。` });
  }
  if (counts.inventionPatents >= 3) {
    advice.push({ need: '高价值专利培育', reason: `已有发明专利 ${counts.inventionPatents} 件，可围绕主要产品做专利布局，培育高价值专利组合。` });
  }
  return advice;
}
