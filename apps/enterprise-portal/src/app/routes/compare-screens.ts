import type { ScreenRoute } from '@smes/shell';

/**
 * The regional comparison (区域政策对比): an overview and its sub-pages, all in one layout that keeps the
 * compared regions in `?regions=`. Each is its own lazy chunk; echarts loads only inside their charts.
 */
export const compareScreens: readonly ScreenRoute[] = [
  { path: 'policy/RegionalCompare', title: '区域政策对比', load: () => import('../../pages/regional-compare/regional-compare-page') },
  { path: 'policy/RegionalCompare/PolicyList', title: '政策数量对比', load: () => import('../../pages/regional-compare/policy-list-page') },
  { path: 'policy/RegionalCompare/PolicyRank', title: '政策数量排名', load: () => import('../../pages/regional-compare/policy-rank-page') },
  { path: 'policy/RegionalCompare/SubsidyRank', title: '扶持金额排名', load: () => import('../../pages/regional-compare/subsidy-rank-page') },
  { path: 'policy/RegionalCompare/PolicyRewards', title: '奖补政策对比', load: () => import('../../pages/regional-compare/policy-rewards-page') },
  { path: 'policy/RegionalCompare/PatentCompare', title: '专利资助对比', load: () => import('../../pages/regional-compare/patent-compare-page') },
  { path: 'policy/RegionalCompare/CyCompare', title: '产业覆盖对比', load: () => import('../../pages/regional-compare/cy-compare-page') },
  { path: 'policy/RegionalCompare/HotCompare', title: '热门对比', load: () => import('../../pages/regional-compare/hot-compare-page') },
  { path: 'policy/RegionalCompare/PeerRank', title: '同行对比', load: () => import('../../pages/regional-compare/peer-rank-page') },
  { path: 'policy/SingleCompare', title: '单项政策对比', load: () => import('../../pages/regional-compare/single-compare-page') },
];
