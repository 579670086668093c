/** The sub-pages of 找政策, in the order the hub and the home page show them. */
export const POLICY_ENTRIES = [
  { title: '政策原文检索', description: '全文检索各级惠企政策，按级别、地区、机构筛选', to: paths.policyNotice.list },
  { title: '申报通知', description: '正在受理的申报通知与截止倒计时', to: paths.declarationNotice.list },
  { title: '申报项目', description: '项目条件、申报材料与撰写材料', to: paths.declarationProject.list },
  { title: '政策解读', description: '文字与图文解读，一看就懂', to: paths.policyInterpretation.list },
  { title: '智能政策匹配', description: '按企业档案测算可享政策与金额', to: paths.policyMatch.index },
  { title: '公示公告', description: '申报通知、评审结果与资金公示', to: paths.publicAnnouncement.list },
  { title: '区域政策对比', description: '2–4 个地区的政策力度横向对比', to: paths.regionalCompare.index },
  { title: '全国政策概览', description: '各省政策数量与最新政策一览', to: paths.nationwide },
] as const;

import { paths } from '../../app/paths';