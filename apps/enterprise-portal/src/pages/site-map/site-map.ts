import type { ScreenRoute } from '@smes/shell';
import { paths } from '../../app/paths';

export type SiteMapLink = { title: string; to: string };
export type SiteMapGroup = { area: string; links: SiteMapLink[] };

/** The area of a screen by its first path segment (the spec's route names); anything else is 门户. */
const AREAS: Record<string, string> = {
  findpolicy: '找政策',
  policy: '找政策',
  Nationwide: '找政策',
  market: '找市场',
  course: '找培训',
  Course: '找培训',
  service: '找服务',
  talent: '找人才',
  Talent: '找人才',
  fund: '找资金',
  Fund: '找资金',
  governmentService: '政务服务',
  news: '资讯',
  Activity: '活动',
  activity: '活动',
  Enterprise: '企业评测',
  aiAssistant: 'AI 助手',
  PersonalCenter: '个人中心',
};

/** The header's order, then the rest as they first appear. */
const AREA_ORDER = ['门户', '找政策', '找市场', '活动', '找培训', '找服务', '找人才', '找资金', '政务服务', '资讯', '企业评测', 'AI 助手', '个人中心'];

/**
 * Screens that are steps of a flow and open only from it with the record they show (a questionnaire, a
 * report of one run): a visitor following the site map there would land on an empty or error state.
 */
const FLOW_STEPS: ReadonlySet<string> = new Set([
  paths.policyMatch.proceed,
  paths.policyMatch.report,
  paths.highEvaluation.problem.pattern,
  paths.highEvaluation.report.pattern,
  paths.specialization.problem.pattern,
  paths.specialization.report.pattern,
  // Listed once, by the evaluation's own route (which opens this first step).
  paths.highEvaluation.detection,
  paths.specialization.detection,
]);

/** Whether a route-table path is a screen one can open as it is: no `:id` and not the catch-all. */
function isOpenable(path: string): boolean {
  return !path.includes(':') && path !== '*' && !FLOW_STEPS.has(`/${path.replace(/^\//, '')}`);
}

/**
 * 网站地图 from the route table itself, so a new screen appears without anyone editing a list: every screen
 * that opens without a record id, grouped by area in the header's order.
 */
export function siteMapGroups(screens: readonly ScreenRoute[]): SiteMapGroup[] {
  const groups = new Map<string, SiteMapLink[]>();
  for (const screen of screens) {
    if (!isOpenable(screen.path)) continue;
    const to = screen.path.startsWith('/') ? screen.path : `/${screen.path}`;
    const area = AREAS[to.split('/')[1] ?? ''] ?? '门户';
    const links = groups.get(area) ?? [];
    if (!links.some((link) => link.to === to)) links.push({ title: screen.title, to });
    groups.set(area, links);
  }
  const rank = (area: string) => {
    const index = AREA_ORDER.indexOf(area);
    return index === -1 ? AREA_ORDER.length : index;
  };
  return [...groups.entries()].map(([area, links]) => ({ area, links })).sort((a, b) => rank(a.area) - rank(b.area));
}
