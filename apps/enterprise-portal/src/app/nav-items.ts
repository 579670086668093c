import type { NavItem } from '@smes/ui';
import { paths } from './paths';

/**
 * The header's top-level areas in the spec's order (首页, 找政策, 找市场, 找培训, 找服务, 找人才, 找资金, 政务服务, 资讯),
 * only those that exist; a new area adds one line in its place. 找政策's own pages hang under it (a disclosure
 * beside the link, indented in the phone drawer; its hub lists them too). `main` ones are all that 关怀模式's
 * simpler header shows, without the sub-pages. index.html's static shell lists the same labels (index-html.test.ts).
 */
export const portalNavItems: NavItem[] = [
  { label: '首页', to: paths.home, main: true },
  {
    label: '找政策',
    to: paths.findpolicy,
    main: true,
    children: [
      { label: '政策原文', to: paths.policyNotice.list },
      { label: '申报通知', to: paths.declarationNotice.list },
      { label: '申报项目', to: paths.declarationProject.list },
      { label: '政策解读', to: paths.policyInterpretation.list },
      { label: '公示公告', to: paths.publicAnnouncement.list },
      { label: '智能匹配', to: paths.policyMatch.index },
      { label: '申报日历', to: paths.declarationCalendar },
      { label: '区域对比', to: paths.regionalCompare.index },
      { label: '全国政策', to: paths.nationwide },
    ],
  },
  // An enterprise's public profile is opened from 优质中小企业 and the chains: it is 找市场's page.
  { label: '找市场', to: paths.market.hub, also: [`${paths.enterprise.overview}/`] },
  { label: '活动', to: paths.activity.list },
  { label: '找培训', to: paths.course.list },
  { label: '找服务', to: paths.service.hub, main: true },
  { label: '找人才', to: paths.talent.list },
  { label: '找资金', to: paths.fund.list },
  { label: '政务服务', to: paths.governmentService.list },
  { label: '资讯', to: paths.news.list, main: true },
  // Its own screens light it; the public profiles below its path do not (they are 找市场's).
  {
    label: '企业评测',
    to: paths.enterprise.overview,
    end: true,
    also: [paths.enterprise.knowledgeRecord, paths.enterprise.brandSeamDetail, paths.enterprise.ipSteward, paths.highEvaluation.home, paths.specialization.home],
  },
];
