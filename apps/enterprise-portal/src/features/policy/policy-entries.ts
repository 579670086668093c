import type { HomeOverview } from '@smes/api';
import { paths } from '../../app/paths';

export type PolicyEntry = {
  title: string;
  description: string;
  to: string;
  /** What the list holds now, from the platform figures; absent where the figures say nothing about it. */
  count?: (overview: HomeOverview) => string;
};

/** The lists of 找政策, in the order the hub shows them. */
export const POLICY_ENTRIES: readonly PolicyEntry[] = [
  {
    title: '政策原文检索',
    description: '全文检索各级惠企政策，按级别、地区、机构筛选',
    to: paths.policyNotice.list,
    count: (overview) => `现行有效 ${overview.policyInForce} 条`,
  },
  {
    title: '申报通知',
    description: '正在受理的申报通知与截止倒计时',
    to: paths.declarationNotice.list,
    count: (overview) => `申报中 ${overview.noticeOpen} 条`,
  },
  {
    title: '申报项目',
    description: '项目条件、申报材料与撰写材料',
    to: paths.declarationProject.list,
    count: (overview) => `申报中 ${overview.declarationOpen} 个 / 共 ${overview.declarationTotal} 个`,
  },
  {
    title: '政策解读',
    description: '文字与图文解读，一看就懂',
    to: paths.policyInterpretation.list,
    count: (overview) => `共 ${overview.interpretationTotal} 篇`,
  },
  { title: '申报日历', description: '按截止日看申报窗口，关注后到期提醒，可加入自己的日历', to: paths.declarationCalendar },
  { title: '公示公告', description: '申报通知、评审结果与资金公示', to: paths.publicAnnouncement.list },
  { title: '全国政策概览', description: '各省政策数量与最新政策一览', to: paths.nationwide },
];
