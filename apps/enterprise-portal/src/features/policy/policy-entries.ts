/** The sub-pages of 找政策, in the order the hub and the home page show them. */
export const POLICY_ENTRIES = [
  { title: '政策原文检索', description: '全文检索各级惠企政策，按级别、地区、机构筛选', to: '/findpolicy/policyNotice' },
  { title: '申报通知', description: '正在受理的申报通知与截止倒计时', to: '/findpolicy/DeclarationNotice' },
  { title: '申报项目', description: '项目条件、申报材料与撰写材料', to: '/findpolicy/DeclarationProject' },
  { title: '政策解读', description: '文字与图文解读，一看就懂', to: '/findpolicy/PolicyInterpretation' },
  { title: '智能政策匹配', description: '按企业档案测算可享政策与金额', to: '/findpolicy/policyMatch' },
  { title: '公示公告', description: '申报通知、评审结果与资金公示', to: '/findpolicy/PublicAnnouncement' },
  { title: '区域政策对比', description: '2–4 个地区的政策力度横向对比', to: '/policy/RegionalCompare' },
  { title: '全国政策概览', description: '各省政策数量与最新政策一览', to: '/Nationwide' },
] as const;
